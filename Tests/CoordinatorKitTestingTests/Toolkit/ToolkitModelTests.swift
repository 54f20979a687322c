import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

/// The model's presentation rules, each acted out on states a root produces.
@MainActor
struct ToolkitModelTests {
    let note = AlertState(id: AlertState.ID(rawValue: "note"), title: "Note", buttons: [.init("OK", action: AlertState.Action(rawValue: "ok"))])

    private func states(_ changes: (RootCoordinator) throws -> Void...) throws -> [NavigationState] {
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        var states = [root.state]
        for change in changes {
            try change(root)
            states.append(root.state)
        }
        return states
    }

    @Test func presentingFromALayerStillBeingPresentedIsRefusedAndNotTriedAgain() throws {
        let states = try states(
            { try $0.show(LibraryRoute.search(query: "a"), as: .sheet) },
            { try $0.show(LibraryRoute.vault) })
        let model = ToolkitModel()
        model.render(states[1])
        model.render(states[2])
        #expect(model.violations.map(\.rule) == [.presentationEndsWithItsTransition])
        model.runUntilIdle()
        model.render(states[2])
        #expect(!model.shows(states[2]))
        #expect(model.presentedLayers == states[1].currentTab?.layers.dropFirst().map(\.id))
    }

    @Test func presentingWhileTheLayerBelowIsBeingDismissedIsRefused() throws {
        let states = try states(
            { try $0.show(LibraryRoute.search(query: "a"), as: .sheet) },
            { try $0.perform(.dismiss) },
            { try $0.show(LibraryRoute.vault) })
        let model = ToolkitModel()
        model.render(states[1])
        model.runUntilIdle()
        model.render(states[2])
        model.render(states[3])
        #expect(model.violations.map(\.rule) == [.noPresentationDuringTransition])
    }

    @Test func aLayerStillBeingPresentedCannotBeDismissed() throws {
        let states = try states({ try $0.show(LibraryRoute.search(query: "a"), as: .sheet) }, { try $0.perform(.dismiss) })
        let model = ToolkitModel()
        model.render(states[1])
        model.render(states[2])
        #expect(model.violations.map(\.rule) == [.noDismissalDuringPresentation])
    }

    @Test func aPresentationIsUpOnlyWhenItsTransitionHasEnded() throws {
        let states = try states({ try $0.show(LibraryRoute.search(query: "a"), as: .sheet) })
        let sheet = try #require(states[1].currentTab?.layers.last?.id)
        let model = ToolkitModel(transitionDuration: .milliseconds(300))
        model.render(states[1])
        #expect(model.presentedLayers.isEmpty)
        model.advance(by: .milliseconds(299))
        #expect(model.presentedLayers.isEmpty)
        model.advance(by: .milliseconds(1))
        #expect(model.presentedLayers == [sheet])
        #expect(model.events.last?.event == .viewDidAppear(sheet, isBeingPresented: true))
        #expect(model.events.last?.time == .milliseconds(300))
    }

    @Test func onAppearRunsAsThePresentationStarts() throws {
        let states = try states({ try $0.show(LibraryRoute.search(query: "a"), as: .sheet) })
        let sheet = try #require(states[1].currentTab?.layers.last?.id)
        let model = ToolkitModel()
        model.render(states[1])
        #expect(model.events.map(\.event) == [.viewWillAppear(sheet, isBeingPresented: true), .onAppear(sheet)])
        #expect(model.events.first?.time == .zero)
        #expect(ToolkitModel.Event.onAppear(sheet).observedReport == nil)
    }

    @Test func dismissingALayerTakesEverythingAboveAndOnlyTheTopAnimatesOut() throws {
        let states = try states(
            { try $0.show(LibraryRoute.search(query: "a"), as: .sheet) },
            { try $0.show(LibraryRoute.vault) },
            { try $0.perform(.dismissAll) })
        let layers = try #require(states[2].currentTab?.layers.dropFirst().map(\.id))
        let model = ToolkitModel()
        model.render(states[1])
        model.runUntilIdle()
        model.render(states[2])
        model.runUntilIdle()
        let before = model.events.count
        model.render(states[3])
        model.runUntilIdle()
        let dismissalEnds = model.events.dropFirst(before).map(\.event).filter {
            if case .viewDidDisappear(_, true) = $0 { return true }
            return false
        }
        #expect(dismissalEnds == [.viewDidDisappear(layers[1], isBeingDismissed: true)])
        #expect(model.events.dropFirst(before).map(\.event).contains(.onDismiss(layers[0])))
        #expect(model.violations.isEmpty)
        #expect(model.shows(states[3]))
    }

    @Test func anAlertIsAPresentationThatWaitsForTheLayerUnderIt() throws {
        let states = try states(
            { root in
                try root.performAsOneChange {
                    try root.show(LibraryRoute.search(query: "a"), as: .sheet)
                    try root.perform(.showAlert(note))
                }
            })
        let model = ToolkitModel()
        model.render(states[1])
        #expect(model.violations.map(\.rule) == [.presentationEndsWithItsTransition])
    }

