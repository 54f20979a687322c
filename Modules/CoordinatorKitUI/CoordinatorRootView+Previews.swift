#if canImport(SwiftUI)
import CoordinatorKit
import SwiftUI

extension CoordinatorRootView {
    /// A window for a preview: `modules` composed alone, every requirement granted, opened
    /// at `path` — each screen with the view model its module's coordinator builds.
    ///
    /// A module's previews show its screens the way the app does, through its coordinator
    /// and its real views, so they make no view model by hand and a views target needs no
    /// access to the module's initialisers or its navigation delegate:
    ///
    /// ```swift
    /// struct SettingsPreviews: PreviewProvider {
    ///     static var previews: some View {
    ///         CoordinatorRootView.preview(of: [SettingsModule()], at: "settings/allergies")
    ///     }
    /// }
    /// ```
    ///
    /// Modules that clash, or a path that does not open, leave the preview at the modules'
    /// first screens and print why to the preview's console.
    ///
    /// - Parameters:
    ///   - modules: The modules the preview composes, in tab order.
    ///   - path: The path opened first (`"settings/allergies"`); empty for the first tab.
    ///   - dependencies: What the modules' coordinators read (a repository with other data,
    ///     say); each module's default values otherwise.
    public static func preview(
        of modules: [any FeatureModule], at path: String = "", dependencies: Dependencies = Dependencies()
    ) -> CoordinatorRootView {
        var registry = ModuleRegistry()
        for module in modules {
            do {
                try registry.register(module)
            } catch {
                print("Preview: \(error)")
            }
        }
        let root = RootCoordinator(
            registry: registry, configuration: DeepLinkConfiguration(schemes: ["preview"]), dependencies: dependencies,
            gate: GrantingEverything())
        if !path.isEmpty {
            do {
                try root.perform(.openPath(path))
            } catch {
                print("Preview: '\(path)' does not open: \(error)")
            }
        }
        return CoordinatorRootView(root: root)
    }
}

/// Grants every requirement: a preview shows the screen it asks for, not a sign-in first.
@MainActor
private final class GrantingEverything: AccessGate {
    func isGranted(_ requirement: AccessRequirement) -> Bool { true }
    func grantingRoute(for requirement: AccessRequirement) -> (any Route)? { nil }
}
#endif
