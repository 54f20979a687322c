import CoordinatorKit

/// The user's premium subscription: whether they hold one, what it costs, and buying it.
///
/// The app's composition may set ``isSubscribed`` at launch (the demo's `--subscribed`
/// flag); the paywall buys through ``purchase()``.
@MainActor
public protocol SubscriptionStore: AnyObject {
    /// Whether the user may read premium recipes.
    var isSubscribed: Bool { get set }
    /// The subscription's price as the paywall shows it, such as `"$4.99 a month"`.
    var price: String { get }

    /// Buys the subscription; on return ``isSubscribed`` is `true`.
    ///
    /// - Throws: ``SubscriptionError`` when the purchase did not go through; nothing changed.
    func purchase() throws(SubscriptionError)
}

/// Why a purchase of the subscription did not go through.
public enum SubscriptionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The store declined the payment.
    case paymentDeclined
    /// The store could not be reached.
    case storeUnavailable

    /// Why the purchase failed, in a sentence for the user, in the user's language.
    public var message: NavigationText {
        NavigationText(key: description, bundle: .recipes)
    }

    /// Why the purchase failed, in English (logs; ``message`` is the user's).
    public var description: String {
        switch self {
        case .paymentDeclined: "Your payment was declined. Check your payment details and try again."
        case .storeUnavailable: "The store cannot be reached right now. Try again in a moment."
        }
    }
}

/// The key under which the app's composition sets the ``SubscriptionStore``; by default an
/// ``InMemorySubscriptionStore`` without a subscription.
public enum SubscriptionStoreKey: DependencyKey {
    /// A store without a subscription whose purchases succeed.
    @MainActor public static var defaultValue: any SubscriptionStore { InMemorySubscriptionStore() }
}
