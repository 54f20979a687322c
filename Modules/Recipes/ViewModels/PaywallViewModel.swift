import CoordinatorKit
import Observation

/// The offer to subscribe, shown in front of a premium recipe.
///
/// The view model buys through the ``SubscriptionStore`` and reports the outcome; the
/// coordinator decides what the user sees next.
@Observable
@MainActor
final class PaywallViewModel: ScreenModel {
    /// The premium recipe the user asked for.
    let recipeID: Int
    /// The recipe's title, or `nil` when the cookbook has no such recipe.
    let recipeTitle: String?
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

    /// The price the subscription costs.
    var price: String { store.price }

    var title: String { "Premium recipe" }

    var content: [String] {
        [
            "\(recipeTitle ?? "This recipe") is for subscribers.",
            "Subscribe for \(price) to cook every premium recipe. Cancel any time.",
        ]
    }

    var actions: [ScreenAction] {
        [
            ScreenAction("Subscribe for \(price)") { self.subscribe() },
            ScreenAction("Not now") { self.decline() },
        ]
    }

    func subscribe() {
        do {
            try store.purchase()
            delegate?.handle(.subscriptionPurchased(recipeID: recipeID))
        } catch {
            delegate?.handle(.purchaseFailed(recipeID: recipeID, error: error))
        }
    }

    func decline() {
        delegate?.handle(.paywallDeclined(recipeID: recipeID))
    }
}
