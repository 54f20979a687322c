extension RootCoordinator {
    /// Every change applied from now on, in order, as an asynchronous sequence.
    ///
    /// ```swift
    /// for await change in root.changes() {
    ///     analytics.log(change.cause, change.newLink)
    /// }
    /// ```
    ///
    /// The stream buffers without limit (`.unbounded`): every change is delivered exactly
    /// once, in the order applied, however slowly the consumer iterates; a change is a few
    /// references, so a consumer that falls behind costs little memory. The stream ends when
    /// the task iterating it is cancelled or the stream is dropped; the root then stops
    /// feeding it. It never ends on its own while the root lives.
    public func changes() -> AsyncStream<NavigationChange> {
        stream(observing: observeChanges)
    }

    /// Every refusal of a coordinator's navigation from now on, in order, as an
    /// asynchronous sequence; buffered and ended as ``changes()`` is.
    public func refusals() -> AsyncStream<NavigationRefusal> {
        stream(observing: observeRefusals)
    }

    /// What became of each link sent to the ``inbox`` from now on, in arrival order, as an
    /// asynchronous sequence; buffered and ended as ``changes()`` is.
    ///
    /// ```swift
    /// for await delivery in root.deliveries() {
    ///     if let error = delivery.error {
    ///         logger.error("\(delivery.receipt) refused \(delivery.link): \(error)")
    ///     }
    /// }
    /// ```
    public func deliveries() -> AsyncStream<LinkDelivery> {
        stream(observing: observeDeliveries)
    }

    /// An unbounded stream fed by an observer that `observe` adds, removed when the stream
    /// ends.
    func stream<Event: Sendable>(
        observing observe: (@escaping @MainActor (Event) -> Void) -> ObserverToken
    ) -> AsyncStream<Event> {
        let (stream, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .unbounded)
        let token = observe { event in
            continuation.yield(event)
        }
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in
                self?.removeObserver(token)
            }
        }
        return stream
    }
}
