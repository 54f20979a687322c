#if canImport(SwiftUI)
import CoordinatorKitUI
import Settings
import SwiftUI

extension SettingsModule: ModuleViews {
    /// The view of each Settings screen: the module's one place from screen to view.
    @MainActor @ViewBuilder
    public func view(for screen: SettingsScreen) -> some View {
        switch screen {
        case .main(let model): SettingsMainView(model: model)
        case .allergies(let model): AllergiesView(model: model)
        case .profileSettings(let model): ProfileSettingsView(model: model)
        case .notifications(let model): NotificationSettingsView(model: model)
        case .allergyPicker(let model): AllergyPickerView(model: model)
        }
    }
}
#endif
