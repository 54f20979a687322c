import CoordinatorKit
import CoordinatorKitText

extension RecipesScreen: ScreenTextDescribing {
    /// The text of the wrapped view model's screen.
    public var screenText: ScreenText {
        switch self {
        case .list(let model): model.screenText
        case .detail(let model): model.screenText
        case .search(let model): model.screenText
        case .paywall(let model): model.screenText
        }
    }
}
