import CoordinatorKit
import Observation

/// The notification topics the user receives, each toggled on the spot.
@Observable
@MainActor
final class NotificationSettingsViewModel: ScreenModel {
    @ObservationIgnored private let store: any PreferencesStore
    private(set) var topics: Set<NotificationTopic>

    init(store: any PreferencesStore) {
        self.store = store
        self.topics = store.preferences.notificationTopics
    }

    func isEnabled(_ topic: NotificationTopic) -> Bool {
        topics.contains(topic)
    }

    func toggle(_ topic: NotificationTopic) {
        if isEnabled(topic) {
            store.preferences.notificationTopics.remove(topic)
        } else {
            store.preferences.notificationTopics.insert(topic)
        }
        topics = store.preferences.notificationTopics
    }

    var title: String { "Notifications" }

    var content: [String] {
        NotificationTopic.allCases.map { "\($0.displayName): \(isEnabled($0) ? "on" : "off")" }
    }

    var actions: [ScreenAction] {
        NotificationTopic.allCases.map { topic in
            let verb = isEnabled(topic) ? "Turn off" : "Turn on"
            return ScreenAction("\(verb) \(topic.displayName.lowercased())") { self.toggle(topic) }
        }
    }
}
