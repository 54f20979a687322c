import CoordinatorKit
import CoordinatorKitText

// Each action holds the model strongly: a front end may keep the actions it listed and
// drop the model, and a tap must still reach it.
extension ProductDetailViewModel: ScreenTextDescribing {
    /// The item with its price, quantity and total, the quantity steppers, and the way
    /// back; or what is missing.
    public var screenText: ScreenText {
        guard let item, let total else {
            return ScreenText(
                title: kind == .merch ? "Merch not found" : "Product not found",
                lines: ["No \(kind.rawValue) has the id \(id.uuidString); it may have left the shop."],
                actions: [ScreenAction("Browse the shop") { self.continueShopping() }])
        }
        var actions: [ScreenAction] = []
        if canIncrement { actions.append(ScreenAction("Add one") { self.increment() }) }
        if canDecrement { actions.append(ScreenAction("Remove one") { self.decrement() }) }
        return ScreenText(
            title: item.name,
            lines: [
                kind == .merch ? "Official Recipes merch" : "Kitchen product",
                item.summary,
                "Price: \(item.price)",
                "Quantity: \(quantity)",
                total.text,
            ],
            actions: [ScreenAction("Continue shopping") { self.continueShopping() }] + actions)
    }
}

extension ProductDetailViewModel.Total {
    /// The total as the shell prints it.
    var text: String {
        switch self {
        case .amount(let price): "Total: \(price)"
        case .tooLarge: "Total: too large to show; choose a smaller quantity."
        }
    }
}
