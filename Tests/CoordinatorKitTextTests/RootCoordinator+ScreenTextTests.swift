import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import CoordinatorKitText
import Testing

@MainActor
struct RootCoordinatorScreenTextTests {
    private func makeGardenRoot() throws -> RootCoordinator {
        try RootCoordinator.testing(GardenModule(), CellarModule(), schemes: ["app"])
    }

    @Test func textOfTheTopScreenComesFromTheViewModelTheKeptScreenCarries() throws {
        let root = try makeGardenRoot()
        try root.open(link: "app://garden/beds/tulips")
        #expect(root.topScreenText?.title == "Bed of tulips")
        #expect(root.screenText(inTab: "garden", atDepth: 0)?.title == "Bed of roses")
        #expect(root.screenText(inTab: "garden", atDepth: 2) == nil)
    }

    @Test func textForAnEntryOutsideTheStateIsBuiltAndNotKept() throws {
        let root = try makeGardenRoot()
        let entry = NavigationEntry(AnyRoute(GardenRoute.shed, module: "garden"))
        #expect(root.screenText(for: entry)?.title == "Shed")
        let stray = NavigationEntry(AnyRoute(GardenRoute.shed, module: "shop"))
        #expect(root.screenText(for: stray) == nil)
    }

    @Test func aModuleWithoutTextDescriptionsRegistersNavigatesAndShowsPlaceholders() throws {
        let root = try makeGardenRoot()
        try root.open(link: "app://cellar/bottles/7/tasting")
        #expect(root.state.currentTab?.root.route == AnyRoute(CellarRoute.racks, module: "cellar"))
        #expect(root.stackRoutes == [
            AnyRoute(CellarRoute.bottle(id: 7), module: "cellar"), AnyRoute(CellarRoute.tasting, module: "cellar"),
        ])
        #expect(root.state.topEntry?.presentation == .sheet)
        #expect(root.topScreen(of: CellarModule.self)?.route == .tasting)

        let top = try #require(root.topScreenText)
        #expect(top.title == "cellar.tasting")
        #expect(top.lines == ScreenText.placeholder(for: AnyRoute(CellarRoute.tasting, module: "cellar")).lines)
        #expect(top.actions.isEmpty)
        #expect(root.screenText(inTab: "cellar", atDepth: 1)?.title == "cellar.bottle(id: 7)")
        let elsewhere = NavigationEntry(AnyRoute(CellarRoute.racks, module: "cellar"))
        #expect(root.screenText(for: elsewhere)?.title == "cellar.racks")

        try root.perform(.dismiss)
        #expect(root.topScreenText?.title == "cellar.bottle(id: 7)")
        try root.open(link: "app://garden/shed")
        #expect(root.topScreenText?.title == "Shed")
    }
}
