import CoordinatorKit

/// A module whose screen is an enum wrapping view models, the way feature modules build
/// theirs: the tests of the typed screen seam use it.
package enum GardenRoute: Route {
    case bed(name: String)
    case shed
}

/// The view model of a garden bed.
@MainActor
package final class BedModel {
    package let name: String
    package init(name: String) { self.name = name }
}

/// The view model of the shed.
@MainActor
package final class ShedModel {
    package init() {}
}

/// Every garden screen with its view model. Running navigation needs no text description;
/// the view models' descriptions in `GardenModels+Text.swift` are for the tests of text.
package enum GardenScreen {
    case bed(BedModel)
    case shed(ShedModel)
}

@MainActor
package final class GardenCoordinator: ModuleCoordinator {
    package init() {}
    package func screen(for route: GardenRoute) -> GardenScreen {
        switch route {
        case .bed(let name): .bed(BedModel(name: name))
        case .shed: .shed(ShedModel())
        }
    }
}

package struct GardenModule: FeatureModule {
    package init() {}
    package var segment: String { "garden" }
    package var tab: TabDescriptor? { TabDescriptor(title: "Garden", systemImage: "leaf") }
    package var rootRoute: GardenRoute { .bed(name: "roses") }
    package var codec: DeepLinkCodec<GardenRoute> {
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
    package func makeCoordinator(navigator: Navigator<GardenRoute>, dependencies: Dependencies) -> GardenCoordinator {
        GardenCoordinator()
    }
}
