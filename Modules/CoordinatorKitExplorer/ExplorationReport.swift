/// What ``NavigationExplorer`` found: how large the reachable graph is, which routes are
/// reached and how, where users get stuck, what broke, and the screen graph.
///
/// Print it with ``text``, ``mermaid`` or ``json()``.
public struct ExplorationReport: Sendable, Encodable {
    /// The depth limit the exploration ran with.
    public let depthLimit: Int
    /// How many states were reached at each depth, from 0 (the start states).
    public let statesByDepth: [Int]
    /// How many actions were performed from the states of each depth.
    public let edgesByDepth: [Int]
    /// Whether the state budget stopped the exploration before its depth limit.
    public let isOverBudget: Bool
    /// Whether no new state lies beyond the last depth explored: the whole reachable graph
    /// was walked.
    public let isComplete: Bool
    /// Per module, which of its kinds of route were reached and how.
    public let modules: [ModuleCoverage]
    /// How many explored states are dead ends: no user action leads from them back to a
    /// tab showing its root alone.
    public let deadEndCount: Int
    /// Up to 20 dead ends, shortest traces first.
    public let deadEnds: [DeadEnd]
    /// The broken invariants, each with its shortest trace.
    public let violations: [ExplorationViolation]
    /// The screen graph: which user actions lead from one top screen's kind of route to
    /// another's.
    public let screenGraph: [ScreenEdge]

    /// The number of states reached.
    public var stateCount: Int { statesByDepth.reduce(0, +) }
    /// The number of actions performed.
    public var edgeCount: Int { edgesByDepth.reduce(0, +) }

    /// The kinds of route of one module (`recipes.detail`), by how they were reached.
    public struct ModuleCoverage: Sendable, Encodable, Equatable {
        /// The module.
        public let module: String
        /// Kinds of route some state reached by user actions alone shows.
        public let reachedByActions: [String]
        /// Kinds of route shown only in states that a link or a route shown directly led to.
        public let reachedOnlyByLinks: [String]
        /// Kinds of the module's sample routes that no explored state shows.
        public let neverReached: [String]
    }

    /// A state from which no user action leads back to a tab's root.
    public struct DeadEnd: Sendable, Encodable, Equatable {
        /// The selected tab's screens.
        public let screens: String
        /// The shortest trace that reaches it.
        public let trace: [ExplorationAction]
    }

    /// User actions that lead from one top screen's kind of route to another's.
    public struct ScreenEdge: Sendable, Encodable, Equatable {
        /// The kind of route on top before.
        public let from: String
        /// The kind of route on top after.
        public let to: String
        /// The actions, as short labels (`back`, `tap 'Sign in'`).
        public let actions: [String]
    }
}

extension ExplorationReport {
    /// Analyses a finished walk.
    @MainActor
    init(walk: ExplorationWalk, depthLimit: Int, modules: [(id: String, kinds: [String])]) {
        let states = walk.states
        self.depthLimit = depthLimit
        let deepest = states.map(\.depth).max() ?? 0
        var statesByDepth = Array(repeating: 0, count: deepest + 1)
        for state in states { statesByDepth[state.depth] += 1 }
        var edgesByDepth = Array(repeating: 0, count: deepest + 1)
        var userEdges = Array(repeating: [Int](), count: states.count)
        var reverseUserEdges = Array(repeating: [Int](), count: states.count)
        var hasEdges = Array(repeating: false, count: states.count)
        for edge in walk.edges {
            edgesByDepth[states[edge.from].depth] += 1
            hasEdges[edge.from] = true
            if let to = edge.to, edge.action.isUserAction {
                userEdges[edge.from].append(to)
                reverseUserEdges[to].append(edge.from)
            }
        }
        self.statesByDepth = statesByDepth
        self.edgesByDepth = edgesByDepth
        self.isOverBudget = walk.isOverBudget
        self.isComplete = !walk.isOverBudget && deepest < depthLimit
        self.violations = walk.violations

        let starts = states.indices.filter { states[$0].depth == 0 }
        let byActions = Self.reached(from: starts, along: userEdges)
        var kindsByActions = Set<String>()
        var kindsReached = Set<String>()
        for index in states.indices {
            kindsReached.formUnion(states[index].routes)
            if byActions[index] { kindsByActions.formUnion(states[index].routes) }
        }
        self.modules = modules.map { module in
            let prefix = module.id + "."
            var kinds = module.kinds
            kinds += kindsReached.filter { $0.hasPrefix(prefix) && !kinds.contains($0) }.sorted()
            return ModuleCoverage(
                module: module.id,
                reachedByActions: kinds.filter(kindsByActions.contains),
                reachedOnlyByLinks: kinds.filter { kindsReached.contains($0) && !kindsByActions.contains($0) },
                neverReached: kinds.filter { !kindsReached.contains($0) })
        }

        // A state not expanded may lead anywhere: only expanded states can be dead ends.
        let ways = states.indices.filter { states[$0].isAtTabRoot || !hasEdges[$0] }
        let backToRoot = Self.reached(from: ways, along: reverseUserEdges)
        let deadEnds = states.indices.filter { hasEdges[$0] && !backToRoot[$0] }
        self.deadEndCount = deadEnds.count
        self.deadEnds = deadEnds.prefix(20).map { DeadEnd(screens: states[$0].summary, trace: walk.trace(to: $0)) }

        var labels: [String: [String: Set<String>]] = [:]
        for edge in walk.edges where edge.action.isUserAction {
            guard let to = edge.to, let before = states[edge.from].routes.last, let after = states[to].routes.last,
                before != after
            else { continue }
            labels[before, default: [:]][after, default: []].insert(edge.action.label)
        }
        self.screenGraph = labels.keys.sorted().flatMap { from in
            (labels[from] ?? [:]).keys.sorted().map { to in
                ScreenEdge(from: from, to: to, actions: (labels[from]?[to] ?? []).sorted())
            }
        }
    }

    /// Marks every state reachable from `starts` along `edges`.
    private static func reached(from starts: [Int], along edges: [[Int]]) -> [Bool] {
        var marked = Array(repeating: false, count: edges.count)
        var queue = starts
        for start in starts { marked[start] = true }
        while let next = queue.popLast() {
            for neighbour in edges[next] where !marked[neighbour] {
                marked[neighbour] = true
                queue.append(neighbour)
            }
        }
        return marked
    }
}

extension ExplorationAction {
    /// The action as an edge of the screen graph labels it: what the user did, without
    /// layer numbers.
    var label: String {
        switch self {
        case .command(_, .path): "back swipe"
        case .command(_, .layerDismissed): "swipe down"
        case .command(_, .detentSelected): "drag detent"
        case .command(_, .tabSelected(let tab)): "tab \(tab)"
        case .command(_, .alertAnswered(let action)): "answer \(action)"
        case .command(_, .alertDismissed): "alert dismissed"
        case .command(.selectTab, .text(let tab)): "tab \(tab)"
        case .command(.finishFlow, _): "finish flow"
        default: description
        }
    }
}
