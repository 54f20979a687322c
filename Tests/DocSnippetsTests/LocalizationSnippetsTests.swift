import CoordinatorKit
import Foundation
import Testing

// The Localization article's samples (CoordinatorKit.docc/Localization.md) and
// NavigationText's doc comment.

/// The alert of the sample below, as its module declares it.
enum DraftAlert: String, ModuleAlert {
    case discardDraft = "notes.discardDraft"

    enum Action: String {
        case discard
    }
}

// snippet: localized-alert
extension TextBundle {
    /// The notes module's resource bundle (`Resources/<language>.lproj/Localizable.strings`).
    static let notes = TextBundle.named("MyApp_Notes")
}

enum DiscardDraftDialog {
    static func alert(draftTitle: String) -> AlertState {
        AlertState(
            DraftAlert.discardDraft, style: .confirmationDialog,
            title: NavigationText("Discard “\(draftTitle)”?", bundle: .notes),
            message: NavigationText("Your changes to this note are lost.", bundle: .notes),
            buttons: [
                AlertState.Button(NavigationText("Discard", bundle: .notes), role: .destructive, action: DraftAlert.action(.discard)),
                AlertState.Button(NavigationText("Cancel", bundle: .notes), role: .cancel, action: .cancel),
            ])
    }
}
// end

struct LocalizationSnippetsTests {
    struct Recipe {
        var name: String
    }

    @Test func aTextIsAKeyWithTypedArgumentsOrVerbatimWords() {
        let recipe = Recipe(name: "Pasta")
        // snippet: navigation-text
        let title: NavigationText = "Sign out?"
        let question = NavigationText("Delete \(recipe.name)?", bundle: .named("MyApp_Recipes"))
        let name = NavigationText(verbatim: recipe.name)
        // end
        #expect(title.key == "Sign out?")
        #expect(question.key == "Delete %@?")
        #expect(question.arguments == [.string("Pasta")])
        #expect(question.bundle.name == "MyApp_Recipes")
        #expect(name.isVerbatim)
    }

    @Test func aDialogsTextsAreKeysInTheModulesBundle() {
        let alert = DiscardDraftDialog.alert(draftTitle: "Groceries")
        // snippet: localized-words
        let words = alert.title.localized(in: Locale(identifier: "ru"))
        // end
        // No table of this target has the key: the default value, with its argument.
        #expect(words == "Discard “Groceries”?")
        #expect(alert.title.key == "Discard “%@”?")
        #expect(alert.buttons.map(\.title.key) == ["Discard", "Cancel"])
    }
}
