import CoordinatorKit

extension StandInModule where Tag == StandInTag.Home {
    /// A Home tab with one screen, `feed`, that needs nothing: a tab to launch on, switch
    /// away from, or land on when a guarded screen is refused.
    public static var home: Self {
        StandInModule(
            segment: "home", tab: TabDescriptor(title: "Home", systemImage: "house"),
            routes: [.route("feed", path: [])])
    }
}

extension StandInModule where Tag == StandInTag.Auth {
    /// An Auth module without a tab whose one screen, `signIn` at `auth/signin`, is a
    /// full-screen cover: the screen a test gate offers for `signedIn`.
    public static var auth: Self {
        StandInModule(segment: "auth", routes: [.route("signIn", path: ["signin"], presentation: .fullScreenCover)])
    }
}

extension StandInModule where Tag == StandInTag.Profile {
    /// A Profile tab whose screens, `overview` (its root) and `orders`, both need a
    /// signed-in user.
    public static var profile: Self {
        StandInModule(
            segment: "profile", tab: TabDescriptor(title: "Profile", systemImage: "person.crop.circle"),
            routes: [
                .route("overview", path: [], requirements: [.signedIn]),
                .route("orders", path: ["orders"], requirements: [.signedIn]),
            ])
    }
}

extension StandInModule where Tag == StandInTag.Settings {
    /// A Settings tab with its main screen and `allergies`, the screen other modules link to.
    public static var settings: Self {
        StandInModule(
            segment: "settings", tab: TabDescriptor(title: "Settings", systemImage: "gear"),
            routes: [
                .route("main", path: []), .route("allergies", path: ["allergies"]),
                .route("allergyPicker", path: ["allergies", "pick"], presentation: .sheet),
            ])
    }
}
