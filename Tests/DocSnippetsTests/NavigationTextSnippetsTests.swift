import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

// The Localization article's text with a key of its own (CoordinatorKit.docc/Localization.md):
// `NavigationText(key:defaultValue:)`, a stable key that is not the English words.

@MainActor
struct NavigationTextSnippetsTests {
    @Test func aTextWithAKeyOfItsOwnShowsItsDefaultValueWhereNoTableHasTheKey() {
        // snippet: navigation-text-key
        let title = NavigationText(key: "settings.signOut.title", defaultValue: "Sign out?")
        let count = NavigationText(
            key: "recipes.saved.count", defaultValue: "%lld saved recipes", table: "Recipes",
            bundle: .named("MyApp_Recipes"), arguments: [.integer(3)])
        // end
        #expect(title.key == "settings.signOut.title")
        #expect(title.table == nil)                       // the Localizable table
        #expect(title.bundle == .main)
        // No table of this target has the keys: the default values, with their arguments.
        #expect(title.localized(in: Locale(identifier: "en")) == "Sign out?")
        #expect(count.localized(in: Locale(identifier: "en")) == "3 saved recipes")
        #expect(count.description == "3 saved recipes")
        // A literal is its own key and default value; a key of its own is not.
        let literal: NavigationText = "Sign out?"
        #expect(literal.key == literal.defaultValue)
        #expect(title != literal)
    }
}
