import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

/// Random but repeatable sequences of links, pushes, pops, sheets, covers, bottom sheets,
/// overlays, alerts, tab switches, restorations, bursts of changes and screens presenting
/// their own share sheets and alerts, played to UIKit's containers (the toolkit model) by
/// the container player, one operation per completion; each property checked on its own,
/// so that breaking the rule behind it fails its test.
@MainActor
struct ContainerPlannerPropertyTests {
    static let links = [
        "app:///", "app://library/7", "app://library/vault", "app://library/7/vault",
        "app://library/search?q=tea/account/register", "app://shop/promo/X", "app://account/signin",
        "app://library/7/account/reset?email=a@b.c", "app://shop/promo/Y/library/vault", "app://library/7/8",
    ]
    static let alerts = [
        AlertState(id: .a, title: "A", buttons: [.init("OK", action: .ok)]),
        AlertState(id: .note, style: .confirmationDialog, title: "D", buttons: [.init("OK", action: .ok)]),
        AlertState(id: .rate, style: .custom("card"), title: "C", buttons: [.init("OK", action: .ok)]),
    ]
    nonisolated static let seeds: [UInt64] = [21, 22, 23, 24, 25, 26, 27, 28]

    enum Action: CaseIterable {
        case link, push, pop, popToRoot, sheet, cover, bottomSheet, overlay, popover, formSheet, alert, alertThenPop, dismiss
        case dismissAll, dismissAllThenPresent, tab, tabWithSheet, restore, detent, signIn, signOut, burst, foreign
    }

    /// The navigation changes, without screens presenting their own.
    static let changes = Action.allCases.filter { $0 != .foreign }

    /// Runs `steps` random actions from `seed`, settling after each.
    func run(
        seed: UInt64, renderer: ContainerHarness.Renderer = .readsThePresenter, actions: [Action] = Self.changes,
        steps: Int = 100
    ) throws -> ContainerHarness {
        var generator = SeededGenerator(seed: seed)
        let harness = try ContainerHarness(renderer: renderer)
        var saved: [Data] = []
        for _ in 0..<steps {
            let action = actions.randomElement(using: &generator) ?? .link
            harness.beginChange()
            try perform(action, on: harness, saved: &saved, using: &generator)
            harness.settle()
        }
        return harness
    }

    @Test(arguments: seeds)
    func executingThePlannedOperationsShowsTheTarget(seed: UInt64) throws {
        let unshown = try run(seed: seed).unshown
        #expect(unshown.isEmpty, "seed \(seed): \(unshown.prefix(2))")
    }

    @Test(arguments: seeds)
    func nothingIsPresentedByAControllerThatIsPresentingOrBeingDismissed(seed: UInt64) throws {
        let violations = try run(seed: seed).violations
        #expect(violations.isEmpty, "seed \(seed): \(violations.prefix(2))")
    }

    @Test(arguments: seeds)
    func aScreenThatStaysIsNeverRecreated(seed: UInt64) throws {
        let recreated = try run(seed: seed).recreated
        #expect(recreated.isEmpty, "seed \(seed): \(recreated.prefix(2))")
    }

    /// The UIKit player's seen events against the containers: a screen appears once UIKit
    /// has completed what puts it on display, and, settled, the screens seen are those the
    /// root's state shows.
    @Test(arguments: seeds)
    func theScreensSeenAreTheScreensTheContainersShow(seed: UInt64) throws {
        let problems = try run(seed: seed).seenProblems
        #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(2))")
    }

    @Test(arguments: seeds)
    func anAlertLeavesWithItsScreen(seed: UInt64) throws {
        let orphaned = try run(seed: seed).orphanedAlerts
        #expect(orphaned.isEmpty, "seed \(seed): \(orphaned.prefix(2))")
    }

    @Test(arguments: seeds)
    func aBurstOfChangesMidExecutionIsPlannedFromWhatIsDisplayed(seed: UInt64) throws {
        let harness = try run(seed: seed, actions: [.burst, .burst, .burst, .alert, .sheet, .dismissAll, .tabWithSheet])
        let problems = harness.unshown + harness.violations
        #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(2))")
        #expect(harness.player.statistics.fallbacks == 0)
    }

    @Test(arguments: seeds)
    func aScreensOwnPresentationNeverStallsThePlayerWhichReportsItsFallbacks(seed: UInt64) throws {
        let actions: [Action] = [.foreign, .foreign, .foreign, .link, .sheet, .alert, .dismissAll, .burst, .cover]
        for renderer in [ContainerHarness.Renderer.readsThePresenter, .presentsBlindly] {
            let harness = try run(seed: seed, renderer: renderer, actions: actions, steps: 60)
            let problems = harness.unshown + harness.violations + harness.orphanedAlerts + harness.recreated.map(\.description)
            #expect(problems.isEmpty, "seed \(seed), \(renderer): \(problems.prefix(2))")
            let statistics = harness.player.statistics
            #expect(harness.fallbacks.count == statistics.fallbacks)
            switch renderer {
            case .readsThePresenter:
                #expect(statistics.refusals > 0, "seed \(seed): no refusal met")
            case .presentsBlindly:
                #expect(statistics.refusals == 0)
                #expect(!harness.model.refusals.isEmpty && statistics.fallbacks > 0, "seed \(seed): no fallback used")
            }
        }
    }

