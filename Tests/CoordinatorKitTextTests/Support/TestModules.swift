import CoordinatorKit
import CoordinatorKitText

/// A module whose screen is an enum wrapping view models, described as text the way
/// feature modules describe theirs.
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

/// Every garden screen with its view model.
enum GardenScreen {
    case bed(BedModel)
    case shed(ShedModel)
}

extension GardenScreen: ScreenTextDescribing {
    var screenText: ScreenText {
        switch self {
        case .bed(let model): ScreenText(title: "Bed of \(model.name)")
        case .shed: ScreenText(title: "Shed")
        }
    }
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
    var sampleRoutes: [CellarRoute] { [.racks, .bottle(id: 7), .tasting] }
    func makeCoordinator(navigator: Navigator<CellarRoute>, dependencies: Dependencies) -> CellarCoordinator {
        CellarCoordinator()
    }
}
