/// An alert, confirmation dialog or app-designed alert, as plain state.
///
/// Each button carries an action name that the owning module's coordinator handles, so
/// an alert can be restored, compared in tests and answered from any front end.
public struct AlertState: Hashable, Codable, Sendable {
    /// How the alert is drawn.
    public enum Style: Hashable, Codable, Sendable {
        /// A system alert.
        case alert
        /// A system confirmation dialog (action sheet).
        case confirmationDialog
        /// An alert the app draws itself, named for the view that draws it.
        case custom(String)

        /// A short name for logs and listings.
        public var name: String {
            switch self {
            case .alert: "alert"
            case .confirmationDialog: "confirmationDialog"
            case .custom(let name): "custom(\(name))"
            }
        }
    }

    /// What a button does to the alert's meaning.
    public enum ButtonRole: String, Hashable, Codable, Sendable {
        /// Cancels; dismisses without effect.
        case cancel
        /// Destroys data or cannot be undone.
        case destructive
    }

    /// One button of an alert.
    public struct Button: Hashable, Codable, Sendable {
        /// The button's title.
        public var title: String
        /// The button's role, if any.
        public var role: ButtonRole?
        /// The action the owning coordinator receives when the button is chosen.
        public var action: String

        /// Creates a button.
        public init(_ title: String, role: ButtonRole? = nil, action: String) {
            self.title = title
            self.role = role
            self.action = action
        }
    }

    /// Identifies the alert for the coordinator that handles its buttons.
    public var id: String
    /// How the alert is drawn.
    public var style: Style
    /// The title.
    public var title: String
    /// The message below the title.
    public var message: String?
    /// The buttons, in order.
    public var buttons: [Button]

    /// Creates an alert.
    public init(id: String, style: Style = .alert, title: String, message: String? = nil, buttons: [Button]) {
        self.id = id
        self.style = style
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}
