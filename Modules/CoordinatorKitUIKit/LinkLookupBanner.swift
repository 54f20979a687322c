#if canImport(UIKit) && os(iOS)
import Accessibility
import Observation
import UIKit

/// The UIKit adapter's link indicator (``CoordinatorRootController/showsLinkLookupIndicator``):
/// at the top of the scene while ``RootCoordinator/pendingLookup`` is set — a spinner and
/// "Opening link…" for a lookup, "A link opens when you finish" for a held link
/// (`PendingLinkLookup.isHeld`) — with Cancel, which gives up on the link
/// (``RootCoordinator/cancelPendingLookup()``), as VoiceOver's escape gesture on it does.
///
/// It is drawn in a window of its own, one level above the app's: a held link waits for a
/// screen that holds links, usually a sheet, and every controller presented in the root
/// controller's window lies above that window's views; "even the bottom window in a level
/// obscures the top window of the next level down"
/// (https://developer.apple.com/documentation/uikit/uiwindow/level). The window covers
/// nothing else: a touch outside the banner goes to the windows below, it never becomes
/// key, its status bar and orientations are the main window's, and it is shown only while
/// a link waits.
///
/// It binds and reports: it shows what the root says is pending and reports Cancel; it
/// decides nothing.
@MainActor
final class LinkLookupBanner {
    private let root: RootCoordinator
    private let banner = BannerView(effect: UIBlurEffect(style: .systemMaterial))
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let label = UILabel()
    private var window: BannerWindow?

    /// Shows the banner for `root` in the scene `view` is shown in, once it is in one.
    init(root: RootCoordinator, in view: UIView) {
        self.root = root
        let cancel = UIButton(type: .system)
        cancel.setTitle(Self.word("Cancel"), for: .normal)
        cancel.addAction(UIAction { [weak root] _ in root?.cancelPendingLookup() }, for: .primaryActionTriggered)
        banner.onEscape = { [weak root] in root?.cancelPendingLookup() }
        label.font = .preferredFont(forTextStyle: .subheadline)
        let row = UIStackView(arrangedSubviews: [spinner, label, cancel])
        row.spacing = 12
        row.alignment = .center
        row.translatesAutoresizingMaskIntoConstraints = false
        banner.contentView.addSubview(row)
        banner.layer.cornerRadius = 20
        banner.clipsToBounds = true
        banner.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: banner.contentView.topAnchor, constant: 8),
            row.bottomAnchor.constraint(equalTo: banner.contentView.bottomAnchor, constant: -8),
            row.leadingAnchor.constraint(equalTo: banner.contentView.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: banner.contentView.trailingAnchor, constant: -16),
        ])
        let reader = SceneReportingView()
        reader.onScene = { [weak self] scene in self?.attach(to: scene) }
        view.addSubview(reader)
        follow()
    }

    /// Makes the banner's window in `scene`, the scene the root controller is shown in.
    private func attach(to scene: UIWindowScene) {
        guard window?.windowScene !== scene else { return }
        window?.isHidden = true
        let window = BannerWindow(windowScene: scene)
        window.windowLevel = UIWindow.Level(rawValue: UIWindow.Level.normal.rawValue + 1)
        let host = BannerHostController()
        window.rootViewController = host
        host.view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: host.view.safeAreaLayoutGuide.topAnchor, constant: 8),
            banner.centerXAnchor.constraint(equalTo: host.view.centerXAnchor),
        ])
        self.window = window
        show(root.pendingLookup)
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
        if let window, window.isHidden != (lookup == nil) {
            window.isHidden = lookup == nil
            // VoiceOver reads the banner beside the screens below: it came or went
            // (https://developer.apple.com/documentation/accessibility/accessibilitynotification/layoutchanged).
            AccessibilityNotification.LayoutChanged(nil).post()
        }
        guard let lookup else { return spinner.stopAnimating() }
        label.text = Self.word(lookup.isHeld ? "A link opens when you finish" : "Opening link…")
        if lookup.isHeld { spinner.stopAnimating() } else { spinner.startAnimating() }
        spinner.isHidden = lookup.isHeld
    }

    private static func word(_ key: String) -> String {
        NavigationText(key: key, bundle: .named("CoordinatorKit_CoordinatorKitUIKit")).localized()
    }
}

/// The banner's window: lets every touch through but those on the banner, and never takes
/// the keyboard.
private final class BannerWindow: UIWindow {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self || hit === rootViewController?.view ? nil : hit
    }

    override var canBecomeKey: Bool { false }
}

/// The root of the banner's window: leaves the status bar and the orientations to the
/// scene's main window, through `childForStatusBarStyle` and `childForStatusBarHidden`
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/childforstatusbarstyle).
private final class BannerHostController: UIViewController {
    /// The main window's controller whose status bar is shown: its root, or the topmost
    /// controller presented over it full screen.
    private var statusBarSource: UIViewController? {
        var source = underlying
        while let presented = source?.presentedViewController, !presented.isBeingDismissed,
            presented.modalPresentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance
        {
            source = presented
        }
        return source
    }

    private var underlying: UIViewController? {
        view.window?.windowScene?.windows.first { !($0 is BannerWindow) && !$0.isHidden }?.rootViewController
    }

    override var childForStatusBarStyle: UIViewController? { statusBarSource }
    override var childForStatusBarHidden: UIViewController? { statusBarSource }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        underlying?.supportedInterfaceOrientations ?? .all
    }
}

/// The banner: a blurred capsule that gives up on the link on VoiceOver's escape gesture
/// (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()),
/// as its Cancel does.
private final class BannerView: UIVisualEffectView {
    var onEscape: (@MainActor () -> Void)?

    override func accessibilityPerformEscape() -> Bool {
        guard let onEscape else { return false }
        onEscape()
        return true
    }
}

/// An invisible view that reports its window's scene whenever it moves to a window.
private final class SceneReportingView: UIView {
    var onScene: (@MainActor (UIWindowScene) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        isHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if let scene = window?.windowScene { onScene?(scene) }
    }
}
#endif
