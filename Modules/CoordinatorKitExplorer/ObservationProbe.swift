import CoordinatorKit
import Observation

/// Counts the changes observers of a root coordinator's state are told about.
///
/// The probe re-arms observation tracking after every change, the way a SwiftUI view does,
/// so it counts every mutation of `RootCoordinator.state`, not just the first.
@MainActor
public final class ObservationProbe {
    /// The number of changes seen so far.
    public private(set) var changeCount = 0
    private let root: RootCoordinator

    /// Starts counting changes to `root.state`.
    public init(_ root: RootCoordinator) {
        self.root = root
        arm()
    }

    private func arm() {
        withObservationTracking {
            _ = root.state
        } onChange: { [weak self] in
            MainActor.assumeIsolated {
                self?.changeCount += 1
                self?.arm()
            }
        }
    }
}
