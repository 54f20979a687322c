import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// Random links, actions and write-backs through the root and a transition player, with
/// signals delivered on time, late or lost.
@MainActor
struct BindingPropertyTests {
    static let links = [
        "app://library", "app://library/1", "app://library/1/2", "app://library/vault", "app://library/1/vault",
        "app://library/1/account/signin/register", "app://library/search?q=a", "app://shop", "app://shop/promo/X",
        "app://account/register", "app://account/reset?email=a@b.c", "app://library/2/chapters/3",
    ]
    static let alerts = [
        AlertState(id: AlertState.ID("leave"), title: "Leave?", buttons: [.init("Leave", action: AlertState.Action("leave")), .init("Stay", action: AlertState.Action("stay"))]),
        AlertState(id: AlertState.ID("done"), style: .confirmationDialog, title: "Done", buttons: [.init("OK", action: AlertState.Action("ok"))]),
    ]

    @Test(arguments: [UInt64(11), 2026])
    func threeHundredRandomStepsAlwaysSettleOnTheTargetShowingOnlyWhatSwiftUICouldShow(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let harness = try PlaybackHarness()
        var staleWriteBacks: [WriteBack] = []

        for step in 0..<300 {
            operate(harness, &random, stale: &staleWriteBacks)
            var rounds = 0
            while harness.player.batchInFlight != nil, rounds < 40 {
                rounds += 1
                if Int.random(in: 0..<5, using: &random) == 0 {
                    operate(harness, &random, stale: &staleWriteBacks)
                }
                harness.finishBatchInFlight(
                    timing: Int.random(in: 0..<3, using: &random),
                    lateBy: .milliseconds(Int.random(in: 0..<600, using: &random)))
            }
            // Signals stop: only the clock runs.
            harness.clock.advance(by: PlaybackHarness.fallback * 3)

            #expect(rounds < 40, "step \(step): the player did not settle")
            #expect(harness.player.isSettled, "step \(step)")
            #expect(harness.player.displayed == harness.root.state, "step \(step)")
            #expect(harness.guardedScreensOnDisplay.isEmpty, "step \(step)")
            #expect(harness.projectionsMatchDisplayed, "step \(step)")
            #expect(harness.violations.isEmpty, "step \(step): \(harness.violations)")
            if !harness.violations.isEmpty || !harness.player.isSettled { break }
        }
        #expect(harness.batchCount > 100)
        #expect(harness.player.statistics.fallbacks > 0)
        #expect(harness.player.statistics.writeBacks > 0)
    }

    private func operate(_ harness: PlaybackHarness, _ random: inout SeededGenerator, stale: inout [WriteBack]) {
        let root = harness.root
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<4:
            if let link = Self.links.randomElement(using: &random) {
                try? root.open(link: link)
            }
        case 4: try? root.show(LibraryRoute.book(id: Int.random(in: 1...3, using: &random)))
        case 5: try? root.show(LibraryRoute.vault)
        case 6: try? root.present(LibraryRoute.search(query: "s"), as: .sheet)
        case 7: try? root.present(AccountRoute.register, as: .bottomSheet(detents: [.medium, .large]))
        case 8: [root.pop, root.goBack, root.dismiss, root.popToRoot, root.dismissAll].randomElement(using: &random)?()
        case 9: try? root.selectTab( Bool.random(using: &random) ? "library" : "shop")
        case 10:
            if let alert = Self.alerts.randomElement(using: &random) { root.showAlert(alert) }
        case 11:
            harness.gate.granted.insert(.signedIn)
            if Bool.random(using: &random) { root.completeFlow(of: "account") } else { root.accessDidChange() }
        case 12:
            harness.gate.granted.remove(.signedIn)
            root.accessDidChange()
        case 13:
            if let old = stale.randomElement(using: &random) { root.writeBack(old) }
        default:
            if let writeBack = displayedWriteBack(harness, &random) {
                root.writeBack(writeBack)
                stale.append(writeBack)
                if case .alertAnswered(let alert, _) = writeBack, Bool.random(using: &random) {
                    root.writeBack(.alertDismissed(alert))
                } else if case .alertDismissed(let alert) = writeBack, let action = alert.alert.buttons.first?.action,
                    Bool.random(using: &random)
                {
                    root.writeBack(.alertAnswered(alert, action: action))
                }
            }
        }
    }

    /// A write-back the user could make on what the display shows.
    private func displayedWriteBack(_ harness: PlaybackHarness, _ random: inout SeededGenerator) -> WriteBack? {
        let display = harness.player.display
        guard let selected = display.selectedTab, let tab = display.tab(selected),
            let layer = tab.layers.randomElement(using: &random)
        else { return nil }
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            guard !layer.path.isEmpty else { return nil }
            return .path(Array(layer.path.prefix(Int.random(in: 0..<layer.path.count, using: &random))), of: layer.id)
        case 1:
            return layer.id.index > 0 ? .layerDismissed(layer.id) : nil
        case 2:
            return layer.detents.randomElement(using: &random).map { .detentSelected($0, of: layer.id) }
        case 3:
            guard let alert = tab.layers.compactMap(\.alert).first else { return nil }
            guard Bool.random(using: &random) else { return .alertDismissed(alert) }
            return alert.alert.buttons.randomElement(using: &random).map { .alertAnswered(alert, action: $0.action) }
        default:
            return display.tabs.randomElement(using: &random).map { .tabSelected($0.id) }
        }
    }
}
