import Foundation

/// How a window starts playing its root coordinator, once: the player first, then what the
/// window brings back, played by it.
///
/// A view's `body` runs whenever SwiftUI likes and must only render. The start happens once,
/// when the root view first appears (SwiftUI: `onAppear`), through
/// ``start(root:saved:link:making:)``, which does nothing the second time. Its order is the
/// point:
///
/// 1. The playback is made while the root is at its launch state: tabs and stacks, nothing
///    presented. The first frame shows no sheet, cover or alert.
/// 2. The window's saved state is restored, or, with nothing saved, the link the window was
///    opened for is opened (``WindowStart``): a change like any other, which the player
///    plays layer by layer, each presentation after the one below it has ended. A restored
///    sheet over a sheet with an alert never reaches the toolkit in one update.
/// 3. The links the window received before it started (``open(_:completion:)``) are opened,
///    in the order they arrived: a launch link wins over the saved navigation, applied on
///    top of it instead of being overwritten by it.
///
/// ```swift
/// let start = PlaybackStart<PlayedNavigation>()
/// start.open(launchURL) { refusal in … }             // before the window appeared: held
/// start.start(root: root, saved: sceneStorage, link: windowLink) { root in
///     PlayedNavigation(root: root, scheduler: TaskTransitionScheduler())
/// }
/// ```
@MainActor
public final class PlaybackStart<Playback: AnyObject> {
    /// The most links held before the start; a link beyond them is refused with
    /// ``NavigationError/inboxFull(capacity:)``, as the root's inbox refuses a flood.
    static var heldLinkCapacity: Int { LinkInbox.defaultCapacity }

    /// What plays the root's changes, once started.
    public private(set) var playback: Playback?
    /// How the window started: what was restored or opened; `nil` before the start.
    public private(set) var windowStart: WindowStart?
    private var root: RootCoordinator?
    private var heldLinks: [(url: URL, completion: @MainActor (NavigationError?) -> Void)] = []

    /// Creates a start that has not run.
    public init() {}

    /// Whether playback has started.
    public var isStarted: Bool {
        playback != nil
    }

    /// Makes `root`'s playback, then restores the window's saved state or opens its link,
    /// then opens the links held until now, the first time; later calls for the same root
    /// return the same playback and change nothing. A call for another root starts that
    /// root the same way.
    ///
    /// - Parameters:
    ///   - root: The window's root coordinator, at its launch state.
    ///   - saved: What the window's scene storage holds; empty for a new window.
    ///   - link: The link the window was opened for, if any.
    ///   - make: Makes the playback following the root (a player and what reports to it).
    /// - Returns: The playback of `root`.
    @discardableResult
    public func start(
        root: RootCoordinator, saved: Data, link: URL?, making make: (RootCoordinator) -> Playback
    ) -> Playback {
        if let playback, self.root === root { return playback }
        // The player first: what follows is a change it plays, not a state it starts in.
        let made = make(root)
        self.root = root
        playback = made
        windowStart = WindowStart.start(root, saved: saved, link: link)
        let held = heldLinks
        heldLinks = []
        for link in held {
            root.open(link.url, completion: link.completion)
        }
        return made
    }

    /// Opens a link the window received: in the root once started; before that, held and
    /// opened right after the window's saved state or link, so that it wins over them.
    ///
    /// - Parameters:
    ///   - url: The link.
    ///   - completion: Called once, on the main actor, with `nil` or the refusal, when the
    ///     link has been opened (and its lookup, if it needs one, has ended).
    public func open(_ url: URL, completion: @escaping @MainActor (NavigationError?) -> Void) {
        if let root, playback != nil {
            root.open(url, completion: completion)
        } else if heldLinks.count < Self.heldLinkCapacity {
            heldLinks.append((url, completion))
        } else {
            completion(.inboxFull(capacity: Self.heldLinkCapacity))
        }
    }
}
