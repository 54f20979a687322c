// expect-error: cannot convert value of type 'String' to expected argument type 'Int'
// The pattern's types fix what a rule prints: a rule whose pattern reads the id as an
// Int does not print a String.
import CoordinatorKit

enum OrderRoute: Route {
    case order(id: Int)
}

let order = DeepLinkRule("order", path: "orders" / PathParameter<Int>("id"), parse: { OrderRoute.order(id: $0) })
let codec = DeepLinkCodec([order]) { route in
    switch route {
    case .order(let id): order.link(String(id))
    }
}
