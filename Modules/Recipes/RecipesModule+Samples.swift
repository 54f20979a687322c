import CoordinatorKitTooling

/// The module's sample routes, for the route tooling, the navigation explorer and the
/// round-trip check; the module's runtime part never reads them.
extension RecipesModule: ModuleSamples {
    /// One route per rule with values, with believable values.
    public var sampleRoutes: [RecipesRoute] {
        [.detail(id: 12), .paywall(recipeID: 42), .search(query: "tomato soup"), .category(.dessert)]
    }
}
