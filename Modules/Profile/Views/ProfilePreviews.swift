#if canImport(SwiftUI)
import SwiftUI

// Previews of Profile's screens with the in-memory sample repository. `#Preview` is not
// used: the macro cannot be expanded by the Linux check of the Apple SDKs.

/// Receives the previews' navigation events and ignores them: a preview shows one screen.
@MainActor
private final class PreviewNavigation: ProfileNavigationDelegate {
    /// Kept here because view models hold their delegate weakly.
    static let shared = PreviewNavigation()
    func handle(_ event: ProfileNavigationEvent) {}
}

@MainActor
struct ProfileOverviewView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            ProfileOverviewView(model: ProfileOverviewViewModel(
                repository: InMemoryProfileRepository(), navigation: PreviewNavigation.shared))
        }
        .previewDisplayName("With orders")
        NavigationStack {
            ProfileOverviewView(model: ProfileOverviewViewModel(
                repository: InMemoryProfileRepository(orders: []), navigation: PreviewNavigation.shared))
        }
        .previewDisplayName("No orders")
    }
}

@MainActor
struct ProfileEditView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            ProfileEditView(model: ProfileEditViewModel(
                repository: InMemoryProfileRepository(), navigation: PreviewNavigation.shared))
        }
    }
}

@MainActor
struct OrdersView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            OrdersView(model: OrdersViewModel(repository: InMemoryProfileRepository(), navigation: PreviewNavigation.shared))
        }
    }
}

@MainActor
struct OrderDetailView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationStack {
            OrderDetailView(model: OrderDetailViewModel(orderID: 17, repository: InMemoryProfileRepository()))
        }
        .previewDisplayName("Order 17")
        NavigationStack {
            OrderDetailView(model: OrderDetailViewModel(orderID: 1, repository: InMemoryProfileRepository(orders: [
                Order(id: 1, placedOn: "2025-04-01", status: .processing, items: [
                    OrderItem(name: "Saffron, 1 g", quantity: 2, unitPriceCents: .max),
                ]),
            ])))
        }
        .previewDisplayName("Total too large")
    }
}
#endif
