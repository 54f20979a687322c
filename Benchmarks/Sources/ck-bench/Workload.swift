import BenchmarkApps
import CoordinatorKit
import CoordinatorKitExplorer
import CoordinatorKitRendering
import Foundation
import Observation

/// One measured operation: a setup that runs once, outside every measurement, and returns
/// the body that one iteration runs.
struct Workload {
    /// Which of the six workloads this is.
    enum Group: Int, CaseIterable {
        case link = 1, register = 4, stateCodec = 5, steps = 6, explore = 7

        var title: String {
            switch self {
            case .link: "link → state"
            case .register: "registration"
            case .stateCodec: "state encode+decode"
            case .steps: "transition steps"
            case .explore: "exploration"
            }
        }
    }

    /// Whose implementation runs: ours, the Foundation + RoutingKit alternative, or the floor.
    enum Implementation: String {
        case coordinatorKit = "CoordinatorKit"
        case trie = "URL+TrieRouter"
        case floor = "floor"
        /// The floor with UUIDs parsed by a hand-written loop instead of Foundation.
        case floorHandUUID = "floor-hand-UUID"
        /// Workload 5's comparison: the same state as plain `Codable` enums through
        /// `JSONEncoder`/`JSONDecoder`.
        case plainCodable = "Codable+JSON"
    }

    let group: Group
    /// The link set or fixture, such as `typical` or `cross-module`.
    let variant: String
    let app: AppSpec
    let implementation: Implementation
    /// Iterations per timed round.
    let iterations: Int
    /// Iterations under callgrind, which runs about 50× slower.
    let callgrindIterations: Int
    let prepare: @MainActor () throws -> (Int) -> Void
    /// The variant whose workload 2 and floor this row is compared with; its own by default.
    var comparedVariant: String?

    var id: String { "\(group.rawValue).\(variant).\(app.name).\(implementation.rawValue)" }
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Counts observation changes; `withObservationTracking` calls it from any isolation.
final class ChangeCounter: @unchecked Sendable {
    var count = 0
}

@MainActor
enum Catalog {
    static let apps: [AppSpec] = [.small, .large]

    static var all: [Workload] {
        perApp + explorationWorkloads
    }

    static var perApp: [Workload] {
        apps.flatMap { app in
            let big = app.modules.count > 100
            return linkWorkloads(app) + [
                Workload(
                    group: .register, variant: "all", app: app, implementation: .coordinatorKit,
                    iterations: big ? 20 : 1_000, callgrindIterations: big ? 3 : 100,
                    prepare: { { _ in blackHole(try! app.makeRegistry()) } }),
                Workload(
                    group: .register, variant: "all", app: app, implementation: .trie,
                    iterations: big ? 20 : 1_000, callgrindIterations: big ? 3 : 100,
                    prepare: { { _ in blackHole(TrieRouterApp(app: app)) } }),
                Workload(
                    group: .register, variant: "all", app: app, implementation: .floor,
                    iterations: big ? 20 : 1_000, callgrindIterations: big ? 3 : 100,
                    prepare: { { _ in blackHole(FloorRouter(app: app)) } }),
                Workload(
                    group: .stateCodec, variant: "20-entries", app: app, implementation: .coordinatorKit,
                    iterations: 300, callgrindIterations: 30,
                    prepare: {
                        let registry = try app.makeRegistry()
                        let (state, _) = Fixtures.states(in: app)
                        return { _ in
                            let data = try! state.savedData(registry: registry)
                            blackHole(try! NavigationState(restoring: data, registry: registry))
                        }
                    }),
                Workload(
                    group: .stateCodec, variant: "20-entries", app: app, implementation: .plainCodable,
                    iterations: 300, callgrindIterations: 30,
                    prepare: {
                        let plain = PlainState(Fixtures.states(in: app).0)
                        return { _ in
                            let data = try! JSONEncoder().encode(plain)
                            blackHole(try! JSONDecoder().decode(PlainState.self, from: data))
                        }
                    }),
                Workload(
                    group: .steps, variant: "20-entries", app: app, implementation: .coordinatorKit,
                    iterations: 10_000, callgrindIterations: 300,
                    prepare: {
                        let (old, new) = Fixtures.states(in: app)
                        return { index in
                            blackHole(index & 1 == 0
                                ? TransitionStep.steps(from: old, to: new) : TransitionStep.steps(from: new, to: old))
                        }
                    }),
            ]
        }
    }

