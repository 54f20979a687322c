import Observation

/// The offer to subscribe, shown in front of a premium recipe.
///
/// The view model buys through the ``SubscriptionStore`` and reports the outcome; the
/// coordinator decides what the user sees next. Public, for the module's views target, as
/// are its state and intents.
@Observable
@MainActor
public final class PaywallViewModel {
    /// The premium recipe the user asked for.
    public let recipeID: Int
    /// The recipe's title, or `nil` when the cookbook has no such recipe.
    public let recipeTitle: String?
    @ObservationIgnored private let store: any SubscriptionStore
    @ObservationIgnored private weak var delegate: (any RecipesNavigationDelegate)?

    init(
        recipeID: Int, repository: any RecipeRepository, store: any SubscriptionStore,
        delegate: any RecipesNavigationDelegate
    ) {
        self.recipeID = recipeID
        self.recipeTitle = repository.recipe(withID: recipeID)?.title
        self.store = store
        self.delegate = delegate
    }

    /// The price the subscription costs, as the store states it.
    public var price: String { store.price }

    /// Buys the subscription and reports whether it went through.
    public func subscribe() {
        do {
            try store.purchase()
            delegate?.handle(.subscriptionPurchased(recipeID: recipeID))
        } catch {
            delegate?.handle(.purchaseFailed(recipeID: recipeID, error: error))
        }
    }

    /// Turns the offer down.
    public func decline() {
        delegate?.handle(.paywallDeclined(recipeID: recipeID))
    }
}
