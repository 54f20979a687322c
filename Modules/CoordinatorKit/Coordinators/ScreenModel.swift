/// What a screen shows and what the user can do on it, independent of any UI framework.
///
/// View models adopt this so that every front end can render a screen: SwiftUI views bind
/// to the view model's own properties, the command-line shell prints ``title``,
/// ``content`` and numbered ``actions``, and tests trigger actions directly.
@MainActor
public protocol ScreenModel: AnyObject {
    /// The screen's title.
    var title: String { get }
    /// The screen's content, one line per item.
    var content: [String] { get }
    /// What the user can do on the screen, in display order.
    var actions: [ScreenAction] { get }
}

/// One thing the user can do on a screen, such as tapping a row or a button.
///
/// An action keeps what it needs alive: capture the view model strongly. Actions are
/// built when ``ScreenModel/actions`` is read, so this makes no reference cycle, and a
/// caller may perform an action after letting go of the model.
public struct ScreenAction: Sendable {
    /// The action's label.
    public let title: String
    private let handler: @MainActor @Sendable () -> Void

    /// Creates an action.
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
