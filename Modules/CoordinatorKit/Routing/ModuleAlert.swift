/// The alerts a module shows, as a type of its own, with the actions of their buttons.
///
/// A module declares its alerts as a string-backed enum and their buttons' actions as a
/// nested one; its coordinator names the enum as its ``ModuleCoordinator/Alert`` and
/// answers in an exhaustive `switch`, so an alert or action it forgets fails to compile. The
/// raw values are the keys ``AlertState`` stores and saved state keeps: restoring an alert
/// whose key the module no longer has leaves the alert out
/// (``DroppedScreen/Reason/unknownAlert(_:)``).
///
/// ```swift
/// enum NotesAlert: String, ModuleAlert {
///     case deleteNote
///     enum Action: String { case delete }
/// }
/// ```
///
/// The built-in ``AlertState/Action/cancel`` and ``AlertState/Action/leaveAnyway`` need no
/// declaring; an action whose raw value is a built-in's (`case leaveAnyway`) does what the
/// built-in does, and the coordinator hears it too.
public protocol ModuleAlert: RawRepresentable<String>, Hashable, Sendable {
    /// The actions of the module's alert buttons: a string-backed enum.
    associatedtype Action: RawRepresentable<String>, Hashable, Sendable
}

extension ModuleAlert {
    /// `action` as an ``AlertState/Button`` and ``NavigationCommand/answerAlert(_:)`` carry it.
    ///
    /// - Parameter action: One of the module's actions.
    /// - Returns: The action's stored form, its raw value.
    public static func action(_ action: Action) -> AlertState.Action {
        AlertState.Action(rawValue: action.rawValue)
    }
}

/// The ``ModuleCoordinator/Alert`` of a coordinator that shows no alerts of its own; it
/// has no values.
public enum NoAlert: ModuleAlert {
    /// No actions.
    public typealias Action = NoAlert

    /// No key names a value of a type without values.
    public init?(rawValue: String) { nil }

    /// Never read: there is no value to read it from.
    public var rawValue: String {
        switch self {}
    }
}
