#if canImport(SwiftUI)
import SwiftUI
import os

/// Saves the root's navigation state into scene storage on every change, in the format of
/// ``RootCoordinator/saveState()``.
@MainActor
struct SavedNavigationModifier: ViewModifier {
    let root: RootCoordinator
    @Binding var saved: Data

    func body(content: Content) -> some View {
        content
            .onChange(of: root.state) {
                do throws(NavigationError) {
                    saved = try root.saveState()
                } catch {
                    SavedNavigation.log("Not saved", error)
                }
            }
    }
}

/// Logging what could not be saved or restored.
@MainActor
enum SavedNavigation {
    static func log(_ what: String, _ error: NavigationError) {
        let logger = Logger(subsystem: "CoordinatorKit", category: "restoration")
        logger.error("\(what, privacy: .public): \(error.description, privacy: .public)")
    }
}

@MainActor
extension View {
    /// Saves `root`'s navigation state to `saved` on every change.
    func savesNavigation(of root: RootCoordinator, to saved: Binding<Data>) -> some View {
        modifier(SavedNavigationModifier(root: root, saved: saved))
    }
}
#endif
