import Testing
@testable import Recipes

struct InMemoryRecipeRepositoryTests {
    private let repository = InMemoryRecipeRepository()

    @Test func sampleIdentifiersAreUniqueAndFortyTwoIsPremium() {
        let ids = repository.allRecipes().map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(repository.recipe(withID: 42)?.isPremium == true)
        #expect(repository.allRecipes().filter(\.isPremium).map(\.id) == [23, 42, 64])
    }

    @Test func everySectionHasRecipes() {
        for category in RecipeCategory.allCases {
            #expect(!repository.recipes(in: category).isEmpty, "\(category)")
        }
    }

    @Test func searchIgnoresCaseAndAccents() {
        #expect(repository.recipes(matching: "SHAKSHÚKA").map(\.id) == [1])
    }

    @Test func searchWithoutWordsFindsNothing() {
        #expect(repository.recipes(matching: " ,  ").isEmpty)
    }
}
