import CoordinatorKit
import Foundation

/// A state the explorer reached: its key, how far from a start, the shortest trace to it,
/// and what the report needs of it.
struct ExploredState {
    let key: StateKey
    let depth: Int
    let trace: [ExplorationAction]
    /// The kinds of route the selected tab shows (`recipes.detail`), root first.
    let routes: [String]
    /// Whether the selected tab shows its root alone.
    let isAtTabRoot: Bool
    /// The selected tab's screens, for dead ends in the report.
    let summary: String
}

/// An action tried in a state, and the state it led to (`nil` beyond the state budget).
struct ExploredEdge {
    let from: Int
    let to: Int?
    let action: ExplorationAction
}

/// What tells two explored states apart: the saved form of the navigation state (its
/// text, when saving fails) and the subject's description of the world.
struct StateKey: Hashable {
    let saved: Data
    let world: String
}

/// The states and edges of an exploration so far, and the violations found.
@MainActor
struct ExplorationWalk {
    let stateBudget: Int
    private(set) var states: [ExploredState] = []
    private(set) var edges: [ExploredEdge] = []
    private(set) var violations: [ExplorationViolation] = []
    private(set) var isOverBudget = false
    private var indices: [StateKey: Int] = [:]
    private var reported: Set<NavigationInvariantViolation> = []

    init(stateBudget: Int) {
        self.stateBudget = stateBudget
    }

    func key(of subject: ExplorationSubject) -> StateKey {
        let saved = (try? subject.root.saveState()) ?? Data(String(describing: subject.root.state).utf8)
        return StateKey(saved: saved, world: subject.world())
    }

    /// The index of the subject's current state, added and checked when it is new; `nil`
    /// when it is new but the budget is spent.
    @discardableResult
    mutating func discover(in subject: ExplorationSubject, depth: Int, trace: [ExplorationAction]) -> Int? {
        let key = key(of: subject)
        if let index = indices[key] { return index }
        guard states.count < stateBudget else {
            isOverBudget = true
            return nil
        }
        let root = subject.root
        let tab = root.state.currentTab
        let entries = tab.map { [$0.root] + $0.stack } ?? []
        states.append(ExploredState(
            key: key, depth: depth, trace: trace,
            routes: entries.map { Self.kind(of: $0.route) },
            isAtTabRoot: tab?.stack.isEmpty ?? true,
            summary: "\(tab?.id.rawValue ?? "no tab"): " + entries.map(\.route.description).joined(separator: " › ")))
        indices[key] = states.count - 1
        for violation in NavigationInvariants.violations(of: root) + NavigationInvariants.restorationViolations(of: root) {
            record(violation, trace: trace)
        }
        return states.count - 1
    }

    /// Performs `action` on the subject in state `from` (reached by `trace`), checks the
    /// change, discovers the state it leads to and records the edge.
    ///
    /// - Returns: The edge, or `nil` when the action was skipped.
    @discardableResult
    mutating func take(
        _ action: ExplorationAction, in subject: ExplorationSubject, probe: ObservationProbe, from: Int,
        trace: [ExplorationAction]
    ) -> ExploredEdge? {
        let root = subject.root
        let before = root.state
        let changes = probe.changeCount
        let outcome = subject.perform(action)
        if outcome == .skipped { return nil }
        let path = trace + [action]
        if case .refused(let error) = outcome, root.state != before {
            record(.init(.rejectedLinkChangedState, "\(action) was refused (\(error)) but changed the state"), trace: path)
        }
        for violation in NavigationInvariants.violations(
            ofChangeFrom: before, in: root, observedChanges: probe.changeCount - changes)
        {
            record(violation, trace: path)
        }
        let target = discover(in: subject, depth: states[from].depth + 1, trace: path)
        let edge = ExploredEdge(from: from, to: target, action: action)
        edges.append(edge)
        return edge
    }

    /// Records a violation the first time it is seen: breadth first, with its shortest trace.
    mutating func record(_ violation: NavigationInvariantViolation, trace: [ExplorationAction]) {
        guard reported.insert(violation).inserted else { return }
        violations.append(ExplorationViolation(violation: violation, trace: trace))
    }

    /// A route's kind: its description up to its values (`recipes.detail` for
    /// `recipes.detail(id: 42)`).
    static func kind(of route: AnyRoute) -> String {
        kind(of: route.description)
    }

    static func kind(of description: String) -> String {
        String(description.prefix { $0 != "(" })
    }
}
