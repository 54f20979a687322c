import CoordinatorKit

/// The Recipes feature: the cookbook tab with its list, sections, search, recipe detail and
/// the paywall in front of premium recipes.
///
/// Register it in the app's composition; its coordinator reads a ``RecipeRepository`` from
/// ``RecipeRepositoryKey`` and a ``SubscriptionStore`` from ``SubscriptionStoreKey``.
///
/// | Link | Screen |
/// |---|---|
/// | `recipes://recipes` | the list |
/// | `recipes://recipes/42` | recipe 42, or its paywall when it is premium and the user has no subscription |
/// | `recipes://recipes/42/paywall` | the paywall for recipe 42 |
/// | `recipes://recipes/search?q=soup` | the search results for "soup" |
/// | `recipes://recipes/category/dessert` | the desserts |
public struct RecipesModule: FeatureModule {
    /// The path that "Check my allergies" opens: the Settings module's allergies, reached by
    /// link because modules never import one another, and by path so that the module does
    /// not need to know the app's scheme.
    public static let allergiesPath = "settings/allergies"

    /// The path of the flow "Avoid allergens…" awaits: Settings' allergy picker, which
    /// answers with a `Set<Allergen>`.
    public static let allergyPickerPath = "settings/allergies/pick"

    /// Creates the module's registration.
    public init() {}

    /// `recipes`: the module owns links that start with it.
    public var segment: String { "recipes" }

    /// The module's tab.
    public var tab: TabDescriptor? { TabDescriptor(title: "Recipes", systemImage: "fork.knife") }

    /// The screen a link naming only the module opens.
    public var rootRoute: RecipesRoute { .list }

    /// The module's link grammar, both ways.
    public var codec: DeepLinkCodec<RecipesRoute> {
        DeepLinkCodec([
            DeepLinkRule(.list, path: []),
            DeepLinkRule(
                "detail", path: PathParameter<Int>("id"),
                parse: { .detail(id: $0) },
                print: { if case .detail(let id) = $0 { id } else { nil } }),
            DeepLinkRule(
                "paywall", path: PathParameter<Int>("id") / "paywall",
                parse: { .paywall(recipeID: $0) },
                print: { if case .paywall(let id) = $0 { id } else { nil } }),
            DeepLinkRule(
                "search", path: "search" & QueryParameter<String>("q"),
                parse: { query in
                    guard query.contains(where: { !$0.isWhitespace }) else { throw EmptySearchQuery() }
                    return .search(query: query)
                },
                print: { if case .search(let query) = $0 { query } else { nil } }),
            DeepLinkRule(
                "category", path: "category" / PathParameter<RecipeCategory>("name"),
                parse: { .category($0) },
                print: { if case .category(let category) = $0 { category } else { nil } }),
        ])
    }

    /// One route per rule, with believable values.
    public var sampleRoutes: [RecipesRoute] {
        [.list, .detail(id: 12), .paywall(recipeID: 42), .search(query: "tomato soup"), .category(.dessert)]
    }

    /// Makes the module's coordinator with its dependencies from the container.
    @MainActor
    public func makeCoordinator(navigator: Navigator<RecipesRoute>, dependencies: Dependencies) -> RecipesCoordinator {
        RecipesCoordinator(
            navigator: navigator,
            repository: dependencies[RecipeRepositoryKey.self],
            subscriptions: dependencies[SubscriptionStoreKey.self])
    }
}
