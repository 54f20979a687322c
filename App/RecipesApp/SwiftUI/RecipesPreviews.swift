#if canImport(SwiftUI)
import CoordinatorKitUI
import SwiftUI

/// A root coordinator for previews: the modules named, their in-memory stores (the
/// modules' default dependencies), opened at `link`.
///
/// The view models come from each module's coordinator exactly as in the app, built from
/// the module's in-memory repository, so a preview needs no server and no hand-made model.
/// A preview whose modules clash or whose link is rejected shows the app's launch state
/// (or an empty app), and the reason is printed to the preview's console.
@MainActor
func previewRoot(_ modules: Set<String>, at link: String) -> RootCoordinator {
    guard let environment = try? AppComposition.make(including: modules) else {
        print("Preview: the modules \(modules.sorted()) clash")
        return RootCoordinator(registry: ModuleRegistry(), configuration: DeepLinkConfiguration(schemes: ["recipes"]))
    }
    do {
        try environment.root.open(link: link)
    } catch {
        print("Preview: \(link) was rejected: \(error)")
    }
    return environment.root
}

/// The recipe detail screen with its view model from the in-memory cookbook.
///
/// A `PreviewProvider` rather than `#Preview`: the macro's plugin ships only with Xcode,
/// and this file is type-checked without it. In Xcode, `#Preview { CoordinatorRootView(…) }`
/// with the same body is equivalent.
struct RecipeDetailPreviews: PreviewProvider {
    static var previews: some View {
        CoordinatorRootView(root: previewRoot(["Recipes"], at: "recipes://recipes/1"))
            .previewDisplayName("Recipe detail")
    }
}
#endif
