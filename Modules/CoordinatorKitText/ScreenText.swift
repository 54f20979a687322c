import CoordinatorKit

/// A screen described as text only: a title, lines to read and numbered actions.
///
/// This is what the command-line shell prints and what tests tap through; SwiftUI views
/// never read it. A view binds to its view model's typed state and calls its intent
/// methods, while a module that wants the shell or scripted tests describes the same
/// screen as text in a separate file (`<Screen>/<Screen>ViewModel+Text.swift`), so that no view
/// model formats text for a terminal. A screen that does not describe itself is shown as
/// a ``placeholder(for:)`` naming its route.
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

    /// The text of a screen whose type does not adopt ``ScreenTextDescribing``: titled by
    /// the route it shows, with one line saying it has no text description and no actions.
    ///
    /// - Parameter route: The route the screen shows.
    public static func placeholder(for route: AnyRoute) -> ScreenText {
        ScreenText(
            title: route.description,
            lines: ["This screen has no text description: its type does not adopt ScreenTextDescribing."])
    }

    /// The text of a screen as the root keeps it, erased: its own description when it
    /// adopts ``ScreenTextDescribing``; else, for a module's screen enum, the description of
    /// the view model its case carries, so the enum needs no text `switch` of its own;
    /// otherwise the ``placeholder(for:)`` of `route`.
    @MainActor
    static func of(_ screen: Any, showing route: AnyRoute) -> ScreenText {
        if let described = screen as? any ScreenTextDescribing { return described.screenText }
        let mirror = Mirror(reflecting: screen)
        if mirror.displayStyle == .enum, mirror.children.count == 1,
            let model = mirror.children.first?.value as? any ScreenTextDescribing
        {
            return model.screenText
        }
        return placeholder(for: route)
    }
}
