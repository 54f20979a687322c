import CoordinatorKit

/// Every event a root reports from the moment the log is made, kept in order, with each
/// kind read out on its own: what a test looks at after acting on a root.
///
/// ```swift
/// let events = EventLog(root)
/// try root.perform(.openLink("notes://notes/7"))
/// #expect(events.changes.map(\.cause) == [.command(.openLink("notes://notes/7"))])
/// ```
@MainActor
public final class EventLog {
    /// Every event, in the order reported.
    public private(set) var events: [NavigationEvent] = []

    /// Starts logging `root`'s events, for as long as the log lives.
    public init(_ root: RootCoordinator) {
        root.observe { [weak self] event in self?.events.append(event) }
    }

    /// The changes applied, in order.
    public var changes: [NavigationChange] {
        events.compactMap { if case .changed(let change) = $0 { change } else { nil } }
    }

    /// The refusals no caller could catch, in order.
    public var refusals: [NavigationRefusal] {
        events.compactMap { if case .refused(let refusal) = $0 { refusal } else { nil } }
    }

    /// What became of the links that arrived by the inbox or waited for a lookup, in order.
    public var deliveries: [LinkDelivery] {
        events.compactMap { if case .delivered(let delivery) = $0 { delivery } else { nil } }
    }

    /// The tabs tapped again, in order.
    public var reselections: [TabReselection] {
        events.compactMap { if case .reselected(let reselection) = $0 { reselection } else { nil } }
    }
}
