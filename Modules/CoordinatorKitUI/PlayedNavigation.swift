#if canImport(SwiftUI)
import SwiftUI

/// The root coordinator's state as the UI plays it: a ``TransitionPlayer`` following the
/// root, whose batches are animated and reported finished through a ``BatchCompletion``.
///
/// Views render the player's *displayed* state (``TransitionPlayer/display``), never the
/// root's target state, so SwiftUI never sees a presentation while a dismissal runs.
@MainActor
final class PlayedNavigation {
    /// The root coordinator: what views report to.
    let root: RootCoordinator
    /// The player pacing the root's changes.
    let player: TransitionPlayer
    /// Tells the player when a batch has finished on screen; layer views report to it.
    let completion: BatchCompletion

    /// The displayed state as observable per-tab and per-layer projections.
    var display: NavigationDisplay { player.display }

    /// Follows `root`, showing its current state at once.
    ///
    /// - Parameters:
    ///   - root: The root coordinator.
    ///   - scheduler: The clock of the player's fallback for a lost "batch finished" signal.
    init(root: RootCoordinator, scheduler: any TransitionScheduler) {
        self.root = root
        let player = TransitionPlayer(following: root, scheduler: scheduler)
        let completion = BatchCompletion(player: player)
        self.player = player
        self.completion = completion
        player.onBatch = { batch in
            guard completion.begin(batch) else { return }
            // The displayed state already took the batch; this transaction reports when
            // the animations of the update rendering it are gone.
            let id = batch.id
            withAnimation(.default, completionCriteria: .removed) {
            } completion: {
                completion.animationDidFinish(id)
            }
        }
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
