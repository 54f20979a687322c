#if canImport(SwiftUI)
import Observation
import SwiftUI
#if canImport(UIKit) && os(iOS)
import UIKit
#endif

/// What a ``CoordinatorRootView`` sets up once, outside its `body`: the played navigation
/// made before the first frame, the saved state restored (or the window's link opened) as
/// a change it plays — its tabs and stacks in that frame, its presentations after it — and
/// on iOS the window drawn above everything.
///
/// The root view keeps it in `@State` (making one costs nothing and does nothing) and
/// starts it from `onAppear`; a second start finds everything in place
/// (``PlaybackStart``).
@MainActor
@Observable
final class RootViewModel {
    /// The played navigation, once started.
    private(set) var navigation: PlayedNavigation?

    private let playback = PlaybackStart<PlayedNavigation>()
    @ObservationIgnored private var customAlertView: (@MainActor (CustomAlert) -> AnyView)?
    @ObservationIgnored private var linkLookupView: (@MainActor (LinkLookupProgress) -> AnyView)?
    #if canImport(UIKit) && os(iOS)
    @ObservationIgnored private weak var scene: UIWindowScene?
    @ObservationIgnored private var window: AboveEverythingWindow?
    #endif

    /// Starts playing `root` the first time (``PlaybackStart``): the player first, then the
    /// saved state restored or the window's link opened as a change it plays, then the links
    /// the window received before, so a launch link wins over the saved navigation.
    ///
    /// - Parameters:
    ///   - root: The root coordinator.
    ///   - savedState: What scene storage holds; empty for a new scene.
    ///   - link: The link the window was opened for, if any.
    ///   - placement: Where the window's link lands.
    ///   - heldLinks: Links the window received before its root existed.
    ///   - scheduler: Makes the player's clock.
    ///   - customAlertView: The app's view for custom alerts, if any.
    ///   - linkLookupView: The app's link indicator, if any.
    ///   - onRejectedLink: Told of every link of this window the root refuses: at once when
    ///     its inbox refuses it, else when it is delivered
    ///     (``NavigationEvent/delivered(_:)``), after its lookup if it needs one.
    ///   - onScreenSeen: Told of every screen that appeared or disappeared, once its
    ///     transition has ended; set on the player before the saved state is restored, so
    ///     the screens of the first frame appear once, and the launch screens the restored
    ///     state replaced never do.
    func start(
        root: RootCoordinator, savedState: Data, link: URL?, placement: LinkPlacement, heldLinks: [URL],
        scheduler: @MainActor () -> any TransitionScheduler, customAlertView: (@MainActor (CustomAlert) -> AnyView)?,
        linkLookupView: (@MainActor (LinkLookupProgress) -> AnyView)? = nil,
        onRejectedLink: @escaping @MainActor (URL, NavigationError) -> Void,
        onScreenSeen: (@MainActor (SeenEvent) -> Void)? = nil
    ) {
        self.customAlertView = customAlertView
        self.linkLookupView = linkLookupView
        if !playback.isStarted {
            root.observe { event in
                guard case .delivered(let delivery) = event, let error = delivery.error,
                    let url = URL(string: delivery.link)
                else { return }
                onRejectedLink(url, error)
            }
            for url in heldLinks {
                open(url, onRejected: onRejectedLink)
            }
        }
        let started = playback.start(root: root, saved: savedState, link: link, placement: placement) { root in
            PlayedNavigation(root: root, scheduler: scheduler(), onSeen: onScreenSeen)
        }
        if navigation !== started {
            navigation = started
            if case .refused(let error) = playback.windowStart {
                SavedNavigation.log("Not restored or opened", error)
            }
        }
        #if canImport(UIKit) && os(iOS)
        installWindow()
        #endif
    }

    /// Opens a link the window received: held until the start, then sent to the root's
    /// inbox; what the inbox refuses at once goes to `onRejected`, what the root refuses
    /// when it opens the link reaches the observer of delivered links made at the start.
    func open(_ url: URL, onRejected: @escaping @MainActor (URL, NavigationError) -> Void) {
        do {
            try playback.open(url)
        } catch {
            onRejected(url, error)
        }
    }

    #if canImport(UIKit) && os(iOS)
    /// Takes the scene the root view is shown in; the window above everything goes there.
    func attach(to scene: UIWindowScene) {
        guard self.scene !== scene else { return }
        self.scene = scene
        window?.isHidden = true
        window = nil
        installWindow()
    }

    /// Makes the window above everything once both the scene and the navigation are known.
    private func installWindow() {
        guard window == nil, let scene, let navigation else { return }
        window = AboveEverythingWindow(
            scene: scene, navigation: navigation, customAlertView: customAlertView, linkLookupView: linkLookupView)
    }
    #endif
}
#endif
