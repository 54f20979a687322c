import CoordinatorKit
import CoordinatorKitTooling
import Foundation

/// The navigation of a social app, the shape that did not fit before issue 22: a
/// timeline whose root takes a query, statuses with all-letter string ids, and people
/// shown on whatever tab the user is on.
package enum TimelineRoute: Route {
    package enum Filter: String, LinkValue, CaseIterable, Codable { case local, federated }
    case home
    case filtered(Filter)
    case status(id: String)
}

package struct TimelineModule: ModuleSamples {
    /// Whether `timeline?filter=…` sets the tab's root in place rather than pushing (issue 35).
    let filterInPlace: Bool
    package init(filterInPlace: Bool = false) { self.filterInPlace = filterInPlace }
    package var segment: String { "timeline" }
    package var tab: TabDescriptor? { TabDescriptor(title: "Timeline", systemImage: "house") }
    package var rootRoute: TimelineRoute { .home }
    package var codec: DeepLinkCodec<TimelineRoute> {
        let home = DeepLinkRule<TimelineRoute>(.home, path: [])
        let pushed = DeepLinkRule(
            "filtered", path: "" & QueryParameter<TimelineRoute.Filter>("filter"), parse: { TimelineRoute.filtered($0) })
        let filtered = filterInPlace ? pushed.inPlaceOfRoot() : pushed
        let status = DeepLinkRule(
            "status", path: "status" / PathParameter<String>("id"), parse: { TimelineRoute.status(id: $0) })
        return DeepLinkCodec([home, filtered, status]) { route in
            switch route {
            case .home: home.link()
            case .filtered(let filter): filtered.link(filter)
            case .status(let id): status.link(id)
            }
        }
    }
    package var sampleRoutes: [TimelineRoute] { [.home, .filtered(.local), .status(id: "hello")] }
    /// With the filter in place, a filter can also be pinned as a tab of its own.
    package func pinnedTab(showing root: TimelineRoute) -> TabDescriptor? {
        guard filterInPlace, case .filtered(let filter) = root else { return nil }
        return TabDescriptor(title: NavigationText(verbatim: filter.rawValue), systemImage: "line.3.horizontal.decrease")
    }
    package func makeCoordinator(navigator: Navigator<TimelineRoute>, dependencies: Dependencies) -> PlainCoordinator<TimelineRoute> {
        PlainCoordinator()
    }
}

package enum PeopleRoute: Route {
    case directory
    case person(handle: String)
}

package struct PeopleModule: ModuleSamples {
    package init() {}
    package var segment: String { "people" }
    package var tab: TabDescriptor? { TabDescriptor(title: "People", systemImage: "person.2") }
    package var rootRoute: PeopleRoute { .directory }
    package var codec: DeepLinkCodec<PeopleRoute> {
        let directory = DeepLinkRule<PeopleRoute>(.directory, path: [])
        let person = DeepLinkRule("person", path: PathParameter<String>("handle"), parse: { PeopleRoute.person(handle: $0) })
        return DeepLinkCodec([directory, person]) { route in
            switch route {
            case .directory: directory.link()
            case .person(let handle): person.link(handle)
            }
        }
    }
    package var sampleRoutes: [PeopleRoute] { [.directory, .person(handle: "ada")] }
    package func makeCoordinator(navigator: Navigator<PeopleRoute>, dependencies: Dependencies) -> PlainCoordinator<PeopleRoute> {
        PlainCoordinator()
    }
}

/// A coordinator that decides nothing: every route shows as it is.
@MainActor
package final class PlainCoordinator<R: Route>: ModuleCoordinator {
    package init() {}
    package func screen(for route: R) -> R { route }
}

/// A root with the social modules and the library's account module (no tab).
@MainActor
package func makeSocialRoot() throws -> RootCoordinator {
    try RootCoordinator.testing(TimelineModule(), PeopleModule(), AccountModule(), schemes: ["social"], hosts: ["social.example"])
}

package func timeline(_ route: TimelineRoute) -> AnyRoute { AnyRoute(route, module: "timeline") }
package func people(_ route: PeopleRoute) -> AnyRoute { AnyRoute(route, module: "people") }
