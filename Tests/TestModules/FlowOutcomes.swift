import CoordinatorKit

/// Records every outcome a callback-form flow delivers, to count them.
@MainActor
package final class FlowOutcomes<Value: Sendable & Equatable> {
    package private(set) var received: [Result<Value, FlowError>] = []

    package init() {}

    package var completion: @MainActor @Sendable (Result<Value, FlowError>) -> Void {
        { [self] in received.append($0) }
    }

    /// The only outcome; `nil` when there is none yet or more than one.
    package var only: Result<Value, FlowError>? {
        received.count == 1 ? received[0] : nil
    }

    package func isOnly(_ error: FlowError) -> Bool {
        guard case .failure(let got) = only else { return false }
        return got == error
    }

    package func isOnly(value: Value) -> Bool {
        guard case .success(let got) = only else { return false }
        return got == value
    }
}
