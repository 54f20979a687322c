/// The user's preferences edited in Settings, other than allergies.
public struct SettingsPreferences: Hashable, Codable, Sendable {
    /// The units recipes show quantities in.
    public var units: MeasurementUnits
    /// Whether other users can see the user's profile and shared recipes.
    public var isProfilePublic: Bool
    /// The notification topics the user receives.
    public var notificationTopics: Set<NotificationTopic>

    /// Creates preferences.
    public init(units: MeasurementUnits, isProfilePublic: Bool, notificationTopics: Set<NotificationTopic>) {
        self.units = units
        self.isProfilePublic = isProfilePublic
        self.notificationTopics = notificationTopics
    }

    /// The preferences of a new user.
    public static let standard = SettingsPreferences(
        units: .metric, isProfilePublic: false, notificationTopics: [.orderUpdates])
}

/// The unit system recipe quantities are shown in.
public enum MeasurementUnits: String, CaseIterable, Codable, Hashable, Sendable {
    /// Grams, millilitres, degrees Celsius.
    case metric
    /// Ounces, cups, degrees Fahrenheit.
    case imperial

    /// The unit system's name as the user reads it.
    public var displayName: String {
        switch self {
        case .metric: "Metric"
        case .imperial: "Imperial"
        }
    }
}

/// A kind of notification the user can turn on or off.
public enum NotificationTopic: String, CaseIterable, Codable, Hashable, Sendable {
    /// New recipes from followed cooks.
    case newRecipes
    /// Shipping and delivery of the user's orders.
    case orderUpdates
    /// A weekly email of seasonal recipes.
    case weeklyDigest

    /// The topic's name as the user reads it.
    public var displayName: String {
        switch self {
        case .newRecipes: "New recipes"
        case .orderUpdates: "Order updates"
        case .weeklyDigest: "Weekly digest"
        }
    }
}
