import CoordinatorKit
import Foundation

/// How a window's root starts, once, when the window first appears: the window's saved
/// state restored if its scene has any, else the link the window was opened for.
///
/// A window opened for a link (SwiftUI: `openWindow(value:)` into a
/// `WindowGroup(for: URL.self)`) shows that link; the same window brought back by the
/// system has both its link and its scene storage, and opens where the user left it rather
/// than at the link again.
///
/// A root that already shows a screen beyond its tabs' roots when its window starts was
/// navigated before the window appeared (a notification's link sent to its inbox): that
/// navigation wins, and nothing saved is restored over it. Links the window itself receives
/// before it starts are held by ``PlaybackStart`` and opened after the start, so they win
/// too.
///
/// A window for one screen (a recipe, a composer) opens its link with
/// `LinkPlacement.alone`: the root then shows only that link's screens, one tab without a
/// tab bar, over the app's registry and services.
///
/// ```swift
/// let outcome = WindowStart.start(root, saved: sceneStorage, link: windowLink, placement: .alone)
/// ```
public enum WindowStart: Equatable, Sendable {
    /// The saved state was restored, wholly or in part.
    case restored(RestorationOutcome)
    /// Nothing was saved (or the root had already navigated); the window's link was opened.
    case opened(URL)
    /// Nothing was saved and the window has no link: the root stays at its launch state.
    case launchState
    /// The root already showed screens beyond its tabs' roots: it keeps them, and what was
    /// saved is not restored.
    case alreadyNavigated
    /// What was saved, or the window's link, was refused; the root stays as it was.
    case refused(NavigationError)

    /// Starts `root` from the window's scene storage `saved` (empty for a new window) or,
    /// when there is none, from the window's `link`, landing where `placement` says.
    ///
    /// - Parameters:
    ///   - root: The window's root coordinator.
    ///   - saved: What the window's scene storage holds; empty for a new window.
    ///   - link: The link the window was opened for, if any.
    ///   - placement: Where the window's link lands: its module's tab (the default), or
    ///     `LinkPlacement.alone` for a window that shows that screen only.
    /// - Returns: What the window started from.
    @MainActor
    public static func start(
        _ root: RootCoordinator, saved: Data, link: URL?, placement: LinkPlacement = .owningTab
    ) -> WindowStart {
        let isNavigated = root.state.tabs.contains { !$0.stack.isEmpty || $0.alertDepth != nil }
        do throws(NavigationError) {
            if !saved.isEmpty, !isNavigated { return .restored(try root.restoreState(from: saved)) }
            if let link {
                try root.open(link, placement: placement)
                return .opened(link)
            }
            return isNavigated ? .alreadyNavigated : .launchState
        } catch {
            return .refused(error)
        }
    }
}

/// Where a link from outside the app opens: in the window that received it, or in a new
/// window of its own. The app decides, in one function it hands the SwiftUI adapter; a
/// platform without several windows (iPhone) always opens it in the window it has.
public enum LinkWindow: Hashable, Sendable {
    /// In the window that received the link (the frontmost one).
    case receivingWindow
    /// In a new window, opened for the link.
    case newWindow
}
