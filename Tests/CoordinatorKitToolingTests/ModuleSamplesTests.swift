import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import CoordinatorKitTooling
import Testing

/// Sample routes: a module lists routes with believable values in `ModuleSamples`; every
/// rule it leaves out samples itself, with its one route or with made-up values.
struct ModuleSamplesTests {
    func registry(_ modules: any FeatureModule...) throws -> ModuleRegistry {
        var registry = ModuleRegistry()
        for module in modules {
            try registry.register(module)
        }
        return registry
    }

    @Test func anAdoptingModulesSamplesAreTaggedWithItsModuleInOrder() throws {
        let registry = try registry(AccountModule())
        let module = try #require(registry.module(withID: "account"))
        #expect(module.sampleRoutes == AccountModule().sampleRoutes.map { AnyRoute($0, module: "account") })
    }

    @Test func aModuleWithoutSamplesIsSampledByEachRuleWithMadeUpValues() throws {
        let registry = try registry(GardenModule(), AccountModule())
        let tagged = [AnyRoute(GardenRoute.shed, module: "garden"), AnyRoute(GardenRoute.bed(name: "example"), module: "garden")]
        #expect(try #require(registry.module(withID: "garden")).sampleRoutes == tagged)
        #expect(registry.routes.first { $0.name == "bed" }?.examplePath == "garden/beds/example")
        #expect(roundTripProblems(in: registry) == [])
    }

    @Test func madeUpValuesFillRequiredQueryItemsAndCasesAndLeaveOutOptionalItems() {
        #expect(
            OrchardModule().samples == [
                .tree(id: 1, note: nil), .kind(.apple), .search(text: "example", page: nil), .root,
            ])
    }

    @Test func aRuleWhoseValuesCannotBeMadeUpOrAreRefusedIsReportedWithoutAnExample() throws {
        let registry = try registry(OrchardModule())
        #expect(registry.routes.first { $0.name == "plot" }?.examplePath == nil)
        #expect(
            roundTripProblems(in: registry) == [
                "rule 'plot' (plots/{code: PlotCode}) has no sample route: list one in the module's sampleRoutes",
                "rule 'rows' (rows/{count: Int}) has no sample route: list one in the module's sampleRoutes",
            ])
    }

    @Test func anIdOfTheAppsOwnIsMadeUpFromItsRawValuesType() {
        #expect(NurseryModule().samples.contains(.bed(BedNumber(rawValue: 1))))
    }

    @Test func aValueOfTheAppsOwnIsMadeUpFromTheFirstTextItsInitialiserReads() {
        #expect(NurseryModule().samples.contains(.variety(Variety(name: "example"))))
    }

    @Test func aModuleOfValuesOfItsOwnTypesRoundTripsWithoutSamples() throws {
        #expect(roundTripProblems(of: NurseryModule()) == [])
    }

    @Test func aRouteTheModuleListsIsNotSampledAgain() {
        #expect(SampledOrchardModule().samples.filter { if case .tree = $0 { true } else { false } } == [.tree(id: 7, note: "old")])
    }
}

/// A value of the app's own, without cases to pick from, that reads no made-up text: two
/// capitals and a number (`AB12`).
struct PlotCode: LinkValue, Hashable {
    let text: String
    init?(linkText: String) {
        guard linkText.wholeMatch(of: /[A-Z]{2}[0-9]+/) != nil else { return nil }
        text = linkText
    }
    var linkText: String { text }
    static var linkTypeDescription: String { "PlotCode" }
}

/// An id of the app's own, backed by an `Int`.
struct BedNumber: RawRepresentable, LinkValue, Hashable {
    let rawValue: Int
    init(rawValue: Int) { self.rawValue = rawValue }
    init?(linkText: String) { guard let value = Int(linkText) else { return nil }; rawValue = value }
    var linkText: String { String(rawValue) }
    static var linkTypeDescription: String { "BedNumber" }
}

/// A value of the app's own read from letters only: `1` is not one, `example` is.
struct Variety: LinkValue, Hashable {
    let name: String
    init(name: String) { self.name = name }
    init?(linkText: String) {
        guard !linkText.isEmpty, linkText.allSatisfy(\.isLetter) else { return nil }
        name = linkText
    }
    var linkText: String { name }
    static var linkTypeDescription: String { "Variety" }
}

