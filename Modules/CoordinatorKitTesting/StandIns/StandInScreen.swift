import CoordinatorKit

/// The screen of a stand-in module's route: a title and nothing to do.
@MainActor
public final class StandInScreen: ScreenModel {
    /// The screen's title, the description of the route it shows.
    public let title: String

    /// Creates a screen with the given title.
    public init(title: String) {
        self.title = title
    }

    /// A stand-in screen shows no content.
    public var content: [String] { [] }

    /// A stand-in screen offers no actions.
    public var actions: [ScreenAction] { [] }
}
