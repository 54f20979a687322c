#if canImport(SwiftUI)
import SwiftUI

/// The root coordinator's state as the UI plays it: a ``TransitionPlayer`` following the
/// root, whose batches are animated and reported finished.
///
/// Views render the player's *displayed* state (``TransitionPlayer/display``), never the
/// root's target state, so SwiftUI never sees a presentation while a dismissal runs.
///
/// A batch that dismisses or presents has finished when two things are true: the
/// transaction that renders it reports its animations removed (`withAnimation`'s
/// completion), and the modal layers on screen — as their views report appearing and
/// disappearing — are the ones the selected tab displays. A sheet's own slide is not a
/// SwiftUI animation; its content disappearing is what says it has gone. A report that
/// never comes is covered by the player's fallback.
@MainActor
final class PlayedNavigation {
    /// The root coordinator: what views report to.
    let root: RootCoordinator
    /// The player pacing the root's changes.
    let player: TransitionPlayer

    /// The modal layers whose views are on screen.
    private var layersOnScreen: Set<LayerID> = []
    /// The batch the player waits for, and whether its animations are done.
    private var awaited: (batch: TransitionBatch.ID, isAnimated: Bool)?

    /// The displayed state as observable per-tab and per-layer projections.
    var display: NavigationDisplay { player.display }

    /// Follows `root`, showing its current state at once.
    ///
    /// - Parameters:
    ///   - root: The root coordinator.
    ///   - scheduler: The clock of the player's fallback for a lost "batch finished" signal.
    init(root: RootCoordinator, scheduler: any TransitionScheduler) {
        self.root = root
        player = TransitionPlayer(following: root, scheduler: scheduler)
        player.onBatch = { [weak self] batch in
            self?.render(batch)
        }
    }

    /// A modal layer's view appeared.
    func layerDidAppear(_ layer: LayerID) {
        guard layer.index > 0 else { return }
        layersOnScreen.insert(layer)
        finishIfShown()
    }

    /// A modal layer's view disappeared: its dismissal has ended.
    func layerDidDisappear(_ layer: LayerID) {
        layersOnScreen.remove(layer)
        finishIfShown()
    }

    private func render(_ batch: TransitionBatch) {
        guard batch.needsCompletion else { return }
        let id = batch.id
        awaited = (id, false)
        // The displayed state already took the batch; this transaction reports when the
        // animations of the update rendering it are gone.
        withAnimation(.default, completionCriteria: .removed) {
        } completion: { [weak self] in
            self?.animationDidFinish(id)
        }
    }

    private func animationDidFinish(_ id: TransitionBatch.ID) {
        guard awaited?.batch == id else { return }
        awaited?.isAnimated = true
        finishIfShown()
    }

    private func finishIfShown() {
        guard let awaited, awaited.isAnimated else { return }
        let displayed = player.displayed.currentTab
        let expected = Set(displayed?.layers.dropFirst().map(\.id) ?? [])
        guard layersOnScreen.filter({ $0.tab == displayed?.id }) == expected else { return }
        self.awaited = nil
        player.batchDidFinish(awaited.batch)
    }
}

/// Keeps one ``PlayedNavigation`` per root view for the view's lifetime: made on the first
/// body evaluation, after the saved state (if any) is restored, so a restored app opens
/// where it was left without playing its way there.
@MainActor
final class PlayedNavigationBox {
    private var navigation: PlayedNavigation?

    /// The navigation for `root`, made once.
    ///
    /// - Parameters:
    ///   - root: The root coordinator.
    ///   - scheduler: The player's fallback clock.
    ///   - restoring: Runs once, before the player is made: restores saved state.
    func navigation(
        for root: RootCoordinator, scheduler: @autoclosure () -> any TransitionScheduler, restoring: () -> Void
    ) -> PlayedNavigation {
        if let navigation, navigation.root === root { return navigation }
        restoring()
        let made = PlayedNavigation(root: root, scheduler: scheduler())
        navigation = made
        return made
    }
}
#endif
