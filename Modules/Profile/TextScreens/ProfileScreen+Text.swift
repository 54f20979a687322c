import CoordinatorKit
import CoordinatorKitText

extension ProfileScreen: ScreenTextDescribing {
    /// The text of the wrapped view model's screen.
    public var screenText: ScreenText {
        switch self {
        case .overview(let model): model.screenText
        case .edit(let model): model.screenText
        case .orders(let model): model.screenText
        case .order(let model): model.screenText
        }
    }
}
