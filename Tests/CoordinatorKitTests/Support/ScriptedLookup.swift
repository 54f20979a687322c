import Foundation

/// An app's lookup whose answers a test gives, when it chooses: a lookup waits until the
/// test answers its key, and one never answered never returns (it ignores cancellation,
/// like a careless network call), until ``answerEverything()`` lets it go at the test's end.
final class ScriptedLookup: Sendable {
    private struct Waiting {
        var continuations: [String: [CheckedContinuation<Result<String, any Error>, Never>]] = [:]
        var answers: [String: Result<String, any Error>] = [:]
        var asked: [String] = []
    }

    private let lock = NSLock()
    private nonisolated(unsafe) var waiting = Waiting()

    /// The lookup to hand the root's translation.
    var lookup: @Sendable (String) async throws -> String {
        { key in try await self.answer(for: key).get() }
    }

    /// The keys asked for so far, in order.
    var asked: [String] {
        lock.withLock { waiting.asked }
    }

    private func answer(for key: String) async -> Result<String, any Error> {
        await withCheckedContinuation { continuation in
            let ready: Result<String, any Error>? = lock.withLock {
                waiting.asked.append(key)
                if let answer = waiting.answers[key] { return answer }
                waiting.continuations[key, default: []].append(continuation)
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    /// Answers every lookup of `key`, now and later.
    func answer(_ key: String, with answer: Result<String, any Error>) {
        let waiters = lock.withLock {
            waiting.answers[key] = answer
            return waiting.continuations.removeValue(forKey: key) ?? []
        }
        for waiter in waiters { waiter.resume(returning: answer) }
    }

    /// Lets every lookup still waiting return, with a failure.
    func answerEverything() {
        let waiters = lock.withLock {
            defer { waiting.continuations = [:] }
            return waiting.continuations.values.flatMap { $0 }
        }
        for waiter in waiters { waiter.resume(returning: .failure(CancellationError())) }
    }
}

/// A lookup's failure, as an app's store would throw it.
struct UnknownSlug: Error, CustomStringConvertible {
    let slug: String
    var description: String { "no recipe is called '\(slug)'" }
}
