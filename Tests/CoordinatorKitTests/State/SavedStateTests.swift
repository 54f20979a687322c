import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

/// The library module of a later release: the same id, segment and link rules, but its
/// route enum's cases renamed and reordered.
enum RenamedLibraryRoute: Route {
    case vaultSheet
    case volume(number: Int)
    case home
    case volumeChapter(volume: Int, chapter: Int)
    case find(text: String)

    var presentation: Presentation {
        self == .vaultSheet ? .bottomSheet(detents: [.medium, .large]) : .push
    }
}

struct RenamedLibraryModule: FeatureModule {
    var id: ModuleID { "library" }
    var segment: String { "library" }
    var tab: TabDescriptor? { TabDescriptor(title: "Library", systemImage: "books.vertical") }
    var rootRoute: RenamedLibraryRoute { .home }
    var codec: DeepLinkCodec<RenamedLibraryRoute> {
        let home = DeepLinkRule<RenamedLibraryRoute>(.home, path: [])
        let book = DeepLinkRule(
            "book", path: PathParameter<Int>("id"), parse: { RenamedLibraryRoute.volume(number: $0) })
        let chapter = DeepLinkRule(
            "chapter", path: PathParameter<Int>("book") / "chapters" / PathParameter<Int>("number"),
            parse: { RenamedLibraryRoute.volumeChapter(volume: $0, chapter: $1) })
        let search = DeepLinkRule(
            "search", path: "search" & QueryParameter<String>("q"), parse: { RenamedLibraryRoute.find(text: $0) })
        let vault = DeepLinkRule<RenamedLibraryRoute>(.vaultSheet, path: ["vault"])
        return DeepLinkCodec([home, book, chapter, search, vault]) { route in
            switch route {
            case .home: home.link()
            case .volume(let number): book.link(number)
            case .volumeChapter(let volume, let number): chapter.link(volume, number)
            case .find(let text): search.link(text)
            case .vaultSheet: vault.link()
            }
        }
    }
    @MainActor
    func makeCoordinator(navigator: Navigator<RenamedLibraryRoute>, dependencies: Dependencies) -> StandInCoordinator<RenamedLibraryRoute> {
        StandInCoordinator()
    }
}

@MainActor
struct SavedStateTests {
    private static let envelope = #"{"format":"CoordinatorKit.navigation","version":2,"linkVersion":0,"#
    private nonisolated static let sizeExpected = "expected a popover's or form sheet's WIDTHxHEIGHT, each side finite, positive, at most 10000"

    private func restoring(_ json: String, into root: RootCoordinator) throws -> RestorationOutcome {
        try root.restoreState(from: Data(json.utf8))
    }

