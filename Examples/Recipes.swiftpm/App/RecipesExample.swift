// The example app's entry: the demo's SwiftUI app (`RecipesSwiftUIApp`), or with the launch
// argument `--uikit` its UIKit app (`RecipesAppDelegate`, scenes `RecipesSceneDelegate`), both
// from the package's `RecipesApp` product. Nothing of the app is written here.
import Foundation
import RecipesApp
#if canImport(UIKit) && os(iOS)
import UIKit
#endif

/// Starts the SwiftUI app, or the UIKit app when launched with `--uikit`.
@main
@MainActor
enum RecipesExample {
    static func main() {
        #if canImport(UIKit) && os(iOS)
        if ProcessInfo.processInfo.arguments.dropFirst().contains("--uikit") {
            let delegate = NSStringFromClass(RecipesAppDelegate.self)
            exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, delegate))
        }
        #endif
        RecipesSwiftUIApp.main()
    }
}
