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
        let (stream, continuation) = AsyncStream.makeStream(
            of: NavigationChange.self, bufferingPolicy: .unbounded)
        let token = observeChanges { change in
            continuation.yield(change)
        }
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in
                self?.removeObserver(token)
            }
        }
        return stream
    }

    /// Every refusal of a coordinator's navigation from now on, in order, as an
    /// asynchronous sequence; buffered and ended as ``changes()`` is.
    public func refusals() -> AsyncStream<NavigationRefusal> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: NavigationRefusal.self, bufferingPolicy: .unbounded)
        let token = observeRefusals { refusal in
            continuation.yield(refusal)
        }
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in
                self?.removeObserver(token)
            }
        }
        return stream
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
        let (stream, continuation) = AsyncStream.makeStream(
            of: LinkDelivery.self, bufferingPolicy: .unbounded)
        let token = observeDeliveries { delivery in
            continuation.yield(delivery)
        }
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in
                self?.removeObserver(token)
            }
        }
        return stream
    }
}
