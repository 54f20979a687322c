// expect-error: pack expansion requires that 'Int' and 'Int, String' have the same shape
// A parser cannot read a value the pattern does not declare: the pattern declares one
// value, `id`, so a parser that also wants a `name` does not compile (where the old API
// read `$0.required("name")` and failed at run time).
import CoordinatorKit

enum RecipeRoute: Route {
    case detail(id: Int, name: String)
}

let rule = DeepLinkRule(
    "detail", path: "recipes" / PathParameter<Int>("id"),
    parse: { id, name in RecipeRoute.detail(id: id, name: name) })
