#if canImport(UIKit) && os(iOS)
import Observation
import UIKit

/// The UIKit adapter's link indicator (``CoordinatorRootController/showsLinkLookupIndicator``):
/// at the top of the root controller's view while ``RootCoordinator/pendingLookup`` is set —
/// a spinner and "Opening link…" for a lookup, "A link opens when you finish" for a held
/// link (`PendingLinkLookup.isHeld`) — with Cancel, which gives up on the link
/// (``RootCoordinator/cancelPendingLookup()``).
///
/// It binds and reports: it shows what the root says is pending and reports Cancel; it
/// decides nothing. It lies under presented controllers, as the SwiftUI indicator lies
/// under sheets and covers.
@MainActor
final class LinkLookupBanner {
    private let root: RootCoordinator
    private let banner = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let label = UILabel()

    init(root: RootCoordinator, in view: UIView) {
        self.root = root
        let cancel = UIButton(type: .system)
        cancel.setTitle(Self.word("Cancel"), for: .normal)
        cancel.addAction(UIAction { [weak root] _ in root?.cancelPendingLookup() }, for: .primaryActionTriggered)
        label.font = .preferredFont(forTextStyle: .subheadline)
        let row = UIStackView(arrangedSubviews: [spinner, label, cancel])
        row.spacing = 12
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        banner.contentView.addSubview(row)
        banner.layer.cornerRadius = 20
        banner.clipsToBounds = true
        banner.translatesAutoresizingMaskIntoConstraints = false
        banner.isHidden = true
        view.addSubview(banner)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: banner.contentView.topAnchor, constant: 8),
            row.bottomAnchor.constraint(equalTo: banner.contentView.bottomAnchor, constant: -8),
            row.leadingAnchor.constraint(equalTo: banner.contentView.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: banner.contentView.trailingAnchor, constant: -16),
            banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            banner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
        follow()
    }

    /// Shows the pending lookup and follows it: Observation calls back before the next
    /// change, so the banner reads the root again once the change is made.
    private func follow() {
        let lookup = withObservationTracking {
            root.pendingLookup
        } onChange: { [weak self] in
            Task { @MainActor in self?.follow() }
        }
        show(lookup)
    }

    private func show(_ lookup: PendingLinkLookup?) {
        banner.superview?.bringSubviewToFront(banner)
        banner.isHidden = lookup == nil
        guard let lookup else { return spinner.stopAnimating() }
        label.text = Self.word(lookup.isHeld ? "A link opens when you finish" : "Opening link…")
        if lookup.isHeld { spinner.stopAnimating() } else { spinner.startAnimating() }
        spinner.isHidden = lookup.isHeld
    }

    private static func word(_ key: String) -> String {
        NavigationText(key: key, bundle: .named("CoordinatorKit_CoordinatorKitUIKit")).localized()
    }
}
#endif
