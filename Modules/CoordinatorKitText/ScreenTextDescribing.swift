/// A screen that can describe itself as text: the face a module's screen shows the
/// command-line shell and scripted tests.
///
/// Optional: running navigation never asks for it. Each view model a module's coordinator
/// builds (its `ModuleCoordinator.Screen`) adopts it where the module wants the shell or
/// tests that tap through text; a module that builds an enum of its screens instead needs
/// no adoption on the enum when its cases carry view models that adopt it. A screen that
/// does not is shown as ``ScreenText/placeholder(for:)``.
@MainActor
public protocol ScreenTextDescribing {
    /// The screen as text, read afresh each time so that it shows the current state.
    var screenText: ScreenText { get }
}
