import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import CoordinatorKitTooling
import Testing

/// The link checks over a composed registry: sample routes read back, printing that
/// refuses what would read back differently, and links on the current tab.
@MainActor
struct ModuleRegistryLinkChecksTests {
    @Test func aValueNamingAModuleIsAPrintingErrorNotAWrongLink() throws {
        // A value right after the module's segment names a module there: the link would
        // read as that module, so printing refuses it.
        let root = try makeSocialRoot()
        try root.perform(.selectTab("people"))
        try root.show(PeopleRoute.person(handle: "timeline"))
        #expect(root.currentLink == nil)
        #expect(throws: LinkPrintingError.valueNamesModule(route: "people.person(handle: \"timeline\")", value: "timeline")) {
            _ = try root.registry.checkedLink(for: root.state)
        }
        // After a fixed word nothing else reads it, so it prints and reads back.
        try root.perform(.selectTab("timeline"))
        try root.show(TimelineRoute.status(id: "people"))
        #expect(try root.registry.checkedLink(for: root.state).path == "timeline/status/people")
    }

    @Test func aStateNoLinkRebuildsNamesTheLinkThatWouldReadBackDifferently() throws {
        let registry = try makeSocialRoot().registry
        let rootOnItself = NavigationState(
            selectedTab: "timeline",
            tabs: [TabState(id: "timeline", root: timeline(.home), stack: [NavigationEntry(timeline(.home))])])
        #expect(throws: LinkPrintingError.readsBackDifferently(link: "timeline")) {
            _ = try registry.checkedLink(for: rootOnItself)
        }
        // With People shown as a tab, its screen's link selects that tab instead.
        let otherTabsScreen = NavigationState(
            selectedTab: "timeline",
            tabs: [
                TabState(
                    id: "timeline", root: timeline(.home),
                    stack: [NavigationEntry(route: people(.person(handle: "ada")), presentation: .sheet)]),
                TabState(id: "people", root: people(.directory)),
            ])
        #expect(throws: LinkPrintingError.readsBackDifferently(link: "timeline/people/ada")) {
            _ = try registry.checkedLink(for: otherTabsScreen)
        }
    }

    @Test func aStateWithoutASelectedTabHasNoLink() throws {
        let registry = try makeSocialRoot().registry
        #expect(throws: LinkPrintingError.routeHasNoLink(route: "(no selected tab)")) {
            _ = try registry.checkedLink(for: NavigationState(selectedTab: nil, tabs: []))
        }
    }

    @Test func aSampleRouteWhoseLinkReadsBackDifferentlyIsARegistrationError() throws {
        var registry = ModuleRegistry()
        try registry.register(TimelineModule())
        try registry.register(PeopleModule())
        try registry.register(ClashingModule())
        #expect(throws: RegistrationError.routeReadsBackDifferently(
            route: "clash.note(id: \"people\")", link: "clash/people", reason: "read as clash.list, people.directory")) {
            try registry.checkLinks()
        }
    }

    @Test func theDemoStyleModulesHaveNoUnreachableRule() throws {
        var registry = ModuleRegistry()
        try registry.register(TimelineModule())
        try registry.register(PeopleModule())
        try registry.register(ShadowModule(second: .none))
        try registry.checkLinks()
    }

    @Test func linkOnTheCurrentTabPrintsTheMarkerAndReadsBack() throws {
        let root = try makeSocialRoot()
        let routes = [people(.person(handle: "ada")), timeline(.status(id: "x"))]
        let link = try #require(root.registry.linkOnCurrentTab(for: routes))
        #expect(link.path == "~/people/ada/timeline/status/x")
        #expect(link.url(scheme: "social") == "social://~/people/ada/timeline/status/x")
        try root.open(link: link.url(scheme: "social"))
        #expect(root.state.selectedTab == "timeline")
        #expect(root.stackRoutes == routes)
    }
}
