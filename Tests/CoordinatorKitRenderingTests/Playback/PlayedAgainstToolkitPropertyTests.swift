import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

/// Random but repeatable sequences of links crossing layers, restored states, alerts with
/// sheets, dismiss-all-then-present and tab changes, played against the toolkit model:
/// after each, the screen shows the root's state, no rule was broken and no fallback used.
@MainActor
struct PlayedAgainstToolkitPropertyTests {
    static let links = [
        "app:///", "app://library/7", "app://library/vault", "app://library/7/vault",
        "app://library/search?q=tea/account/register", "app://shop/promo/X", "app://account/signin",
        "app://library/7/account/reset?email=a@b.c", "app://shop/promo/Y/library/vault",
    ]
    static let alerts = [
        AlertState(id: AlertState.ID(rawValue: "a"), title: "A", buttons: [.init("OK", action: .ok)]),
        AlertState(id: AlertState.ID(rawValue: "d"), style: .confirmationDialog, title: "D", buttons: [.init("OK", action: .ok)]),
        AlertState(id: AlertState.ID(rawValue: "c"), style: .custom("card"), title: "C", buttons: [.init("OK", action: .ok)]),
    ]

    enum Action: CaseIterable {
        case link, sheet, cover, overlay, popover, formSheet, alert, dismissAll, dismissAllThenPresent, dismiss, tab
        case tabWithSheet
        case restore, swipeDown, answer, signIn, signOut, midFlight, foreign
    }

    /// The navigation changes, without screens presenting their own.
    static let changes = Action.allCases.filter { $0 != .foreign }

    @Test(arguments: [11, 12, 13, 14, 15, 16] as [UInt64])
    func everyChangeIsPlayedWithinTheRules(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let harness = try ToolkitHarness()
        var saved: [Data] = []
        var trace: [String] = []
        harness.player.onBatch = { trace.append("  \($0) awaiting \($0.endings)") }
        for step in 0..<120 {
            let action = Self.changes.randomElement(using: &generator) ?? .link
            trace.append("step \(step) \(action) at \(harness.model.now)")
            try perform(action, on: harness, saved: &saved, using: &generator)
            harness.settle()
            #expect(harness.problems == [], "seed \(seed), step \(step), \(action)")
            if !harness.problems.isEmpty {
                if ProcessInfo.processInfo.environment["TOOLKIT_TRACE"] != nil { print(trace.suffix(12).joined(separator: "\n")) }
                return
            }
        }
    }

    /// The same sequences, the screens seen reported by the player checked against the
    /// model's UIKit: a screen of a presented layer appears only once the model has the
    /// layer up, every end of a presentation the model reports (`viewDidAppear(_:)` of a
    /// layer being presented) comes with the appearance of a screen of that layer at the
    /// same instant, no screen appears twice or disappears unseen, and the events replayed
    /// give the screens the root's state shows.
    @Test(arguments: [11, 12, 13, 14] as [UInt64])
    func theScreensSeenFollowTheModelsAppearanceCallbacks(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let harness = try ToolkitHarness()
        var saved: [Data] = []
        var onDisplay: [EntryID] = []
        var wrong: [String] = []
        var appeared: [(time: Duration, screen: EntryID)] = []
        harness.player.onSeen = { event in
            let now = harness.model.now
            switch event.change {
            case .appeared:
                if onDisplay.contains(event.screen) { wrong.append("\(event) twice at \(now)") }
                onDisplay.append(event.screen)
                appeared.append((now, event.screen))
                let layer = harness.player.displayed[tab: event.screen.tab]?.layers.last { $0.depth <= event.screen.depth }
                if let layer, layer.presentation?.isPresentedByToolkit == true, !harness.model.presentedLayers.contains(layer.id) {
                    wrong.append("\(event) before \(layer.id) is up, at \(now)")
                }
            case .disappeared:
                if !onDisplay.contains(event.screen) { wrong.append("\(event) never appeared, at \(now)") }
                onDisplay.removeAll { $0 == event.screen }
            }
        }
        for step in 0..<120 {
            let action = Self.changes.randomElement(using: &generator) ?? .link
            try perform(action, on: harness, saved: &saved, using: &generator)
            harness.settle()
            #expect(Set(onDisplay) == Set(harness.root.state.seenScreens), "seed \(seed), step \(step), \(action)")
        }
        for (time, event) in harness.model.events {
            guard case .viewDidAppear(let layer, true) = event else { continue }
            let reported = appeared.contains { $0.time == time && $0.screen.tab == layer.tab && $0.screen.depth >= layer.depth }
            #expect(reported, "seed \(seed): \(layer) up at \(time), no screen of it appeared then")
        }
        #expect(wrong == [], "seed \(seed)")
        #expect(harness.problems == [])
    }

