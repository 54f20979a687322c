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
/// | `recipes://recipes?category=dessert` | the desserts (in their own tab when pinned, ``pinnedTab(showing:)``) |
/// | `recipes://recipes/new` | a new recipe, in a sheet (the "New recipe" action tab's screen) |
public struct RecipesModule: FeatureModule {
    /// The path that "Check my allergies" opens: the Settings module's allergies, reached by
    /// link because modules never import one another, and by path so that the module does
    /// not need to know the app's scheme.
    public static let allergiesPath = "settings/allergies"

    /// Creates the module's registration.
    public init() {}

    /// `recipes`: the module owns links that start with it.
    public var segment: String { "recipes" }

    /// The module's tab.
    /// A sidebar shows the list in a content column beside the recipe chosen, as Mail shows
    /// a mailbox beside a message.
    public var tab: TabDescriptor? {
        TabDescriptor(title: NavigationText("Recipes", bundle: .recipes), systemImage: "fork.knife", showsContentColumn: true)
    }

    /// A section of the cookbook can be pinned as a tab of its own beside the cookbook:
    /// the soups, say, whose link `recipes://recipes?category=soup` then lands in that tab.
    /// A new recipe can be offered as a tab too: an action tab ("New recipe") that opens
    /// the composer over the tab the user is on.
    public func pinnedTab(showing root: RecipesRoute) -> TabDescriptor? {
        switch root {
        case .category(let category):
            TabDescriptor(title: NavigationText(key: category.title, bundle: .recipes), systemImage: "bookmark")
        case .newRecipe:
            TabDescriptor(title: NavigationText("New recipe", bundle: .recipes), systemImage: "square.and.pencil")
        default:
            nil
        }
    }

    /// The screen a link naming only the module opens.
    public var rootRoute: RecipesRoute { .list }

    /// The module's link grammar, both ways.
    public var codec: DeepLinkCodec<RecipesRoute> {
        let list = DeepLinkRule<RecipesRoute>(.list, path: [])
        let newRecipe = DeepLinkRule<RecipesRoute>(.newRecipe, path: ["new"])
        let detail = DeepLinkRule("detail", path: PathParameter<Int>("id"), parse: { RecipesRoute.detail(id: $0) })
        let paywall = DeepLinkRule(
            "paywall", path: PathParameter<Int>("id") / "paywall", parse: { RecipesRoute.paywall(recipeID: $0) })
        let search = DeepLinkRule(
            "search", path: "search" & QueryParameter<String>("q"),
            parse: { query in
                guard query.contains(where: { !$0.isWhitespace }) else { throw EmptySearchQuery() }
                return RecipesRoute.search(query: query)
            })
        // A root-level query: `recipes?category=soup` is the soups, pushed on the list as
        // tapping a section pushes them (not `.inPlaceOfRoot()`: Docs/Modules/Recipes.md).
        let category = DeepLinkRule(
            "category", path: "" & QueryParameter<RecipeCategory>("category"), parse: { RecipesRoute.category($0) })
        return DeepLinkCodec([list, detail, paywall, search, category, newRecipe]) { route in
            switch route {
            case .list: list.link()
            case .detail(let id): detail.link(id)
            case .paywall(let id): paywall.link(id)
            case .search(let query): search.link(query)
            case .category(let name): category.link(name)
            case .newRecipe: newRecipe.link()
            }
        }
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

extension TextBundle {
    /// The module's resource bundle: its navigation texts in `Resources/<language>.lproj`.
    /// Named rather than `TextBundle(Bundle.module)`, which the Apple type check (run without
    /// SwiftPM's generated resource accessor) cannot see; both find the same bundle.
    static let recipes = TextBundle.named("CoordinatorKit_Recipes")
}
