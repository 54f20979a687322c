#if canImport(SwiftUI)
import CoordinatorKitUI
import Profile
import SwiftUI

/// One order: when it was placed, its status, its items and its total. A total too large
/// to add up, which the model reports as absent, is shown as such; an order the
/// repository no longer has shows a notice.
@MainActor
struct OrderDetailView: View {
    let model: OrderDetailViewModel

    var body: some View {
        Group {
            if let order = model.order {
                details(of: order)
            } else {
                ContentUnavailableView(
                    "Order unavailable", systemImage: "shippingbox",
                    description: Text("This order is no longer available."))
            }
        }
        .navigationTitle(Text(verbatim: "Order #\(model.orderID)"))
    }

    private func details(of order: Order) -> some View {
        List {
            Section {
                LabeledContent("Placed on", value: order.placedOn)
                LabeledContent("Status", value: order.status.displayName)
            }
            Section("Items") {
                ForEach(Array(order.items.enumerated()), id: \.offset) { _, item in
                    LabeledContent {
                        AmountText(cents: item.totalCents)
                    } label: {
                        Text(item.name)
                        Text(verbatim: "\(item.quantity) × \(item.unitPriceCents.dollars)")
                    }
                }
            }
            Section {
                LabeledContent("Total") {
                    AmountText(cents: order.totalCents)
                        .bold()
                }
            }
        }
    }
}

/// An amount in cents as dollars, or a note when the model reports it too large to add up.
@MainActor
private struct AmountText: View {
    let cents: Int?

    var body: some View {
        if let cents {
            Text(cents.dollars)
                .monospacedDigit()
        } else {
            Text("Too large to show")
                .foregroundStyle(.red)
        }
    }
}

extension OrderDetailViewModel: ScreenViewProviding {
    /// The screen drawn by ``OrderDetailView``.
    public var screenView: some View { OrderDetailView(model: self) }
}
#endif
