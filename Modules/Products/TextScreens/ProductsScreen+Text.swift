import CoordinatorKit
import CoordinatorKitText

extension ProductsScreen: ScreenTextDescribing {
    /// The text of the wrapped view model's screen.
    public var screenText: ScreenText {
        switch self {
        case .list(let model): model.screenText
        case .detail(let model): model.screenText
        case .promo(let model): model.screenText
        }
    }
}
