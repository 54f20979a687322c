import CoordinatorKit
import Testing

extension ScreenModel {
    /// Performs the action titled `title`, as a user tapping it would.
    ///
    /// - Throws: An error recorded as a test issue, listing the screen's actions, when the
    ///   screen has no action with that title.
    public func tap(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let action = try #require(
            actions.first { $0.title == title }, "no action '\(title)' among \(actions.map(\.title))",
            sourceLocation: sourceLocation)
        action.perform()
    }
}

extension RootCoordinator {
    /// The screen model of the top screen of the selected tab, the one the root keeps
    /// while that screen stays.
    ///
    /// - Throws: An error recorded as a test issue when no screen is showing.
    public func requiredTopScreen(sourceLocation: SourceLocation = #_sourceLocation) throws -> any ScreenModel {
        try #require(topScreen, "no screen is showing", sourceLocation: sourceLocation)
    }

    /// The top screen's model as a given view-model type.
    ///
    /// - Throws: An error recorded as a test issue when the top screen's model is of
    ///   another type.
    public func topScreen<Model>(as type: Model.Type, sourceLocation: SourceLocation = #_sourceLocation) throws -> Model {
        let screen = try requiredTopScreen(sourceLocation: sourceLocation)
        return try #require(
            screen as? Model, "the top screen is a \(Swift.type(of: screen)), not a \(Model.self)",
            sourceLocation: sourceLocation)
    }

    /// Performs the top screen's action titled `title`, as a user tapping it would.
    ///
    /// - Throws: An error recorded as a test issue when there is no such action.
    public func tap(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try requiredTopScreen(sourceLocation: sourceLocation).tap(title, sourceLocation: sourceLocation)
    }
}
