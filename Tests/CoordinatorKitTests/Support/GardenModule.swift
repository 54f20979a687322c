import CoordinatorKit

/// A module whose screen is an enum wrapping view models, the way feature modules build
/// theirs: the tests of the typed screen seam use it.
enum GardenRoute: Route {
    case bed(name: String)
    case shed
}

/// The view model of a garden bed.
@MainActor
final class BedModel {
    let name: String
    init(name: String) { self.name = name }
}

/// The view model of the shed.
@MainActor
final class ShedModel {}

/// Every garden screen with its view model; no text description, which running
/// navigation does not need.
enum GardenScreen {
    case bed(BedModel)
    case shed(ShedModel)
}

@MainActor
final class GardenCoordinator: ModuleCoordinator {
    func screen(for route: GardenRoute) -> GardenScreen {
        switch route {
        case .bed(let name): .bed(BedModel(name: name))
        case .shed: .shed(ShedModel())
        }
    }
}

struct GardenModule: FeatureModule {
    var segment: String { "garden" }
    var tab: TabDescriptor? { TabDescriptor(title: "Garden", systemImage: "leaf") }
    var rootRoute: GardenRoute { .bed(name: "roses") }
    var codec: DeepLinkCodec<GardenRoute> {
        let shed = DeepLinkRule<GardenRoute>(.shed, path: ["shed"])
        let bed = DeepLinkRule(
            "bed", path: "beds" / PathParameter<String>("name"), parse: { GardenRoute.bed(name: $0) })
        return DeepLinkCodec([shed, bed]) { route in
            switch route {
            case .shed: shed.link()
            case .bed(let name): bed.link(name)
            }
        }
    }
    var sampleRoutes: [GardenRoute] { [.bed(name: "roses"), .shed] }
    func makeCoordinator(navigator: Navigator<GardenRoute>, dependencies: Dependencies) -> GardenCoordinator {
        GardenCoordinator()
    }
}
