#if canImport(SwiftUI)
import SwiftUI
import os

/// The root coordinator's state as the UI plays it: a ``TransitionPlayer`` following the
/// root, whose batches are drawn inside an animation transaction and finished through a
/// ``BatchCompletion`` fed by what the views observe of the toolkit.
///
/// Views render the player's *displayed* state (``TransitionPlayer/display``), never the
/// root's target state, so SwiftUI never sees a presentation while a dismissal runs. Made
/// once per root view, by ``RootViewModel``, never in a `body`.
@MainActor
final class PlayedNavigation {
    /// The root coordinator: what views report to.
    let root: RootCoordinator
    /// The player pacing the root's changes.
    let player: TransitionPlayer
    /// Tells the player when a batch has finished on screen; the layers' observers, their
    /// sheets' `onDismiss` and the batch's animation transaction report to it.
    let completion: BatchCompletion
    /// Where the views screens name as popover anchors are (``NavigationAnchors``).
    let anchors = NavigationAnchors()

    /// The displayed state as observable per-tab and per-layer projections.
    var display: NavigationDisplay { player.display }

    /// What this platform draws above everything (``AboveEverything``): on iOS a window of
    /// its own, above the scene's sheets and covers; elsewhere a layer of the root view,
    /// above the tabs but under the sheets.
    var aboveEverything: AboveEverything {
        #if canImport(UIKit) && os(iOS)
        display.aboveEverything(coveringPresentations: true)
        #else
        display.aboveEverything(coveringPresentations: false)
        #endif
    }

    /// Follows `root`, showing its current state at once.
    ///
    /// - Parameters:
    ///   - root: The root coordinator.
    ///   - scheduler: The clock of the player's last-resort fallback (and, on macOS, of the
    ///     alert endings AppKit does not report).
    ///   - onSeen: Told of every screen that appeared or disappeared once its transition
    ///     has ended (``TransitionPlayer/onSeen``), the screens shown at first included.
    init(
        root: RootCoordinator, scheduler: any TransitionScheduler, onSeen: (@MainActor (SeenEvent) -> Void)? = nil
    ) {
        self.root = root
        let player = TransitionPlayer(following: root, scheduler: scheduler)
        let completion = Self.makeCompletion(player: player, scheduler: scheduler)
        self.player = player
        self.completion = completion
        player.showBatch = { [weak completion] batch, update in
            completion?.begin(batch)
            let id = batch.id
            guard batch.isAnimated else {
                // An unanimated change (a restoration, an account reset): a transaction that
                // disables animations, so pushes, sheets and covers come and go without
                // them
                // (https://developer.apple.com/documentation/swiftui/transaction/disablesanimations).
                // It animates nothing of the renderer's own, so that ending is reached now;
                // presentations still end when UIKit says, reported by the layers' observers.
                var transaction = Transaction(animation: nil)
                transaction.disablesAnimations = true
                withTransaction(transaction) { update() }
                completion?.report(.animationsFinished(id))
                return
            }
            // The displayed state takes the batch inside the transaction, so its completion
            // follows the batch's own animations (overlays and custom alerts coming and
            // going); presentations and dismissals are UIKit's and are reported by the
            // layers' observers.
            withAnimation(.default, completionCriteria: .removed) {
                update()
            } completion: {
                completion?.report(.animationsFinished(id))
            }
        }
        player.onSeen = onSeen
        player.onFallback = { [weak completion] batch in
            let pending = completion?.pendingEndings.map(\.description).joined(separator: ", ") ?? ""
            let logger = Logger(subsystem: "CoordinatorKit", category: "transitions")
            logger.error(
                "No ending observed for \(batch.description, privacy: .public) within the fallback delay; still pending: \(pending, privacy: .public)"
            )
        }
    }

    #if canImport(AppKit) && os(macOS)
    /// How long the player waits for an alert's sheet to come or go on macOS, taken as its
    /// ending.
    ///
    /// SwiftUI's `alert` and `confirmationDialog` run on macOS as sheets of the window,
    /// and AppKit tells the SwiftUI content under them nothing about their animation: no
    /// view of the layer appears or disappears, no completion is handed out, and no Apple
    /// page gives a sheet's animation time. The interval is therefore an assumed pace, not a
    /// measurement. It is safe when it is too short,
    /// because AppKit queues a sheet begun while the window shows one: "If the window
    /// already has a presented sheet, this method queues the specified sheet for
    /// presentation after the current sheet is dismissed"
    /// (https://developer.apple.com/documentation/appkit/nswindow/beginsheet(_:completionhandler:);
    /// an alert runs "presented—or queued for presentation—as a standard sheet",
    /// https://developer.apple.com/documentation/appkit/nsalert/beginsheetmodal(for:completionhandler:)).
    /// What the player plays after it is never refused, only made to wait its turn.
    static let alertSheetInterval: Duration = .milliseconds(400)

    private static func makeCompletion(player: TransitionPlayer, scheduler: any TransitionScheduler) -> BatchCompletion {
        BatchCompletion(
            player: player, assumed: [.alertPresented, .alertDismissed], minimumInterval: alertSheetInterval,
            scheduler: scheduler)
    }
    #else
    private static func makeCompletion(player: TransitionPlayer, scheduler: any TransitionScheduler) -> BatchCompletion {
        BatchCompletion(player: player)
    }
    #endif
}
#endif
