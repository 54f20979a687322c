import CoordinatorKit

#if Auth
import Auth
#endif
#if Products
import Products
#endif
#if Profile
import Profile
#endif
#if Recipes
import Recipes
#endif
#if Settings
import Settings
#endif

/// Composes the demo app from the feature modules compiled into this build.
///
/// Each feature module is a package trait (all on by default); a module left out of the
/// build, or out of `including`, is declared absent, so a link into it is rejected as
/// "not in this app". Adding a module is one registration line in ``make(signedIn:subscribed:including:)``
/// and one row in ``knownModules``.
@MainActor
public enum AppComposition {
    /// The app's custom URL scheme.
    public static let scheme = "recipes"
    /// The host of the app's universal links.
    public static let universalLinkHost = "recipes.example.com"
    /// The demo user the `--signed-in` flag and the shell's `signin` use.
    public static let demoUser = (email: "cook@example.com", password: "password")

    /// Every feature module the app knows of, compiled in or not, with the first segments
    /// it owns, so that links into a left-out module get a clear error.
    public static let knownModules: [(name: String, segments: [String])] = [
        ("Auth", ["auth"]), ("Products", ["products", "product"]), ("Profile", ["profile"]),
        ("Recipes", ["recipes"]), ("Settings", ["settings"]),
    ]

    /// The feature modules compiled into this build.
    public static var compiledModules: [String] {
        var names: [String] = []
        #if Auth
        names.append("Auth")
        #endif
        #if Products
        names.append("Products")
        #endif
        #if Profile
        names.append("Profile")
        #endif
        #if Recipes
        names.append("Recipes")
        #endif
        #if Settings
        names.append("Settings")
        #endif
        return names
    }

    /// Makes the app: registry, dependencies, access gate, root coordinator.
    ///
    /// - Parameters:
    ///   - signedIn: Start with the demo user signed in.
    ///   - subscribed: Start with an active subscription.
    ///   - including: The modules to register, among those compiled in; `nil` for all.
    /// - Throws: ``RegistrationError`` if two modules clash (a defect of the composition).
    public static func make(
        signedIn: Bool = false, subscribed: Bool = false, including: Set<String>? = nil
    ) throws -> AppEnvironment {
        var composer = Composer(including: including)
        let dependencies = composer.dependencies
        var signIn: (() -> Bool)?
        var signOut: (() -> Void)?
        var subscribe: (() -> Void)?
        var gate: (any AccessGate)?

        // Tab order is registration order. Profile's root needs sign-in, so it is not first.
        #if Recipes
        if try composer.register(RecipesModule(), as: "Recipes") {
            let store = dependencies[SubscriptionStoreKey.self]
            store.isSubscribed = subscribed
            subscribe = { store.isSubscribed = true }
        }
        #endif
        #if Products
        try composer.register(ProductsModule(), as: "Products")
        #endif
        #if Profile
        try composer.register(ProfileModule(), as: "Profile")
        #endif
        #if Settings
        try composer.register(SettingsModule(), as: "Settings")
        #endif
        #if Auth
        if try composer.register(AuthModule(), as: "Auth") {
            let session = dependencies[AuthSessionKey.self]
            if signedIn { _ = session.signIn(email: demoUser.email, password: demoUser.password) }
            gate = AuthGate(session: session)
            signIn = { session.signIn(email: demoUser.email, password: demoUser.password) }
            signOut = { session.signOut() }
            #if Settings
            dependencies[AccountActionsKey.self] = AccountActions(
                isSignedIn: { session.isSignedIn }, signOut: { session.signOut() },
                signInLink: "\(scheme)://auth/signin")
            #endif
        }
        #endif

        let root = RootCoordinator(
            registry: composer.finish(),
            configuration: DeepLinkConfiguration(schemes: [scheme], universalLinkHosts: [universalLinkHost]),
            dependencies: dependencies, gate: gate)
        return AppEnvironment(
            root: root, moduleNames: composer.registered, signIn: signIn, signOut: signOut, subscribe: subscribe)
    }
}

/// Registers the chosen modules and declares the others absent.
@MainActor
private struct Composer {
    let including: Set<String>?
    let dependencies = Dependencies()
    private var registry = ModuleRegistry()
    private(set) var registered: [String] = []

    init(including: Set<String>?) {
        self.including = including
    }

    /// Registers `module` unless the composition leaves it out; returns whether it did.
    @discardableResult
    mutating func register(_ module: some FeatureModule, as name: String) throws(RegistrationError) -> Bool {
        guard including?.contains(name) ?? true else { return false }
        try registry.register(module)
        registered.append(name)
        return true
    }

    mutating func finish() -> ModuleRegistry {
        for (name, segments) in AppComposition.knownModules where !registered.contains(name) {
            registry.declareAbsent(module: name, segments: segments)
        }
        return registry
    }
}
