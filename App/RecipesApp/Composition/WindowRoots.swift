import CoordinatorKit

/// The roots of the app's open windows, held weakly: a window's root lives as long as its
/// window does.
///
/// What the windows share (a session, a subscription) tells them all through
/// ``accessDidChange()`` when it changes what the user may do; the window where the user
/// acted then performs `.accessDidChange` on its own root, which alone applies that window's
/// pending link.
@MainActor
public final class WindowRoots {
    private var entries: [WeakRoot] = []

    /// Creates an empty list.
    public init() {}

    /// The roots of the windows still open, oldest first.
    public var roots: [RootCoordinator] {
        entries.compactMap(\.root)
    }

    /// Adds the root of a window just made.
    public func add(_ root: RootCoordinator) {
        entries.removeAll { $0.root == nil }
        entries.append(WeakRoot(root: root))
    }

    /// Tells every window that what the user may do changed: screens whose requirements no
    /// longer hold are left (signed out in one window, signed out in all), and no window's
    /// pending link is applied here (``NavigationCommand/accessDidChangeInAnotherWindow``).
    public func accessDidChange() {
        for root in roots {
            try? root.perform(.accessDidChangeInAnotherWindow)
        }
    }

    /// Tells every window that the account was reset (signed out): as
    /// ``accessDidChange()``, in one change per window played without animation — the
    /// screens of the account leave at once rather than sliding away one layer after
    /// another (`NavigationChange.isAnimated`).
    public func accountDidReset() {
        for root in roots {
            root.performAsOneChange(animated: false) {
                try? root.perform(.accessDidChangeInAnotherWindow)
            }
        }
    }

    private struct WeakRoot {
        weak var root: RootCoordinator?
    }
}
