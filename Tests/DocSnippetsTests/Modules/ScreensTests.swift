import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitText
import SharedModels
import Testing

@testable import Settings

/// The code of "Screens", against the real Settings module; the first block's coordinator
/// is a trimmed copy, in a namespace so that its names do not clash with Settings' own.
enum ScreensArticle {
    public enum SettingsRoute: Route {
        case main, allergies

        public var presentation: Presentation { .push }
    }

    // snippet: screens-build-per-route
    @MainActor
    public final class SettingsCoordinator: ModuleCoordinator {
        private let dependencies: Dependencies

        init(dependencies: Dependencies) {
            self.dependencies = dependencies
        }

        private var account: AccountActions { dependencies[AccountActionsKey.self] }

        public func screen(for route: SettingsRoute) -> AnyObject {
            switch route {
            case .main: SettingsMainViewModel(account: account, navigation: self)
            case .allergies: AllergiesViewModel(store: dependencies[AllergyStoreKey.self])
            }
        }
    }
    // end
}

extension ScreensArticle.SettingsCoordinator: SettingsNavigationDelegate {
    func handle(_ event: SettingsNavigationEvent) {}
}

@MainActor
struct ScreensArticleTests {
    @Test func theTrimmedCoordinatorBuildsAScreenPerRoute() {
        let coordinator = ScreensArticle.SettingsCoordinator(dependencies: Dependencies())
        #expect(coordinator.screen(for: .allergies) is AllergiesViewModel)
        let main = coordinator.screen(for: .main) as? SettingsMainViewModel
        #expect(main?.screenText.title == SettingsMainViewModel(account: .signedOut, navigation: coordinator).screenText.title)
    }

    @Test func theScreenOfAnEntryIsItsViewModel() throws {
        let root = try RootCoordinator.testing(SettingsModule(), schemes: ["recipes"])
        try root.open(link: "recipes://settings/allergies")
        // snippet: screens-typed-screen
        let screen = root.screen(inTab: "settings", atDepth: 1, of: SettingsModule.self)
        if let model = screen as? AllergiesViewModel {
            model.avoidedAllergens.insert(.peanuts)   // saved through the model's store
        }
        let top = root.topScreen(of: SettingsModule.self)   // the selected tab's top entry
        // end
        let model = try #require(top as? AllergiesViewModel)
        #expect(model.isAvoided(.peanuts))
    }

    @Test func screensReadAsText() throws {
        let root = try RootCoordinator.testing(SettingsModule(), schemes: ["recipes"])
        try root.open(link: "recipes://settings/allergies")
        let entry = try #require(root.state.topEntry)
        // snippet: screens-as-text
        let text = root.topScreenText                      // what the shell prints
        let other = root.screenText(inTab: "settings", atDepth: 0)
        let preview = root.screenText(for: entry)          // built for the occasion, not kept
        // end
        #expect(text?.title == "Allergies")
        #expect(other?.title == "Settings")
        #expect(preview?.title == text?.title)
    }

    @Test func testsTapThroughTheText() throws {
        let root = try RootCoordinator.testing(SettingsModule(), schemes: ["recipes"])
        try root.open(link: "recipes://settings/allergies")
        // snippet: screens-tap
        try root.tap("Avoid sesame")
        let model = try root.topScreen(as: AllergiesViewModel.self)
        #expect(model.isAvoided(.sesame))
        // end
    }
}
