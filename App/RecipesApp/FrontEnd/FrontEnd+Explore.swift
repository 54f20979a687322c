import CoordinatorKit
import CoordinatorKitExplorer
import CoordinatorKitTooling
import Foundation

extension FrontEnd {
    /// Explores the demo app and prints the report; fails on a violation or on an expected
    /// kind of route that no explored state shows.
    static func explore(
        depth: Int, format: RouteTableFormat, expecting expectedPath: String?, signedIn: Bool, subscribed: Bool,
        console: any Console, readFile: (String) throws -> String
    ) -> Int32 {
        var expected: [String] = []
        if let expectedPath {
            do {
                expected = CheckReport.links(in: try readFile(expectedPath)).map(\.link)
            } catch {
                console.writeError("error: cannot read '\(expectedPath)': \(error.localizedDescription)\n")
                return usage
            }
        }
        let explorer = NavigationExplorer(depth: depth) {
            try AppComposition.explorationSubject(signedIn: signedIn, subscribed: subscribed)
        }
        let started = ContinuousClock.now
        let report: ExplorationReport
        do {
            report = try explorer.explore()
        } catch {
            console.writeError("error: the app's modules clash: \(error)\n")
            return usage
        }
        let elapsed = ContinuousClock.now - started
        switch format {
        case .json:
            console.write((try? report.json()) ?? "{}\n")
        case .mermaid:
            console.write(report.mermaid)
        default:
            console.write(report.text)
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        console.writeError("explored \(report.stateCount) states, \(report.edgeCount) edges to depth \(depth) in \(String(format: "%.1f", seconds)) s\n")
        let reached = Set(report.modules.flatMap { $0.reachedByActions + $0.reachedOnlyByLinks })
        let missing = expected.filter { !reached.contains($0) }
        for kind in missing {
            console.writeError("✘ \(kind) is no longer reached within depth \(depth)\n")
        }
        for violation in report.violations {
            console.writeError("✘ \(violation)\n")
        }
        return report.violations.isEmpty && missing.isEmpty ? success : rejected
    }
}
