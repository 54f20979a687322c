/// Why `recipes/search?q=` with only blanks is refused: a search needs words, and an empty
/// result screen reached by link would look broken.
struct EmptySearchQuery: Error, CustomStringConvertible {
    var description: String { "the query 'q' has no words to search for" }
}
