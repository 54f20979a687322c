// expect-error: argument passed to call that takes no arguments
// A route prints with a rule of its shape: printing an order, which has an id, with the
// rule of the order list, which has no value, does not compile.
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
    case .order(let id): orders.link(id)
    }
}
