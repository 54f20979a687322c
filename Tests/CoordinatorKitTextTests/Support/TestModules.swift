import CoordinatorKit

/// A module whose screens have no text description: its `Screen` adopts nothing.
enum CellarRoute: Route {
    case racks
    case bottle(id: Int)
    case tasting

    var presentation: Presentation {
        self == .tasting ? .sheet : .push
    }
}

/// The view model of a cellar screen, with no text description.
@MainActor
final class CellarModel {
    let route: CellarRoute
    init(route: CellarRoute) { self.route = route }
}

@MainActor
final class CellarCoordinator: ModuleCoordinator {
    func screen(for route: CellarRoute) -> CellarModel { CellarModel(route: route) }
}

struct CellarModule: FeatureModule {
    var segment: String { "cellar" }
    var tab: TabDescriptor? { TabDescriptor(title: "Cellar", systemImage: "wineglass") }
    var rootRoute: CellarRoute { .racks }
    var codec: DeepLinkCodec<CellarRoute> {
        let racks = DeepLinkRule<CellarRoute>(.racks, path: [])
        let tasting = DeepLinkRule<CellarRoute>(.tasting, path: ["tasting"])
        let bottle = DeepLinkRule(
            "bottle", path: "bottles" / PathParameter<Int>("id"), parse: { CellarRoute.bottle(id: $0) })
        return DeepLinkCodec([racks, tasting, bottle]) { route in
            switch route {
            case .racks: racks.link()
            case .tasting: tasting.link()
            case .bottle(let id): bottle.link(id)
            }
        }
    }
    func makeCoordinator(navigator: Navigator<CellarRoute>, dependencies: Dependencies) -> CellarCoordinator {
        CellarCoordinator()
    }
}
