import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

/// A root-level query rule marked ``DeepLinkRule/inPlaceOfRoot()``: its route becomes the
/// home tab's root instead of being pushed on it (issue 35).
@MainActor
struct RootInPlaceTests {
    func inPlaceRoot() throws -> RootCoordinator {
        try RootCoordinator.testing(
            TimelineModule(filterInPlace: true), PeopleModule(), AccountModule(), schemes: ["social"])
    }

    @Test func aQueryOnTheModulesSegmentSetsTheHomeTabsRootAndPrintsBack() throws {
        let root = try inPlaceRoot()
        try root.open(link: "social://timeline/status/abc")
        try root.open(link: "social://timeline?filter=local")
        #expect(root.state.selectedTab == "timeline")
        #expect(root.state[tab: "timeline"]?.root.route == timeline(.filtered(.local)))
        #expect(root.stackRoutes == [])
        #expect(root.currentURL?.absoluteString == "social://timeline?filter=local")
    }

    @Test func furtherScreensArePushedOnTheRootSetInPlace() throws {
        let root = try inPlaceRoot()
        try root.open(link: "social://timeline/status/abc?filter=federated")
        #expect(root.state[tab: "timeline"]?.root.route == timeline(.filtered(.federated)))
        #expect(root.stackRoutes == [timeline(.status(id: "abc"))])
        #expect(root.currentLink?.path == "timeline/status/abc?filter=federated")
    }

    @Test func theModuleAloneGivesTheTabItsOwnRootBack() throws {
        let root = try inPlaceRoot()
        try root.open(link: "social://timeline?filter=local")
        try root.open(link: "social://timeline")
        #expect(root.state[tab: "timeline"]?.root.route == timeline(.home))
        #expect(root.currentLink?.path == "timeline")
    }

    @Test func aPushedFilterBelowTheModulesRootHasNoLinkThatWouldReadBackAsAnotherState() throws {
        let root = try inPlaceRoot()
        try root.open(link: "social://timeline")
        try root.perform(.show(timeline(.filtered(.local))))
        #expect(root.stackRoutes == [timeline(.filtered(.local))])
        #expect(root.state[tab: "timeline"]?.root.route == timeline(.home))
        #expect(root.currentLink == nil)
    }

    @Test func enteredMidLinkTheQueryRouteIsStillPushed() throws {
        let root = try inPlaceRoot()
        try root.open(link: "social://people/ada/timeline?filter=local")
        #expect(root.state.selectedTab == "people")
        #expect(root.stackRoutes == [people(.person(handle: "ada")), timeline(.filtered(.local))])
        #expect(root.state[tab: "timeline"]?.root.route == timeline(.home))
    }

    @Test func aPinnedTabShowingTheRouteStillWins() throws {
        let root = try inPlaceRoot()
        let local = TabItem(id: "timeline.local", root: timeline(.filtered(.local)))
        try root.perform(.arrangeTabs(["timeline", "people", local]))
        try root.open(link: "social://timeline/status/abc?filter=local")
        #expect(root.state.selectedTab == "timeline.local")
        #expect(root.stackRoutes == [timeline(.status(id: "abc"))])
        try root.open(link: "social://timeline?filter=federated")
        #expect(root.state.selectedTab == "timeline")
        #expect(root.state[tab: "timeline"]?.root.route == timeline(.filtered(.federated)))
        #expect(root.currentLink?.path == "timeline?filter=federated")
    }

    @Test func arrangingTabsKeepsAHomeTabWhoseRootWasSetInPlace() throws {
        let root = try inPlaceRoot()
        try root.open(link: "social://timeline/status/abc?filter=local")
        try root.perform(.arrangeTabs(["people", "timeline"]))
        #expect(root.state[tab: "timeline"]?.root.route == timeline(.filtered(.local)))
        #expect(root.state[tab: "timeline"]?.stack.map(\.route) == [timeline(.status(id: "abc"))])
    }

    @Test func aHomeTabWhoseRootWasSetInPlaceIsSavedAndRestored() throws {
        let source = try inPlaceRoot()
        try source.open(link: "social://timeline/status/abc?filter=federated")
        let next = try inPlaceRoot()
        #expect(try next.restoreState(from: try source.saveState()) == .restored)
        #expect(next.state == source.state)
        #expect(next.currentLink?.path == "timeline/status/abc?filter=federated")
    }

    @Test func theModuleRoundTripsWithItsFilterInPlace() {
        #expect(roundTripProblems(of: TimelineModule(filterInPlace: true)) == [])
    }
}
