// The demo's macOS app for `swift run recipes-mac`: the SwiftUI app of `App/RecipesApp/SwiftUI`
// (`RecipesSwiftUIApp`), started from a bare executable. Where SwiftUI and AppKit do not exist
// (Linux) it builds to one line saying where it runs.
#if canImport(SwiftUI) && canImport(AppKit) && os(macOS)
import AppKit
import RecipesApp

/// Starts the demo's SwiftUI app as an ordinary Mac app.
@main
@MainActor
enum RecipesMac {
    static func main() {
        // What SwiftPM runs is an executable, not an app bundle, and only a bundled app is a
        // regular one by default
        // (https://developer.apple.com/documentation/appkit/nsapplication/activationpolicy-swift.enum/regular):
        // without this the app has no Dock icon nor menu bar, and its windows open behind the
        // terminal that started it.
        NSApplication.shared.setActivationPolicy(.regular)
        _ = NotificationCenter.default.addObserver(
            forName: NSApplication.didFinishLaunchingNotification, object: nil, queue: .main
        ) { _ in
            MainActor.assumeIsolated { NSApplication.shared.activate() }
        }
        RecipesSwiftUIApp.main()
    }
}
#else
/// Says where the demo's macOS app runs.
@main
enum RecipesMac {
    static func main() {
        print("recipes-mac is the demo's SwiftUI app for macOS 14 or later: run it on a Mac (here, `swift run recipes-app` runs the demo's command line).")
    }
}
#endif
