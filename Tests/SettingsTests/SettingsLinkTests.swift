import CoordinatorKit
import CoordinatorKitTesting
import Testing

@testable import Settings

@MainActor
struct SettingsLinkTests {
    @Test func settingsLinkSelectsSettingsTabAtItsRoot() throws {
        let root = try RootCoordinator.testing(
            StandInModule.profile, SettingsModule(), schemes: ["recipes"], gate: TestAccessGate(granted: [.signedIn]))
        try root.open(link: "recipes://profile/orders")
        try root.open(link: "recipes://settings")
        #expect(root.state.selectedTab == "settings")
        #expect(root.state.currentTab?.root.route == settings(.main))
        #expect(root.stackRoutes.isEmpty)
        #expect(root.currentURL?.absoluteString == "recipes://settings")
    }

    @Test func allergiesLinkPushesAllergiesOnSettingsTab() throws {
        let root = try makeSettingsRoot()
        try root.open(link: "recipes://settings/allergies")
        #expect(root.state.selectedTab == "settings")
        #expect(root.state.currentTab?.root.route == settings(.main))
        #expect(root.stackRoutes == [settings(.allergies)])
        #expect(root.state.currentTab?.stack.map(\.presentation) == [.push])
    }

    @Test func profileSegmentInsideSettingsIsSettingsOwnProfileSettings() throws {
        let account = FakeAccount(isSignedIn: true)
        let root = try makeComposedRoot(account: account)
        let profileTabBefore = root.state[tab: "profile"]
        try root.open(link: "recipes://settings/profile")
        #expect(root.state.selectedTab == "settings")
        #expect(root.state.currentTab?.root.route == settings(.main))
        #expect(root.stackRoutes == [settings(.profileSettings)])
        #expect(root.state[tab: "profile"] == profileTabBefore)
        #expect(root.currentURL?.absoluteString == "recipes://settings/profile")
    }

    @Test func notificationsLinkPushesNotificationsOnSettingsTab() throws {
        let root = try makeSettingsRoot()
        try root.open(link: "recipes://settings/notifications")
        #expect(root.state.currentTab?.root.route == settings(.main))
        #expect(root.stackRoutes == [settings(.notifications)])
    }

    @Test func universalLinkLandsWhereTheCustomSchemeLinkLands() throws {
        let root = try makeSettingsRoot()
        try root.open(link: "https://recipes.example.com/settings/allergies")
        #expect(root.state.currentTab?.root.route == settings(.main))
        #expect(root.stackRoutes == [settings(.allergies)])
        #expect(root.currentURL?.absoluteString == "recipes://settings/allergies")
    }

    @Test func linkReplacesSettingsStackInOneChange() throws {
        let root = try makeSettingsRoot()
        try root.open(link: "recipes://settings/notifications")
        let probe = ObservationProbe(root)
        try root.open(link: "recipes://settings/allergies")
        #expect(probe.changeCount == 1)
        #expect(root.stackRoutes == [settings(.allergies)])
    }

    @Test func everyRouteRoundTripsThroughTheCodec() {
        #expect(roundTripProblems(of: SettingsModule()) == [])
    }

    @Test func everyRouteRoundTripsThroughTheRoot() throws {
        let module = SettingsModule()
        for route: SettingsRoute in [.main, .allergies, .allergyPicker, .profileSettings, .notifications] {
            let root = try makeSettingsRoot()
            let components = try #require(module.codec.components(for: route))
            let link = DeepLink(segments: [module.segment] + components.segments, queryItems: components.queryItems)
                .url(scheme: "recipes")
            try root.open(link: link)
            #expect(root.state.topEntry?.route == settings(route), "\(link)")
            let printed = try #require(root.currentURL?.absoluteString)
            #expect(printed == link)

            let state = root.state
            try root.open(link: "recipes:///")
            try root.open(link: printed)
            #expect(root.state == state, "\(link) does not resolve back to the same state")
        }
    }

    @Test func unknownSegmentIsRejectedAndChangesNothing() throws {
        let root = try makeSettingsRoot()
        try root.open(link: "recipes://settings/allergies")
        let before = root.state
        #expect(throws: NavigationError.invalidLink(
            .unknownSegment("privacy", position: 1, expected: ["allergies", "notifications", "profile", "settings"]))
        ) {
            try root.open(link: "recipes://settings/privacy")
        }
        #expect(root.state == before)
    }

    @Test func extraSegmentAfterAScreenIsRejectedAndChangesNothing() throws {
        let root = try makeSettingsRoot()
        let before = root.state
        #expect(throws: NavigationError.invalidLink(
            .unknownSegment("peanuts", position: 2, expected: ["allergies", "notifications", "profile", "settings"]))
        ) {
            try root.open(link: "recipes://settings/allergies/peanuts")
        }
        #expect(root.state == before)
    }

    @Test func profileLinkInAnAppWithoutProfileIsRejected() throws {
        let root = try makeSettingsRoot()
        let before = root.state
        #expect(throws: NavigationError.invalidLink(.unknownSegment("profile", position: 0, expected: ["settings"]))) {
            try root.open(link: "recipes://profile/edit")
        }
        #expect(root.state == before)
    }
}