    @Test func aFullScreenCoverRemovesThePresentersViewWithoutDismissingIt() throws {
        let states = try states(
            { try $0.show(LibraryRoute.search(query: "a"), as: .sheet) },
            { try $0.show(AccountRoute.register, as: .fullScreenCover) },
            { try $0.perform(.dismiss) })
        let sheet = try #require(states[1].currentTab?.layers.last?.id)
        let model = ToolkitModel()
        model.render(states[1])
        model.runUntilIdle()
        let before = model.events.count
        model.render(states[2])
        model.runUntilIdle()
        let covered = model.events.dropFirst(before).map(\.event)
        #expect(covered.contains(.onDisappear(sheet)))
        #expect(covered.contains(.viewDidDisappear(sheet, isBeingDismissed: false)))
        #expect(covered.allSatisfy { $0.observedReport != .layerDismissed(sheet) })
        let uncovering = model.events.count
        model.render(states[3])
        model.runUntilIdle()
        #expect(model.events.dropFirst(uncovering).map(\.event).contains(.onAppear(sheet)))
        #expect(model.shows(states[3]))
        #expect(model.violations.isEmpty)
    }

    @Test(arguments: [
        Presentation.popover(anchor: "filter", size: PresentationSize(width: 320, height: 400)), .formSheet(), .formSheet(size: PresentationSize(width: 540, height: 600)),
    ])
    func aPopoverOrFormSheetLeavesThePresentersViewAndIsDismissedByTheUserAsASheetIs(presentation: Presentation) throws {
        let states = try states(
            { try $0.show(LibraryRoute.search(query: "a"), as: .sheet) },
            { try $0.show(AccountRoute.register, as: presentation) })
        let sheet = try #require(states[1].currentTab?.layers.last?.id)
        let top = try #require(states[2].currentTab?.layers.last?.id)
        let model = ToolkitModel()
        model.render(states[1])
        model.runUntilIdle()
        let before = model.events.count
        model.render(states[2])
        model.runUntilIdle()
        let covering = model.events.dropFirst(before).map(\.event)
        #expect(covering.contains(.viewDidAppear(top, isBeingPresented: true)))
        #expect(!covering.contains(.onDisappear(sheet)))
        #expect(!covering.contains(.viewDidDisappear(sheet, isBeingDismissed: false)))
        #expect(model.userDismissesTopLayer())
        model.runUntilIdle()
        #expect(model.events.map(\.event).contains(.layerBindingReset(top)))
        #expect(model.violations.isEmpty)
    }

    @Test func anAnimationCompletionWithNothingAnimatedRunsAtOnce() throws {
        let states = try states(
            { try $0.show(LibraryRoute.book(id: 1), as: .push) },
            { try $0.show(LibraryRoute.book(id: 2), as: .overlay) })
        let model = ToolkitModel(transitionDuration: .milliseconds(200))
        var completions: [Duration] = []
        model.render(states[1]) { completions.append(model.now) }
        #expect(completions == [.zero])
        model.render(states[2]) { completions.append(model.now) }
        #expect(completions == [.zero])
        model.runUntilIdle()
        #expect(completions == [.zero, .milliseconds(200)])
        #expect(model.shows(states[2]))
    }

    @Test func aChangedItemReplacesTheSheetOnceTheOldOneHasGone() throws {
        let states = try states(
            { try $0.show(LibraryRoute.search(query: "a"), as: .sheet) },
            { root in
                try root.performAsOneChange {
                    try root.perform(.dismiss)
                    try root.show(LibraryRoute.search(query: "b"), as: .sheet)
                }
            })
        let model = ToolkitModel()
        model.render(states[1])
        model.runUntilIdle()
        model.render(states[2])
        model.runUntilIdle()
        #expect(model.violations.isEmpty)
        #expect(model.shows(states[2]))
    }

    @Test func aScreensOwnPresentationBlocksSwiftUIsNextSheetWhichIsNotTriedAgain() throws {
        let states = try states({ try $0.show(LibraryRoute.search(query: "a"), as: .sheet) })
        let model = ToolkitModel()
        model.render(states[0])
        #expect(model.screenPresentsItsOwn("share sheet"))
        model.runUntilIdle()
        model.render(states[1])
        model.runUntilIdle()
        #expect(model.refusals.map(\.rule) == [.foreignPresentationBlocksThePresenter])
        #expect(model.violations.isEmpty)
        #expect(model.events.isEmpty)
        #expect(model.userDismissesForeignPresentation())
        model.runUntilIdle()
        model.render(states[1])
        #expect(!model.shows(states[1]))
    }