    /// Workload 7: one whole exploration of the small app (`NavigationExplorer`, its example
    /// links and sample routes, no world actions) to each depth; the README divides a row's
    /// instructions by the states it explores (`ck-bench verify` prints them).
    static var explorationWorkloads: [Workload] {
        [1, 2, 3, 4].map { depth in
            Workload(
                group: .explore, variant: "depth-\(depth)", app: .small, implementation: .coordinatorKit,
                iterations: depth < 3 ? 20 : 2, callgrindIterations: 1,
                prepare: { { _ in blackHole(try! exploration(of: .small, depth: depth)) } })
        }
    }

    /// Explores `app` to `depth`.
    static func exploration(of app: AppSpec, depth: Int) throws -> ExplorationReport {
        try NavigationExplorer(depth: depth) {
            ExplorationSubject(root: RootCoordinator(registry: try app.makeRegistry(), configuration: app.configuration))
        }.explore()
    }

    static func linkWorkloads(_ app: AppSpec) -> [Workload] {
        let typical = Fixtures.typicalLinks(scheme: app.scheme)
        let cross = Fixtures.crossModuleLinks(in: app)
        return [
            Workload(
                group: .link, variant: "typical", app: app, implementation: .coordinatorKit,
                iterations: 20_000, callgrindIterations: 1_000,
                prepare: { try handleLinks(typical, app: app) }),
            Workload(
                group: .link, variant: "typical", app: app, implementation: .trie,
                iterations: 20_000, callgrindIterations: 1_000,
                prepare: { appendingRoutes(of: typical, TrieRouterApp(app: app).route(for:)) }),
            Workload(
                group: .link, variant: "typical", app: app, implementation: .floor,
                iterations: 20_000, callgrindIterations: 1_000,
                prepare: { appendingRoutes(of: typical, FloorRouter(app: app).route(for:)) }),
            Workload(
                group: .link, variant: "typical", app: app, implementation: .floorHandUUID,
                iterations: 20_000, callgrindIterations: 1_000,
                prepare: { appendingRoutes(of: typical, FloorRouter(app: app, parsesUUIDsByHand: true).route(for:)) }),
            Workload(
                group: .link, variant: "typical-tracked", app: app, implementation: .coordinatorKit,
                iterations: 20_000, callgrindIterations: 1_000,
                prepare: { try handleLinks(typical, app: app, reTracking: true) }, comparedVariant: "typical"),
            Workload(
                group: .link, variant: "cross-module", app: app, implementation: .coordinatorKit,
                iterations: 20_000, callgrindIterations: 1_000,
                prepare: { try handleLinks(cross, app: app) }),
        ]
    }

    /// The body of workloads 2 and 3: routes the links in turn with `route` and appends
    /// each route to a new array, as a hand-rolled app keeps its path.
    static func appendingRoutes(of links: [String], _ route: @escaping (String) -> AnyRoute?) -> (Int) -> Void {
        { index in
            var path: [AnyRoute] = []
            path.append(route(links[index % links.count])!)
            blackHole(path)
        }
    }

    /// Workload 1's body: handles the links in turn through a root coordinator of `app`.
    ///
    /// Each link makes one observed change of `root.state` (`ck-bench verify` checks it with
    /// a tracking scope per link). With `reTracking`, every link is also handled inside a new
    /// `withObservationTracking` scope, the cost a view pays to re-arm its observation after
    /// each change it sees: measured as a row of its own, since a burst of links between two
    /// frames meets at most one armed observer.
    static func handleLinks(_ links: [String], app: AppSpec, reTracking: Bool = false) throws -> (Int) -> Void {
        let root = RootCoordinator(registry: try app.makeRegistry(), configuration: app.configuration)
        guard reTracking else {
            return { index in try! root.open(link: links[index % links.count]) }
        }
        let changes = ChangeCounter()
        return { index in
            withObservationTracking {
                _ = root.state
            } onChange: {
                changes.count += 1
            }
            try! root.open(link: links[index % links.count])
        }
    }
}
