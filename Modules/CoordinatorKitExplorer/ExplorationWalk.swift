import CoordinatorKit

/// A state the explorer reached: its key, how far from a start, how it was first reached,
/// and what the report needs of it.
struct ExploredState {
    let key: StateKey
    let depth: Int
    /// The start trace or the edge that first reached it: the last step of its shortest trace.
    let origin: Origin
    /// Whether flows were awaited in it: it is expanded from fresh replays of its trace,
    /// since no await survives a return to a state value.
    let hasAwaitedFlows: Bool
    /// Whether a subject is brought to it by replaying its trace: an await and a change a
    /// leave guard holds do not survive a return to a state value (a held link is opened
    /// again, and held again).
    var needsReplay: Bool { hasAwaitedFlows || key.held != nil }
    /// The kinds of route the selected tab shows (`recipes.detail`), root first.
    let routes: [String]
    /// Whether the selected tab shows its root alone.
    var isAtTabRoot: Bool { key.state.currentTab?.stack.isEmpty ?? true }
    /// The selected tab's screens, for dead ends in the report.
    var summary: String {
        let tab = key.state.currentTab
        let entries = tab.map { [$0.root] + $0.stack } ?? []
        return "\(tab?.id.rawValue ?? "no tab"): " + entries.map(\.route.description).joined(separator: " › ")
    }
}

/// How a state was first reached.
enum Origin {
    /// By a trace performed on a fresh subject.
    case start([ExplorationAction])
    /// By an action from an explored state.
    case edge(from: Int, action: ExplorationAction)
}

/// An action tried in a state, and the state it led to (`nil` beyond the state budget).
struct ExploredEdge {
    let from: Int
    let to: Int?
    let action: ExplorationAction
}

/// What tells two explored states apart: the navigation state, without the marks of
/// awaited flows (as saved state keeps it), the subject's description of the world, the
/// change a leave guard holds (its alert's "leave anyway" leads there), and the link a
/// screen that holds links holds (`Route.holdsLinks`: it opens when the screen has gone).
struct StateKey: Hashable {
    let state: NavigationState
    let world: String
    let held: NavigationState?
    let heldLink: String?
    /// The hash of all four, worked out once: a key is looked up, then stored.
    private let hash: Int

    init(state: NavigationState, world: String, held: NavigationState? = nil, heldLink: String? = nil) {
        self.state = state
        self.world = world
        self.held = held
        self.heldLink = heldLink
        var hasher = Hasher()
        hasher.combine(state)
        hasher.combine(world)
        if let held { hasher.combine(held) }
        if let heldLink { hasher.combine(heldLink) }
        self.hash = hasher.finalize()
    }

    static func == (lhs: StateKey, rhs: StateKey) -> Bool {
        lhs.hash == rhs.hash && lhs.world == rhs.world && lhs.state == rhs.state && lhs.held == rhs.held
            && lhs.heldLink == rhs.heldLink
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}

/// The states and edges of an exploration so far, the violations found, and the checks
/// remembered for parts of states already seen.
@MainActor
struct ExplorationWalk {
    let stateBudget: Int
    private(set) var states: [ExploredState] = []
    private(set) var edges: [ExploredEdge] = []
    private(set) var violations: [ExplorationViolation] = []
    private(set) var isOverBudget = false
    private var indices: [StateKey: Int] = [:]
    private var reported: Set<NavigationInvariantViolation> = []
    private var remembered = RememberedChecks()

    init(stateBudget: Int) {
        self.stateBudget = stateBudget
    }

    func key(of subject: ExplorationSubject) -> StateKey {
        StateKey(
            state: subject.root.state.withoutAwaitedFlowMarks, world: subject.world(),
            held: subject.root.heldState?.withoutAwaitedFlowMarks, heldLink: subject.root.heldLink)
    }

    /// The shortest trace known to the state at `index`.
    func trace(to index: Int) -> [ExplorationAction] {
        var steps: [ExplorationAction] = []
        var current = index
        while true {
            switch states[current].origin {
            case .start(let trace):
                return trace + steps.reversed()
            case .edge(let from, let action):
                steps.append(action)
                current = from
            }
        }
    }

