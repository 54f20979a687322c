import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTooling
import Foundation

/// Walks every navigation state an app can reach, breadth first, and checks each one.
///
/// From a fresh subject (and from given start traces), the explorer tries every action of
/// the alphabet in every state it reaches: the commands of `NavigationCommand` that apply
/// there, verb by verb (every module's example links and sample routes; back, pop, pop to
/// root, dismiss and dismiss all; another tab; every write-back the user can cause — a
/// path shortened, a layer swiped down, a detent changed, a tab tapped, the alert answered
/// or dismissed by the system; the gate's outcomes: cancel the pending navigation, finish
/// the top layer's flow); the top screen's actions (from the screens' text descriptions);
/// and the subject's world actions. States are told apart by their value
/// (`NavigationState`, without the marks of awaited flows, which saved state does not
/// keep either) and the subject's description of the world, so each is explored once; the
/// walk stops at ``depth`` actions from a start or at ``stateBudget`` states.
///
/// Every state is checked with ``NavigationInvariants/violations(of:)`` and
/// ``NavigationInvariants/restorationViolations(of:)``, every edge with
/// ``NavigationInvariants/violations(ofChangeFrom:in:observedChanges:)``, and a refused
/// action must leave the state as it was. A check that depends on a part of the state
/// only (a tab, a screen, the selected tab) is remembered for that part once it held. A
/// violation comes with the shortest trace that reaches it, printable as a test
/// (``ExplorationViolation/testSource``).
///
/// <!-- snippet: explorer-explore -->
/// ```swift
/// let explorer = NavigationExplorer(depth: 3) {
///     let gate = TestAccessGate(grantingRoutes: [.signedIn: StandInModule.auth.route("signIn")])
///     let root = try RootCoordinator.testing(StandInModule.home, StandInModule.profile, StandInModule.auth, gate: gate)
///     return ExplorationSubject(root: root, worldActions: [
///         WorldAction("sign in") { gate.granted.insert(.signedIn) },
///         WorldAction("sign out") { gate.granted.remove(.signedIn) },
///     ])
/// }
/// let report = try explorer.explore()
/// #expect(report.violations.isEmpty)
/// #expect(report.modules.allSatisfy { $0.neverReached.isEmpty })
/// ```
///
/// The explorer returns to a state between actions by handing its value back to the root
/// (a state this root held before, committed as it is). It keeps the subjects it made, by
/// the world they are in, and brings one to another world by the world actions it saw lead
/// there; it replays a state's shortest trace in a fresh subject only when no subject can
/// be brought to the state's world, or when flows are awaited there or a leave guard holds
/// a change (neither an await nor a held change survives a return to a state value).
@MainActor
public struct NavigationExplorer {
    /// The most actions from a start state.
    public var depth: Int
    /// The most states explored; the walk stops adding states beyond it.
    public var stateBudget: Int
    /// Whether every module's sample routes (`ModuleSamples`) are shown directly, as
    /// coordinators would show them (on by default). Each pushes again onto whatever
    /// shows, so the walk never runs out of new states before the stack-depth limit; turn
    /// it off to walk an app's whole graph of links and user actions to its end.
    public var showsSampleRoutes = true
    /// Makes a fresh subject, the same way every time.
    public var makeSubject: @MainActor () throws -> ExplorationSubject

    /// Creates an explorer.
    ///
    /// - Parameters:
    ///   - depth: The most actions from a start state.
    ///   - stateBudget: The most states explored.
    ///   - makeSubject: Makes a fresh subject, the same way every time.
    public init(depth: Int, stateBudget: Int = 100_000, makeSubject: @escaping @MainActor () throws -> ExplorationSubject) {
        self.depth = depth
        self.stateBudget = stateBudget
        self.makeSubject = makeSubject
    }

    /// Explores from each start: a trace of actions performed on a fresh subject
    /// (the empty trace is the launch state).
    ///
    /// - Parameter starts: The start traces; by default the launch state alone.
    /// - Returns: The report: states and edges by depth, routes reached, dead ends,
    ///   violations with their shortest traces, the screen graph.
    /// - Throws: What ``makeSubject`` throws.
    public func explore(from starts: [[ExplorationAction]] = [[]]) throws -> ExplorationReport {
        var walk = ExplorationWalk(stateBudget: stateBudget)
        var subjects = LiveSubjects(make: makeSubject)
        var modules: [(id: String, kinds: [String])] = []
        var alphabet: (links: [String], routes: [String]) = ([], [])
        for start in starts {
            let subject = try makeSubject()
            if modules.isEmpty {
                alphabet = (subject.exampleLinks, showsSampleRoutes ? subject.sampleRoutes : [])
                modules = subject.root.registry.modules.map { module in
                    var kinds: [String] = []
                    for route in module.sampleRoutes where !kinds.contains(route.kind) {
                        kinds.append(route.kind)
                    }
                    return (module.id.rawValue, kinds)
                }
            }
            for action in start { subject.perform(action) }
            walk.discover(in: subject, depth: 0, origin: .start(start))
            subjects.park(LiveSubject(subject))
        }
        var level = 0
        while level < depth, !walk.isOverBudget {
            let frontier = walk.states.indices.filter { walk.states[$0].depth == level }
            if frontier.isEmpty { break }
            for index in frontier where !walk.isOverBudget {
                try expand(index, in: &walk, subjects: &subjects, links: alphabet.links, routes: alphabet.routes)
            }
            level += 1
        }
        return ExplorationReport(walk: walk, depthLimit: depth, modules: modules)
    }

    /// Replays `trace` on a fresh subject, checking every state and edge on the way.
    ///
    /// - Returns: The broken invariants, each with the part of the trace that led to it.
    /// - Throws: What ``makeSubject`` throws.
    public func replay(_ trace: [ExplorationAction]) throws -> [ExplorationViolation] {
        var walk = ExplorationWalk(stateBudget: .max)
        let live = LiveSubject(try makeSubject())
        var current = walk.discover(in: live.subject, depth: 0, origin: .start([]))
        for (index, action) in trace.enumerated() {
            guard let state = current else { break }
            current = walk.take(
                action, command: nil, in: live.subject, changes: live.changes, from: state,
                literalTrace: Array(trace.prefix(index)))?.to ?? state
        }
        return walk.violations
    }

    /// Tries every action of the alphabet in the state at `index`, returning to that state
    /// between actions.
    private func expand(
        _ index: Int, in walk: inout ExplorationWalk, subjects: inout LiveSubjects, links: [String], routes: [String]
    ) throws {
        guard var live = try subjects.subject(at: index, in: &walk) else { return }
        // The commands name the showing alert by its identity, which a subject brought back
        // by a replay does not share: there, alert commands are looked up again by name.
        let alert = live.subject.root.state.currentTab?.alertID
        // The changes counted before the last action taken, until the subject is back.
        var changesBeforeLastAction: Int?
        for (action, command) in live.subject.alphabet(links: links, routes: routes) {
            if let changes = changesBeforeLastAction {
                guard let back = try subjects.returning(live, to: index, changesBefore: changes, in: &walk) else { return }
                live = back
                changesBeforeLastAction = nil
            }
            let isCurrent = alert == nil || live.subject.root.state.currentTab?.alertID == alert
            let changes = live.changes.count
            guard walk.take(action, command: isCurrent ? command : nil, in: live.subject, changes: live.changes, from: index) != nil
            else { continue }
            if case .world(let name) = action {
                subjects.noteWorldAction(name, from: walk.states[index].key.world, to: live.subject.world())
            }
            changesBeforeLastAction = changes
        }
        subjects.park(live)
    }
}
