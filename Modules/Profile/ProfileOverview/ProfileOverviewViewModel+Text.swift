import CoordinatorKit
import CoordinatorKitText

extension ProfileOverviewViewModel: ScreenTextDescribing {
    /// The user's name, email and orders summary, and the ways on.
    public var screenText: ScreenText {
        var actions = [
            ScreenAction("Edit profile") { self.editProfile() },
            ScreenAction("Orders") { self.showOrders() },
        ]
        if let latest = latestOrder {
            actions.append(ScreenAction("Order #\(latest.id)") { self.showOrder(id: latest.id) })
        }
        return ScreenText(
            title: profile.name, lines: ["Email: \(profile.email)", "Orders: \(ordersSummary)"], actions: actions)
    }

    /// How many orders, and the latest with its status.
    private var ordersSummary: String {
        guard let latest = latestOrder else { return "No orders yet" }
        let count = orders.count == 1 ? "1 order" : "\(orders.count) orders"
        return "\(count), latest #\(latest.id) (\(latest.status.displayName.lowercased()))"
    }
}
