import Auth
import CoordinatorKit
import Foundation
import Recipes
import RecipesApp
import Testing

/// The invariant every accepted link keeps: its state prints to a link within the limits
/// that rebuilds the same state; a rejected link leaves the state as it was. Each finding
/// of issue 15 is one test here.
@MainActor
struct LinkInvariantTests {
    /// Opens `link` in a fresh demo app and checks the invariant; returns the error when
    /// the link was rejected.
    @discardableResult
    static func check(_ link: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> NavigationError? {
        let app = try AppComposition.make()
        let before = app.root.state
        do {
            try app.root.open(link: link)
        } catch {
            #expect(app.root.state == before, "a rejected link changed the state: \(link)", sourceLocation: sourceLocation)
            return error
        }
        let state = app.root.state
        let printed = try #require(app.root.currentLink, "accepted but no link: \(link)", sourceLocation: sourceLocation)
        let text = printed.url(scheme: AppComposition.scheme)
        let limits = app.root.configuration.limits
        #expect(text.utf8.count <= limits.maxLength, sourceLocation: sourceLocation)
        #expect(printed.segments.count <= limits.maxSegments, sourceLocation: sourceLocation)
        let fresh = try AppComposition.make()
        try fresh.root.open(link: text)
        // A pending navigation waits for sign-in; the link rebuilds what the user sees.
        var expected = state
        expected.pending = nil
        var rebuilt = fresh.root.state
        rebuilt.pending = nil
        #expect(rebuilt == expected, "\(link) printed as \(text), which rebuilds another state", sourceLocation: sourceLocation)
        return nil
    }

    // Finding 1: a module's root route named again.
    @Test(arguments: [
        ("recipes://recipes/recipes", "recipes", 1), ("recipes://settings/settings", "settings", 1),
        ("recipes://recipes/42/settings/settings", "settings", 3), ("recipes://recipes/83//recipes", "recipes", 2),
    ])
    func moduleNamedTwiceInARowIsRejectedNotPushedOnItself(link: String, segment: String, position: Int) throws {
        let error = try Self.check(link)
        #expect(error == .invalidLink(.repeatedModule(segment: segment, position: position)))
    }

    @Test func moduleRootPushedOnItselfByAnActionHasNoLink() throws {
        let app = try AppComposition.make()
        try app.root.open(link: "recipes://recipes/83")
        try app.root.show(RecipesRoute.list, as: .push)
        #expect(app.root.currentLink == nil)
    }

    // Finding 2: two sign-in covers.
    @Test func openingTheSignInLinkTwiceShowsOneCover() throws {
        let app = try AppComposition.make()
        try app.root.open(link: "recipes://auth")
        let once = app.root.state
        try app.root.open(link: "recipes://auth")
        #expect(app.root.state == once)
        #expect(app.root.state.currentTab?.stack.filter { $0.presentation.isModal }.count == 1)
        #expect(try Self.check("recipes://auth/auth") == .invalidLink(.repeatedModule(segment: "auth", position: 1)))
    }

    // Since "no double push", the second cover is refused: one cover, and its link.
    @Test func twoCoversPresentedByActionsAreOneAndPrintNoWrongLink() throws {
        let app = try AppComposition.make()
        try app.root.show(AuthRoute.signIn, as: AuthModule().entryPresentation)
        let once = app.root.state
        #expect(throws: NavigationError.alreadyShowing(try app.root.wrap(AuthRoute.signIn))) {
            try app.root.show(AuthRoute.signIn, as: AuthModule().entryPresentation)
        }
        #expect(app.root.state == once)
        if let link = app.root.currentLink {
            let fresh = try AppComposition.make()
            try fresh.root.open(link: link.url(scheme: AppComposition.scheme))
            #expect(fresh.root.state == app.root.state)
        }
    }

    // Finding 3: accepted links that print beyond the limits.
    @Test func searchThatWouldPrintTooLongIsRejected() throws {
        let link = "recipes://recipes/search?q=" + String(repeating: "\"", count: 685)
        #expect(link.utf8.count == 712)
        let error = try Self.check(link)
        #expect(error == .invalidLink(.valueTooLong(key: "q", length: 685, limit: 254)))
        let quotes = "recipes://recipes/search?q=" + String(repeating: "\"", count: 254)
        #expect(try Self.check(quotes) == nil)
    }

    @Test func aliasRepeatedUpToTheSegmentLimitIsRejectedOnItsPrintedForm() throws {
        let link = "recipes://product" + String(repeating: "/product", count: 31) + "?id=\(productID)"
        let error = try Self.check(link)
        #expect(error != nil)
    }

    // Finding 6: `+` is literal.
    @Test func plusInAQueryIsKeptLiterallyAsURLComponentsWritesIt() throws {
        let app = try AppComposition.make()
        try app.root.open(link: "recipes://recipes/search?q=C++")
        #expect(app.root.state.currentTab?.stack.last?.route == AnyRoute(RecipesRoute.search(query: "C++"), module: "recipes"))
        var components = URLComponents()
        components.scheme = "recipes"
        components.host = "recipes"
        components.path = "/search"
        components.queryItems = [URLQueryItem(name: "q", value: "C++ & more")]
        let url = try #require(components.url)
        try app.root.open(url)
        #expect(app.root.state.currentTab?.stack.last?.route
            == AnyRoute(RecipesRoute.search(query: "C++ & more"), module: "recipes"))
        try Self.check("recipes://recipes/search?q=C++")
    }

    @Test func linkBeyondTheStackDepthLimitIsRejected() throws {
        let link = "recipes://recipes" + String(repeating: "/1", count: 25)
        #expect(try Self.check(link) == .invalidLink(.stackTooDeep(depth: 25, limit: 24)))
    }
}
