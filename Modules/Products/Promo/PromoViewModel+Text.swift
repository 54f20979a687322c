import CoordinatorKit
import CoordinatorKitText

// Each action holds the model strongly: a front end may keep the actions it listed and
// drop the model, and a tap must still reach it.
extension PromoViewModel: ScreenTextDescribing {
    /// The offer and its code, or the notice that it expired; and the way to the shop.
    public var screenText: ScreenText {
        guard let promotion else {
            return ScreenText(
                title: "Offer expired",
                lines: ["The code \(code) is no longer running. Keep an eye on the newsletter for the next one."],
                actions: [ScreenAction("Browse the shop") { self.browseShop() }])
        }
        return ScreenText(
            title: promotion.headline,
            lines: ["Code: \(promotion.code)", promotion.details],
            actions: [ScreenAction("Shop the offer") { self.browseShop() }])
    }
}
