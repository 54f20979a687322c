/// One thing the user can do on a screen described as text, such as tapping a row or a
/// button.
///
/// An action keeps what it needs alive: capture the view model strongly. Actions are
/// built when ``ScreenTextDescribing/screenText`` is read, so this makes no reference
/// cycle, and a caller may perform an action after letting go of the model.
public struct ScreenAction: Sendable {
    /// The action's label.
    public let title: String
    private let handler: @MainActor @Sendable () -> Void

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The action's label.
    ///   - handler: What performing the action does, usually one intent method of a
    ///     view model.
    public init(_ title: String, perform handler: @escaping @MainActor @Sendable () -> Void) {
        self.title = title
        self.handler = handler
    }

    /// Performs the action.
    @MainActor
    public func perform() {
        handler()
    }
}
