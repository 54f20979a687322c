// expect-error: missing argument for parameter #1 in call
// A rule prints exactly its pattern's values: one value for a pattern of two does not
// compile.
import CoordinatorKit

enum BookRoute: Route {
    case chapter(book: Int, number: Int)
}

let chapter = DeepLinkRule(
    "chapter", path: PathParameter<Int>("book") / "chapters" / PathParameter<Int>("number"),
    parse: { BookRoute.chapter(book: $0, number: $1) })
let codec = DeepLinkCodec([chapter]) { route in
    switch route {
    case .chapter(let book, _): chapter.link(book)
    }
}
