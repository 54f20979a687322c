// snippet: favorites-import
#if Favorites
import Favorites
import FavoritesViews
#endif
// end
import Foundation
import Testing

/// The guide's package step: its `features` line is this package's, with `Favorites` added.
struct FavoritesStepsTests {
    @Test func theFeaturesLineIsThePackagesWithFavoritesAdded() throws {
        // snippet: favorites-features
        let features = ["Auth", "Favorites", "Products", "Profile", "Recipes", "Settings"]
        // end
        let package = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Package.swift"),
            encoding: .utf8)
        let quoted = features.filter { $0 != "Favorites" }.map { "\"\($0)\"" }.joined(separator: ", ")
        #expect(package.contains("let features = [\(quoted)]"))
        #expect(features == features.sorted())
    }
}
