import CoordinatorKit
import CoordinatorKitRendering

/// The screens the command line shows appearing and disappearing, as a renderer without
/// animation plays them: a `TransitionPlayer` following the root, each batch finished as
/// soon as it is shown (a terminal animates nothing), its seen events written as lines
/// (`appeared recipe_detail id=42`) while printing is on.
@MainActor
final class ScreenViews {
    /// Whether events are written.
    var isPrinting: Bool
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
        player.onBatch = { [weak player] batch in player?.batchDidFinish(batch.id) }
        player.onSeen = { [weak self] event in
            if self?.isPrinting == true { write("\(event)\n") }
        }
    }
}

/// The clock of a player whose batches all finish as they are shown: its fallback is
/// never needed, so nothing is scheduled.
@MainActor
private final class NoFallback: TransitionScheduler {
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) {}
}
