#if canImport(SwiftUI)
import CoordinatorKitUI
import Profile
import SwiftUI

/// Every order the user placed, newest first, each with its date, status and total;
/// choosing one asks the model to open it.
@MainActor
struct OrdersView: View {
    let model: OrdersViewModel

    var body: some View {
        List(model.orders) { order in
            Button {
                model.showOrder(id: order.id)
            } label: {
                OrderRow(order: order)
            }
            .foregroundStyle(.primary)
        }
        .overlay {
            if model.orders.isEmpty {
                ContentUnavailableView(
                    "No orders yet", systemImage: "shippingbox",
                    description: Text("Orders you place in the shop appear here."))
            }
        }
        .navigationTitle("Orders")
    }
}

/// One order of the list.
@MainActor
private struct OrderRow: View {
    let order: Order

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading, spacing: 2) {
                Text(verbatim: "Order #\(order.id)")
                    .font(.headline)
                Text(order.placedOn)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 2) {
                // The model reports a total too large to add up as absent.
                Text(order.totalCents?.dollars ?? "Too large to show")
                    .monospacedDigit()
                Text(order.status.displayName)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .contentShape(Rectangle())
    }
}

extension OrdersViewModel: ScreenViewProviding {
    /// The screen drawn by ``OrdersView``.
    public var screenView: some View { OrdersView(model: self) }
}
#endif
