// expect-error: cannot convert value of type '(Int, Int)' to closure result type '(Int, String)'
// A printer returns exactly the pattern's values: a tuple of another shape or type does
// not compile.
import CoordinatorKit

enum BookRoute: Route {
    case chapter(book: Int, number: Int)
}

let rule = DeepLinkRule<BookRoute>(
    "chapter", path: PathParameter<Int>("book") / "chapters" / PathParameter<String>("title"),
    parse: { book, _ in .chapter(book: book, number: 1) },
    print: { route in
        guard case .chapter(let book, let number) = route else { return nil }
        return (book, number)
    })
