#if canImport(UIKit) && os(iOS)
import CoordinatorKitUIKit
import Settings
import UIKit

extension SettingsModule: ModuleControllers {
    /// The Settings screens a UIKit app shows as view controllers: Notifications; the
    /// others are hosted from the module's SwiftUI views.
    @MainActor
    public func viewController(for screen: SettingsScreen) -> UIViewController? {
        switch screen {
        case .notifications(let model): NotificationSettingsController(model: model)
        case .main, .allergies, .allergyPicker, .profileSettings: nil
        }
    }
}
#endif
