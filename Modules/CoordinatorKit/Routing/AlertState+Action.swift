extension AlertState {
    /// What a button of an alert asks its coordinator to do, such as `signOut` or `retry`.
    ///
    /// Declare each action once, as a constant, and use the constant: a misspelt action then
    /// fails to compile instead of leaving a button that does nothing.
    ///
    /// ```swift
    /// extension AlertState.Action {
    ///     static let retry = AlertState.Action("retry")
    /// }
    /// ```
    public struct Action: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
        // Codable as its name alone, through the standard library's `RawRepresentable` coding.
        /// The action's name, as stored in restored state and typed in the shell.
        public let rawValue: String

        /// Creates an action with the given name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates an action with the given name.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// Dismisses the alert without effect; the usual action of a button whose role is
        /// ``AlertState/ButtonRole/cancel``.
        public static let cancel = Action("cancel")

        /// The action's name.
        public var description: String { rawValue }
    }

    /// Identifies an alert for the coordinator that handles its buttons, such as
    /// `settings.signOut`.
    ///
    /// Declare each identifier once, as a constant, so that the coordinator that shows an
    /// alert and the one that answers it cannot disagree on its spelling.
    public struct ID: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible {
        /// The identifier's text, as stored in restored state.
        public let rawValue: String

        /// Creates an identifier from its text.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates an identifier from its text.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The identifier's text.
        public var description: String { rawValue }
    }
}
