/// A screen that can describe itself as text: the face a module's screen shows the
/// command-line shell and scripted tests.
///
/// Optional: running navigation never asks for it. A module's
/// `ModuleCoordinator.Screen` adopts it where the module wants the shell or tests that
/// tap through text, usually by switching over its cases and forwarding to each view
/// model's own adoption; a screen that does not is shown as
/// ``ScreenText/placeholder(for:)``.
@MainActor
public protocol ScreenTextDescribing {
    /// The screen as text, read afresh each time so that it shows the current state.
    var screenText: ScreenText { get }
}
