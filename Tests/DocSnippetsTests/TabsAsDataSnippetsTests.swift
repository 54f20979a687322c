import CoordinatorKit
import CoordinatorKitTesting
import Testing

// The code of "Tabs as data": a module that offers its sections as tabs of their own, one
// pinned beside the module's home tab, a link landing in it, saved and restored.

// snippet: pinned-tab-module
enum CookbookRoute: Route {
    case all
    case section(String)
    case recipe(id: Int)
}

struct CookbookModule: FeatureModule {
    var segment: String { "cookbook" }
    var tab: TabDescriptor? { TabDescriptor(title: "Cookbook", systemImage: "book") }
    var rootRoute: CookbookRoute { .all }
    // A section can be pinned as a tab of its own; no other screen can.
    func pinnedTab(showing root: CookbookRoute) -> TabDescriptor? {
        guard case .section(let name) = root else { return nil }
        return TabDescriptor(title: NavigationText(verbatim: name.capitalized), systemImage: "bookmark")
    }
    var codec: DeepLinkCodec<CookbookRoute> {
        let all = DeepLinkRule<CookbookRoute>(.all, path: [])
        let section = DeepLinkRule(
            "section", path: "sections" / PathParameter<String>("name"), parse: { CookbookRoute.section($0) })
        let recipe = DeepLinkRule("recipe", path: PathParameter<Int>("id"), parse: { CookbookRoute.recipe(id: $0) })
        return DeepLinkCodec([all, section, recipe]) { route in
            switch route {
            case .all: all.link()
            case .section(let name): section.link(name)
            case .recipe(let id): recipe.link(id)
            }
        }
    }
    func makeCoordinator(navigator: Navigator<CookbookRoute>, dependencies: Dependencies) -> CookbookCoordinator {
        CookbookCoordinator()
    }
}
// end

@MainActor
final class CookbookCoordinator: ModuleCoordinator {
    /// Sections renamed since a state was saved: a link or a restored tab to the old name
    /// shows the new one.
    var renamed: [String: String] = [:]

    func destination(for route: CookbookRoute) -> CookbookRoute {
        if case .section(let name) = route, let new = renamed[name] { return .section(new) }
        return route
    }

    func screen(for route: CookbookRoute) -> CookbookRoute { route }
}

@MainActor
struct TabsAsDataSnippetsTests {
    @Test func aPinnedSectionIsATabThatLinksLandInAndThatIsSavedAndRestored() throws {
        let root = try RootCoordinator.testing(CookbookModule(), NotesModule(), schemes: ["app"])
        let registry = root.registry
        // snippet: tab-item
        let soups = TabItem(id: "cookbook.soups", root: registry.anyRoute(for: CookbookRoute.section("soups")))
        try root.perform(.arrangeTabs(["cookbook", "notes", soups]))
        // end
        // snippet: pinned-tab-link
        try root.open(link: "app://cookbook/sections/soups/12")    // the tab showing that root
        #expect(root.state.selectedTab == "cookbook.soups")
        #expect(root.currentURL?.absoluteString == "app://cookbook/sections/soups/12")

        try root.open(link: "app://cookbook/sections/salads")      // no tab shows it: the home tab
        #expect(root.state.selectedTab == "cookbook")
        // end
        // snippet: pinned-tab-saved
        let saved = try root.saveState()
        let relaunched = try RootCoordinator.testing(CookbookModule(), NotesModule(), schemes: ["app"])
        #expect(try relaunched.restoreState(from: saved) == .restored)
        #expect(relaunched.state[tab: "cookbook.soups"]?.stack.count == 1)    // the soups and recipe 12
        // end
        #expect(relaunched.state == root.state)
        #expect(registry.tabDescriptor(for: try #require(root.state[tab: "cookbook.soups"]))?.title == NavigationText(verbatim: "Soups"))
    }

    @Test func rolesAndSectionsArrangeTheSidebarAndAnActionOpensItsRoot() throws {
        let root = try RootCoordinator.testing(CookbookModule(), NotesModule(), schemes: ["app"])
        let registry = root.registry
        // snippet: tab-roles
        let section = { (name: String) in registry.anyRoute(for: CookbookRoute.section(name)) }
        try root.perform(.arrangeTabs([
            "cookbook",
            TabItem(id: "notes", role: .search),
            TabItem(id: "cookbook.new", root: section("new"), role: .action(.sheet)),
            TabItem(id: "cookbook.soups", root: section("soups"), section: "Sections"),
            TabItem(id: "cookbook.salads", root: section("salads"), role: .sidebarOnly, section: "Sections"),
        ]))
        try root.perform(.selectTab("cookbook.new"))              // never selected: shows its root
        #expect(root.state.selectedTab == "cookbook")
        #expect(root.state.currentTab?.stack.last?.presentation == .sheet)
        // end
        #expect(root.state.tabItems.map(\.role) == [.tab, .search, .action(.sheet), .tab, .sidebarOnly])
        // snippet: link-alone
        let window = try RootCoordinator.testing(CookbookModule(), NotesModule(), schemes: ["app"])
        try window.perform(.openLink("app://cookbook/12", placement: .alone))
        #expect(window.state.tabIDs == ["cookbook.alone"])              // one tab, no tab bar
        #expect(window.state.currentTab?.root.route == registry.anyRoute(for: CookbookRoute.recipe(id: 12)))
        // end
    }

    @Test func aRestoredTabsRootIsDecidedAgainAsALinksScreenIs() throws {
        let root = try RootCoordinator.testing(CookbookModule(), NotesModule(), schemes: ["app"])
        let registry = root.registry
        let section = { (name: String) in registry.anyRoute(for: CookbookRoute.section(name)) }
        try root.perform(.arrangeTabs(["cookbook", "notes", TabItem(id: "cookbook.new", root: section("new"), role: .action(.sheet))]))
        let saved = try root.saveState()
        // snippet: restored-tab-root-decided-again
        let relaunched = try RootCoordinator.testing(CookbookModule(), NotesModule(), schemes: ["app"])
        try #require(relaunched.coordinator(of: CookbookCoordinator.self, for: "cookbook")).renamed = ["new": "drafts"]
        let outcome = try relaunched.restoreState(from: saved)
        // The action's root passed its coordinator's `destination(for:)` again, and is reported.
        #expect(outcome.dropped == [DroppedScreen(tab: "cookbook.new", depth: 0, reason: .replaced(by: try relaunched.wrap(CookbookRoute.section("drafts"))))])
        #expect(relaunched.state.item(ofTab: "cookbook.new")?.root == section("drafts"))
        // end
    }
}
