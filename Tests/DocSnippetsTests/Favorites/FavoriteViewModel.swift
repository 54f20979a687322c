import CoordinatorKitTesting
import CoordinatorKit
import CoordinatorKitText
import Observation
import Testing

// The guide's Favorites module, compiled here (the guide shows its files; this target is
// its own module, so the names are the guide's own).

/// One saved recipe.
@Observable @MainActor
public final class FavoriteViewModel {
    /// The saved recipe's identifier.
    public let id: Int

    init(id: Int) {
        self.id = id
    }
}

extension FavoriteViewModel: ScreenTextDescribing {
    public var screenText: ScreenText { ScreenText(title: "Recipe \(id)") }
}

@MainActor
struct FavoritesGuideTests {
    @Test func everyRouteRoundTrips() {
        #expect(roundTripProblems(of: FavoritesModule()) == [])
    }

    @Test func theListOpensAFavoriteOnceSignedIn() throws {
        let gate = TestAccessGate(grantingRoutes: [.signedIn: StandInModule.auth.route("signIn")])
        gate.granted.insert(.signedIn)
        let root = try RootCoordinator.testing(FavoritesModule(), StandInModule.auth, schemes: ["recipes"], gate: gate)
        try root.open(link: "recipes://favorites")
        #expect(root.topScreenText?.lines == ["Recipe 7", "Recipe 42"])
        try root.tap("Open recipe 42")
        #expect(root.currentURL?.absoluteString == "recipes://favorites/42")
        #expect(root.topScreenText?.title == "Recipe 42")
    }
}
