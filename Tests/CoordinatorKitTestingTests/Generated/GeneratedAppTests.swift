import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// The generator of small apps: a seed makes the same app every time, seven seeds in a row
/// make every tab set, and the app launches, decides and changes its world as it says.
@MainActor
struct GeneratedAppTests {
    @Test func theSameSeedMakesTheSameAppAndAnotherSeedAnother() {
        #expect(GeneratedApp(seed: 9).description == GeneratedApp(seed: 9).description)
        #expect(GeneratedApp(seed: 9).description != GeneratedApp(seed: 16).description)
    }

    @Test func sevenSeedsInARowMakeEveryTabSet() {
        let tabSets = (UInt64(40)..<47).map { GeneratedApp(seed: $0).tabSet }
        #expect(Set(tabSets) == Set(GeneratedApp.TabSet.allCases))
    }

    @Test(arguments: UInt64(0)..<7)
    func eachTabSetLaunchesAsItSays(seed: UInt64) throws {
        let app = GeneratedApp(seed: seed)
        let subject = try app.makeSubject()
        let state = subject.root.state
        let roles = state.tabItems.map(\.role)
        switch app.tabSet {
        case .homeTabs:
            #expect(state.tabIDs == subject.root.registry.tabModules.map(\.id), "\(app)")
        case .oneTab:
            #expect(state.tabIDs.count == 1, "\(app)")
        case .withAction:
            #expect(roles.contains(.action(.sheet)), "\(app)")
        case .withSidebarOnly:
            #expect(roles.last == .sidebarOnly, "\(app)")
        case .withPinnedTab:
            #expect(state.tabItems.last?.root?.kind == "notes.detail", "\(app)")
            #expect(subject.pinnableTabs.map(\.id) == [state.tabIDs[state.tabIDs.count - 1]], "\(app)")
        case .everyRootGuarded:
            #expect(state.tabs.allSatisfy { !$0.root.route.requirements.isEmpty }, "\(app)")
        case .aloneWindow:
            // Opened alone, or waiting for its requirement to be shown alone.
            let tab = state.pending?.target.id ?? state.selectedTab
            #expect(tab?.rawValue.hasSuffix(".alone") == true, "\(app)")
        }
    }

    @Test func grantingByItsFlowResumesTheNavigationThatWaitedForIt() throws {
        // Seed 0: the notes' editor needs sign-in, which the auth module's sheet grants.
        let app = GeneratedApp(seed: 0)
        let subject = try app.makeSubject()
        #expect(subject.worldActions.map(\.name) == [
            "grant signedIn", "grant signedIn by its flow", "revoke signedIn", "entries turn private", "entries turn public",
        ])
        #expect(subject.perform(.command(.openLink, "app://notes/editor")) == .performed)
        #expect(subject.root.state.pending?.requirement == .signedIn)
        #expect(subject.perform(.world("grant signedIn by its flow")) == .performed)
        #expect(subject.root.state.pending == nil)
        #expect(subject.root.state.topEntry?.route.description == "notes.editor")
        #expect(subject.world() == "granted: signedIn")
    }

    @Test func anEntryShowsAsItsGuardedTwinWhileEntriesArePrivate() throws {
        // Seed 0: the photos module decides its entries from the world's data.
        let subject = try GeneratedApp(seed: 0).makeSubject()
        subject.perform(.world("grant signedIn"))
        #expect(subject.perform(.command(.openLink, "app://photos/entry/12")) == .performed)
        #expect(subject.root.state.topEntry?.route.description == "photos.entry(12)")
        subject.perform(.world("entries turn private"))
        #expect(subject.root.state.topEntry?.route.description == "photos.privateEntry(12)")
        #expect(subject.root.state.topEntry?.route.requirements == [.signedIn])
        #expect(subject.world() == "granted: signedIn; entries private")
    }
}
