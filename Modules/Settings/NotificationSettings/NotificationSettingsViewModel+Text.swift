import CoordinatorKit
import CoordinatorKitText

extension NotificationSettingsViewModel: ScreenTextDescribing {
    /// One line and one toggling action per topic.
    public var screenText: ScreenText {
        ScreenText(
            title: "Notifications",
            lines: topics.map { "\($0.displayName): \(isEnabled($0) ? "on" : "off")" },
            actions: topics.map { topic in
                let verb = isEnabled(topic) ? "Turn off" : "Turn on"
                return ScreenAction("\(verb) \(topic.displayName.lowercased())") { self.toggle(topic) }
            })
    }
}
