#if canImport(UIKit) && os(iOS)
import CoordinatorKitUIKit
import Settings
import UIKit

/// The notification topics as a UIKit table, one switch each: the Settings screen the
/// module provides as a view controller in a UIKit app (its other screens stay SwiftUI,
/// hosted), as a module migrating screen by screen would.
final class NotificationSettingsController: UITableViewController {
    private let model: NotificationSettingsViewModel

    init(model: NotificationSettingsViewModel) {
        self.model = model
        super.init(style: .insetGrouped)
        title = "Notifications"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        model.topics.count
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "Choose what the app may notify you about."
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        guard model.topics.indices.contains(indexPath.row) else { return cell }
        let topic = model.topics[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = topic.displayName
        cell.contentConfiguration = content
        let toggle = UISwitch()
        toggle.isOn = model.isEnabled(topic)
        toggle.addAction(
            UIAction { [weak self, weak toggle] _ in
                guard let toggle else { return }
                self?.model.setEnabled(topic, toggle.isOn)
            }, for: .valueChanged)
        cell.accessoryView = toggle
        cell.selectionStyle = .none
        return cell
    }
}

extension NotificationSettingsViewModel: ScreenControllerProviding {
    /// The Notifications screen as a UIKit table; the module's other screens are hosted.
    public func makeScreenController() -> UIViewController? { NotificationSettingsController(model: self) }
}
#endif
