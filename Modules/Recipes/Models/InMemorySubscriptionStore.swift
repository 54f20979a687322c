import Observation

/// A subscription store held in memory: purchases succeed at once unless a test makes the
/// next one fail.
@MainActor
@Observable
public final class InMemorySubscriptionStore: SubscriptionStore {
    /// Whether the user holds the subscription.
    public var isSubscribed: Bool
    /// The subscription's price, for display.
    public let price: String
    /// The error the next purchase throws, used once; `nil` lets it succeed.
    public var nextPurchaseError: SubscriptionError?
    /// How many purchases were attempted, failed ones included.
    public private(set) var purchaseAttempts = 0

    /// Creates a store.
    ///
    /// - Parameters:
    ///   - isSubscribed: Whether the user starts with a subscription.
    ///   - price: The price the paywall shows.
    ///   - nextPurchaseError: The error the first purchase throws, if it should fail.
    public init(isSubscribed: Bool = false, price: String = "$4.99 a month", nextPurchaseError: SubscriptionError? = nil) {
        self.isSubscribed = isSubscribed
        self.price = price
        self.nextPurchaseError = nextPurchaseError
    }

    /// Buys the subscription; when ``nextPurchaseError`` is set, throws it once instead and
    /// clears it.
    public func purchase() throws(SubscriptionError) {
        purchaseAttempts += 1
        if let error = nextPurchaseError {
            nextPurchaseError = nil
            throw error
        }
        isSubscribed = true
    }
}
