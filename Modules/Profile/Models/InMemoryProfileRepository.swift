import Observation

/// A ``ProfileRepository`` that keeps its data in memory, for the demo app and tests.
///
/// Observable, so the screens that read the profile show a saved edit at once.
@Observable
@MainActor
public final class InMemoryProfileRepository: ProfileRepository {
    /// The signed-in user's profile.
    public private(set) var profile: UserProfile
    /// The user's orders, newest first.
    public let orders: [Order]

    /// Creates a repository.
    ///
    /// - Parameters:
    ///   - profile: The user's profile; by default a sample cook.
    ///   - orders: The user's orders, newest first; by default three sample orders,
    ///     including order 17.
    public init(profile: UserProfile = InMemoryProfileRepository.sampleProfile,
                orders: [Order] = InMemoryProfileRepository.sampleOrders) {
        self.profile = profile
        self.orders = orders
    }

    /// Replaces the profile.
    public func updateProfile(_ profile: UserProfile) {
        self.profile = profile
    }

    /// The sample user.
    public static let sampleProfile = UserProfile(name: "Maya Okafor", email: "maya.okafor@example.com")

    /// Three orders from the shop, newest first; order 17 is the one push notifications
    /// and the examples link to.
    public static let sampleOrders = [
        Order(id: 17, placedOn: "2025-03-14", status: .shipped, items: [
            OrderItem(name: "Cast-iron skillet, 26 cm", quantity: 1, unitPriceCents: 4_990),
            OrderItem(name: "Smoked paprika, 50 g", quantity: 2, unitPriceCents: 450),
            OrderItem(name: "Linen apron", quantity: 1, unitPriceCents: 2_400),
        ]),
        Order(id: 12, placedOn: "2025-02-02", status: .delivered, items: [
            OrderItem(name: "Sourdough starter kit", quantity: 1, unitPriceCents: 1_850),
        ]),
        Order(id: 9, placedOn: "2024-12-19", status: .delivered, items: [
            OrderItem(name: "Chef's knife, 20 cm", quantity: 1, unitPriceCents: 8_900),
            OrderItem(name: "Bamboo cutting board", quantity: 1, unitPriceCents: 2_750),
        ]),
    ]
}
