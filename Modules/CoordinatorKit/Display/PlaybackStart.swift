/// Starts a renderer's playback of a root coordinator once: restores the saved state, then
/// makes what plays the root's changes (a ``TransitionPlayer`` and what reports to it).
///
/// A view's `body` runs whenever SwiftUI likes and must only render. Restoring, making the
/// player and registering its observers happen once, when the root view first appears
/// (SwiftUI: `onAppear`), through ``start(root:restoring:making:)``, which does nothing
/// the second time. Restoring comes first, so that a restored scene opens where it was
/// left instead of playing its way there.
///
/// ```swift
/// @State private var start = PlaybackStart<PlayedNavigation>()
/// .onAppear {
///     start.start(root: root, restoring: { SavedNavigation.restore(saved, into: $0) }) { root in
///         PlayedNavigation(root: root, scheduler: TaskTransitionScheduler())
///     }
/// }
/// ```
@MainActor
public final class PlaybackStart<Playback: AnyObject> {
    /// What plays the root's changes, once started.
    public private(set) var playback: Playback?
    private var root: RootCoordinator?

    /// Creates a start that has not run.
    public init() {}

    /// Whether playback has started.
    public var isStarted: Bool {
        playback != nil
    }

    /// Restores `root`'s saved state and makes its playback, the first time; later calls
    /// for the same root return the same playback and restore nothing. A call for another
    /// root starts that root's playback, restoring it first.
    ///
    /// - Parameters:
    ///   - root: The root coordinator to play.
    ///   - restore: Restores the saved state into the root (nothing when there is none).
    ///   - make: Makes the playback following the restored root.
    /// - Returns: The playback of `root`.
    @discardableResult
    public func start(
        root: RootCoordinator, restoring restore: (RootCoordinator) -> Void,
        making make: (RootCoordinator) -> Playback
    ) -> Playback {
        if let playback, self.root === root { return playback }
        restore(root)
        let made = make(root)
        self.root = root
        playback = made
        return made
    }
}
