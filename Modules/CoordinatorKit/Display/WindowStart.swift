import Foundation

/// How a window's root starts, once, when the window first appears: the window's saved
/// state restored if its scene has any, else the link the window was opened for.
///
/// A window opened for a link (SwiftUI: `openWindow(value:)` into a
/// `WindowGroup(for: URL.self)`) shows that link; the same window brought back by the
/// system has both its link and its scene storage, and opens where the user left it rather
/// than at the link again.
///
/// ```swift
/// let outcome = WindowStart.start(root, saved: sceneStorage, link: windowLink)
/// ```
public enum WindowStart: Equatable, Sendable {
    /// The saved state was restored, wholly or in part.
    case restored(RestorationOutcome)
    /// Nothing was saved; the window's link was opened.
    case opened(URL)
    /// Nothing was saved and the window has no link: the root stays at its launch state.
    case launchState
    /// What was saved, or the window's link, was refused; the root stays at its launch state.
    case refused(NavigationError)

    /// Starts `root` from the window's scene storage `saved` (empty for a new window) or,
    /// when there is none, from the window's `link`.
    @MainActor
    public static func start(_ root: RootCoordinator, saved: Data, link: URL?) -> WindowStart {
        do throws(NavigationError) {
            if !saved.isEmpty { return .restored(try root.restoreState(from: saved)) }
            guard let link else { return .launchState }
            try root.open(link)
            return .opened(link)
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
