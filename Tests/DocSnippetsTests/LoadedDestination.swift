import CoordinatorKit
import Observation
import Testing

// The code of "Adding a module"'s section on a destination whose model is already
// loaded: the route carries the id, the repository serves the loaded value at once.

struct Article: Hashable, Sendable {
    let id: Int
    let title: String
}

/// Where articles come from: a server in the app, a fake in tests.
protocol ArticleSource: Sendable {
    func fetchArticles() async throws -> [Article]
    func fetchArticle(id: Int) async throws -> Article
}

// snippet: loaded-destination
enum ArticleRoute: Route {
    case list
    case article(id: Int)          // the id, never the loaded Article
}

/// Articles as the module's screens read them: fetched, then kept and served by id.
@MainActor final class ArticleRepository {
    private let source: any ArticleSource
    private var loaded: [Int: Article] = [:]
    init(source: any ArticleSource) { self.source = source }

    func articles() async throws -> [Article] {    // the list's load fills the cache
        let articles = try await source.fetchArticles()
        for article in articles { loaded[article.id] = article }
        return articles
    }

    func loadedArticle(id: Int) -> Article? { loaded[id] }    // at once, no fetch

    func article(id: Int) async throws -> Article {  // a link straight here: fetch it
        if let article = loaded[id] { return article }
        let article = try await source.fetchArticle(id: id)
        loaded[id] = article
        return article
    }
}

@MainActor @Observable final class ArticleViewModel {
    let id: Int
    private(set) var article: Article?            // shown at once when the list loaded it
    init(id: Int, repository: ArticleRepository) {
        self.id = id
        self.article = repository.loadedArticle(id: id)
    }
}
// end



/// A source that counts its fetches.
final class CountingArticleSource: ArticleSource, @unchecked Sendable {
    private(set) var fetches = 0
    let all = [Article(id: 1, title: "Knives"), Article(id: 2, title: "Pans")]
    func fetchArticles() async throws -> [Article] { fetches += 1; return all }
    func fetchArticle(id: Int) async throws -> Article { fetches += 1; return all[id - 1] }
}

@MainActor
struct LoadedDestinationTests {
    @Test func aDetailAfterTheListShowsTheLoadedValueWithoutAFetch() async throws {
        let source = CountingArticleSource()
        let repository = ArticleRepository(source: source)
        _ = try await repository.articles()

        let detail = ArticleViewModel(id: 2, repository: repository)

        #expect(detail.article?.title == "Pans")
        #expect(source.fetches == 1)
    }

    @Test func aDetailReachedFirstFetchesItsOneValue() async throws {
        let source = CountingArticleSource()
        let repository = ArticleRepository(source: source)
        #expect(ArticleViewModel(id: 1, repository: repository).article == nil)
        #expect(try await repository.article(id: 1).title == "Knives")
        #expect(repository.loadedArticle(id: 1)?.title == "Knives")
        #expect(source.fetches == 1)
    }
}
