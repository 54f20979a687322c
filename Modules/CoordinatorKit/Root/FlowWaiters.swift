/// The receivers of awaited flows' results, kept by the root outside the navigation state.
///
/// Each receiver is taken out of the table before it is called, so it is called at most
/// once; the root calls every receiver whose flow leaves the state, so it is called at
/// least once. When the root is released, the table goes with it and calls what is left
/// with ``FlowCancellationReason/released``.
final class FlowWaiters {
    /// One awaited presentation's receiver.
    struct Waiter {
        /// The tab the flow's layer was presented on.
        let tab: ModuleID
        /// Receives the outcome: the flow's value (checked against the awaited type by the
        /// receiver) or why there is none.
        let finish: @MainActor @Sendable (Result<any Sendable, FlowError>) -> Void
    }

    // Unchecked: every access is instantaneous (a receiver is taken out before it is
    // called). Tuned: Benchmarks/README.md#flow-waiters-exclusivity
    @exclusivity(unchecked) private var waiters: [FlowRequestID: Waiter] = [:]
    /// Why flows taken away by the change being built end, where the change's cause does
    /// not say it (a pending link applied in an access change); emptied at each commit.
    private var notedEndings: [FlowRequestID: FlowCancellationReason] = [:]
    private var lastID = 0

    /// Whether any flow is awaited.
    var isEmpty: Bool { waiters.isEmpty }

    /// The identifiers of the awaited flows.
    var ids: Dictionary<FlowRequestID, Waiter>.Keys { waiters.keys }

    /// A new identifier, never handed out before by this table.
    func makeID() -> FlowRequestID {
        lastID = lastID &+ 1
        return FlowRequestID(rawValue: lastID)
    }

    /// Keeps a receiver until its flow ends.
    func insert(_ waiter: Waiter, for id: FlowRequestID) {
        waiters[id] = waiter
    }

    /// Takes a receiver out of the table; `nil` when its flow already ended.
    func remove(_ id: FlowRequestID) -> Waiter? {
        waiters.removeValue(forKey: id)
    }

    /// The receivers of flows answered or cancelled inside a change still being built
    /// (``RootCoordinator/performAsOneChange(_:)``), with their outcomes: called when that
    /// change is committed, put back when it is dropped.
    private var held: [(id: FlowRequestID, waiter: Waiter, outcome: Result<any Sendable, FlowError>)] = []

    /// Whether any flow is awaited, or any outcome is held for a change being built.
    var isBusy: Bool { !waiters.isEmpty || !held.isEmpty }

    /// Holds a receiver taken out of the table, and its outcome, until the change being
    /// built is committed or dropped.
    func hold(_ waiter: Waiter, for id: FlowRequestID, outcome: Result<any Sendable, FlowError>) {
        held.append((id, waiter, outcome))
    }

    /// Takes out the held receivers with their outcomes, in the order they were held, to
    /// be called: the change that answered them is applied.
    func takeHeld() -> [(id: FlowRequestID, waiter: Waiter, outcome: Result<any Sendable, FlowError>)] {
        guard !held.isEmpty else { return [] }
        defer { held = [] }
        return held
    }

    /// Puts the held receivers back in the table, their outcomes dropped: the change that
    /// answered them was not applied.
    func restoreHeld() {
        for item in held { waiters[item.id] = item.waiter }
        held = []
    }

    /// Notes why flow `id` ends if the change being built takes it away.
    func noteEnding(_ id: FlowRequestID, reason: FlowCancellationReason) {
        notedEndings[id] = reason
    }

    /// Takes out the noted reasons: the change they were noted for is committed or dropped.
    func takeNotedEndings() -> [FlowRequestID: FlowCancellationReason] {
        guard !notedEndings.isEmpty else { return [:] }
        defer { notedEndings = [:] }
        return notedEndings
    }

    deinit {
        for waiter in waiters.values {
            let finish = waiter.finish
            Task { @MainActor in finish(.failure(.cancelled(.released))) }
        }
    }
}
