import CoordinatorKit
import RecipesApp

/// A demo app the way a fuzz input finds it: who is signed in, what is bought, and the
/// links opened before the input, so that inputs meet the app in more than its launch state.
public struct AppSetup: Sendable, CustomStringConvertible {
    /// Start with the demo user signed in.
    public var isSignedIn: Bool
    /// Start with an active subscription.
    public var isSubscribed: Bool
    /// Links opened, in order, before the input.
    public var links: [String]

    /// Creates a setup.
    public init(isSignedIn: Bool = false, isSubscribed: Bool = false, links: [String] = []) {
        self.isSignedIn = isSignedIn
        self.isSubscribed = isSubscribed
        self.links = links
    }

    /// The demo's product, as the tests write it.
    public static let productID = "5EEDCA7A-0001-4000-8000-000000000001"

    /// Eight starting points: launch, signed in, subscribed, deep in a tab, under a
    /// paywall sheet, waiting for sign-in with a pending link, on a product, under a cover.
    /// A links input's first byte picks one (its low three bits).
    public static let all: [AppSetup] = [
        AppSetup(),
        AppSetup(isSignedIn: true),
        AppSetup(isSignedIn: true, isSubscribed: true, links: ["recipes://recipes/42"]),
        AppSetup(links: ["recipes://settings/allergies"]),
        AppSetup(links: ["recipes://recipes/42"]),
        AppSetup(links: ["recipes://settings/profile", "recipes://profile/edit"]),
        AppSetup(isSignedIn: true, links: ["recipes://products/product?id=\(productID)&count=5"]),
        AppSetup(links: ["recipes://recipes/search?q=soup", "recipes://auth/forgot-password?email=a@b.c"]),
    ]

    public var description: String {
        let who = isSignedIn ? "signed in" : "signed out"
        let links = links.isEmpty ? "at launch" : "after \(links.joined(separator: " "))"
        return "\(who)\(isSubscribed ? ", subscribed" : ""), \(links)"
    }

    /// A new app at launch with this setup's user and subscription, before the links.
    @MainActor
    public func makeLaunchedApp() -> AppEnvironment {
        do {
            return try AppComposition.make(signedIn: isSignedIn, subscribed: isSubscribed)
        } catch {
            violated("the demo app's modules clash: \(error)", input: "")
        }
    }

    /// A new app in this setup's starting state.
    @MainActor
    public func makeApp() -> AppEnvironment {
        let app = makeLaunchedApp()
        for link in links {
            do {
                try app.root.open(link: link)
            } catch {
                violated("a setup link is rejected: \(link): \(error)", input: "")
            }
        }
        return app
    }
}
