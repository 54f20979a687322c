// expect-error: cannot convert value of type 'DeepLinkRule<SettingsRoute>' to expected element type 'DeepLinkRule<RecipesRoute>'
// A module's codec holds only rules of its own route type.
import CoordinatorKit

enum RecipesRoute: Route {
    case list
}

enum SettingsRoute: Route {
    case allergies
}

let codec = DeepLinkCodec<RecipesRoute>([
    DeepLinkRule(.list, path: []),
    DeepLinkRule<SettingsRoute>(.allergies, path: ["allergies"]),
])
