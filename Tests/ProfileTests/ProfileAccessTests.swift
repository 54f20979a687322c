import CoordinatorKit
import CoordinatorKitTesting
import Testing

@testable import Profile

@MainActor
struct ProfileAccessTests {
    @Test func everyProfileRouteNeedsSignIn() {
        for route in ProfileModule().sampleRoutes {
            #expect(route.requirements == [.signedIn], "\(route)")
        }
    }

    @Test func signedOutEditLinkShowsSignInCoverWithTheLinkPending() throws {
        let (root, _) = try makeProfileRoot(signedIn: false)
        let profileTabBefore = root.state[tab: "profile"]
        try root.open(link: "recipes://profile/edit")

        #expect(root.state.selectedTab == "home")
        #expect(root.state.currentTab?.root.route == home("feed"))
        #expect(root.stackRoutes == [auth("signIn")])
        #expect(root.state.topEntry?.presentation == .fullScreenCover)
        let pending = try #require(root.state.pending)
        #expect(pending.requirement == .signedIn)
        #expect(pending.request == "recipes://profile/edit")
        #expect(pending.target.id == "profile")
        #expect(pending.target.stack.map(\.route) == [profile(.edit)])
        #expect(root.state[tab: "profile"] == profileTabBefore)
    }

    @Test func signingInResumesThePendingEditLinkOnce() throws {
        let (root, gate) = try makeProfileRoot(signedIn: false)
        try root.open(link: "recipes://profile/edit")

        gate.granted.insert(.signedIn)
        try root.perform(.accessDidChange)

        #expect(root.state.selectedTab == "profile")
        #expect(root.state.currentTab?.root.route == profile(.overview))
        #expect(root.stackRoutes == [profile(.edit)])
        #expect(root.state.pending == nil)
        #expect(root.state[tab: "home"]?.stack == [])
        #expect(root.currentURL?.absoluteString == "recipes://profile/edit")

        let probe = ObservationProbe(root)
        try root.perform(.accessDidChange)
        #expect(probe.changeCount == 0)
    }

    @Test func signedOutProfileRootLinkAlsoAsksForSignIn() throws {
        let (root, _) = try makeProfileRoot(signedIn: false)
        try root.open(link: "recipes://profile")
        #expect(root.state.currentTab?.root.route == home("feed"))
        #expect(root.stackRoutes == [auth("signIn")])
        #expect(root.state.pending?.target.stack == [])
        #expect(root.state.pending?.target.root.route == profile(.overview))
    }

    @Test func selectingTheProfileTabSignedOutAsksForSignIn() throws {
        let (root, _) = try makeProfileRoot(signedIn: false)
        try root.perform(.selectTab( "profile"))
        #expect(root.state.selectedTab == "home")
        #expect(root.state.topEntry?.route == auth("signIn"))
        #expect(root.state.pending?.target.id == "profile")
    }

    @Test func cancellingSignInDropsThePendingLink() throws {
        let (root, gate) = try makeProfileRoot(signedIn: false)
        try root.open(link: "recipes://profile/orders/17")
        try root.perform(.cancelPendingNavigation)

        #expect(root.state.pending == nil)
        #expect(root.state.currentTab?.root.route == home("feed"))
        #expect(root.stackRoutes.isEmpty)

        gate.granted.insert(.signedIn)
        try root.perform(.accessDidChange)
        #expect(root.state.selectedTab == "home")
        #expect(root.state[tab: "profile"]?.stack == [])
    }

    @Test func signingOutLeavesEveryProfileScreen() throws {
        let (root, gate) = try makeProfileRoot(signedIn: true)
        try root.open(link: "recipes://profile/orders/17")

        gate.granted.remove(.signedIn)
        try root.perform(.accessDidChange)

        #expect(root.state.selectedTab == "home")
        #expect(root.state[tab: "profile"]?.stack == [])
        #expect(root.state.currentTab?.root.route == home("feed"))
        #expect(root.stackRoutes.isEmpty)
    }
}
