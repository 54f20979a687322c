import Foundation
import RecipesApp

/// Reads and writes the process's standard streams.
@MainActor
final class StandardConsole: Console {
    let isInteractive = isatty(STDIN_FILENO) != 0

    func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }
}

let status = MainActor.assumeIsolated {
    FrontEnd.run(Array(CommandLine.arguments.dropFirst()), console: StandardConsole())
}
exit(status)
