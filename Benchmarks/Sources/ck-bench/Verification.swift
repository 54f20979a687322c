import BenchmarkApps
import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTooling
import Foundation
import Observation

/// Checks, before anything is measured, that all routers agree on every link and
/// that workload 1 makes exactly one observed change per link.
@MainActor
enum Verification {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Problems found in the core that do not stop the measurements.
    static var warnings: [String] = []

    static func run() throws {
        warnings = []
        // Workload 7: the explorations measured find nothing wrong; their sizes, for the
        // instructions per state.
        for depth in [1, 2, 3, 4] {
            let report = try Catalog.exploration(of: .small, depth: depth)
            guard report.violations.isEmpty else {
                throw Failure(description: "exploration to depth \(depth): \(report.violations)")
            }
            FileHandle.standardError.write(Data(
                "exploration depth \(depth): \(report.stateCount) states, \(report.edgeCount) edges\n".utf8))
        }
        for app in Catalog.apps {
            let registry = try app.makeRegistry()
            guard registry.routes.count == app.routeCount else {
                throw Failure(description: "\(app.name): \(registry.routes.count) routes registered, expected \(app.routeCount)")
            }
            let trie = TrieRouterApp(app: app)
            let floor = FloorRouter(app: app)
            let handFloor = FloorRouter(app: app, parsesUUIDsByHand: true)
            let root = RootCoordinator(registry: registry, configuration: app.configuration)
            let changes = ChangeCounter()
            for (index, link) in Fixtures.typicalLinks(scheme: app.scheme).enumerated() {
                let expected = Fixtures.typicalRoute(index, in: app)
                withObservationTracking { _ = root.state } onChange: { changes.count += 1 }
                try root.open(link: link)
                guard root.state.selectedTab == "products", root.state.currentTab?.stack.map(\.route) == [expected] else {
                    throw Failure(description: "\(app.name): CoordinatorKit resolved \(link) to \(root.state)")
                }
                guard trie.route(for: link) == expected else {
                    throw Failure(description: "\(app.name): TrieRouter resolved \(link) to \(String(describing: trie.route(for: link)))")
                }
                guard floor.route(for: link) == expected else {
                    throw Failure(description: "\(app.name): floor resolved \(link) to \(String(describing: floor.route(for: link)))")
                }
                guard handFloor.route(for: link) == expected else {
                    throw Failure(description: "\(app.name): hand-UUID floor resolved \(link) differently")
                }
                guard changes.count == index + 1 else {
                    throw Failure(description: "\(app.name): \(changes.count) observed changes after \(index + 1) links")
                }
            }
            for link in Fixtures.crossModuleLinks(in: app) {
                try root.open(link: link)
                guard root.state.selectedTab == "recipes", root.state.currentTab?.stack.count == 2 else {
                    throw Failure(description: "\(app.name): \(link) gave \(String(describing: root.state.currentTab))")
                }
            }
            // Every route the codecs print is read back by every router.
            for module in app.modules where module.index < 5 || module.index == app.modules.count - 1 {
                for rule in module.rules {
                    let route = module.route(rule: rule.rule, values: sampleValues(for: rule))
                    var state = NavigationState(registry: registry)
                    // The tab module's own root is its tab's root: pushed on itself it has no
                    // link (issue 15).
                    state[tab: "recipes"]?.stack = module.index == 0 && rule.rule == 0 ? [] : [NavigationEntry(route)]
                    // A module's entry pushed where a link would present it has no link of
                    // its own state; the route's own path is what the routers read.
                    let printed = registry.link(for: state)?.url(scheme: app.scheme)
                        ?? registry.linkPath(for: route).map { "recipes://recipes/" + $0 }
                    guard let printed else {
                        throw Failure(description: "\(app.name): no link printed for \(route)")
                    }
                    // The hand-rolled routers read one module per link: drop the tab's segment.
                    let single = module.index == 0
                        ? printed : printed.replacingOccurrences(of: "recipes://recipes/", with: "recipes://")
                    for (name, found) in [("trie", trie.route(for: single)), ("floor", floor.route(for: single))] {
                        guard found == route else {
                            throw Failure(description: "\(app.name): \(name) read \(single) as \(String(describing: found)), expected \(route)")
                        }
                    }
                }
            }
            let (old, new) = Fixtures.states(in: app)
            for state in [old, new] {
                guard try NavigationState(restoring: state.savedData(registry: registry), registry: registry) == state else {
                    throw Failure(description: "\(app.name): a state did not survive encode and decode")
                }
                let plain = PlainState(state)
                guard try JSONDecoder().decode(PlainState.self, from: JSONEncoder().encode(plain)) == plain,
                    plain.tabs.flatMap(\.stack).filter({ $0.route != .home }).count == 20
                else {
                    throw Failure(description: "\(app.name): the plain Codable state is not the fixture's equivalent")
                }
                guard state.tabs.reduce(0, { $0 + $1.stack.count }) == 20 else {
                    throw Failure(description: "\(app.name): a fixture state does not have 20 entries")
                }
            }
            // `NavigationState.applying(_:)` removes from `stack[depth...]` for a dismissed layer
            // whose first entry is `stack[depth - 1]`, keeping that entry; reported to the core's
            // owner, so it is a warning here rather than a reason not to measure.
            let steps = TransitionStep.steps(from: old, to: new)
            if old.applying(steps) != new {
                warnings.append("\(app.name): old.applying(steps(from: old, to: new)) != new (core defect in applying: .dismissLayer)")
            }
        }
    }

    static func sampleValues(for rule: RuleSpec) -> ScreenValues {
        var values = ScreenValues()
        for (_, slot) in rule.parameters {
            switch slot {
            case .number: values.number = 17
            case .count: values.count = 3
            case .text: values.text = "basil"
            case .uuid: values.uuid = Fixtures.uuids[3]
            }
        }
        return values
    }
}
