// expect-error: cannot convert value of type 'String' to specified type 'Int'
// The pattern's types fix the parser's and the printer's: a parser that takes the id as
// an Int and a printer that gives it back as a String do not compile together.
import CoordinatorKit

enum OrderRoute: Route {
    case order(id: Int)
}

let rule = DeepLinkRule<OrderRoute>(
    "order", path: "orders" / PathParameter<Int>("id"),
    parse: { id in .order(id: id) },
    print: { route in if case .order(let id) = route { String(id) } else { nil } })
