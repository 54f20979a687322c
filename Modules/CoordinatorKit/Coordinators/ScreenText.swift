/// A screen described as text only: a title, lines to read and numbered actions.
///
/// This is what the command-line shell prints and what tests tap through; SwiftUI views
/// never read it. A view binds to its view model's typed state and calls its intent
/// methods, while each module describes the same screen as text in a separate file
/// (`Modules/<Name>/TextScreens/`), so that no view model formats text for a terminal.
public struct ScreenText: Sendable {
    /// The screen's title.
    public var title: String
    /// What the screen shows, one line per item.
    public var lines: [String]
    /// What the user can do on the screen, in display order.
    public var actions: [ScreenAction]

    /// Creates a text description of a screen.
    ///
    /// - Parameters:
    ///   - title: The screen's title.
    ///   - lines: What the screen shows, one line per item.
    ///   - actions: What the user can do on the screen, in display order.
    public init(title: String, lines: [String] = [], actions: [ScreenAction] = []) {
        self.title = title
        self.lines = lines
        self.actions = actions
    }
}

/// A screen that can describe itself as text: the erased face every module's screen
/// shows the shell and tests.
///
/// A module's ``ModuleCoordinator/Screen`` adopts it, usually by switching over its cases
/// and forwarding to each view model's own adoption.
@MainActor
public protocol ScreenTextDescribing {
    /// The screen as text, read afresh each time so that it shows the current state.
    var screenText: ScreenText { get }
}
