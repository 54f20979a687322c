// The demo's one executable. On Linux it is the command-line front end. On Apple
// platforms, started with no arguments (from Xcode, or double-clicked) it runs the SwiftUI
// app, `RecipesSwiftUIApp`; on iOS with `--uikit`, the UIKit app (`RecipesAppDelegate`,
// whose scenes are `RecipesSceneDelegate`); with other arguments (`recipes-app open recipes://recipes/42`,
// `recipes-app shell`, …) it runs the command-line front end there too.
import Foundation
import RecipesApp
#if canImport(SwiftUI)
import SwiftUI
#endif
#if canImport(UIKit) && os(iOS)
import UIKit
#endif

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

#if canImport(UIKit) && os(iOS)
if CommandLine.arguments.dropFirst().elementsEqual(["--uikit"]) {
    let delegate = NSStringFromClass(RecipesAppDelegate.self)
    exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, delegate))
}
#endif

#if canImport(SwiftUI)
if CommandLine.arguments.count == 1 {
    MainActor.assumeIsolated {
        RecipesSwiftUIApp.main()
    }
}
#endif

// The front end awaits lookups (a link such as `recipes://r/shakshuka` is applied when its
// lookup answers), so it runs as a task on the main actor, and the main queue is drained
// until it exits.
Task { @MainActor in
    let status = await FrontEnd.run(Array(CommandLine.arguments.dropFirst()), console: StandardConsole())
    exit(status)
}
dispatchMain()
