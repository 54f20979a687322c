import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

@MainActor
struct RootCoordinatorActionsTests {
    let leaveAlert = AlertState(
        id: .leave, title: "Leave?", buttons: [.init("Leave", role: .destructive, action: .leave), .init("Stay", role: .cancel, action: .stay)])

    @Test func showPushesOrPresentsAsTheRouteAsks() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try root.show(LibraryRoute.book(id: 1))
        try root.show(LibraryRoute.vault)
        try root.show(AccountRoute.register, as: .sheet)
        #expect(root.state.currentTab?.stack.map(\.presentation) == [.push, .bottomSheet(detents: [.medium, .large]), .sheet])
    }

    @Test func showingARouteOfNoRegisteredModuleFails() throws {
        enum Stray: Route { case here }
        let root = try makeRoot()
        #expect(throws: NavigationError.unregisteredRoute(type: "Stray")) {
            try root.show(Stray.here)
        }
    }

    @Test func popRemovesOnlyAPushedTopScreen() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/account/signin")
        try root.perform(.pop)
        #expect(root.stackRoutes == [library(.book(id: 1)), account(.signIn)])
        try root.perform(.dismiss)
        #expect(root.stackRoutes == [library(.book(id: 1))])
        try root.perform(.pop)
        #expect(root.stackRoutes == [])
        try root.perform(.pop)
        #expect(root.stackRoutes == [])
    }

    @Test func goBackRemovesTheTopScreenWhateverItsPresentation() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/account/signin")
        try root.perform(.goBack)
        #expect(root.stackRoutes == [library(.book(id: 1))])
    }

    @Test func popToRootStaysInsideTheTopLayer() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/2/account/signin/register")
        try root.perform(.popToRoot)
        #expect(root.stackRoutes == [library(.book(id: 1)), library(.book(id: 2)), account(.signIn)])
    }

    @Test func dismissAllKeepsThePushesBelowTheFirstLayer() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/account/signin")
        try root.show(LibraryRoute.search(query: "x"), as: .sheet)
        try root.perform(.dismissAll)
        #expect(root.stackRoutes == [library(.book(id: 1))])
    }

    @Test func selectingATabKeepsItsStack() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1")
        try root.perform(.selectTab( "shop"))
        try root.perform(.selectTab( "library"))
        #expect(root.stackRoutes == [library(.book(id: 1))])
        #expect(throws: NavigationError.unknownTab("cinema")) { try root.perform(.selectTab( "cinema")) }
    }

    @Test func leavingATabDismissesItsModalLayers() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/account/signin")
        try root.perform(.selectTab( "shop"))
        #expect(root.state[tab: "library"]?.stack.map(\.route) == [library(.book(id: 1))])
    }

    @Test func alertBelongsToTheScreenThatShowedIt() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/2")
        try root.perform(.showAlert(leaveAlert))
        #expect(root.state.currentTab?.alertDepth == 2)
        try root.perform(.pop)
        #expect(root.state.currentTab?.alert == nil)
    }

    @Test func presentingOverAScreenRemovesItsAlert() throws {
        let root = try makeRoot()
        try root.perform(.showAlert(leaveAlert))
        #expect(root.state.currentTab?.root.alert == leaveAlert)
        try root.show(AccountRoute.signIn)
        #expect(root.state.currentTab?.alert == nil)
    }

    @Test func dismissingALayerRemovesTheAlertItShowed() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/account/register")
        try root.perform(.showAlert(leaveAlert))
        try root.perform(.dismiss)
        #expect(root.state.currentTab?.alert == nil)
    }

    @Test func linkArrivingWhileAnAlertIsUpRemovesItInTheSameChange() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1")
        try root.perform(.showAlert(leaveAlert))
        let probe = ObservationProbe(root)
        try root.open(link: "app://library/1/2")
        #expect(root.state.currentTab?.alert == nil)
        #expect(probe.changeCount == 1)
    }

    @Test func answeringAnAlertRemovesItAndTellsTheOwningCoordinator() throws {
        let root = try makeRoot()
        let coordinator = try #require(root.coordinator(of: LibraryCoordinator.self, for: "library"))
        try root.perform(.showAlert(leaveAlert))
        try root.perform(.answerAlert(.stay))
        #expect(root.state.currentTab?.alert == nil)
        #expect(coordinator.alertAnswers == ["leave:stay@shelf"])
        #expect(throws: NavigationError.noAlert) { try root.perform(.answerAlert(.stay)) }
        try root.perform(.showAlert(leaveAlert))
        #expect(throws: NavigationError.unknownAlertAction(AlertState.Action(rawValue: "fly"), available: [.leave, .stay])) {
            try root.perform(.answerAlert(AlertState.Action(rawValue: "fly")))
        }
        #expect(root.state.currentTab?.alert == leaveAlert)
    }

    @Test func everyActionIsOneObservedChange() throws {
        let root = try makeRoot()
        let probe = ObservationProbe(root)
        try root.show(LibraryRoute.book(id: 1))
        try root.perform(.showAlert(leaveAlert))
        try root.perform(.dismissAlert)
        try root.perform(.pop)
        #expect(probe.changeCount == 4)
    }
}

