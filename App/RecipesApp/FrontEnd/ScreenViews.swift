import CoordinatorKit
import CoordinatorKitRendering

/// The screens the command line shows appearing and disappearing, as a renderer plays
/// them: a `TransitionPlayer` following the root, its seen events written as lines
/// (`appeared recipe_detail id=42`) while printing is on.
///
/// A terminal animates nothing, so each batch finishes as soon as it is shown; while
/// ``isSlow`` is on, a batch that waits for a transition (a sheet coming or going, an
/// alert) plays until ``settle()``, as a device's animation takes time. The root drops the
/// command of its last change performed again meanwhile, as it drops a double tap.
@MainActor
final class ScreenViews {
    /// Whether events are written.
    var isPrinting: Bool
    /// Whether batches wait for ``settle()``; turning it off settles.
    var isSlow = false {
        didSet { if !isSlow { settle() } }
    }
    private let player: TransitionPlayer

    /// Follows `root` from its current state, whose screens appear at once.
    ///
    /// - Parameters:
    ///   - root: The root coordinator.
    ///   - isPrinting: Whether events are written from the start.
    ///   - write: Writes a line.
    init(following root: RootCoordinator, isPrinting: Bool, write: @escaping @MainActor (String) -> Void) {
        self.isPrinting = isPrinting
        player = TransitionPlayer(following: root, scheduler: NoFallback())
        player.onBatch = { [weak self, weak player] batch in
            if self?.isSlow != true { player?.batchDidFinish(batch.id) }
        }
        player.onSeen = { [weak self] event in
            if self?.isPrinting == true { write("\(event)\n") }
        }
    }

    /// Whether a change is still playing: the screen does not show the root's state yet.
    var isPlaying: Bool {
        !player.isSettled
    }

    /// Ends every transition still playing, as the device's animations would end.
    func settle() {
        while let batch = player.batchInFlight {
            player.batchDidFinish(batch.id)
        }
    }
}

/// The clock of a player whose batches all finish when the shell says: its fallback is
/// never needed, so nothing is scheduled.
@MainActor
private final class NoFallback: TransitionScheduler {
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) {}
}