    /// The index of the subject's current state, added and checked when it is new; `nil`
    /// when it is new but the budget is spent.
    @discardableResult
    mutating func discover(in subject: ExplorationSubject, depth: Int, origin: Origin) -> Int? {
        let key = key(of: subject)
        if let index = indices[key] { return index }
        guard states.count < stateBudget else {
            isOverBudget = true
            return nil
        }
        let root = subject.root
        states.append(ExploredState(
            key: key, depth: depth, origin: origin, hasAwaitedFlows: root.state.hasAwaitedFlows,
            routes: remembered.routeKinds(of: key.state.currentTab)))
        let index = states.count - 1
        indices[key] = index
        var shared: SharedTabs?
        if case .edge(let from, _) = origin, states[from].key.world == key.world {
            shared = SharedTabs(key.state, base: states[from].key.state)
        }
        let found = remembered.stateViolations(of: root, shared: shared)
            + remembered.printedLinkViolations(of: root, world: key.world, shared: shared)
            + remembered.restorationViolations(of: root, world: key.world, shared: shared)
        if !found.isEmpty {
            let trace = trace(to: index)
            for violation in found { record(violation, trace: trace) }
        }
        return index
    }

    /// Performs `action` on the subject in state `from` — `command` when given, the command
    /// the action names in this state otherwise — checks the change, discovers the state it
    /// leads to and records the edge.
    ///
    /// - Parameter literalTrace: The trace performed before `action`, to report instead of
    ///   the shortest one known (a replay of a given trace).
    /// - Returns: The edge, or `nil` when the action was skipped.
    @discardableResult
    mutating func take(
        _ action: ExplorationAction, command: NavigationCommand?, in subject: ExplorationSubject,
        changes: ChangeCounter, from: Int, literalTrace: [ExplorationAction]? = nil
    ) -> ExploredEdge? {
        let root = subject.root
        let before = root.state
        let wasHolding = root.heldState != nil
        let wasHoldingLink = root.heldLink != nil
        let pendingWasMet = before.pending.map { root.gate?.isGranted($0.requirement) == true } ?? true
        let changesBefore = changes.count
        let outcome = changes.counting { command.map(subject.perform) ?? subject.perform(action) }
        if outcome == .skipped { return nil }
        var found: [NavigationInvariantViolation] = []
        if case .refused(let error) = outcome, root.state != before {
            found.append(.init(.rejectedLinkChangedState, "\(action) was refused (\(error)) but changed the state"))
        }
        let leaveAnyway = AlertState.Action.leaveAnyway.rawValue
        let observed = changes.count - changesBefore
        if wasHolding, observed == 2, action == .command(.writeBack, .alertAnswered(leaveAnyway)), let middle = root.previousState {
            // The user's answer took the alert away (on screen already), then the held change
            // went on: two changes, the second checked from the first.
            found += NavigationInvariants.violations(ofChangeFrom: middle, in: root, observedChanges: 1)
        } else if wasHoldingLink, observed == 2, root.heldLink == nil, let middle = root.previousState {
            // The change took the screen that held a link away, then the link opened, as it
            // waited to: two changes, the second checked from the first.
            found += NavigationInvariants.violations(ofChangeFrom: middle, in: root, observedChanges: 1)
        } else {
            found += remembered.changeViolations(from: before, base: from, in: root, observedChanges: observed)
        }
        if !pendingWasMet {
            found += NavigationInvariants.pendingViolations(
                from: before, in: root, wasMet: pendingWasMet, reportedRefusals: changes.refusals)
        }
        if !before.leaveGuards.isEmpty {
            let answered = action == .command(.writeBack, .alertAnswered(leaveAnyway)) || action == .command(.answerAlert, .text(leaveAnyway))
            found += NavigationInvariants.leaveGuardViolations(
                from: before, in: root, causes: changes.causes, answeredLeaveAnyway: answered)
        }
        if !found.isEmpty {
            let path = (literalTrace ?? trace(to: from)) + [action]
            for violation in found { record(violation, trace: path) }
        }
        let origin = literalTrace.map { Origin.start($0 + [action]) } ?? .edge(from: from, action: action)
        let target = discover(in: subject, depth: states[from].depth + 1, origin: origin)
        let edge = ExploredEdge(from: from, to: target, action: action)
        edges.append(edge)
        return edge
    }

    /// Records a violation the first time it is seen: breadth first, with its shortest trace.
    mutating func record(_ violation: NavigationInvariantViolation, trace: [ExplorationAction]) {
        guard reported.insert(violation).inserted else { return }
        violations.append(ExplorationViolation(violation: violation, trace: trace))
    }
}

extension RootCoordinator {
    /// The link a screen that holds links holds until it has gone, if any.
    var heldLink: String? {
        pendingLookup.flatMap { $0.isHeld ? $0.link : nil }
    }
}

extension NavigationState {
    /// Whether a flow is awaited in this state (`awaitedFlows` is not empty), found without
    /// collecting them.
    var hasAwaitedFlows: Bool {
        tabs.contains { $0.stack.contains { $0.awaitedFlow != nil } }
            || pending?.target.stack.contains { $0.awaitedFlow != nil } == true
    }
}
