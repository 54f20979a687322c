import CoordinatorKit
import Testing

/// Performs write-backs on `root` as a renderer reports them, where the caller takes a
/// non-throwing function (``StackPathSync/stackDidChange(writingBack:displayed:)``). A
/// write-back never throws, since the user has already acted; one that did fails the test.
@MainActor
func writingBack(to root: RootCoordinator) -> (WriteBack) -> Void {
    { writeBack in
        do {
            try root.perform(.writeBack(writeBack))
        } catch {
            Issue.record("the write-back \(writeBack) threw \(error)")
        }
    }
}