@MainActor
struct RootCoordinatorBatchAndScreenTests {
    @Test func severalActionsPerformedAsOneChangeAreOneObservedChange() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/account/signin")
        let before = root.state
        let probe = ObservationProbe(root)
        let events = EventLog(root)
        try root.performAsOneChange {
            try root.perform(.dismiss)
            try root.show(LibraryRoute.book(id: 2))
        }
        #expect(root.stackRoutes == [library(.book(id: 1)), library(.book(id: 2))])
        #expect(probe.changeCount == 1)
        #expect(events.changes.count == 1)
        #expect(before.applying(root.lastSteps).tabs == root.state.tabs)
    }

    @Test func aBatchThatThrowsAppliesNothing() throws {
        enum Stray: Route { case here }
        let root = try makeRoot()
        let before = root.state
        #expect(throws: NavigationError.unregisteredRoute(type: "Stray")) {
            try root.performAsOneChange {
                try root.show(LibraryRoute.book(id: 2))
                try root.show(Stray.here)
            }
        }
        #expect(root.state == before)
    }

    @Test func moduleCannotShowAnAlertOverAnotherModulesScreen() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/account/signin")
        let account = try #require(root.coordinator(of: AccountCoordinator.self, for: "account"))
        account.navigator.showAlert(AlertState(id: .x, title: "Mine", buttons: []))
        #expect(root.state.currentTab?.alert?.title == "Mine")
        try root.perform(.dismissAlert)
        try root.perform(.dismiss)
        account.navigator.showAlert(AlertState(id: .x, title: "Not mine", buttons: []))
        #expect(root.state.currentTab?.alert == nil)
    }

    @Test func launchSelectsTheFirstTabTheUserMaySee() throws {
        struct VaultModule: FeatureModule {
            enum VaultRoute: Route {
                case door
                var requirements: Set<AccessRequirement> { [.signedIn] }
            }
            final class VaultCoordinator: ModuleCoordinator {
                func screen(for route: VaultRoute) -> StandInScreen { StandInScreen(title: "vault") }
            }
            var segment: String { "vault" }
            var tab: TabDescriptor? { TabDescriptor(title: "Vault", systemImage: "lock") }
            var rootRoute: VaultRoute { .door }
            var codec: DeepLinkCodec<VaultRoute> { DeepLinkCodec([DeepLinkRule(.door, path: [])]) }
            func makeCoordinator(navigator: Navigator<VaultRoute>, dependencies: Dependencies) -> VaultCoordinator {
                VaultCoordinator()
            }
        }
        let root = try RootCoordinator.testing(VaultModule(), LibraryModule(), gate: TestAccessGate())
        #expect(root.state.selectedTab == "library")
    }

    @Test func preciseErrorOfALongerRuleSurvivesAShorterMatch() throws {
        let root = try makeRoot()
        #expect(throws: NavigationError.invalidLink(.invalidParameter(name: "number", value: "two", position: 3, expected: "Int"))) {
            try root.open(link: "app://library/42/chapters/two")
        }
    }
}

@MainActor
struct RefusalTests {
    @Test func refusedCoordinatorNavigationIsReportedNotIgnored() throws {
        let root = try makeRoot(gate: TestAccessGate())
        let before = root.state
        let events = EventLog(root)
        let coordinator = try #require(root.coordinator(of: AccountCoordinator.self, for: "account"))
        let navigator = try Navigator<LibraryRoute>(root: root)
        navigator.show(.vault, as: .push)
        #expect(root.state == before)
        #expect(events.refusals.map(\.command.description) == ["show library.vault as push"])
        #expect(events.refusals.first?.error == .accessDenied(.signedIn))
        coordinator.navigator.show(.register, as: .push)
        #expect(events.refusals.count == 1)
    }
}
