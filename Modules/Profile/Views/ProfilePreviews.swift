#if canImport(SwiftUI)
import CoordinatorKit
import CoordinatorKitUI
import Profile
import SwiftUI

// Previews of Profile's screens with the in-memory sample repository, built by the module's
// coordinator as in the app. `#Preview` is not used: the macro cannot be expanded by the
// Linux check of the Apple SDKs.

@MainActor
struct ProfilePreviews: PreviewProvider {
    static var previews: some View {
        CoordinatorRootView.preview(of: [ProfileModule()], at: "profile").previewDisplayName("With orders")
        CoordinatorRootView.preview(of: [ProfileModule()], at: "profile", dependencies: repository(orders: []))
            .previewDisplayName("No orders")
        CoordinatorRootView.preview(of: [ProfileModule()], at: "profile/edit").previewDisplayName("Edit")
        CoordinatorRootView.preview(of: [ProfileModule()], at: "profile/orders").previewDisplayName("Orders")
        CoordinatorRootView.preview(of: [ProfileModule()], at: "profile/orders/17").previewDisplayName("Order 17")
        CoordinatorRootView.preview(
            of: [ProfileModule()], at: "profile/orders/1",
            dependencies: repository(orders: [
                Order(id: 1, placedOn: "2025-04-01", status: .processing, items: [
                    OrderItem(name: "Saffron, 1 g", quantity: 2, unitPriceCents: .max),
                ]),
            ])
        )
        .previewDisplayName("Total too large")
    }

    /// The sample profile with `orders`.
    private static func repository(orders: [Order]) -> Dependencies {
        let dependencies = Dependencies()
        dependencies[ProfileRepositoryKey.self] = InMemoryProfileRepository(orders: orders)
        return dependencies
    }
}
#endif