    @Test func stateSurvivesRenamingAndReorderingTheRouteEnumsCases() throws {
        let source = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try source.open(link: "app://library/42/chapters/3")
        try source.show(LibraryRoute.search(query: "sea & sky"))
        try source.show(LibraryRoute.vault)
        let next = try RootCoordinator.testing(RenamedLibraryModule(), ShopModule(), gate: TestAccessGate(granted: [.signedIn]))
        #expect(try next.restoreState(from: try source.saveState()) == .restored)
        let routes = try #require(next.state[tab: "library"]).stack.map(\.route)
        #expect(routes == [
            AnyRoute(RenamedLibraryRoute.volumeChapter(volume: 42, chapter: 3), module: "library"),
            AnyRoute(RenamedLibraryRoute.find(text: "sea & sky"), module: "library"),
            AnyRoute(RenamedLibraryRoute.vaultSheet, module: "library"),
        ])
        #expect(next.state[tab: "library"]?.stack.last?.presentation == .bottomSheet(detents: [.medium, .large]))
        #expect(next.currentLink == source.currentLink)
    }

    @Test func aMigrationRewritesPathsWrittenByAnOlderRelease() throws {
        let root = try makeRoot()
        root.stateMigration = StateMigration(linkVersion: 2) { path, version in
            #expect(version == 1)
            return path.replacingOccurrences(of: "library/volume/", with: "library/")
        }
        let json = Self.envelope.replacingOccurrences(of: #""linkVersion":0"#, with: #""linkVersion":1"#)
            + #""selectedTab":"library","tabs":[{"id":"library","root":"library","stack":["library/volume/7"]}]}"#
        #expect(try restoring(json, into: root) == .restored)
        #expect(root.state[tab: "library"]?.stack.map(\.route) == [library(.book(id: 7))])
        #expect(String(decoding: try root.saveState(), as: UTF8.self).contains(#""linkVersion":2"#))
    }

    @Test func aMigrationThatReturnsNilDropsTheScreenAndThoseAboveIt() throws {
        let root = try makeRoot()
        root.stateMigration = StateMigration(linkVersion: 1) { path, _ in path.hasPrefix("library/old") ? nil : path }
        let json = #"{"format":"CoordinatorKit.navigation","version":2,"linkVersion":0,"selectedTab":"library","#
            + #""tabs":[{"id":"library","root":"library","stack":["library/42","library/old","library/43"]}]}"#
        let outcome = try restoring(json, into: root)
        #expect(outcome.dropped == [DroppedScreen(tab: "library", depth: 2, reason: .removedByMigration)])
        #expect(root.state[tab: "library"]?.stack.map(\.route) == [library(.book(id: 42))])
    }

    @Test func pathsOfTheCurrentLinkVersionAreNotMigrated() throws {
        let root = try makeRoot()
        root.stateMigration = StateMigration(linkVersion: 1) { _, _ in
            Issue.record("migrated data that is already current")
            return nil
        }
        let source = try makeRoot()
        source.stateMigration = StateMigration(linkVersion: 1)
        try source.open(link: "app://library/42")
        #expect(try root.restoreState(from: try source.saveState()) == .restored)
    }

    @Test func aTabTheAppNoLongerHasIsLeftOutAndANewTabStartsAtItsRoot() throws {
        let root = try makeRoot()
        let json = Self.envelope + #""selectedTab":"cinema","tabs":[{"id":"cinema","root":"cinema","stack":["cinema/1"]},"#
            + #"{"id":"library","root":"library","stack":["library/42"]}]}"#
        let outcome = try restoring(json, into: root)
        #expect(outcome.dropped == [DroppedScreen(tab: "cinema", depth: 0, reason: .unknownTab("cinema"))])
        #expect(root.state.tabs.map(\.id) == ["library", "shop"])
        #expect(root.state.selectedTab == "library")
        #expect(root.state[tab: "library"]?.stack.map(\.route) == [library(.book(id: 42))])
        #expect(root.state[tab: "shop"]?.stack.isEmpty == true)
    }

    @Test func aRouteThatNoLongerReadsIsLeftOutAsALinkWouldBe() throws {
        let root = try makeRoot()
        let long = String(repeating: "a", count: 255)
        let json = Self.envelope + #""selectedTab":"library","tabs":[{"id":"library","root":"library","#
            + #""stack":["library/42","library/search?q=\#(long)","library/43"]}]}"#
        let outcome = try restoring(json, into: root)
        #expect(outcome.dropped == [DroppedScreen(
            tab: "library", depth: 2, reason: .routeNoLongerParses(.valueTooLong(key: "q", length: 255, limit: 254)))])
        #expect(root.state[tab: "library"]?.stack.map(\.route) == [library(.book(id: 42))])
    }

    @Test func aTabRootOfAnotherModuleBecomesTheModulesRoot() throws {
        let root = try makeRoot()
        let json = Self.envelope + #""selectedTab":"library","tabs":[{"id":"library","root":"shop/promo/A","stack":["library/42"]}]}"#
        let outcome = try restoring(json, into: root)
        #expect(outcome.dropped == [DroppedScreen(tab: "library", depth: 0, reason: .routeNoLongerParses(nil))])
        #expect(root.state[tab: "library"] == TabState(id: "library", root: library(.shelf)))
    }

    @Test func presentationsDetentsAlertsAndPendingNavigationRoundTrip() throws {
        let source = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try source.open(link: "app://library/42")
        try source.perform(.show(library(.book(id: 43)), as: .bottomSheet(detents: [.fraction(0.25), .height(240), .fitting(maximumHeight: 400), .large])))
        let layer = try #require(source.state.currentTab?.layers.last)
        try source.perform(.writeBack(.detentSelected(.fitting(maximumHeight: 400), of: layer.id)))
        try source.perform(.showAlert(AlertState(
            id: .quit, style: .custom("sheet \"x\""), title: "Leave \"now\"?\n— sûr? 🚪", message: "tab\there\u{1}",
            buttons: [.init("Leave", role: .destructive, action: .leave), .init("Stay", role: .cancel, action: .stay)])))
        let data = try source.saveState()
        let restored = try NavigationState(restoring: data, registry: source.registry)
        #expect(restored == source.state)

        let waiting = try makeRoot(gate: TestAccessGate(grantingRoutes: [.signedIn: AccountRoute.signIn]))
        try waiting.open(link: "app://library/vault")
        let pending = try #require(waiting.state.pending)
        let reread = try NavigationState(restoring: try waiting.saveState(), registry: waiting.registry)
        #expect(reread.pending == pending)
        #expect(reread == waiting.state)
    }

    @Test func popoversAndFormSheetsRoundTripWithTheirAnchorsAndSizes() throws {
        let source = try makeRoot()
        try source.open(link: "app://library/42")
        try source.perform(.show(library(.book(id: 43)), as: .popover(anchor: "filter \"x\"", size: PresentationSize(width: 320, height: 420.5))))
        try source.perform(.show(library(.search(query: "a")), as: .formSheet(size: PresentationSize(width: 540, height: 620))))
        try source.perform(.show(library(.book(id: 44)), as: .popover(anchor: "more")))
        try source.perform(.show(library(.book(id: 45)), as: .formSheet()))
        let restored = try NavigationState(restoring: try source.saveState(), registry: source.registry)
        #expect(restored == source.state)
        #expect(restored.currentTab?.layers.compactMap(\.presentation?.name) == [
            "popover(filter \"x\", 320.0x420.5)", "formSheet(540.0x620.0)", "popover(more)", "formSheet"])
    }

    @Test(arguments: [PresentationSize(width: .nan, height: 10), PresentationSize(width: 10, height: 0), PresentationSize(width: 10_001, height: 10)])
    func aSizeThatSavedStateCannotHoldIsNotSaved(size: PresentationSize) throws {
        let root = try makeRoot()
        try root.perform(.show(library(.book(id: 43)), as: .formSheet(size: size)))
        #expect(throws: NavigationError.savingFailed(
            reason: "the size \(size.name) of \(library(.book(id: 43))) is not finite, positive and at most 10000 points")) {
            try root.saveState()
        }
    }

    // Saving refuses what reading would refuse, rather than write data that restores as
    // corrupt and loses the whole state.
    @Test(arguments: [
        ([Detent.height(.infinity)], "height(inf)"), ([.fraction(1.5)], "fraction(1.5)"), ([.height(0)], "height(0.0)"),
        ([.fitting(maximumHeight: -1)], "fitting"), (Array(repeating: Detent.medium, count: 9), "9 detents"),
    ])
    func aBottomSheetThatSavedStateCannotHoldIsNotSaved(detents: [Detent], named: String) throws {
        let root = try makeRoot()
        try root.perform(.show(library(.book(id: 43)), as: .bottomSheet(detents: detents)))
        do {
            _ = try root.saveState()
            Issue.record("saved a bottom sheet with \(detents)")
        } catch {
            guard case .savingFailed(let reason) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(reason.contains(named), "\(reason)")
        }
    }

    @Test func aScreenWhoseRouteNoRulePrintsIsNotSavedNorAnythingAboveIt() throws {
        let root = try RootCoordinator.testing(GardenModule(), LibraryModule())
        try root.open(link: "app://library/42")
        try root.perform(.show(library(.book(id: 43)), as: .push))
        var state = root.state
        state.tabs[1].stack.insert(NavigationEntry(AnyRoute(RenamedLibraryRoute.home, module: "library")), at: 0)
        let restored = try NavigationState(restoring: try state.savedData(registry: root.registry), registry: root.registry)
        #expect(restored.tabs[1].stack.isEmpty)
    }

    @Test(arguments: [
        (#""tabs":[{"id":"library","root":"library","stack":[{"path":"library/42","presentation":"drawer"}]}]}"#,
         "tabs.0.stack.0.presentation: unknown presentation 'drawer'"),
        (#""tabs":[{"id":"library","root":"library","stack":[{"path":"library/42","presentation":"bottomSheet","detents":[]}]}]}"#,
         "tabs.0.stack.0.detents: a bottom sheet needs 1 to 8 detents"),
        (#""tabs":[{"id":"library","root":"library","stack":[{"path":"library/42","presentation":"bottomSheet","detents":["fraction:2"]}]}]}"#,
         "tabs.0.stack.0.detents.0: not a detent"),
        (#""tabs":[{"id":"library","root":"library","stack":[{"path":"library/vault","detent":7}]}]}"#,
         "tabs.0.stack.0.detent: no detent 7"),
        (#""tabs":[{"id":"library","root":"library","stack":[{"path":"library/42","detent":1.5}]}]}"#,
         "tabs.0.stack.0.detent: expected an integer"),
        (#""tabs":[{"id":"library","root":"library","stack":[{"path":"library/42","presentation":"popover"}]}]}"#,
         "tabs.0.stack.0.anchor: missing"),
        (#""tabs":[{"id":"library","root":"library","stack":[{"path":"library/42","presentation":"formSheet","size":"320x0"}]}]}"#,
         "tabs.0.stack.0.size: " + Self.sizeExpected),
        (#""tabs":[{"id":"library","root":"library","stack":[{"path":"library/42","presentation":"formSheet","size":"320x400x2"}]}]}"#,
         "tabs.0.stack.0.size: " + Self.sizeExpected),
        (#""tabs":[{"id":"library","root":"library","stack":[{"path":"library/42","presentation":"popover","anchor":"a","size":"infx400"}]}]}"#,
         "tabs.0.stack.0.size: " + Self.sizeExpected),
        (#""tabs":[{"id":"library","root":"library","stack":[{"path":"library/42","presentation":"sheet","size":"320x400"}]}]}"#,
         "tabs.0.stack.0.size: " + Self.sizeExpected),
        (#""tabs":[{"id":"library","root":"library","stack":[{"path":"library/42","presentation":"formSheet","size":[320,400]}]}]}"#,
         "tabs.0.stack.0.size: expected a string"),
        (#""tabs":[{"id":"library","root":"library","stack":[42]}]}"#, "tabs.0.stack.0: expected a path or an object"),
        (#""tabs":[{"id":"library","root":"library","stack":[]},{"id":"library","root":"library","stack":[]}]}"#,
         "tabs.1.id: tab 'library' appears twice"),
        (#""tabs":[{"id":"library","root":{"path":"library","alert":{"id":"a","style":"alert","title":"t","buttons":[]}},"#
            + #""stack":["library/42"]}]}"#, "tabs.0: an alert that is not on the top screen"),
        (#""tabs":[{"id":"library","root":"library","stack":[{"path":"library/42","alert":{"id":"a","style":"toast","title":"t","buttons":[]}}]}]}"#,
         "tabs.0.stack.0.alert.style: unknown style 'toast'"),
    ])
    func malformedPartsAreCorruptAndKeepTheCurrentState(tail: String, reason: String) throws {
        let root = try makeRoot()
        try root.open(link: "app://shop/promo/B")
        let before = root.state
        #expect(throws: NavigationError.restorationFailed(.corrupt(reason: reason))) {
            try self.restoring(Self.envelope + tail, into: root)
        }
        #expect(root.state == before)
    }

    @Test func dataOverTheSizeLimitIsRefusedBeforeItIsRead() throws {
        let root = try makeRoot()
        let size = NavigationState.maximumSavedSize + 1
        #expect(throws: NavigationError.restorationFailed(.tooLarge(byteCount: size, limit: NavigationState.maximumSavedSize))) {
            try root.restoreState(from: Data(repeating: UInt8(ascii: " "), count: size))
        }
    }

    @Test(arguments: [
        (String(repeating: "[", count: 40), "not JSON: nested deeper than 16 at byte 16"),
        ("{\"format\":\"CoordinatorKit.navigation\",}", "not JSON: expected a key at byte 38"),
        ("{\"format\":\"Coordinator\u{1}Kit\"}", "not JSON: control character in a string at byte 22"),
        (#"{"format":"\ud800"}"#, "not JSON: unpaired surrogate at byte 17"),
        (#"{"version":01}"#, "not JSON: invalid number at byte 11"),
        (#"{"version":1e999}"#, "not JSON: number out of range at byte 11"),
        ("{} {}", "not JSON: text after the document at byte 3"),
    ])
    func textThatIsNotStrictJSONIsCorrupt(text: String, reason: String) throws {
        let root = try makeRoot()
        #expect(throws: NavigationError.restorationFailed(.corrupt(reason: reason))) {
            try self.restoring(text, into: root)
        }
    }

    @Test func invalidUTF8InAStringIsCorrupt() throws {
        let root = try makeRoot()
        var bytes = Array(#"{"format":"ab"#.utf8)
        bytes += [0xC0, 0x80]
        bytes += Array(#""}"#.utf8)
        #expect(throws: NavigationError.restorationFailed(.corrupt(reason: "not JSON: invalid UTF-8 in a string at byte 11"))) {
            try root.restoreState(from: Data(bytes))
        }
    }

    @Test func escapedStringsReadAsTheirText() throws {
        let root = try makeRoot()
        let json = Self.envelope + #""selectedTab":"library","tabs":[{"id":"library","root":"library","#
            + #""stack":["library\/search?q=\u0073ea%20\ud83d\ude80"]}]}"#
        #expect(try restoring(json, into: root) == .restored)
        #expect(root.state[tab: "library"]?.stack.map(\.route) == [library(.search(query: "sea 🚀"))])
    }
}
