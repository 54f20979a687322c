import CoordinatorKit
import CoordinatorKitTooling

/// A module of a ``GeneratedApp``: a ``StandInModule`` (its routes, grammar and samples)
/// whose coordinator decides from the app's data — each route of a twin pair shows as its
/// twin while the world's entries are private — and which offers some of its screens as
/// pinned tabs.
struct GeneratedModule<Tag>: ModuleSamples {
    let standIn: StandInModule<Tag>
    /// Each route of a twin pair by name, with its twin: the guarded one shows while
    /// entries are private, the open one while they are not.
    let twins: [String: String]
    /// The routes whose screens the module offers as pinned tabs, by name.
    let pinnable: Set<String>
    let world: GeneratedWorld

    var segment: String { standIn.segment }
    var tab: TabDescriptor? { standIn.tab }
    var entryPresentation: Presentation { standIn.entryPresentation }
    var rootRoute: StandInRoute<Tag> { standIn.rootRoute }
    var codec: DeepLinkCodec<StandInRoute<Tag>> { standIn.codec }
    var sampleRoutes: [StandInRoute<Tag>] { standIn.sampleRoutes }

    func pinnedTab(showing root: StandInRoute<Tag>) -> TabDescriptor? {
        pinnable.contains(root.name) ? TabDescriptor(title: NavigationText(verbatim: "\(root)"), systemImage: "pin") : nil
    }

    @MainActor
    func makeCoordinator(navigator: Navigator<StandInRoute<Tag>>, dependencies: Dependencies) -> GeneratedCoordinator<Tag> {
        GeneratedCoordinator(module: self)
    }

    /// The route named `name` with `id` when its declaration takes one, as the module's
    /// links resolve to it; `nil` for a name the module does not declare.
    func route(named name: String, id: Int? = StandInRouteDeclaration.sampleID) -> StandInRoute<Tag>? {
        standIn.declaredRoutes.first { $0.name == name }.map { StandInRoute($0, id: $0.takesID ? id : nil) }
    }
}

/// The coordinator of a ``GeneratedModule``: it shows stand-in screens and decides a twin
/// pair's route from the world's data, as a coordinator turns a private entry into its
/// guarded twin.
@MainActor
final class GeneratedCoordinator<Tag>: ModuleCoordinator {
    private let module: GeneratedModule<Tag>

    init(module: GeneratedModule<Tag>) {
        self.module = module
    }

    func destination(for route: StandInRoute<Tag>) -> StandInRoute<Tag> {
        guard let twin = module.twins[route.name], let other = module.route(named: twin, id: route.id) else { return route }
        // The guarded route of the pair is the one that requires something.
        let shown = module.world.entriesArePrivate == route.requirements.isEmpty ? other : route
        return shown
    }

    func screen(for route: StandInRoute<Tag>) -> StandInScreen {
        StandInScreen(title: "\(route)")
    }
}

/// The data a generated app's decisions read, one per subject: the explorer keeps several
/// subjects, each in its own world.
@MainActor
final class GeneratedWorld {
    var entriesArePrivate = false
}

/// The route-type tags of a generated app's modules, by position: a registry accepts one
/// module per route type.
enum GeneratedTag {
    enum M0 {}
    enum M1 {}
    enum M2 {}
    enum M3 {}
    enum M4 {}
}

/// A generated module with its route type erased, for the parts of a generated app that
/// name routes by their names: the gate's granting screens and pinned tabs' roots.
protocol AnyGeneratedModule: FeatureModule {
    /// The route named `name`, with the sample id when it takes one.
    func anyRoute(named name: String) -> (any Route)?
}

extension GeneratedModule: AnyGeneratedModule {
    func anyRoute(named name: String) -> (any Route)? {
        route(named: name)
    }
}

extension GeneratedApp.Module {
    /// The module, tagged for position `position` of the registry.
    @MainActor
    func made(at position: Int, world: GeneratedWorld) -> any AnyGeneratedModule {
        let tab = hasTab ? TabDescriptor(title: NavigationText(verbatim: segment), systemImage: "square") : nil
        func made<Tag>(_ tag: Tag.Type) -> GeneratedModule<Tag> {
            GeneratedModule(
                standIn: StandInModule<Tag>(segment: segment, tab: tab, entryPresentation: entryPresentation, routes: routes),
                twins: twins, pinnable: pinnable, world: world)
        }
        switch position {
        case 0: return made(GeneratedTag.M0.self)
        case 1: return made(GeneratedTag.M1.self)
        case 2: return made(GeneratedTag.M2.self)
        case 3: return made(GeneratedTag.M3.self)
        default: return made(GeneratedTag.M4.self)
        }
    }
}
