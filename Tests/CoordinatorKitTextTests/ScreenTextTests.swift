import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitText
import Testing

@MainActor
struct ScreenTextTests {
    @Test func aPlaceholderIsTitledByItsRouteAndSaysItHasNoTextDescription() throws {
        let registry = try ModuleRegistry.registering(CellarModule())
        let route = try #require(registry.anyRoute(for: CellarRoute.bottle(id: 7)))
        let placeholder = ScreenText.placeholder(for: route)
        #expect(placeholder.title == "cellar.bottle(id: 7)")
        #expect(placeholder.lines.count == 1)
        #expect(placeholder.lines.first?.contains("no text description") == true)
        #expect(placeholder.actions.isEmpty)
    }

    @Test func aStandInScreensTextIsItsTitleAlone() throws {
        let kitchen = StandInModule<StandInTag.Home>(
            segment: "kitchen", tab: TabDescriptor(title: "Kitchen", systemImage: "frying.pan"),
            routes: [.route("counter", path: []), .route("timer", path: ["timer"], takesID: true)])
        let root = try RootCoordinator.testing(kitchen, schemes: ["app"])
        try root.open(link: "app://kitchen/timer/7")
        let screen = try #require(root.topScreen(of: type(of: kitchen)))
        #expect(screen.screenText.title == "timer(7)")
        #expect(screen.screenText.lines.isEmpty)
        #expect(screen.screenText.actions.isEmpty)
    }
}

extension ModuleRegistry {
    /// A registry of the given modules.
    static func registering(_ modules: any FeatureModule...) throws -> ModuleRegistry {
        var registry = ModuleRegistry()
        for module in modules {
            try registry.register(module)
        }
        return registry
    }
}
