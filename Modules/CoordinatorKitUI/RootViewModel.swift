#if canImport(SwiftUI)
import Observation
import SwiftUI
#if canImport(UIKit) && os(iOS)
import UIKit
#endif

/// What a ``CoordinatorRootView`` sets up once, outside its `body`: the saved state
/// restored, the played navigation made, and on iOS the window drawn above everything.
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
    #if canImport(UIKit) && os(iOS)
    @ObservationIgnored private weak var scene: UIWindowScene?
    @ObservationIgnored private var window: AboveEverythingWindow?
    #endif

    /// Restores the saved state, or opens the window's link, and starts playing `root`, the
    /// first time (``WindowStart``).
    ///
    /// - Parameters:
    ///   - root: The root coordinator.
    ///   - savedState: What scene storage holds; empty for a new scene.
    ///   - link: The link the window was opened for, if any.
    ///   - scheduler: Makes the player's clock.
    ///   - customAlertView: The app's view for custom alerts, if any.
    func start(
        root: RootCoordinator, savedState: Data, link: URL?, scheduler: @MainActor () -> any TransitionScheduler,
        customAlertView: (@MainActor (CustomAlert) -> AnyView)?
    ) {
        self.customAlertView = customAlertView
        let restore = { (root: RootCoordinator) in
            if case .refused(let error) = WindowStart.start(root, saved: savedState, link: link) {
                SavedNavigation.log("Not restored", error)
            }
        }
        let started = playback.start(root: root, restoring: restore) { root in
            PlayedNavigation(root: root, scheduler: scheduler())
        }
        if navigation !== started {
            navigation = started
        }
        #if canImport(UIKit) && os(iOS)
        installWindow()
        #endif
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
        window = AboveEverythingWindow(scene: scene, navigation: navigation, customAlertView: customAlertView)
    }
    #endif
}
#endif
