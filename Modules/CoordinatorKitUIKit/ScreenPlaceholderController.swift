#if canImport(UIKit) && os(iOS)
import UIKit

/// What a screen shows when neither its own controller (``ScreenControllerProviding``) nor
/// the app's hosted views provide one: its route, so an app can adopt screens one by one.
final class ScreenPlaceholderController: UIViewController {
    private let entry: EntryID

    init(entry: EntryID) {
        self.entry = entry
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "\(entry.route)\nNo view for this screen yet"
        label.numberOfLines = 0
        label.textAlignment = .center
        label.textColor = .secondaryLabel
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            label.leadingAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.leadingAnchor),
        ])
    }
}
#endif
