import Observation

/// The notification topics the user receives, each a toggle saved as it changes.
///
/// Public, for the module's views target, as are its state and intents.
@Observable
@MainActor
public final class NotificationSettingsViewModel {
    /// Every topic the user can turn on or off, in display order.
    public let topics = NotificationTopic.allCases
    @ObservationIgnored private let store: any PreferencesStore
    /// A copy of the store's topics, so that views observe changes made here.
    private var enabled: Set<NotificationTopic>

    init(store: any PreferencesStore) {
        self.store = store
        self.enabled = store.preferences.notificationTopics
    }

    /// The topics the user receives. Setting it saves it.
    public var enabledTopics: Set<NotificationTopic> {
        get { enabled }
        set {
            store.preferences.notificationTopics = newValue
            enabled = store.preferences.notificationTopics
        }
    }

    /// Whether the user receives a topic.
    public func isEnabled(_ topic: NotificationTopic) -> Bool {
        enabled.contains(topic)
    }

    /// Turns a topic on or off.
    public func setEnabled(_ topic: NotificationTopic, _ isEnabled: Bool) {
        var topics = enabled
        if isEnabled { topics.insert(topic) } else { topics.remove(topic) }
        enabledTopics = topics
    }

    /// Turns a topic off when it is on, on when it is off.
    public func toggle(_ topic: NotificationTopic) {
        setEnabled(topic, !isEnabled(topic))
    }
}
