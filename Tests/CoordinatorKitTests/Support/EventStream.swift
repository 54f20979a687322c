import CoordinatorKit

/// The events of one kind a root reports from now on, as an asynchronous sequence, for a
/// test that awaits the next one: `select` picks the kind (`nil` skips an event). The
/// stream buffers every event and removes its observer when it ends.
@MainActor
func eventStream<Event: Sendable>(
    of root: RootCoordinator, _ select: @escaping @MainActor (NavigationEvent) -> Event?
) -> AsyncStream<Event> {
    let (stream, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .unbounded)
    let token = root.observe { event in
        if let selected = select(event) { continuation.yield(selected) }
    }
    continuation.onTermination = { [weak root] _ in
        Task { @MainActor in root?.removeObserver(token) }
    }
    return stream
}

/// The changes a root applies from now on, as an asynchronous sequence.
@MainActor
func changeStream(of root: RootCoordinator) -> AsyncStream<NavigationChange> {
    eventStream(of: root) { if case .changed(let change) = $0 { change } else { nil } }
}
