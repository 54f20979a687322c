/// The identity of one showing of an alert: the screen that shows it and the showing itself.
///
/// Two showings of the same alert on the same screen, one after the other, have different
/// identities, so an answer or a dismissal that SwiftUI reports late for the first showing
/// is told apart from the second and ignored. Copies of a state share their showings.
public struct AlertID: Hashable, Sendable, CustomStringConvertible {
    /// The screen showing the alert.
    public let screen: EntryID
    /// The showing: the box the alert was stored in when it was shown. Holding it keeps
    /// its object identity from being reused while this identity exists.
    let showing: Boxed<AlertState>

    init(screen: EntryID, showing: Boxed<AlertState>) {
        self.screen = screen
        self.showing = showing
    }

    /// The alert being shown.
    public var alert: AlertState { showing.value }

    /// Whether two values of AlertID are the same.
    public static func == (lhs: AlertID, rhs: AlertID) -> Bool {
        lhs.showing === rhs.showing && lhs.screen == rhs.screen
    }

    /// Hashes the parts that equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(screen)
        hasher.combine(ObjectIdentifier(showing))
    }

    /// The AlertID as text, for logs and messages.
    public var description: String {
        "\(alert.style.name) '\(alert.id)' on \(screen)"
    }
}
