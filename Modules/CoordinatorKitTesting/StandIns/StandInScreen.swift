import CoordinatorKit
import CoordinatorKitText

/// The screen of a stand-in module's route: a title and nothing to do.
@MainActor
public final class StandInScreen: ScreenTextDescribing {
    /// The screen's title, the description of the route it shows.
    public let title: String

    /// Creates a screen with the given title.
    public init(title: String) {
        self.title = title
    }

    /// The title alone: a stand-in screen shows no lines and offers no actions.
    public var screenText: ScreenText {
        ScreenText(title: title)
    }
}
