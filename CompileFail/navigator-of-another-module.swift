// expect-error: cannot convert value of type 'SettingsRoute' to expected argument type 'RecipesRoute'
// A coordinator's navigator shows only its own module's routes; another module is
// reached by link.
import CoordinatorKit

enum RecipesRoute: Route {
    case list
}

enum SettingsRoute: Route {
    case allergies
}

@MainActor
func showAllergies(with navigator: Navigator<RecipesRoute>) {
    navigator.show(SettingsRoute.allergies)
}
