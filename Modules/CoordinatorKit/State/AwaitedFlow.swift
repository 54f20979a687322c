/// Identifies one presentation of a flow whose result someone awaits.
///
/// The root hands out a new identifier for every awaited presentation; identifiers are
/// never reused while the root lives.
public struct FlowRequestID: Hashable, Codable, Sendable, Comparable, CustomStringConvertible {
    /// The identifier's number.
    public let rawValue: Int

    /// Creates an identifier from its number.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Orders identifiers by their numbers: older requests first.
    public static func < (lhs: FlowRequestID, rhs: FlowRequestID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `flow#<number>`, for logs and the shell.
    public var description: String { "flow#\(rawValue)" }
}

/// The mark on the first screen of a flow's layer saying that a result is awaited from it.
///
/// Part of the navigation state, so what is awaiting can be compared, printed and tested;
/// the continuation or callback that receives the result lives in the root coordinator,
/// outside the state. The flow ends when its layer ends: whatever takes the marked entry
/// out of the state (a dismissal, a link, a tab reset, a sign-out) ends the await.
public struct AwaitedFlow: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The request this flow answers.
    public var id: FlowRequestID
    /// The module whose coordinator awaits the result.
    public var requester: ModuleID
    /// The name of the type the requester expects, such as `Set<Allergen>`.
    public var resultType: String

    /// Creates the mark of an awaited flow.
    public init(id: FlowRequestID, requester: ModuleID, resultType: String) {
        self.id = id
        self.requester = requester
        self.resultType = resultType
    }

    /// `flow#3: recipes awaits Set<Allergen>`.
    public var description: String { "\(id): \(requester) awaits \(resultType)" }
}

extension NavigationState {
    /// The flows awaited in this state, in its tabs' stacks or in the target of its pending
    /// navigation, oldest request first.
    public var awaitedFlows: [AwaitedFlow] {
        let stacks = tabs.map(\.stack) + [pending?.target.stack ?? []]
        return stacks.joined().compactMap(\.awaitedFlow).sorted { $0.id < $1.id }
    }

    func awaitedFlowIDs() -> Set<FlowRequestID> {
        Set(awaitedFlows.map(\.id))
    }

    /// The state without the layer of the awaited flow `id`, or without the pending
    /// navigation the flow waits in.
    func removingFlow(_ id: FlowRequestID) -> NavigationState? {
        for tabIndex in tabs.indices {
            if let index = tabs[tabIndex].stack.firstIndex(where: { $0.awaitedFlow?.id == id }) {
                var next = self
                next.tabs[tabIndex].removeFlowLayer(at: index)
                return next
            }
        }
        if let pending, pending.target.stack.contains(where: { $0.awaitedFlow?.id == id }) {
            var next = self
            next.pending = nil
            // With no origin the root stays held back: the next commit covers it again.
            if let origin = pending.origin {
                next[tab: origin.id] = origin
                next.selectedTab = origin.id
            }
            return next
        }
        return nil
    }

    /// Whether the awaited flow whose first screen is at `index` of the selected tab shows
    /// the same screen as `route` (its coordinator may have decided another route of it).
    func shows(_ route: AnyRoute?, flowAt index: Int) -> Bool {
        guard let route, let stack = currentTab?.stack, stack.indices.contains(index) else { return false }
        return stack[index].route.isSameScreen(as: route)
    }

    /// The awaited flow of `module`'s top layer, or of its top pushed flow, on the selected
    /// tab, and its position: only that one answers, never an older awaited flow of the
    /// module under it.
    func topAwaitedFlow(of module: ModuleID) -> (index: Int, flow: AwaitedFlow)? {
        guard let stack = currentTab?.stack,
            let index = stack.lastIndex(where: { ($0.presentation.isModal || $0.awaitedFlow != nil) && $0.route.module == module }),
            let flow = stack[index].awaitedFlow
        else { return nil }
        return (index, flow)
    }
}

extension TabState {
    /// Takes away an awaited flow's layer, opened by the entry at `index`, and any alert.
    mutating func removeFlowLayer(at index: Int) {
        removeAlerts()
        stack.removeSubrange(index...)
    }
}
