import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

/// The SwiftUI player and the UIKit player follow one root through the same random changes,
/// every batch and operation completing at once: both play the one plan of each change, so
/// they present the same layers and alerts in the same order, dismiss as often, and show
/// the root's state.
@MainActor
struct OnePlanTests {
    /// What a player puts on screen and takes off, in order.
    private final class Record {
        var presented: [String] = []
        var dismissals = 0
    }

    @Test(arguments: [UInt64(31), 32, 33, 34])
    func bothPlayersPresentTheSameInTheSameOrderAndDismissAsOften(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let root = try makeRoot(gate: TestAccessGate(granted: [.signedIn]))
        let swiftUI = Record()
        let batches = TransitionPlayer(following: root, scheduler: ManualScheduler())
        batches.onBatch = { batch in
            for step in batch.steps {
                switch step {
                case .present(_, let entry): swiftUI.presented.append("\(entry.route) as \(entry.presentation.name)")
                case .showAlert(_, _, let alert): swiftUI.presented.append("alert \(alert.id)")
                default: break
                }
            }
            swiftUI.dismissals += batch.steps.contains(where: \.isDismissal) ? 1 : 0
            batches.batchDidFinish(batch.id)
        }
        let uiKit = Record()
        let operations = ContainerPlayer(following: root, scheduler: ManualScheduler())
        operations.perform = { operation, _, completion in
            switch operation {
            case .present(.layer(let layer), _):
                uiKit.presented.append("\(layer.id.root.route) as \(layer.id.root.presentation.name)")
            case .present(.alert(let alert), _): uiKit.presented.append("alert \(alert.alert.id)")
            case .dismiss: uiKit.dismissals += 1
            default: break
            }
            completion(.completed)
        }
        operations.start()
        var saved: [Data] = []
        var (presentations, dismissals) = (0, 0)
        for change in 0..<120 {
            (swiftUI.presented, swiftUI.dismissals, uiKit.presented, uiKit.dismissals) = ([], 0, [], 0)
            try perform(randomChangeOn: root, saved: &saved, using: &generator)
            #expect(batches.isSettled && operations.isSettled, "seed \(seed), change \(change)")
            #expect(uiKit.presented == swiftUI.presented, "seed \(seed), change \(change)")
            #expect(uiKit.dismissals == swiftUI.dismissals, "seed \(seed), change \(change)")
            (presentations, dismissals) = (presentations + swiftUI.presented.count, dismissals + swiftUI.dismissals)
        }
        #expect(presentations > 20 && dismissals > 20)
    }

    private func perform(
        randomChangeOn root: RootCoordinator, saved: inout [Data], using generator: inout SeededGenerator
    ) throws {
        let alerts = ContainerPlannerPropertyTests.alerts
        switch Int.random(in: 0..<12, using: &generator) {
        case 0, 1:
            try? root.open(link: ContainerPlannerPropertyTests.links.randomElement(using: &generator) ?? "app:///")
        case 2:
            // The vault over another book: the same sheet, over a screen replaced below it.
            try? root.open(link: "app://library/\(Int.random(in: 1...3, using: &generator))/vault")
        case 3:
            try? root.perform(.show(library(.book(id: Int.random(in: 1...9, using: &generator)))))
        case 4:
            try? root.perform(.pop)
        case 5:
            try? root.perform(.show(library(.vault)))
        case 6:
            try? root.perform(.showAlert(alerts.randomElement(using: &generator) ?? alerts[0]))
        case 7:
            try? root.perform(.dismiss)
        case 8:
            try? root.perform(.selectTab(Bool.random(using: &generator) ? "library" : "shop"))
        case 9:
            if let data = try? root.saveState() { saved.append(data) }
            if let data = saved.randomElement(using: &generator) { _ = try? root.restoreState(from: data) }
        case 10:
            // The user drags the sheet under an alert, then a saved state brings the sheet
            // back to its detent with the alert as a new showing.
            guard let sheet = root.state.currentTab?.layers.last, let shown = sheet.selectedDetent,
                let other = sheet.detents.first(where: { $0 != shown }), let data = try? root.saveState()
            else { return }
            try? root.perform(.writeBack(.detentSelected(other, of: sheet.id)))
            _ = try? root.restoreState(from: data)
        default:
            try? root.performAsOneChange {
                try root.perform(.dismissAll)
                try root.perform(.show(library(.search(query: "t")), as: .sheet))
                try root.perform(.showAlert(alerts[0]))
            }
        }
    }
}
