// expect-error: switch must be exhaustive
// A codec prints with one switch over its routes: a route the switch leaves out does not
// compile (where a printer per rule let a route go unprinted until a test ran).
import CoordinatorKit

enum OrderRoute: Route {
    case orders
    case order(id: Int)
}

let orders = DeepLinkRule<OrderRoute>(.orders, path: ["orders"])
let order = DeepLinkRule("order", path: "orders" / PathParameter<Int>("id"), parse: { OrderRoute.order(id: $0) })
let codec = DeepLinkCodec([orders, order]) { route in
    switch route {
    case .orders: orders.link()
    }
}
