#if canImport(SwiftUI)
import SwiftUI

/// A feature module's screens as SwiftUI views: the one function from the module's typed
/// screen to the view that renders it.
///
/// A module adopts it in its `Views/` folder; the adapter finds it through the module's
/// registration (``RegisteredModule/registration``), so the app registers the module once
/// and the adapter never names a feature.
///
/// ```swift
/// extension SettingsModule: ModuleViews {
///     public func view(for screen: SettingsScreen) -> some View {
///         switch screen {
///         case .main(let model): SettingsMainView(model: model)
///         case .allergies(let model): AllergiesView(model: model)
///         // …
///         }
///     }
/// }
/// ```
///
/// The switch maps a screen to its view; it never decides where to go. The screen's view
/// model comes from the module's coordinator and lives as long as its entry.
public protocol ModuleViews: FeatureModule {
    /// The view type the module renders its screens with.
    associatedtype ScreenView: View

    /// The view for one of the module's screens.
    @MainActor @ViewBuilder
    func view(for screen: Coordinator.Screen) -> ScreenView
}
#endif
