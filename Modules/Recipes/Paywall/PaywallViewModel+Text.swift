import CoordinatorKit
import CoordinatorKitText

extension PaywallViewModel: ScreenTextDescribing {
    /// The offer, and the choice to subscribe or not.
    public var screenText: ScreenText {
        ScreenText(
            title: "Premium recipe",
            lines: [
                "\(recipeTitle ?? "This recipe") is for subscribers.",
                "Subscribe for \(price) to cook every premium recipe. Cancel any time.",
            ],
            actions: [
                ScreenAction("Subscribe for \(price)") { self.subscribe() },
                ScreenAction("Not now") { self.decline() },
            ])
    }
}
