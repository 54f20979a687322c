import CoordinatorKit
import Foundation

/// How a window starts playing its root coordinator, once: the player first, then what the
/// window brings back, played by it.
///
/// A view's `body` runs whenever SwiftUI likes and must only render. The start happens once,
/// when the root view first appears (SwiftUI: `onAppear`), through
/// ``start(root:saved:link:placement:making:)``, which does nothing the second time. Its order is the
/// point:
///
/// 1. The playback is made while the root is at its launch state, before the window's
///    first frame; a SwiftUI renderer makes its player with `startsAtOnce: false`, so that
///    it shows the root's tabs and stacks at once and presents nothing before that frame
///    (``TransitionPlayer/start()``, when the base layer's view reports itself in the window).
/// 2. The window's saved state is restored, or, with nothing saved, the link the window was
///    opened for is opened (``WindowStart``): a change like any other. Its tabs and stacks
///    are in the first frame, so the launch screens it replaced are never drawn, and never
///    reported seen (``SeenEvent``); its sheets, covers and alert are presented after the
///    first frame, layer by layer, each once the one below it has ended, and — for a
///    restoration — without animation. A restored sheet over a sheet with an alert never
///    reaches the toolkit in one update.
/// 3. The links the window received before it started (``open(_:)``) are sent to the
///    root's inbox (`RootCoordinator.inbox`), in the order they arrived: a launch link wins
///    over the saved navigation, applied on top of it instead of being overwritten by it.
///    What became of each is reported as `NavigationEvent.delivered(_:)`.
///
/// ```swift
/// let start = PlaybackStart<PlayedNavigation>()
/// try start.open(launchURL)                          // before the window appeared: held
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
    private var heldLinks: [URL] = []

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
    ///   - placement: Where the window's link lands (``WindowStart/start(_:saved:link:placement:)``).
    ///   - make: Makes the playback following the root (a player and what reports to it).
    /// - Returns: The playback of `root`.
    @discardableResult
    public func start(
        root: RootCoordinator, saved: Data, link: URL?, placement: LinkPlacement = .owningTab,
        making make: (RootCoordinator) -> Playback
    ) -> Playback {
        if let playback, self.root === root { return playback }
        // The player first: what follows is a change it plays, not a state it starts in.
        let made = make(root)
        self.root = root
        playback = made
        windowStart = WindowStart.start(root, saved: saved, link: link, placement: placement)
        let held = heldLinks
        heldLinks = []
        for url in held {
            do {
                try root.inbox.send(url)
            } catch {
                // The inbox holds at least as many; a link over the length limit is refused
                // here as it would be when opened, and reported the same way.
                root.report(.delivered(LinkDelivery(receipt: nil, link: url.absoluteString, error: error)))
            }
        }
        return made
    }

    /// Opens a link the window received through the root's inbox (`RootCoordinator.inbox`)
    /// once started; before that, holds it and sends it right after the window's saved state
    /// or link, so that it wins over them. What became of the link is reported as
    /// `NavigationEvent.delivered(_:)`.
    ///
    /// - Throws: `NavigationError.inboxFull(capacity:)` when the inbox, or before the start
    ///   the links held, are full, or what `LinkInbox.send(_:)` throws.
    public func open(_ url: URL) throws(NavigationError) {
        if let root, playback != nil {
            try root.inbox.send(url)
        } else if heldLinks.count < Self.heldLinkCapacity {
            heldLinks.append(url)
        } else {
            throw .inboxFull(capacity: Self.heldLinkCapacity)
        }
    }
}
