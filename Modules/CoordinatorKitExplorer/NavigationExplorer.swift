import CoordinatorKit
import CoordinatorKitTooling
import Foundation

/// Walks every navigation state an app can reach, breadth first, and checks each one.
///
/// From a fresh subject (and from given start traces), the explorer tries every action of
/// the alphabet in every state it reaches: every module's example links and sample
/// routes; back, pop, pop to root, dismiss and dismiss all; select and tap each tab; every
/// write-back the selected tab's layers allow (path shortened, layer swiped down, detent
/// changed); the alert's answers and its dismissal by the system; the top screen's actions
/// (from the screens' text descriptions); gate outcomes (cancel the pending navigation,
/// finish the top layer's flow); and the subject's world actions. States are told apart by
/// their saved form (`RootCoordinator.saveState()`) and the subject's description of the
/// world, so each is explored once; the walk stops at ``depth`` actions from a start or at
/// ``stateBudget`` states.
///
/// Every state is checked with ``NavigationInvariants/violations(of:)`` and
/// ``NavigationInvariants/restorationViolations(of:)``, every edge with
/// ``NavigationInvariants/violations(ofChangeFrom:in:observedChanges:)``, and a refused
/// action must leave the state as it was. A violation comes with the shortest trace that
/// reaches it, printable as a test (``ExplorationViolation/testSource``).
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
/// Expanding a state replays its trace in a fresh subject, then returns to the state
/// between actions by restoring its saved form; an action that changes the world, or a
/// state with awaited flows, is followed by a fresh replay instead.
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
        var modules: [(id: String, kinds: [String])] = []
        var alphabet: (links: [String], routes: [String]) = ([], [])
        for start in starts {
            let subject = try makeSubject()
            if modules.isEmpty {
                alphabet = (subject.exampleLinks, showsSampleRoutes ? subject.sampleRoutes : [])
                modules = subject.root.registry.modules.map { module in
                    var kinds: [String] = []
                    for route in module.sampleRoutes where !kinds.contains(ExplorationWalk.kind(of: route)) {
                        kinds.append(ExplorationWalk.kind(of: route))
                    }
                    return (module.id.rawValue, kinds)
                }
            }
            for action in start { subject.perform(action) }
            walk.discover(in: subject, depth: 0, trace: start)
        }
        var level = 0
        while level < depth, !walk.isOverBudget {
            let frontier = walk.states.indices.filter { walk.states[$0].depth == level }
            if frontier.isEmpty { break }
            for index in frontier where !walk.isOverBudget {
                try expand(index, in: &walk, links: alphabet.links, routes: alphabet.routes)
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
        let subject = try makeSubject()
        let probe = ObservationProbe(subject.root)
        var current = walk.discover(in: subject, depth: 0, trace: [])
        for (index, action) in trace.enumerated() {
            guard let state = current else { break }
            current = walk.take(action, in: subject, probe: probe, from: state, trace: Array(trace.prefix(index)))?.to ?? state
        }
        return walk.violations
    }

    private func expand(_ index: Int, in walk: inout ExplorationWalk, links: [String], routes: [String]) throws {
        let explored = walk.states[index]
        var (subject, probe) = try replayed(explored.trace)
        guard walk.key(of: subject) == explored.key else {
            walk.record(.init(.replayDiverged, "replaying the trace reaches \(subject.root.state.topEntry?.description ?? "nothing")"), trace: explored.trace)
            return
        }
        let base = subject.root.state
        let world = subject.world()
        // A state with awaited flows cannot be restored: no await survives a restoration.
        let baseData = subject.root.awaitedFlows.isEmpty ? try? subject.root.saveState() : nil
        for action in subject.actions(links: links, routes: routes) {
            guard walk.take(action, in: subject, probe: probe, from: index, trace: explored.trace) != nil else { continue }
            if !subject.isBack(at: base, from: baseData, world: world, after: action) {
                (subject, probe) = try replayed(explored.trace)
            }
        }
    }

    /// A fresh subject with `trace` performed, and a probe counting its changes from then on.
    private func replayed(_ trace: [ExplorationAction]) throws -> (ExplorationSubject, ObservationProbe) {
        let subject = try makeSubject()
        for action in trace { subject.perform(action) }
        return (subject, ObservationProbe(subject.root))
    }
}

extension ExplorationSubject {
    /// Returns the root to `base` after `action` by restoring its saved form `data`, when
    /// nothing outside navigation changed (not a world action, the same world, no awaited
    /// flow); returns whether the root holds `base` again.
    fileprivate func isBack(at base: NavigationState, from data: Data?, world: String, after action: ExplorationAction) -> Bool {
        if case .world = action { return false }
        guard let data, self.world() == world, root.awaitedFlows.isEmpty else { return false }
        _ = try? root.restoreState(from: data)
        return root.state == base
    }
}
