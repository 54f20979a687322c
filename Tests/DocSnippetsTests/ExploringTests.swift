import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// The samples of the article "Exploring the navigation graph".
@MainActor
struct ExploringTests {
    @Test func everyStateOfAStandInAppKeepsTheInvariants() throws {
        // snippet: explorer-explore
        let explorer = NavigationExplorer(depth: 3) {
            let gate = TestAccessGate(grantingRoutes: [.signedIn: StandInModule.auth.route("signIn")])
            let root = try RootCoordinator.testing(StandInModule.home, StandInModule.profile, StandInModule.auth, gate: gate)
            return ExplorationSubject(root: root, worldActions: [
                WorldAction("sign in") { gate.granted.insert(.signedIn) },
                WorldAction("sign out") { gate.granted.remove(.signedIn) },
            ])
        }
        let report = try explorer.explore()
        #expect(report.violations.isEmpty)
        #expect(report.modules.allSatisfy { $0.neverReached.isEmpty })
        // end
        #expect(report.stateCount > 10)

        // snippet: explorer-replay
        let violations = try explorer.replay([.command(.openLink, "app://profile/orders"), .world("sign in")])
        #expect(violations.isEmpty, "\(violations)")
        // end

        // snippet: explorer-report
        print(report.text)       // states and edges by depth, routes, dead ends, violations
        print(report.mermaid)    // the screen graph
        let json = try report.json()
        // end
        #expect(json.contains("\"statesByDepth\""))
    }

    @Test func generatedAppsKeepTheInvariants() throws {
        // snippet: generated-app
        for seed in UInt64(0)..<7 {
            let app = GeneratedApp(seed: seed)
            let report = try NavigationExplorer(depth: 2) { try app.makeSubject() }.explore()
            #expect(report.violations.isEmpty, "\(app)\n\(report.violations)")
        }
        // end
    }
}
