import CoordinatorKit
import CoordinatorKitText

extension SettingsScreen: ScreenTextDescribing {
    /// The text of the wrapped view model's screen.
    public var screenText: ScreenText {
        switch self {
        case .main(let model): model.screenText
        case .allergies(let model): model.screenText
        case .allergyPicker(let model): model.screenText
        case .profileSettings(let model): model.screenText
        case .notifications(let model): model.screenText
        }
    }
}
