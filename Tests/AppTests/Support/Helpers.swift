import Foundation
import CoordinatorKit
import RecipesApp

/// The result of one run of the front end.
struct Run {
    let status: Int32
    let output: String
    let errors: String
}

/// Runs the front end as the executable would, with `input` as standard input.
@MainActor
func run(_ arguments: [String], input: String = "", files: [String: String] = [:]) async -> Run {
    let console = BufferConsole(input: input)
    let status = await FrontEnd.run(arguments, console: console) { path in
        guard let text = files[path] else { throw CocoaError(.fileNoSuchFile) }
        return text
    }
    return Run(status: status, output: console.output, errors: console.errors)
}

let productID = "5EEDCA7A-0001-4000-8000-000000000001"
let merchID = "5EEDCA7A-0002-4000-8000-000000000001"

/// The changes `root` applies from now on, as an asynchronous sequence, for a test that
/// awaits one the root makes by itself; the observer goes when the stream ends.
@MainActor
func changeStream(of root: RootCoordinator) -> AsyncStream<NavigationChange> {
    let (stream, continuation) = AsyncStream.makeStream(of: NavigationChange.self, bufferingPolicy: .unbounded)
    let token = root.observe { event in
        if case .changed(let change) = event { continuation.yield(change) }
    }
    continuation.onTermination = { [weak root] _ in
        Task { @MainActor in root?.removeObserver(token) }
    }
    return stream
}

/// The package's folder, found from this file's path (`Tests/AppTests/Support/Helpers.swift`),
/// for tests that read the manifest or the articles.
let packageFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
