#if canImport(SwiftUI)
import CoordinatorKitUI
import Settings
import SwiftUI

/// The notification topics, one toggle each, bound to the enabled topics.
@MainActor
struct NotificationSettingsView: View {
    @Bindable var model: NotificationSettingsViewModel

    var body: some View {
        Form {
            Section {
                ForEach(model.topics, id: \.self) { topic in
                    Toggle(topic.displayName, isOn: $model.enabledTopics[contains: topic])
                }
            } footer: {
                Text("Choose what the app may notify you about.")
            }
        }
        .navigationTitle("Notifications")
    }
}

extension NotificationSettingsViewModel: ScreenViewProviding {
    /// The screen drawn by ``NotificationSettingsView``.
    public var screenView: some View { NotificationSettingsView(model: self) }
}
#endif
