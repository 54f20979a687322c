import CoordinatorKit
import CoordinatorKitTooling
import Foundation

/// The command-line front end of the demo app, over the very same root coordinator and
/// modules the SwiftUI app uses.
@MainActor
public enum FrontEnd {
    /// Exit status: success.
    public static let success: Int32 = 0
    /// Exit status: a link was rejected.
    public static let rejected: Int32 = 1
    /// Exit status: the command line could not be understood.
    public static let usage: Int32 = 2

    /// Runs the front end.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the executable's name.
    ///   - console: Where to read commands and write output.
    ///   - readFile: Reads a file's text (`check`, `--state`); tests pass their own.
    ///   - writeFile: Writes text to a file (`--save-state`); tests pass their own.
    /// - Returns: The exit status.
    public static func run(
        _ arguments: [String], console: any Console,
        readFile: (String) throws -> String = { try String(contentsOfFile: $0, encoding: .utf8) },
        writeFile: (String, String) throws -> Void = { try $1.write(toFile: $0, atomically: true, encoding: .utf8) }
    ) async -> Int32 {
        let parsed: AppArguments
        do {
            parsed = try AppArguments(parsing: arguments)
        } catch {
            console.writeError("error: \(error)\n")
            return usage
        }
        let environment: AppEnvironment
        do {
            environment = try AppComposition.make(signedIn: parsed.startsSignedIn, subscribed: parsed.startsSubscribed)
            environment.locale = parsed.localeIdentifier.map(Locale.init(identifier:))
        } catch {
            console.writeError("error: the app's modules clash: \(error)\n")
            return usage
        }
        switch parsed.command {
        case .help:
            console.write(AppArguments.usage)
            return success
        case .open(let links):
            if let path = parsed.startStatePath {
                do {
                    let outcome = try environment.root.restoreState(from: Data(try readFile(path).utf8))
                    for dropped in outcome.dropped {
                        console.writeError("note: the saved state lost a screen: \(dropped)\n")
                    }
                } catch {
                    console.writeError("error: cannot start from the state in '\(path)': \(error)\n")
                    return rejected
                }
            }
            // JSON is one document: the events go with the text output only.
            let screenViews = ScreenViews(following: environment.root, isPrinting: parsed.printsEvents && !parsed.printsJSON) {
                console.write($0)
            }
            let status = await open(links, printsJSON: parsed.printsJSON, in: environment, console: console)
            withExtendedLifetime(screenViews) {}
            if let path = parsed.saveStatePath {
                do {
                    try writeFile(path, String(decoding: try environment.root.saveState(), as: UTF8.self))
                } catch {
                    console.writeError("error: cannot save the state to '\(path)': \(error)\n")
                    return rejected
                }
            }
            return status
        case .routes(let format):
            console.write(environment.root.registry.routeTable(
                format: format, configuration: environment.root.configuration, appID: parsed.appID))
            return success
        case .check(let path):
            do {
                return check(try readFile(path), file: path, printsJSON: parsed.printsJSON, in: environment, console: console)
            } catch {
                console.writeError("error: cannot read '\(path)': \(error.localizedDescription)\n")
                return usage
            }
        case .explore(let depth, let format, let expected):
            return explore(
                depth: depth, format: format, expecting: expected, signedIn: parsed.startsSignedIn,
                subscribed: parsed.startsSubscribed, console: console, readFile: readFile)
        case .shell:
            return await Shell(environment: environment, console: console, printsEvents: parsed.printsEvents).run()
        }
    }

    static func open(
        _ links: [String], printsJSON: Bool, in environment: AppEnvironment, console: any Console
    ) async -> Int32 {
        var results: [OpenReport.LinkResult] = []
        for link in links {
            do {
                try await openWaitingForLookup(link, in: environment.root)
                results.append(.init(link: link, isAccepted: true, error: nil))
                let isHeld = environment.root.pendingLookup.map { $0.isHeld && $0.link == link } ?? false
                if !printsJSON { console.write(isHeld ? "⏸ held \(link): the screen on top holds links\n" : "✔ opened \(link)\n") }
            } catch {
                results.append(.init(link: link, isAccepted: false, error: error.description))
                console.writeError("✘ rejected \(link): \(error)\n")
            }
        }
        if printsJSON {
            console.write(OpenReport(links: results, state: StateDocument(environment)).json())
        } else {
            console.write(StatePrinter.tree(of: environment))
        }
        return results.allSatisfy(\.isAccepted) ? success : rejected
    }

    /// Opens a full link as the app would, and when the link needs a lookup
    /// (`recipes://r/shakshuka`), waits for it: a command reports what the link did, not
    /// that a lookup started. A link the screen on top holds (`Route.holdsLinks`) is not
    /// waited for: it opens when that screen has gone.
    ///
    /// - Throws: ``NavigationError`` saying why the link, or its lookup, was refused.
    static func openWaitingForLookup(_ text: String, in root: RootCoordinator) async throws(NavigationError) {
        var refusal: NavigationError?
        let token = root.observe { event in
            if case .delivered(let delivery) = event, delivery.receipt == nil, delivery.link == text {
                refusal = delivery.error
            }
        }
        defer { root.removeObserver(token) }
        try root.open(link: text)
        // A link held by the screen on top (a purchase) opens when that screen has gone.
        guard root.pendingLookup?.isHeld != true else { return }
        await root.waitForLookup()
        if let refusal { throw refusal }
    }

    static func check(
        _ text: String, file: String, printsJSON: Bool, in environment: AppEnvironment, console: any Console
    ) -> Int32 {
        var lines: [CheckReport.Line] = []
        for (number, link) in CheckReport.links(in: text) {
            let result = environment.root.check(link)
            switch result.outcome {
            case .lands(let tab, let screens, let requirement):
                let titles = screens.map { environment.title(of: $0) }
                lines.append(.init(
                    line: number, link: link, isAccepted: true, tab: tab?.rawValue, screens: titles,
                    waitsFor: requirement.map { "\($0)" }))
                if !printsJSON {
                    let waits = requirement.map { " (waits for \($0))" } ?? ""
                    console.write("\(file):\(number): ✔ \(link) → \(tab?.rawValue ?? "-"): \(titles.joined(separator: " › "))\(waits)\n")
                }
            case .needsLookup(let key):
                lines.append(.init(line: number, link: link, isAccepted: true, tab: nil, screens: [], waitsFor: "lookup of \(key)"))
                if !printsJSON { console.write("\(file):\(number): ✔ \(link) → looked up: \(key)\n") }
            case .rejected(let error):
                lines.append(.init(line: number, link: link, isAccepted: false, error: error.description))
                if !printsJSON { console.write("\(file):\(number): ✘ \(link) — \(error)\n") }
            }
        }
        let report = CheckReport(file: file, links: lines)
        if printsJSON {
            console.write(report.json())
        } else {
            console.write("\(lines.count) links: \(report.accepted) accepted, \(report.rejected) rejected\n")
        }
        return report.rejected == 0 ? success : rejected
    }
}
