import CoordinatorKit

/// A subject the explorer acts on, with the count of its observed changes.
@MainActor
struct LiveSubject {
    let subject: ExplorationSubject
    let changes: ChangeCounter

    init(_ subject: ExplorationSubject) {
        self.subject = subject
        self.changes = ChangeCounter(subject.root)
    }
}

/// Counts the changes a root reports to its observers (`NavigationEvent.changed`) while an
/// action is performed: the root reports each change in the same commit as its one
/// observed mutation of `state`, so this counts what an ``ObservationProbe`` counts,
/// without re-arming observation tracking on every change. It observes only during
/// ``counting(_:)``, so that the explorer's own returns to a state cost no report.
@MainActor
final class ChangeCounter {
    private(set) var count = 0
    /// The causes of the changes counted by the last ``counting(_:)``.
    private(set) var causes: [NavigationChange.Cause] = []
    /// The refusals reported during the last ``counting(_:)``: refused commands, and links
    /// delivered with an error.
    private(set) var refusals = 0
    private let root: RootCoordinator

    init(_ root: RootCoordinator) {
        self.root = root
    }

    /// Performs `body`, counting the changes it makes and the refusals reported.
    func counting<Result>(_ body: () -> Result) -> Result {
        causes = []
        refusals = 0
        let token = root.observe { [weak self] event in
            switch event {
            case .changed(let change):
                self?.count += 1
                self?.causes.append(change.cause)
            case .refused:
                self?.refusals += 1
            case .delivered(let delivery):
                if delivery.error != nil { self?.refusals += 1 }
            case .reselected:
                break
            }
        }
        defer { root.removeObserver(token) }
        return body()
    }
}

/// The subjects an exploration keeps, and how it brings one to an explored state: by
/// handing the state value to a subject in the same world
/// (`RootCoordinator.replaceState(with:)`), or, when no subject is in that world, flows
/// are awaited or a leave guard holds a change, by replaying the state's shortest trace in
/// a fresh subject.
///
/// A state's world is what its subject's `world` describes; as states are told apart by
/// that description, any subject in the same world stands for any other.
@MainActor
struct LiveSubjects {
    /// The most subjects kept idle in each world, and in all.
    private static let capacity = (perWorld: 4, all: 16)
    let make: @MainActor () throws -> ExplorationSubject
    /// Subjects not in use, by the world they describe, newest last.
    private var idle: [String: [LiveSubject]] = [:]
    /// By world, the worlds world actions were seen to lead to, and the action.
    private var worldSteps: [String: [String: String]] = [:]

    init(make: @escaping @MainActor () throws -> ExplorationSubject) {
        self.make = make
    }

    /// A subject holding the state at `index`, or `nil` when replaying its trace reaches
    /// another state (recorded as ``NavigationInvariantViolation/Invariant/replayDiverged``).
    mutating func subject(at index: Int, in walk: inout ExplorationWalk) throws -> LiveSubject? {
        let explored = walk.states[index]
        if !explored.needsReplay, let live = idleSubject(in: explored.key.world) {
            if Self.isBack(live, at: explored) { return live }
        }
        let trace = walk.trace(to: index)
        let subject = try make()
        for action in trace { subject.perform(action) }
        guard walk.key(of: subject) == explored.key else {
            walk.record(.init(.replayDiverged, "replaying the trace reaches \(subject.root.state.topEntry?.description ?? "nothing")"), trace: trace)
            return nil
        }
        return LiveSubject(subject)
    }

