import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

@MainActor
struct BindingIdentityTests {
    let confirm = AlertState(id: AlertState.ID(rawValue: "confirm"), title: "Sure?", buttons: [.init("OK", action: AlertState.Action(rawValue: "ok"))])

    @Test func entryIdentityStaysWhileAnAlertComesAndGoes() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/2")
        let before = try #require(root.state.currentTab?.layers.first)
        try root.perform(.showAlert(confirm))
        let during = try #require(root.state.currentTab?.layers.first)
        try root.perform(.dismissAlert)
        let after = try #require(root.state.currentTab?.layers.first)
        #expect(during.pathIDs == before.pathIDs)
        #expect(after.pathIDs == before.pathIDs)
        #expect(during.id == before.id)
        #expect(during.path != before.path)
    }

    @Test func equalRoutesAtDifferentDepthsHaveDifferentIdentities() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/1")
        let path = try #require(root.state.currentTab?.layers.first?.pathIDs)
        #expect(path.map(\.route) == [library(.book(id: 1)), library(.book(id: 1))])
        #expect(path.map(\.depth) == [1, 2])
        #expect(Set(path).count == 2)
    }

    @Test func layersAreNamedByIndexAndFirstScreen() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/2/account/signin/register")
        let layers = try #require(root.state.currentTab?.layers)
        #expect(layers.map(\.id.index) == [0, 1])
        #expect(layers[1].id.root == EntryID(tab: "library", depth: 3, route: account(.signIn), presentation: .fullScreenCover))
        #expect(layers[1].pathIDs.map(\.depth) == [4])
        #expect(root.state.currentTab?.layer(withID: layers[1].id)?.path.map(\.route) == [account(.register)])
        #expect(root.state[tab: "shop"]?.layer(withID: layers[1].id) == nil)
    }

    @Test func twoShowingsOfTheSameAlertHaveDifferentIdentities() throws {
        let root = try makeRoot()
        try root.perform(.showAlert(confirm))
        let first = try #require(root.state.currentTab?.alertID)
        try root.perform(.dismissAlert)
        try root.perform(.showAlert(confirm))
        let second = try #require(root.state.currentTab?.alertID)
        #expect(first.screen == second.screen)
        #expect(first.alert == second.alert)
        #expect(first != second)
        #expect(root.state.isShowing(second))
        #expect(!root.state.isShowing(first))
    }

    @Test func copiesOfAStateShareTheirShowings() throws {
        let root = try makeRoot()
        try root.perform(.showAlert(confirm))
        let copy = root.state
        #expect(copy.currentTab?.alertID == root.state.currentTab?.alertID)
    }

    @Test func selectedDetentDefaultsToTheFirstAndSurvivesRestoration() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try root.show(LibraryRoute.vault)
        let layer = try #require(root.state.currentTab?.layers.last)
        #expect(layer.selectedDetent == .medium)
        #expect(layer.detents == [.medium, .large])
        let plain = String(decoding: try root.state.savedData(registry: root.registry), as: UTF8.self)
        #expect(!plain.contains("\"detent\""))

        try root.perform(.writeBack(.detentSelected(.large, of: layer.id)))
        let data = try root.state.savedData(registry: root.registry)
        #expect(String(decoding: data, as: UTF8.self).contains("\"detent\":1"))
        let restored = try NavigationState(restoring: data, registry: root.registry)
        #expect(restored == root.state)
        #expect(restored.currentTab?.layers.last?.selectedDetent == .large)
        #expect(restored.currentTab?.layers.first?.selectedDetent == nil)
    }
}
