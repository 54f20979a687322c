import CoordinatorKit
import CoordinatorKitText
import Testing

extension ScreenText {
    /// Performs the action titled `title`, as a user tapping it would.
    ///
    /// - Throws: An error recorded as a test issue, listing the screen's actions, when the
    ///   screen has no action with that title.
    @MainActor
    public func tap(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let action = try #require(
            actions.first { $0.title == title }, "no action '\(title)' among \(actions.map(\.title))",
            sourceLocation: sourceLocation)
        action.perform()
    }
}

extension ScreenTextDescribing {
    /// Performs the action titled `title` of the screen's text, as a user tapping it would.
    ///
    /// - Throws: An error recorded as a test issue, listing the screen's actions, when the
    ///   screen has no action with that title.
    public func tap(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try screenText.tap(title, sourceLocation: sourceLocation)
    }
}

extension RootCoordinator {
    /// The top screen of the selected tab described as text, from the screen the root
    /// keeps while that entry stays.
    ///
    /// - Throws: An error recorded as a test issue when no screen is showing.
    public func requiredTopScreenText(sourceLocation: SourceLocation = #_sourceLocation) throws -> ScreenText {
        try #require(topScreenText, "no screen is showing", sourceLocation: sourceLocation)
    }

    /// The top screen of the selected tab, typed by the module that owns it.
    ///
    /// - Throws: An error recorded as a test issue when no screen is showing or the top
    ///   entry belongs to another module.
    public func requiredTopScreen<M: FeatureModule>(
        of module: M.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> M.Coordinator.Screen {
        try #require(
            topScreen(of: module), "the top screen is not one of \(M.self)'s: \(state.topEntry?.description ?? "none")",
            sourceLocation: sourceLocation)
    }

    /// The view model of the top screen: the screen itself when it is a `Model` (a
    /// coordinator's screen is usually its view model), or the `Model` that the case of a
    /// module's own screen enum wraps.
    ///
    /// A shortcut for tests of one view model; a renderer hands each view its view model
    /// instead (`ScreenViewProviding` in `CoordinatorKitUI`).
    ///
    /// - Throws: An error recorded as a test issue when no screen is showing or its view
    ///   model is of another type.
    public func topScreen<Model: AnyObject>(
        as type: Model.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Model {
        let tab = try #require(state.currentTab, "no screen is showing", sourceLocation: sourceLocation)
        let screen = try #require(
            anyScreen(inTab: tab.id, atDepth: tab.stack.count), "no screen is showing", sourceLocation: sourceLocation)
        let model = (screen as? Model) ?? Mirror(reflecting: screen).children.lazy.compactMap { $0.value as? Model }.first
        return try #require(
            model, "the top screen is \(screen), not a \(Model.self)", sourceLocation: sourceLocation)
    }

    /// Performs the top screen's action titled `title`, as a user tapping it would.
    ///
    /// - Throws: An error recorded as a test issue when there is no such action.
    public func tap(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try requiredTopScreenText(sourceLocation: sourceLocation).tap(title, sourceLocation: sourceLocation)
    }
}
