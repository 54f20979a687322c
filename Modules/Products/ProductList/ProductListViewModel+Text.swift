import CoordinatorKit
import CoordinatorKitText

// Each action holds the model strongly: a front end may keep the actions it listed and
// drop the model, and a tap must still reach it.
extension ProductListViewModel: ScreenTextDescribing {
    /// A heading per range with its items and prices, and an action per item.
    public var screenText: ScreenText {
        ScreenText(
            title: "Shop",
            lines: sections.flatMap { section in
                [section.kind == .product ? "Kitchen" : "Merch"] + section.items.map { "  \($0.name) — \($0.price)" }
            },
            actions: items.map { item in ScreenAction(item.name) { self.select(item) } })
    }
}