    @Test func everySequenceAlsoExercisesEveryKindOfOperation() throws {
        var kinds: Set<String> = []
        for seed in Self.seeds {
            kinds.formUnion(try run(seed: seed).operations.map { String(describing: $0).prefix { $0 != " " }.description })
        }
        #expect(kinds == ["selectTab", "setStack", "push", "pop", "present", "dismiss", "selectDetent"])
    }

    private func perform(
        _ action: Action, on harness: ContainerHarness, saved: inout [Data], using generator: inout SeededGenerator
    ) throws {
        let root = harness.root
        switch action {
        case .link:
            try? root.open(link: Self.links.randomElement(using: &generator) ?? "app:///")
        case .push:
            try? root.perform(.show(library(.book(id: Int.random(in: 1...9, using: &generator)))))
        case .pop:
            try root.perform(.pop)
        case .popToRoot:
            try root.perform(.popToRoot)
        case .sheet:
            try? root.perform(.show(library(.search(query: "s")), as: .sheet))
        case .cover:
            try? root.perform(.show(account(.register), as: .fullScreenCover))
        case .bottomSheet:
            try? root.perform(.show(library(.vault)))
        case .overlay:
            try? root.perform(.show(library(.book(id: 9)), as: .overlay))
        case .popover:
            try? root.perform(.show(library(.book(id: 8)), as: .popover(anchor: "more", size: PresentationSize(width: 320, height: 400))))
        case .formSheet:
            try? root.perform(.show(library(.search(query: "f")), as: .formSheet()))
        case .alert:
            try root.perform(.showAlert(Self.alerts.randomElement(using: &generator) ?? Self.alerts[0]))
        case .alertThenPop:
            try? root.perform(.show(library(.book(id: 4))))
            harness.settle()
            try root.perform(.showAlert(Self.alerts.randomElement(using: &generator) ?? Self.alerts[0]))
            harness.settle()
            harness.beginChange()
            try root.perform(.pop)
        case .dismiss:
            try root.perform(.dismiss)
        case .dismissAll:
            try root.perform(.dismissAll)
        case .dismissAllThenPresent:
            try? root.performAsOneChange {
                try root.perform(.dismissAll)
                try root.perform(.show(library(.search(query: "t")), as: .sheet))
                try root.perform(.showAlert(Self.alerts[0]))
            }
        case .tab:
            try? root.perform(.selectTab(Bool.random(using: &generator) ? "library" : "shop"))
        case .tabWithSheet:
            try? root.performAsOneChange {
                try root.perform(.selectTab(root.state.selectedTab == "shop" ? "library" : "shop"))
                try root.perform(.show(shop(.promo(code: "Z")), as: .sheet))
            }
        case .restore:
            if let data = try? root.saveState() { saved.append(data) }
            if let data = saved.randomElement(using: &generator) { _ = try? root.restoreState(from: data) }
        case .detent:
            // The user drags the sheet; then, maybe, a restored state moves it back.
            guard let layer = root.state.currentTab?.layers.last, let shown = layer.selectedDetent,
                let detent = layer.detents.last(where: { $0 != shown }),
                let dragged = harness.model.userDragsSheet(layer.id, to: detent)
            else { return }
            try root.perform(.writeBack(dragged))
            guard Bool.random(using: &generator), let data = try? root.saveState(),
                let back = harness.model.userDragsSheet(layer.id, to: shown)
            else { return }
            try root.perform(.writeBack(back))
            harness.settle()
            harness.beginChange()
            _ = try? root.restoreState(from: data)
        case .signIn:
            harness.gate.granted.insert(.signedIn)
            try root.perform(.accessDidChange)
        case .signOut:
            harness.gate.granted.remove(.signedIn)
            try root.perform(.accessDidChange)
        case .burst:
            // Changes arriving while operations are still running: each is planned from
            // what is displayed when the operation in flight completes.
            for _ in 0..<3 {
                try? root.open(link: Self.links.randomElement(using: &generator) ?? "app:///")
                harness.model.advance(by: .milliseconds(Int64.random(in: 1...400, using: &generator)))
            }
            try root.perform(.showAlert(Self.alerts.randomElement(using: &generator) ?? Self.alerts[0]))
        case .foreign:
            // A screen presents its own share sheet; a link arrives while it is coming or
            // up; the user closes it later, or a dismissal below takes it along.
            let model = harness.model
            guard model.screenPresentsItsOwn("share sheet") else { return }
            model.advance(by: .milliseconds(Int64.random(in: 1...600, using: &generator)))
            try? root.open(link: Self.links.randomElement(using: &generator) ?? "app:///")
            model.schedule(after: .milliseconds(Int64.random(in: 400...3000, using: &generator))) {
                _ = model.userDismissesForeignPresentation()
            }
        }
    }
}