    @Test func aContainerPresentedOverAScreensOwnPresentationIsRefusedAndNeverCompletes() throws {
        let root = try makeRoot()
        let model = ToolkitModel()
        model.setUp(ContainerTree(root.state))
        model.screenPresentsItsOwn("alert")
        model.runUntilIdle()
        #expect(model.presenterIsBusy(at: 0))
        try root.show(LibraryRoute.search(query: "a"), as: .sheet)
        let sheet = try #require(ContainerTree(root.state).presented.first)
        var completed = false
        model.perform(.present(sheet, at: 0)) { completed = true }
        model.runUntilIdle()
        #expect(!completed)
        #expect(model.refusals.map(\.rule) == [.foreignPresentationBlocksThePresenter])
        #expect(model.displayedContainers.presented.isEmpty)
    }

    @Test func aDismissalBelowAScreensOwnPresentationTakesItAlongOnceItIsUp() throws {
        let root = try makeRoot()
        try root.show(LibraryRoute.search(query: "a"), as: .sheet)
        let model = ToolkitModel()
        model.setUp(ContainerTree(root.state))
        model.screenPresentsItsOwn("share sheet")
        var completed = 0
        model.perform(.dismiss(from: 0)) { completed += 1 }
        #expect(model.refusals.map(\.rule) == [.noDismissalDuringPresentation])
        model.runUntilIdle()
        #expect(completed == 0)
        model.perform(.dismiss(from: 0)) { completed += 1 }
        model.runUntilIdle()
        #expect(completed == 1)
        #expect(model.foreignPresentation == nil)
        #expect(!model.presenterIsBusy(at: 0))
    }

    @Test func aSheetAskedForWhileThePresentersStackPushesIsRefusedAndNotTriedAgainUntilItsItemComesBack() throws {
        let states = try states(
            { try $0.show(LibraryRoute.book(id: 1), as: .push) },
            { try $0.show(LibraryRoute.search(query: "a"), as: .sheet) })
        let model = ToolkitModel()
        model.render(states[0])
        model.render(states[1])
        model.advance(by: .milliseconds(100))
        model.render(states[2])
        #expect(model.refusals.map(\.rule) == [.noPresentationDuringNavigationTransition])
        #expect(model.shownPresentations.layers.isEmpty)
        model.runUntilIdle()
        model.render(states[2])
        #expect(!model.shows(states[2]), "the same item: SwiftUI does not ask again")
        model.render(states[1])
        model.render(states[2])
        model.runUntilIdle()
        #expect(model.shows(states[2]))
        #expect(model.violations.isEmpty)
    }

    @Test func aPushAndASheetOfOneUpdateArePerformedTogether() throws {
        let states = try states({
            try $0.show(LibraryRoute.book(id: 1), as: .push)
            try $0.show(LibraryRoute.search(query: "a"), as: .sheet)
        })
        let model = ToolkitModel()
        model.render(states[0])
        model.render(states[1])
        model.runUntilIdle()
        #expect(model.refusals.isEmpty && model.violations.isEmpty)
        #expect(model.shows(states[1]))
    }

    @Test func aSlowPresentationBeginsLateIsReadAsComingWhileItRunsAndEndsUp() throws {
        let states = try states({ try $0.show(LibraryRoute.search(query: "a"), as: .sheet) })
        let sheet = try #require(states[1].currentTab?.layers.last?.id)
        let model = ToolkitModel(transitionDuration: .milliseconds(300))
        model.slowsNextPresentations(1, beginningAfter: .milliseconds(800), taking: .milliseconds(500))
        model.render(states[1])
        model.advance(by: .milliseconds(700))
        #expect(model.events.isEmpty)
        #expect(model.shownPresentations.layers.isEmpty, "not begun: a renderer sees nothing yet")
        model.advance(by: .milliseconds(200))
        #expect(model.events.map(\.event) == [.viewWillAppear(sheet, isBeingPresented: true), .onAppear(sheet)])
        #expect(ToolkitModel.Event.viewWillAppear(sheet, isBeingPresented: true).observedReport == .layerPresentationBegan(sheet))
        #expect(model.shownPresentations.layers == [sheet: .coming])
        model.runUntilIdle()
        #expect(model.events.last?.time == .milliseconds(1300))
        #expect(model.shownPresentations.layers == [sheet: .up])
    }

    @Test func nothingIsPresentedBeforeTheWindowsFirstFrame() throws {
        let states = try states({ try $0.show(LibraryRoute.search(query: "a"), as: .sheet) })
        let base = try #require(states[0].currentTab?.layers.first?.id)
        let model = ToolkitModel(isWindowShown: false)
        model.render(states[0])
        model.render(states[1])
        #expect(model.violations.map(\.rule) == [.presentingNeedsAWindow])
        model.showWindow()
        #expect(model.events.map(\.event) == [.viewDidAppear(base, isBeingPresented: false)])
        #expect(ToolkitModel.Event.viewDidAppear(base, isBeingPresented: false).observedReport == .layerAppeared(base))
    }

    @Test func everyRuleNamesTheAppleDocumentationPageItComesFrom() {
        for rule in ToolkitRule.allCases {
            #expect(rule.source.hasPrefix("https://developer.apple.com/documentation/"), "\(rule)")
        }
    }
}
