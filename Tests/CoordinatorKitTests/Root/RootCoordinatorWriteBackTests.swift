import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

@MainActor
struct RootCoordinatorWriteBackTests {
    let leave = AlertState(
        id: AlertState.ID(rawValue: "leave"), title: "Leave?",
        buttons: [.init("Leave", role: .destructive, action: AlertState.Action(rawValue: "leave")), .init("Stay", role: .cancel, action: AlertState.Action(rawValue: "stay"))])

    private func layer(_ root: RootCoordinator, _ index: Int) throws -> TabState.Layer {
        let layers = try #require(root.state.currentTab?.layers)
        return try #require(layers.indices.contains(index) ? layers[index] : nil)
    }

    @Test func shorterPathPopsThatLayerInOneChange() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/2/3")
        let causes = CauseRecorder(root)
        let base = try layer(root, 0)
        try root.perform(.writeBack(.path(Array(base.pathIDs.prefix(1)), of: base.id)))
        #expect(root.stackRoutes == [library(.book(id: 1))])
        #expect(causes.causes == ["writeBack path"])
    }

    @Test func pathThatIsNotAShorterPrefixIsIgnored() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/2")
        let causes = CauseRecorder(root)
        let base = try layer(root, 0)
        let other = EntryID(tab: "library", depth: 1, route: library(.book(id: 9)), presentation: .push)
        try root.perform(.writeBack(.path(base.pathIDs, of: base.id)))
        try root.perform(.writeBack(.path([other], of: base.id)))
        try root.perform(.writeBack(.path(base.pathIDs + [other], of: base.id)))
        #expect(root.stackRoutes == [library(.book(id: 1)), library(.book(id: 2))])
        #expect(causes.causes.isEmpty)
    }

    @Test func shorterPathOfALowerLayerTakesTheLayersAbove() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/2/account/signin")
        let base = try layer(root, 0)
        try root.perform(.writeBack(.path([], of: base.id)))
        #expect(root.stackRoutes == [])
    }

    @Test func nilLayerDismissesItAndEveryLayerAbove() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/account/signin/register")
        try root.show(LibraryRoute.search(query: "q"), as: .sheet)
        let causes = CauseRecorder(root)
        try root.perform(.writeBack(.layerDismissed(try layer(root, 1).id)))
        #expect(root.stackRoutes == [library(.book(id: 1))])
        #expect(causes.causes == ["writeBack layerDismissed"])
    }

    @Test func dismissingTheBaseLayerOrALayerNoLongerThereDoesNothing() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/account/signin")
        let cover = try layer(root, 1)
        try root.perform(.dismiss)
        let causes = CauseRecorder(root)
        try root.perform(.writeBack(.layerDismissed(cover.id)))
        try root.perform(.writeBack(.layerDismissed(try layer(root, 0).id)))
        #expect(root.stackRoutes == [library(.book(id: 1))])
        #expect(causes.causes.isEmpty)
    }

    @Test func detentDragIsStateAndARepeatedOrUnofferedDetentIsIgnored() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try root.show(LibraryRoute.vault)
        let sheet = try layer(root, 1)
        let causes = CauseRecorder(root)
        try root.perform(.writeBack(.detentSelected(.large, of: sheet.id)))
        try root.perform(.writeBack(.detentSelected(.large, of: sheet.id)))
        try root.perform(.writeBack(.detentSelected(.fraction(0.2), of: sheet.id)))
        #expect(try layer(root, 1).selectedDetent == .large)
        #expect(causes.causes == ["writeBack detentSelected"])
        try root.perform(.writeBack(.detentSelected(.medium, of: sheet.id)))
        #expect(try layer(root, 1).selectedDetent == .medium)
    }

    @Test func fittingDetentIsSelectedSavedAndRestoredLikeAnyOther() throws {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        let detents: [Detent] = [.fitting(maximumHeight: 420), .large]
        try root.show(AccountRoute.register, as: .bottomSheet(detents: detents))
        let sheet = try layer(root, 1)
        #expect(sheet.detents == detents)
        #expect(sheet.selectedDetent == .fitting(maximumHeight: 420))
        #expect(Detent.fitting(maximumHeight: 420).name == "fitting(≤420.0)")
        try root.perform(.writeBack(.detentSelected(.large, of: sheet.id)))
        let restored = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        try restored.restoreState(from: try root.saveState())
        #expect(restored.state == root.state)
        #expect(restored.state.currentTab?.layers.last?.selectedDetent == .large)
    }

    @Test func answerBeforeDismissalReachesTheCoordinatorOnce() throws {
        let root = try makeRoot()
        try root.perform(.showAlert(leave))
        let alert = try #require(root.state.currentTab?.alertID)
        let causes = CauseRecorder(root)
        try root.perform(.writeBack(.alertAnswered(alert, action: AlertState.Action(rawValue: "leave"))))
        try root.perform(.writeBack(.alertDismissed(alert)))
        try root.perform(.writeBack(.alertAnswered(alert, action: AlertState.Action(rawValue: "leave"))))
        let coordinator = try #require(root.coordinator(of: LibraryCoordinator.self, for: "library"))
        #expect(coordinator.alertAnswers == ["leave:leave@shelf"])
        #expect(root.state.currentTab?.alert == nil)
        #expect(causes.causes == ["writeBack alertAnswered"])
    }

    @Test func dismissalBeforeAnswerStillDeliversTheAnswerOnce() throws {
        let root = try makeRoot()
        try root.perform(.showAlert(leave))
        let alert = try #require(root.state.currentTab?.alertID)
        let causes = CauseRecorder(root)
        try root.perform(.writeBack(.alertDismissed(alert)))
        try root.perform(.writeBack(.alertAnswered(alert, action: AlertState.Action(rawValue: "stay"))))
        try root.perform(.writeBack(.alertAnswered(alert, action: AlertState.Action(rawValue: "stay"))))
        let coordinator = try #require(root.coordinator(of: LibraryCoordinator.self, for: "library"))
        #expect(coordinator.alertAnswers == ["leave:stay@shelf"])
        #expect(root.state.currentTab?.alert == nil)
        #expect(causes.causes == ["writeBack alertDismissed"])
    }

    @Test func staleAnswersAndDismissalsDoNothing() throws {
        let root = try makeRoot()
        try root.perform(.showAlert(leave))
        let first = try #require(root.state.currentTab?.alertID)
        try root.perform(.dismissAlert)
        try root.perform(.showAlert(leave))
        let causes = CauseRecorder(root)
        try root.perform(.writeBack(.alertAnswered(first, action: AlertState.Action(rawValue: "leave"))))
        try root.perform(.writeBack(.alertDismissed(first)))
        #expect(root.state.currentTab?.alert == leave)

        let second = try #require(root.state.currentTab?.alertID)
        try root.perform(.writeBack(.alertDismissed(second)))
        try root.show(LibraryRoute.book(id: 1))
        try root.perform(.writeBack(.alertAnswered(second, action: AlertState.Action(rawValue: "leave"))))
        let coordinator = try #require(root.coordinator(of: LibraryCoordinator.self, for: "library"))
        #expect(coordinator.alertAnswers.isEmpty)
        #expect(causes.causes == ["writeBack alertDismissed", "show"])
    }

    @Test func answerWithAnActionTheAlertDoesNotHaveIsIgnored() throws {
        let root = try makeRoot()
        try root.perform(.showAlert(leave))
        let alert = try #require(root.state.currentTab?.alertID)
        try root.perform(.writeBack(.alertAnswered(alert, action: AlertState.Action(rawValue: "explode"))))
        #expect(root.state.currentTab?.alert == leave)
    }

    @Test func reselectingTheSelectedTabPopsItToItsRootInOneChange() throws {
        let root = try makeRoot()
        try root.open(link: "app://library/1/2/account/signin")
        try root.perform(.showAlert(leave))
        let causes = CauseRecorder(root)
        let probe = ObservationProbe(root)
        try root.perform(.writeBack(.tabSelected("library")))
        #expect(root.stackRoutes == [])
        #expect(root.state.currentTab?.alert == nil)
        #expect(causes.causes == ["writeBack tabSelected"])
        #expect(probe.changeCount == 1)
        try root.perform(.writeBack(.tabSelected("library")))
        #expect(causes.causes.count == 1)
    }

    @Test func reselectionCanBeTurnedOff() throws {
        let root = try makeRoot()
        root.popsToRootOnReselection = false
        try root.open(link: "app://library/1")
        try root.perform(.writeBack(.tabSelected("library")))
        #expect(root.stackRoutes == [library(.book(id: 1))])
    }

    @Test func tabSelectionIsANonOptionalValueWhoseSetterIsTheWriteBack() throws {
        let root = try makeRoot()
        let selection = try #require(root.tabSelection)
        #expect(selection.tab == "library")
        let causes = CauseRecorder(root)
        selection.tab = "shop"
        #expect(root.state.selectedTab == "shop")
        #expect(selection.tab == "shop")
        #expect(causes.causes == ["writeBack tabSelected"])
    }

    @Test func appWithoutModulesHasNoTabSelection() throws {
        let root = RootCoordinator(registry: ModuleRegistry(), configuration: DeepLinkConfiguration(schemes: ["app"]))
        #expect(root.tabSelection == nil)
    }

    @Test func appWithoutTabModulesSelectsItsSingleStack() throws {
        let root = try RootCoordinator.testing(AccountModule())
        #expect(root.tabSelection?.tab == "account")
    }

    @Test func tappingAGuardedTabShowsTheGrantingScreenOverTheCurrentTab() throws {
        let gate = TestAccessGate(grantingRoutes: [.signedIn: StandInModule.auth.anyRoute("signIn").base])
        let root = try RootCoordinator.testing(StandInModule.home, StandInModule.profile, StandInModule.auth, gate: gate)
        try root.perform(.writeBack(.tabSelected("profile")))
        #expect(root.state.selectedTab == "home")
        #expect(root.stackRoutes == [StandInModule.auth.anyRoute("signIn")])
        #expect(root.state.pending?.target.id == "profile")
    }
}
