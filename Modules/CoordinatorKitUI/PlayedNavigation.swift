#if canImport(SwiftUI)
import SwiftUI
import os

/// The root coordinator's state as the UI plays it: a ``TransitionPlayer`` following the
/// root, whose batches are drawn inside an animation transaction and finished through a
/// ``BatchCompletion`` fed by what the views observe of the toolkit.
///
/// Views render the player's *displayed* state (``TransitionPlayer/display``), never the
/// root's target state, so SwiftUI never sees a presentation while a dismissal runs. Made
/// once per root view, by ``RootViewModel``, never in a `body`, before the window's first
/// frame: the player shows the root's tabs and stacks at once and presents nothing until
/// the base layer's observer reports its view in the window. At a batch's deadline the
/// player reads from the layers' observers what UIKit (or AppKit) actually shows
/// (``TransitionPlayer/readShown``), so what was refused is presented again.
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
    #if (canImport(UIKit) && os(iOS)) || (canImport(AppKit) && os(macOS))
    /// The layers' observers alive, which know what the toolkit shows.
    private var observers: [ObjectIdentifier: WeakObserver] = [:]
    #endif

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
        let player = TransitionPlayer(following: root, scheduler: scheduler, startsAtOnce: false)
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
        var refusals = 0
        player.onFallback = { [weak player] batch in
            let logger = Logger(subsystem: "CoordinatorKit", category: "transitions")
            let count = player?.statistics.refusals ?? refusals
            guard count == refusals else {
                refusals = count
                logger.notice("Not shown by the toolkit within the fallback delay, presented again: \(batch.description, privacy: .public)")
                return
            }
            logger.error("No ending observed for \(batch.description, privacy: .public) within the fallback delay, though shown")
        }
        #if (canImport(UIKit) && os(iOS)) || (canImport(AppKit) && os(macOS))
        player.readShown = { [weak self] in self?.shownPresentations() ?? ShownPresentations() }
        #endif
    }

    #if (canImport(UIKit) && os(iOS)) || (canImport(AppKit) && os(macOS))
    /// A layer's observer, held weakly: SwiftUI owns it.
    private struct WeakObserver {
        weak var observer: LayerObserverController?
    }

    /// Takes a layer's observer into what ``shownPresentations()`` asks.
    func add(_ observer: LayerObserverController) {
        observers = observers.filter { $0.value.observer != nil }
        observers[ObjectIdentifier(observer)] = WeakObserver(observer: observer)
    }

    /// What the layers' observers saw the toolkit present and not yet take away; the player
    /// decides what follows from it.
    private func shownPresentations() -> ShownPresentations {
        var shown = ShownPresentations(alerts: LayerObserverController.seesAlerts ? [:] : nil)
        for observer in observers.values.compactMap(\.observer) {
            // A rebuilt observer and the one it replaces may both be there: up wins.
            if let phase = observer.presentationPhase, shown.layers[observer.layer] != .up {
                shown.layers[observer.layer] = phase
            }
            if let (alert, phase) = observer.alertPhase {
                shown.alerts?[alert] = phase
            }
        }
        return shown
    }
    #endif

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
