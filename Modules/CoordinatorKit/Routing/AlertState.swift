/// An alert, confirmation dialog or app-designed alert, as plain state.
///
/// Each button carries an ``Action`` that the owning module's coordinator handles, so
/// an alert can be restored, compared in tests and answered from any front end. Identifiers
/// and actions are stored as text keys; a module declares them as its own types
/// (``ModuleAlert``) and builds the alert from them, so a misspelt one fails to compile.
/// Its title, message and button titles are ``NavigationText``s: written as string literals
/// they are keys a strings table can translate, and saved state keeps them as keys, so a
/// restored alert speaks the language of the moment.
///
/// ```swift
/// AlertState(SettingsAlert.signOut, style: .confirmationDialog, title: "Sign out?", buttons: [
///     AlertState.Button("Sign Out", role: .destructive, action: SettingsAlert.action(.signOut)),
///     AlertState.Button("Cancel", role: .cancel, action: .cancel),
/// ])
/// ```
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
        public var title: NavigationText
        /// The button's role, if any.
        public var role: ButtonRole?
        /// The action the owning coordinator receives when the button is chosen.
        public var action: Action

        /// Creates a button.
        ///
        /// - Parameters:
        ///   - title: The button's title.
        ///   - role: The button's role, if any.
        ///   - action: The action the owning coordinator receives when the button is chosen.
        public init(_ title: NavigationText, role: ButtonRole? = nil, action: Action) {
            self.title = title
            self.role = role
            self.action = action
        }
    }

    /// Identifies the alert for the coordinator that handles its buttons.
    public var id: ID
    /// How the alert is drawn.
    public var style: Style
    /// The title.
    public var title: NavigationText
    /// The message below the title.
    public var message: NavigationText?
    /// The buttons, in order.
    public var buttons: [Button]

    /// Creates one of a module's alerts.
    ///
    /// - Parameters:
    ///   - alert: The alert, as its module declares it; its raw value is the stored ``id``.
    ///   - style: How the alert is drawn.
    ///   - title: The title.
    ///   - message: The message below the title.
    ///   - buttons: The buttons, in order; a module's own actions come from
    ///     ``ModuleAlert/action(_:)``.
    public init(
        _ alert: some ModuleAlert, style: Style = .alert, title: NavigationText, message: NavigationText? = nil,
        buttons: [Button]
    ) {
        self.init(id: ID(rawValue: alert.rawValue), style: style, title: title, message: message, buttons: buttons)
    }

    /// Creates an alert from its stored form, as restoration and tools read it.
    ///
    /// - Parameters:
    ///   - id: Identifies the alert for the coordinator that handles its buttons.
    ///   - style: How the alert is drawn.
    ///   - title: The title.
    ///   - message: The message below the title.
    ///   - buttons: The buttons, in order.
    public init(id: ID, style: Style = .alert, title: NavigationText, message: NavigationText? = nil, buttons: [Button]) {
        self.id = id
        self.style = style
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

extension AlertState {
    /// What a button of an alert asks its coordinator to do, such as `signOut` or `retry`, as
    /// stored text.
    ///
    /// A module declares its actions as its ``ModuleAlert/Action`` enum and stores one with
    /// ``ModuleAlert/action(_:)``, so a misspelt action fails to compile instead of leaving a
    /// button that does nothing.
    public struct Action: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
        // Codable as its name alone, through the standard library's `RawRepresentable` coding.
        /// The action's name, as stored in restored state and typed in the shell.
        public let rawValue: String

        /// Creates an action with the given name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Dismisses the alert without effect; the usual action of a button whose role is
        /// ``AlertState/ButtonRole/cancel``.
        public static let cancel = Action(rawValue: "cancel")

        /// Lets the screen that asked before leaving go: the change held for it goes on (``LeaveAnswer/ask(_:)``).
        public static let leaveAnyway = Action(rawValue: "leaveAnyway")

        /// The action's name.
        public var description: String { rawValue }
    }

    /// Identifies an alert for the coordinator that handles its buttons, such as
    /// `settings.signOut`.
    ///
    /// The stored form of a ``ModuleAlert`` value: the coordinator that shows an alert and the
    /// one that answers it use the module's type, so they cannot disagree on its spelling.
    public struct ID: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
        /// The identifier's text, as stored in restored state.
        public let rawValue: String

        /// Creates an identifier from its text.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The identifier's text.
        public var description: String { rawValue }
    }
}