    /// Brings `live` back to the state at `index` after an action that began with
    /// `changesBefore` changes counted: as it is when the action changed nothing; by
    /// handing the state value back when no flow is awaited and the subject is in the
    /// state's world, or can be brought back to it by a world action seen to lead there;
    /// else another subject, `live` kept for later when it can serve another state.
    mutating func returning(
        _ live: LiveSubject, to index: Int, changesBefore: Int, in walk: inout ExplorationWalk
    ) throws -> LiveSubject? {
        let explored = walk.states[index]
        let root = live.subject.root
        let world = live.subject.world()
        // Nothing observed changed and the world is the same: the root holds the state still.
        if live.changes.count == changesBefore, root.pendingLookup == nil, world == explored.key.world {
            return live
        }
        if !explored.needsReplay, !root.state.hasAwaitedFlows {
            if world != explored.key.world, idle[explored.key.world]?.isEmpty ?? true {
                bring(live, from: world, to: explored.key.world)
            }
            if live.subject.world() == explored.key.world, Self.isBack(live, at: explored) { return live }
        }
        park(live)
        return try subject(at: index, in: &walk)
    }

    /// An idle subject in `world`: one kept there, else one brought there from another
    /// world by world actions seen to lead there.
    private mutating func idleSubject(in world: String) -> LiveSubject? {
        if let live = idle[world]?.popLast() { return live }
        for other in idle.keys.sorted() where !way(from: other, to: world).isEmpty {
            guard let live = idle[other]?.popLast() else { continue }
            if bring(live, from: other, to: world) { return live }
            park(live)
        }
        return nil
    }

    /// Performs on `live`, in world `start`, the world actions seen to lead to `goal`;
    /// returns whether it is there.
    @discardableResult
    private func bring(_ live: LiveSubject, from start: String, to goal: String) -> Bool {
        for (name, next) in way(from: start, to: goal) {
            live.subject.perform(.world(name))
            guard live.subject.world() == next else { return false }
        }
        return live.subject.world() == goal
    }

    /// Notes that the world action `name` changed the world from `old` to `new`: a step for
    /// bringing a subject from one world to another.
    mutating func noteWorldAction(_ name: String, from old: String, to new: String) {
        if old != new, worldSteps[old]?[new] == nil { worldSteps[old, default: [:]][new] = name }
    }

    /// The fewest world actions seen to lead from world `start` to world `goal`, each with
    /// the world it leads to; empty when none is known.
    private func way(from start: String, to goal: String) -> [(action: String, world: String)] {
        var cameFrom: [String: (action: String, world: String)] = [:]
        var queue = [start]
        var next = 0
        while next < queue.count, cameFrom[goal] == nil {
            let world = queue[next]
            next += 1
            for (reached, action) in (worldSteps[world] ?? [:]).sorted(by: { $0.key < $1.key })
            where reached != start && cameFrom[reached] == nil {
                cameFrom[reached] = (action, world)
                queue.append(reached)
            }
        }
        var steps: [(action: String, world: String)] = []
        var world = goal
        while let step = cameFrom[world] {
            steps.append((step.action, world))
            world = step.world
        }
        return steps.reversed()
    }

    /// Keeps `live` for a later state of its world; a subject awaiting flows is let go,
    /// since handing it a state would end them.
    mutating func park(_ live: LiveSubject) {
        guard !live.subject.root.state.hasAwaitedFlows else { return }
        let world = live.subject.world()
        if idle[world]?.count == Self.capacity.perWorld { idle[world]?.removeFirst() }
        if idle.values.reduce(0, { $0 + $1.count }) >= Self.capacity.all,
            let fullest = idle.max(by: { $0.value.count < $1.value.count })?.key
        {
            idle[fullest]?.removeFirst()
        }
        idle[world, default: []].append(live)
    }

    /// Hands `explored`'s state to `live`'s root; returns whether the root holds it.
    private static func isBack(_ live: LiveSubject, at explored: ExploredState) -> Bool {
        let root = live.subject.root
        let state = explored.key.state
        // A committed state is committed as it is, unless its pending navigation is dropped
        // or an ended flow's receiver navigates: only then is there anything to compare.
        let mayDiffer = state.pending != nil || root.state.hasAwaitedFlows
        root.replaceState(with: state)
        // Handing the state back drops a held link: the state's screen that holds links holds
        // it again when it arrives again.
        if let link = explored.key.heldLink {
            try? root.perform(.openLink(link))
            guard root.heldLink == link else { return false }
        }
        return !mayDiffer || root.state == state
    }
}
