import Foundation
import Observation

/// The root's link translation and the lookup it waits for, kept apart from the root's
/// state: a link that needs no lookup reads two fields here and nothing else.
@MainActor
final class LinkLookups: Observable {
    /// The app's translation; `nil` when links are resolved as they arrive.
    var translation: LinkTranslation? {
        didSet { translates = translation != nil }
    }
    /// Whether there is a translation: read on every link without copying it.
    // Tuned: Benchmarks/README.md#translation-flag
    private(set) var translates = false
    /// The lookup being waited for, observable.
    var pending: PendingLinkLookup? {
        get {
            registrar.access(self, keyPath: \.pending)
            return storedPending
        }
        set {
            registrar.willSet(self, keyPath: \.pending)
            storedPending = newValue
            registrar.didSet(self, keyPath: \.pending)
        }
    }
    /// Whether a lookup is being waited for; read without tracking on every link.
    var isWaiting: Bool { storedPending != nil }
    /// The task that waits for the pending lookup.
    var task: Task<Void, Never>?
    /// The number of the last lookup started.
    var lastNumber = 0

    private var storedPending: PendingLinkLookup?
    private let registrar = ObservationRegistrar()

    nonisolated init() {}
}

/// Waits for an app's lookup or for its cancellation, whichever comes first: a lookup
/// that ignores cancellation is abandoned, not awaited, so a newer link never waits for it.
final class LookupRace: Sendable {
    private enum Stage {
        case running
        case waiting(CheckedContinuation<Result<String, any Error>?, Never>)
        case ended(Result<String, any Error>?)
    }

    private let lock = NSLock()
    // Read and written only under `lock`.
    private nonisolated(unsafe) var stage = Stage.running

    /// The lookup's answer, or `nil` when the calling task was cancelled first.
    static func run(
        _ lookup: @escaping @Sendable (String) async throws -> String, key: String
    ) async -> Result<String, any Error>? {
        let race = LookupRace()
        let work = Task {
            let answer: Result<String, any Error>
            do {
                answer = .success(try await lookup(key))
            } catch {
                answer = .failure(error)
            }
            race.end(with: answer)
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                race.wait(continuation)
            }
        } onCancel: {
            work.cancel()
            race.end(with: nil)
        }
    }

    /// Resumes the waiter with `answer` unless the race has ended already.
    private func end(with answer: Result<String, any Error>?) {
        lock.lock()
        let previous = stage
        if case .ended = previous {
            lock.unlock()
            return
        }
        stage = .ended(answer)
        lock.unlock()
        if case .waiting(let continuation) = previous { continuation.resume(returning: answer) }
    }

    /// Waits for the end, or returns it at once when the race has ended already.
    private func wait(_ continuation: CheckedContinuation<Result<String, any Error>?, Never>) {
        lock.lock()
        if case .ended(let answer) = stage {
            lock.unlock()
            continuation.resume(returning: answer)
            return
        }
        stage = .waiting(continuation)
        lock.unlock()
    }
}
