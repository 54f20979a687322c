import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import CoordinatorKitTooling
import Foundation
import Testing

/// Root-level query routes, string ids beside module names, and where a link's screens
/// land (issue 22).
@MainActor
struct LinkFormsTests {
    // MARK: Root-level query routes

    @Test func queryOnAModuleRootParsesToItsRuleAndPrintsBack() throws {
        let root = try makeSocialRoot()
        try root.open(link: "social://timeline?filter=local")
        #expect(root.stackRoutes == [timeline(.filtered(.local))])
        #expect(root.currentLink?.path == "timeline?filter=local")
        #expect(root.currentURL?.absoluteString == "social://timeline?filter=local")
    }

    @Test func moduleAloneStaysItsRoot() throws {
        let root = try makeSocialRoot()
        try root.open(link: "social://timeline?filter=local")
        try root.open(link: "social://timeline")
        #expect(root.stackRoutes.isEmpty)
        #expect(root.currentLink?.path == "timeline")
    }

    @Test func badValueOfARootQueryIsATypedErrorAndChangesNothing() throws {
        let root = try makeSocialRoot()
        try root.open(link: "social://timeline/status/abc")
        let before = root.state
        #expect(throws: NavigationError.invalidLink(.invalidQueryValue(
            key: "filter", value: "holiday", expected: "one of local, federated"))) {
            try root.open(link: "social://timeline?filter=holiday")
        }
        #expect(root.state == before)
    }

    @Test func rootQueryAheadOfFurtherScreensRebuildsTheStack() throws {
        let root = try makeSocialRoot()
        try root.open(link: "social://timeline/status/abc?filter=federated")
        #expect(root.stackRoutes == [timeline(.filtered(.federated)), timeline(.status(id: "abc"))])
        #expect(root.currentLink?.path == "timeline/status/abc?filter=federated")
    }

    @Test func rootQueryOfAModuleEnteredMidLinkIsRead() throws {
        let root = try makeSocialRoot()
        try root.open(link: "social://people/ada/timeline?filter=local")
        #expect(root.state.selectedTab == "people")
        #expect(root.stackRoutes == [people(.person(handle: "ada")), timeline(.filtered(.local))])
    }

    @Test func codecParsesARootQueryWithoutSegments() throws {
        let codec = TimelineModule().codec
        #expect(try codec.parse(DeepLink(segments: [], queryItems: [LinkQueryItem(name: "filter", value: "local")]))
            == .filtered(.local))
        #expect(try codec.parse(DeepLink(segments: [])) == .home)
    }

    // MARK: String ids and module names

    @Test func allLetterStringIdsAreRead() throws {
        let root = try makeSocialRoot()
        try root.open(link: "social://timeline/status/hello")
        #expect(root.stackRoutes == [timeline(.status(id: "hello"))])
    }

    @Test func aModuleNameEndsAStringParametersRun() throws {
        let root = try makeSocialRoot()
        try root.open(link: "social://timeline/status/abc/people/ada")
        #expect(root.stackRoutes == [timeline(.status(id: "abc")), people(.person(handle: "ada"))])
        #expect(root.currentLink?.path == "timeline/status/abc/people/ada")
    }

    @Test func aStringParameterTakesAModuleNameOnlyAfterAWordWhereNothingElseReadsIt() throws {
        let root = try makeSocialRoot()
        try root.open(link: "social://timeline/status/people")
        #expect(root.stackRoutes == [timeline(.status(id: "people"))])
        #expect(root.currentLink?.path == "timeline/status/people")
        // Right after a module's segment, a module's name hands the link on.
        try root.open(link: "social://people/timeline")
        #expect(root.stackRoutes == [timeline(.home)])
    }

    // MARK: Unreachable rules

    @Test func aRuleShadowedByAnEarlierOneIsARegistrationError() {
        var registry = ModuleRegistry()
        #expect(throws: RegistrationError.unreachableRule("name", module: "shadow", shadowedBy: "id")) {
            try registry.register(ShadowModule(second: .name))
        }
    }

    @Test func aSecondRootQueryRuleWithTheSameItemsIsARegistrationError() {
        var registry = ModuleRegistry()
        #expect(throws: RegistrationError.unreachableRule("sorted", module: "shadow", shadowedBy: "filtered")) {
            try registry.register(ShadowModule(second: .sameQuery))
        }
    }

    @Test func aSecondRootRuleIsARegistrationError() {
        var registry = ModuleRegistry()
        #expect(throws: RegistrationError.unreachableRule("other", module: "shadow", shadowedBy: "home")) {
            try registry.register(ShadowModule(second: .secondRoot))
        }
    }

    @Test func theCurrentTabMarkerIsNotAModuleSegment() {
        var registry = ModuleRegistry()
        #expect(throws: RegistrationError.invalidSegment("~", module: "~")) {
            try registry.register(StandInModule<TildeTag>(segment: "~", routes: [.route("list", path: [])]))
        }
    }

    // MARK: The round-trip helper

    @Test func roundTripFailsOnADeliberatelyUnreachableRule() {
        #expect(roundTripProblems(of: ShadowModule(second: .none)) == [])
        #expect(roundTripProblems(of: ShadowModule(second: .name)) == [
            RegistrationError.unreachableRule("name", module: "shadow", shadowedBy: "id").description
        ])
    }

    @Test func roundTripResolvesThroughTheRegistryAsALinkWould() throws {
        var registry = ModuleRegistry()
        try registry.register(ClashingModule())
        #expect(roundTripProblems(in: registry) == [])
        try registry.register(PeopleModule())
        #expect(roundTripProblems(in: registry) == [
            RegistrationError.routeReadsBackDifferently(
                route: "clash.note(id: \"people\")", link: "clash/people", reason: "read as clash.list, people.directory"
            ).description
        ])
    }

    @Test func roundTripReadsARootLevelQueryRule() {
        #expect(roundTripProblems(of: TimelineModule()) == [])
    }

    // MARK: Where a link's screens land

    @Test func byDefaultALinkLandsOnItsModulesTab() throws {
        let root = try makeSocialRoot()
        try root.open(link: "social://timeline/status/abc")
        try root.open(path: "people/ada")
        #expect(root.state.selectedTab == "people")
        #expect(root.stackRoutes == [people(.person(handle: "ada"))])
    }

    @Test func onTheCurrentTabAnotherModulesScreenIsPushedOnTop() throws {
        let root = try makeSocialRoot()
        try root.open(link: "social://timeline/status/abc")
        try root.open(path: "people/ada", placement: .currentTab)
        #expect(root.state.selectedTab == "timeline")
        #expect(root.stackRoutes == [timeline(.status(id: "abc")), people(.person(handle: "ada"))])
        #expect(root.state.currentTab?.stack.last?.presentation == .push)
        let link = try #require(root.currentLink)
        #expect(link.path == "timeline/status/abc/people/ada")
        let rebuilt = try makeSocialRoot()
        try rebuilt.open(path: link.path)
        #expect(rebuilt.state.tabs == root.state.tabs)
    }

    @Test func theMarkerSaysOnThisTabInTheLinkItself() throws {
        let root = try makeSocialRoot()
        try root.open(link: "social://timeline/status/abc")
        try root.open(link: "social://~/people/ada")
        #expect(root.state.selectedTab == "timeline")
        #expect(root.stackRoutes == [timeline(.status(id: "abc")), people(.person(handle: "ada"))])
        #expect(DeepLink(segments: ["~", "people", "ada"]).placement == .currentTab)
        #expect(DeepLink(segments: ["people", "ada"]).placement == .owningTab)
    }

    @Test func aModuleWithoutTabIsEnteredAsItAsksOnTheCurrentTab() throws {
        let root = try makeSocialRoot()
        try root.open(path: "account/signin", placement: .currentTab)
        #expect(root.stackRoutes == [account(.signIn)])
        #expect(root.state.currentTab?.stack.last?.presentation == .fullScreenCover)
    }

    @Test func onTheCurrentTabAModulesRootIsNotPushedOnItself() throws {
        let root = try makeSocialRoot()
        let before = root.state
        #expect(throws: NavigationError.invalidLink(.repeatedModule(segment: "timeline", position: 1))) {
            try root.open(path: "~/timeline")
        }
        #expect(root.state == before)
        try root.open(path: "~/people")
        #expect(root.stackRoutes == [people(.directory)])
    }

    @Test func everyMixOfModulesOnEveryTabPrintsALinkThatRebuildsIt() throws {
        let root = try makeSocialRoot()
        let samples = root.registry.modules.flatMap(\.sampleRoutes)
        for tab in root.registry.tabModules {
            // A module's root pushed on itself is refused (`~/timeline` on the timeline tab).
            for first in samples where first != tab.rootRoute {
                for second in samples where second.module != first.module {
                    try root.open(path: tab.segment)
                    try root.performAsOneChange {
                        try root.open(path: root.registry.linkPath(for: first) ?? "", placement: .currentTab)
                        try root.open(path: root.registry.linkPath(for: second) ?? "", placement: .currentTab)
                    }
                    let link = try #require(root.currentLink, "\(tab.id): \(first), \(second)")
                    let rebuilt = try makeSocialRoot()
                    try rebuilt.open(path: link.path)
                    #expect(rebuilt.state.currentTab == root.state.currentTab, "\(link)")
                }
            }
        }
    }
}

enum TildeTag {}
