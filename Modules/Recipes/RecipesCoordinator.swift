import CoordinatorKit
import SharedModels

/// The Recipes module's child coordinator: decides where every Recipes route and event
/// leads, and builds each screen's view model with its dependencies.
///
/// The one data-dependent decision lives in ``destination(for:)``: a premium recipe asked
/// for by a user without a subscription becomes the paywall for that recipe, whether a
/// link, a list row or a search result asked for it.
@MainActor
public final class RecipesCoordinator: ModuleCoordinator {
    private let navigator: Navigator<RecipesRoute>
    private let repository: any RecipeRepository
    private let subscriptions: any SubscriptionStore
    /// The allergens every recipe list leaves out, from Settings' allergy picker.
    private let allergenFilter = AllergenFilter()

    /// Creates the coordinator.
    ///
    /// - Parameters:
    ///   - navigator: The coordinator's handle on the root coordinator.
    ///   - repository: Where recipes come from.
    ///   - subscriptions: Whether the user may read premium recipes, and how they subscribe.
    public init(
        navigator: Navigator<RecipesRoute>, repository: any RecipeRepository, subscriptions: any SubscriptionStore
    ) {
        self.navigator = navigator
        self.repository = repository
        self.subscriptions = subscriptions
    }

    /// A premium recipe becomes its paywall for a user without a subscription; the paywall
    /// of a recipe the user may already read (subscribed, free or unknown) becomes the recipe.
    public func destination(for route: RecipesRoute) -> RecipesRoute {
        switch route {
        case .detail(let id) where isLocked(id):
            .paywall(recipeID: id)
        case .paywall(let id) where !isLocked(id):
            .detail(id: id)
        default:
            route
        }
    }

    /// Builds each screen's view model with the repository, the store and this coordinator
    /// as the receiver of its navigation events.
    public func screen(for route: RecipesRoute) -> AnyObject {
        switch route {
        case .list:
            RecipeListViewModel(category: nil, repository: repository, delegate: self, filter: allergenFilter)
        case .category(let category):
            RecipeListViewModel(category: category, repository: repository, delegate: self, filter: allergenFilter)
        case .detail(let id):
            RecipeDetailViewModel(recipeID: id, repository: repository, delegate: self)
        case .search(let query):
            RecipeSearchViewModel(query: query, repository: repository, delegate: self)
        case .paywall(let id):
            makePaywall(recipeID: id)
        case .newRecipe:
            NewRecipeViewModel(delegate: self)
        }
    }

    /// "Try again" on a failed purchase buys again from the paywall that showed the alert.
    public func handleAlertAction(_ action: RecipesAlert.Action, of alert: RecipesAlert, shownBy route: RecipesRoute) {
        switch (alert, action) {
        case (.purchaseFailed, .retry):
            guard case .paywall(let id) = route else { return }
            makePaywall(recipeID: id).subscribe()
        case (.allergiesUnavailable, _):
            // Its only button cancels.
            break
        }
    }

    private func isLocked(_ recipeID: Int) -> Bool {
        repository.recipe(withID: recipeID)?.isPremium == true && !subscriptions.isSubscribed
    }

    private func makePaywall(recipeID: Int) -> PaywallViewModel {
        PaywallViewModel(recipeID: recipeID, repository: repository, store: subscriptions, delegate: self)
    }
}

extension RecipesCoordinator: RecipesNavigationDelegate {
    func handle(_ event: RecipesNavigationEvent) {
        switch event {
        case .recipeSelected(let id):
            navigator.show(.detail(id: id))
        case .recipeSelectedInList(let id, let category):
            showRecipe(id, pickedIn: category.map(RecipesRoute.category) ?? .list)
        case .categorySelected(let category):
            navigator.show(.category(category))
        case .searchRequested(let query):
            navigator.show(.search(query: query))
        case .allergyCheckRequested:
            openAllergies()
        case .allergenFilterRequested:
            pickAllergensToAvoid()
        case .backToRecipesRequested:
            backToRecipes()
        case .subscriptionPurchased(let id):
            // One change: the paywall's sheet goes and the recipe is pushed on the layer
            // below it; other modules' routes may require the subscription too.
            navigator.performAsOneChange {
                navigator.dismiss()
                navigator.show(.detail(id: id))
                navigator.accessDidChange()
            }
        case .purchaseFailed(let recipeID, let error):
            let recipeTitle = repository.recipe(withID: recipeID)?.title ?? String(recipeID)
            navigator.showAlert(AlertState(
                RecipesAlert.purchaseFailed, title: NavigationText("Could not unlock “\(recipeTitle)”", bundle: .recipes),
                message: error.message,
                buttons: [
                    AlertState.Button(NavigationText("Try again", bundle: .recipes), action: RecipesAlert.action(.retry)),
                    AlertState.Button(NavigationText("Cancel", bundle: .recipes), role: .cancel, action: .cancel),
                ]))
        case .paywallDeclined, .newRecipeSaved, .newRecipeCancelled:
            navigator.dismiss()
        }
    }

    /// A recipe picked in a list: in the list at the tab's root, which a sidebar shows beside
    /// the detail in a content column (``RecipesModule/tab``), the recipe replaces what the
    /// detail showed rather than piling on it — back to the list, then the recipe, as one
    /// change; in a list pushed on the tab (a section of the cookbook) it is pushed. The
    /// recipe already on top is shown as it is (a second tap is refused, never a new screen).
    private func showRecipe(_ id: Int, pickedIn list: RecipesRoute) {
        let tab = navigator.state?.currentTab
        guard tab?.root.route.as(RecipesRoute.self) == list,
            tab?.top.route.as(RecipesRoute.self) != destination(for: .detail(id: id))
        else {
            navigator.show(.detail(id: id))
            return
        }
        navigator.performAsOneChange {
            navigator.popToRoot()
            navigator.show(.detail(id: id))
        }
    }

    /// Awaits Settings' allergy picker, the flow SharedModels offers, and filters the lists by
    /// its answer: a `Set<Allergen>`, checked by the compiler on both sides. A cancelled picker changes
    /// nothing; an app composed without Settings says so.
    private func pickAllergensToAvoid() {
        navigator.open(.allergyPicker) { [weak self] outcome in
            switch outcome {
            case .success(let allergens):
                self?.allergenFilter.avoided = allergens
            case .failure(.refused):
                self?.showAllergiesUnavailable()
            case .failure:
                break
            }
        }
    }

    /// Back to the nearest list of recipes below, in one change (a layer crossed is
    /// dismissed): on the Recipes tab, whose root is the list, there always is one; a
    /// recipe shown on another tab opens the Recipes tab at its list instead.
    private func backToRecipes() {
        if navigator.state?.selectedTab == navigator.module {
            navigator.goBack(to: .list)
        } else {
            navigator.open(path: "recipes")
        }
    }

    /// Allergies belong to the Settings module, reached by link and pushed on the tab the
    /// user is on (a tap inside the app keeps its tab); an app composed without Settings
    /// says so instead of doing nothing.
    private func openAllergies() {
        if navigator.open(path: RecipesModule.allergiesPath, placement: .currentTab) != nil {
            showAllergiesUnavailable()
        }
    }

    private func showAllergiesUnavailable() {
        navigator.showAlert(AlertState(
            RecipesAlert.allergiesUnavailable, title: NavigationText("Allergies unavailable", bundle: .recipes),
            message: NavigationText("This app has no allergy settings to compare with.", bundle: .recipes),
            buttons: [AlertState.Button(NavigationText("OK", bundle: .recipes), role: .cancel, action: .cancel)]))
    }
}