enum NurseryRoute: Route {
    case root, bed(BedNumber), variety(Variety)
}

struct NurseryModule: FeatureModule {
    var segment: String { "nursery" }
    var rootRoute: NurseryRoute { .root }
    var codec: DeepLinkCodec<NurseryRoute> {
        let root = DeepLinkRule<NurseryRoute>(.root, path: [])
        let bed = DeepLinkRule("bed", path: "beds" / PathParameter<BedNumber>("number"), parse: { NurseryRoute.bed($0) })
        let variety = DeepLinkRule(
            "variety", path: "varieties" & QueryParameter<Variety>("name"), parse: { NurseryRoute.variety($0) })
        return DeepLinkCodec([root, bed, variety]) { route in
            switch route {
            case .root: root.link()
            case .bed(let number): bed.link(number)
            case .variety(let value): variety.link(value)
            }
        }
    }
    @MainActor func makeCoordinator(navigator: Navigator<NurseryRoute>, dependencies: Dependencies) -> PlainCoordinator<NurseryRoute> {
        PlainCoordinator()
    }
}

enum TreeKind: String, LinkValue, CaseIterable {
    case apple, pear
    init?(linkText: String) { self.init(rawValue: linkText) }
    var linkText: String { rawValue }
    static var linkTypeDescription: String { "TreeKind" }
}

struct TooFewRows: Error {}

enum OrchardRoute: Route {
    case root, tree(id: Int, note: String?), kind(TreeKind), plot(PlotCode), rows(Int), search(text: String, page: Int?)
}

struct OrchardModule: FeatureModule {
    var segment: String { "orchard" }
    var rootRoute: OrchardRoute { .root }
    var codec: DeepLinkCodec<OrchardRoute> {
        let root = DeepLinkRule<OrchardRoute>(.root, path: [])
        let tree = DeepLinkRule(
            "tree", path: "trees" / PathParameter<Int>("id") & QueryParameter<String?>("note"),
            parse: { OrchardRoute.tree(id: $0, note: $1) })
        let kind = DeepLinkRule("kind", path: "kinds" / PathParameter<TreeKind>("kind"), parse: { OrchardRoute.kind($0) })
        let plot = DeepLinkRule("plot", path: "plots" / PathParameter<PlotCode>("code"), parse: { OrchardRoute.plot($0) })
        let rows = DeepLinkRule("rows", path: "rows" / PathParameter<Int>("count")) { (count: Int) throws -> OrchardRoute in
            guard count > 1 else { throw TooFewRows() }
            return .rows(count)
        }
        let search = DeepLinkRule(
            "search", path: "search" & QueryParameter<String>("q") & QueryParameter<Int?>("page"),
            parse: { OrchardRoute.search(text: $0, page: $1) })
        return DeepLinkCodec([tree, kind, plot, rows, search, root]) { route in
            switch route {
            case .root: root.link()
            case .tree(let id, let note): tree.link(id, note)
            case .kind(let value): kind.link(value)
            case .plot(let code): plot.link(code)
            case .rows(let count): rows.link(count)
            case .search(let text, let page): search.link(text, page)
            }
        }
    }
    @MainActor func makeCoordinator(navigator: Navigator<OrchardRoute>, dependencies: Dependencies) -> PlainCoordinator<OrchardRoute> {
        PlainCoordinator()
    }
}

/// The orchard with one sample of its own, for a tree.
struct SampledOrchardModule: ModuleSamples {
    var segment: String { "orchard" }
    var rootRoute: OrchardRoute { .root }
    var codec: DeepLinkCodec<OrchardRoute> { OrchardModule().codec }
    var sampleRoutes: [OrchardRoute] { [.tree(id: 7, note: "old")] }
    @MainActor func makeCoordinator(navigator: Navigator<OrchardRoute>, dependencies: Dependencies) -> PlainCoordinator<OrchardRoute> {
        PlainCoordinator()
    }
}
