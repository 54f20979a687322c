#if canImport(SwiftUI)
import Recipes
import SwiftUI

/// One recipe in a list or in search results: a button that asks for the recipe, whether
/// it opens or its paywall does.
@MainActor
struct RecipeRow: View {
    let recipe: Recipe
    let select: () -> Void

    var body: some View {
        Button(action: select) {
            HStack(spacing: 12) {
                VStack(alignment: .leading, spacing: 4) {
                    HStack(spacing: 6) {
                        Text(recipe.title)
                            .font(.headline)
                        if recipe.isPremium {
                            Image(systemName: "crown.fill")
                                .foregroundStyle(.yellow)
                                .accessibilityLabel("Premium")
                        }
                    }
                    Text(recipe.summary)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .lineLimit(2)
                    RecipeFacts(recipe: recipe)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
                // A disclosure mark like a navigation link's: the row leads somewhere, and
                // the coordinator decides where.
                Image(systemName: "chevron.forward")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.tertiary)
                    .accessibilityHidden(true)
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

/// A recipe's time from start to table and how many it serves.
@MainActor
struct RecipeFacts: View {
    let recipe: Recipe

    var body: some View {
        HStack(spacing: 12) {
            Label {
                Text(Duration.seconds(recipe.minutes * 60), format: .units(allowed: [.hours, .minutes], width: .abbreviated))
            } icon: {
                Image(systemName: "clock")
            }
            .accessibilityLabel("Takes \(recipe.minutes) minutes")
            Label("Serves \(recipe.servings)", systemImage: "person.2")
        }
    }
}
#endif
