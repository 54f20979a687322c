import CoordinatorKit
import CoordinatorKitText
import Testing
@testable import Recipes

@MainActor
struct PaywallViewModelTests {
    private let repository = InMemoryRecipeRepository()

    @Test func showsTheRecipeAndThePrice() {
        let store = InMemorySubscriptionStore(price: "€3.99 a month")
        let model = PaywallViewModel(recipeID: 42, repository: repository, store: store, delegate: EventRecorder())
        #expect(model.price == "€3.99 a month")
        #expect(model.screenText.lines == [
            "Beef Wellington is for subscribers.",
            "Subscribe for €3.99 a month to cook every premium recipe. Cancel any time.",
        ])
        #expect(model.screenText.actions.map(\.title) == ["Subscribe for €3.99 a month", "Not now"])
    }

    @Test func subscribingBuysAndReportsThePurchase() {
        let store = InMemorySubscriptionStore()
        let recorder = EventRecorder()
        let model = PaywallViewModel(recipeID: 42, repository: repository, store: store, delegate: recorder)
        model.subscribe()
        #expect(store.isSubscribed)
        #expect(recorder.events == [.subscriptionPurchased(recipeID: 42)])
    }

    @Test func failedPurchaseReportsTheErrorAndLeavesTheUserUnsubscribed() {
        let store = InMemorySubscriptionStore(nextPurchaseError: .paymentDeclined)
        let recorder = EventRecorder()
        let model = PaywallViewModel(recipeID: 64, repository: repository, store: store, delegate: recorder)
        model.subscribe()
        #expect(!store.isSubscribed)
        #expect(recorder.events == [.purchaseFailed(recipeID: 64, error: .paymentDeclined)])
    }

    @Test func notNowReportsTheRefusal() {
        let store = InMemorySubscriptionStore()
        let recorder = EventRecorder()
        let model = PaywallViewModel(recipeID: 23, repository: repository, store: store, delegate: recorder)
        model.screenText.actions.last?.perform()
        #expect(recorder.events == [.paywallDeclined(recipeID: 23)])
        #expect(store.purchaseAttempts == 0)
    }
}
