#if canImport(UIKit) && os(iOS)
import UIKit

/// A feature module's screens as UIKit view controllers: the one function from the
/// module's typed screen to the controller that shows it — the UIKit counterpart of the
/// SwiftUI adapter's `ModuleViews`.
///
/// A module adopts it in its `Views/` folder; ``CoordinatorRootController`` finds it
/// through the module's registration, so the app registers the module once. Returning
/// `nil` for a screen leaves it to the app's hosted SwiftUI view
/// (``CoordinatorRootController/Screens/hosted``): a module migrates screen by screen.
///
/// ```swift
/// extension SettingsModule: ModuleControllers {
///     public func viewController(for screen: SettingsScreen) -> UIViewController? {
///         switch screen {
///         case .notifications(let model): NotificationSettingsController(model: model)
///         default: nil                              // still SwiftUI, hosted
///         }
///     }
/// }
/// ```
///
/// The switch maps a screen to its controller; it never decides where to go. The screen's
/// view model comes from the module's coordinator and lives as long as its entry; the
/// root keeps the controller exactly as long, so a screen that stays is never recreated.
public protocol ModuleControllers: FeatureModule {
    /// The controller for one of the module's screens, or `nil` to host its SwiftUI view.
    @MainActor
    func viewController(for screen: Coordinator.Screen) -> UIViewController?
}
#endif
