import CoordinatorKit
import CoordinatorKitTesting

/// The tag of the stand-in Kitchen tab.
enum KitchenTag {}

/// The tag of the stand-in Pantry tab.
enum PantryTag {}

extension StandInModule where Tag == KitchenTag {
    /// A stand-in tab whose journal needs a signed-in user, as Profile's screens do.
    static var kitchen: Self {
        StandInModule(
            segment: "kitchen", tab: TabDescriptor(title: "Kitchen", systemImage: "frying.pan"),
            routes: [
                .route("counter", path: []),
                .route("timer", path: ["timer"], takesID: true),
                .route("journal", path: ["journal"], requirements: [.signedIn]),
            ])
    }
}

extension StandInModule where Tag == PantryTag {
    /// A second stand-in tab, so that "the tab is unchanged" can be told from "the first tab".
    static var pantry: Self {
        StandInModule(
            segment: "pantry", tab: TabDescriptor(title: "Pantry", systemImage: "cabinet"),
            routes: [.route("shelves", path: []), .route("spices", path: ["spices"])])
    }
}