    /// The same sequences with the adapter's old signals (a layer's `onAppear` taken as
    /// its presentation's end, an empty animation as the batch's end, alerts not waited
    /// for) break the rules: the model catches what a device would show.
    @Test func withSignalsInferredFromOnAppearTheRulesAreBroken() throws {
        var broken = 0
        for seed in [11, 12, 13, 14, 15, 16] as [UInt64] {
            var generator = SeededGenerator(seed: seed)
            let harness = try ToolkitHarness(signals: .inferred)
            var saved: [Data] = []
            for _ in 0..<120 {
                let action = Self.changes.randomElement(using: &generator) ?? .link
                try perform(action, on: harness, saved: &saved, using: &generator)
                harness.settle()
            }
            if !harness.model.violations.isEmpty { broken += 1 }
        }
        #expect(broken == 6)
    }

    /// The same sequences with screens presenting their own share sheets and alerts: what
    /// the player presents over one is refused and never begins, and SwiftUI does not
    /// present it again while its item stays; at the batch's deadline the player reads what
    /// the model shows, takes the refused layer or alert off the displayed state and presents
    /// it again once the screen's own presentation has gone. Every run ends showing the root's
    /// state, with no rule broken and no ending missed.
    @Test(arguments: [11, 12, 13, 14, 15, 16] as [UInt64])
    func aScreensOwnPresentationDelaysWhatItRefusedWhichIsPresentedOnceItHasGone(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let harness = try ToolkitHarness()
        var saved: [Data] = []
        let actions: [Action] = [.foreign, .foreign, .foreign] + Self.changes
        for step in 0..<120 {
            let action = actions.randomElement(using: &generator) ?? .link
            try perform(action, on: harness, saved: &saved, using: &generator)
            harness.settle()
            #expect(harness.problems == [], "seed \(seed), step \(step), \(action)")
            if !harness.problems.isEmpty { return }
        }
        #expect(!harness.model.refusals.isEmpty, "seed \(seed): no refusal met")
        #expect(!harness.playback.retried.isEmpty, "seed \(seed): nothing presented again")
        #expect(harness.player.statistics.refusals == harness.playback.retried.count)
    }

    private func perform(
        _ action: Action, on harness: ToolkitHarness, saved: inout [Data], using generator: inout SeededGenerator
    ) throws {
        let root = harness.root
        switch action {
        case .link:
            try? root.open(link: Self.links.randomElement(using: &generator) ?? "app:///")
        case .sheet:
            try? root.show(LibraryRoute.search(query: "s"), as: .sheet)
        case .cover:
            try? root.show(AccountRoute.register, as: .fullScreenCover)
        case .overlay:
            try? root.show(LibraryRoute.book(id: 9), as: .overlay)
        case .popover:
            try? root.show(LibraryRoute.book(id: 8), as: .popover(anchor: "more"))
        case .formSheet:
            try? root.show(LibraryRoute.search(query: "f"), as: .formSheet(size: PresentationSize(width: 540, height: 600)))
        case .alert:
            try root.perform(.showAlert(Self.alerts.randomElement(using: &generator) ?? Self.alerts[0]))
        case .dismissAll:
            try root.perform(.dismissAll)
        case .dismissAllThenPresent:
            try? root.performAsOneChange {
                try root.perform(.dismissAll)
                try root.show(LibraryRoute.search(query: "t"), as: .sheet)
                try root.perform(.showAlert(Self.alerts[0]))
            }
        case .dismiss:
            try root.perform(.dismiss)
        case .tab:
            try? root.perform(.selectTab(Bool.random(using: &generator) ? "library" : "shop"))
        case .tabWithSheet:
            try? root.performAsOneChange {
                try root.perform(.selectTab(root.state.selectedTab == "shop" ? "library" : "shop"))
                try root.show(ShopRoute.promo(code: "Z"), as: .sheet)
            }
        case .restore:
            if let data = try? root.saveState() { saved.append(data) }
            if let data = saved.randomElement(using: &generator) { _ = try? root.restoreState(from: data) }
        case .swipeDown:
            harness.model.userDismissesTopLayer()
        case .answer:
            harness.model.userAnswersAlert(buttonAt: 0)
        case .signIn:
            harness.gate.granted.insert(.signedIn)
            try root.perform(.accessDidChange)
        case .signOut:
            harness.gate.granted.remove(.signedIn)
            try root.perform(.accessDidChange)
        case .midFlight:
            // A change arriving while another is still on its way.
            try? root.show(LibraryRoute.search(query: "m"), as: .sheet)
            harness.model.advance(by: .milliseconds(Int64.random(in: 1...300, using: &generator)))
            try? root.open(link: Self.links.randomElement(using: &generator) ?? "app:///")
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
