import BenchmarkApps
import CoordinatorKit
import Foundation

/// Workload 5's comparison ("5·w2"): the same 20-entry state as plain `Codable` values —
/// an app-wide route enum with associated values and synthesized coding, the way an app
/// without CoordinatorKit would store its navigation — round-tripped through
/// `JSONEncoder` and `JSONDecoder`.
struct PlainState: Codable, Equatable {
    var selectedTab: String?
    var tabs: [PlainTab]
}

struct PlainTab: Codable, Equatable {
    var id: String
    var root: PlainEntry
    var stack: [PlainEntry]
}

struct PlainEntry: Codable, Equatable {
    var module: String
    var route: PlainRoute
    var presentation: Presentation
    var alert: AlertState?
}

/// The generated modules' route cases as one enum.
enum PlainRoute: Codable, Equatable {
    case home
    case screen(rule: Int, values: ScreenValues)
}

extension PlainState {
    /// The plain counterpart of `state`.
    init(_ state: NavigationState) {
        func entry(_ entry: NavigationEntry) -> PlainEntry {
            let route: PlainRoute = switch (entry.route.base as? any GeneratedRouteCases)?.ruleAndValues {
            case let (rule, values)?: .screen(rule: rule, values: values)
            case nil: .home
            }
            return PlainEntry(module: entry.route.module.rawValue, route: route, presentation: entry.presentation, alert: entry.alert)
        }
        self.init(
            selectedTab: state.selectedTab?.rawValue,
            tabs: state.tabs.map { PlainTab(id: $0.id.rawValue, root: entry($0.root), stack: $0.stack.map(entry)) })
    }
}
