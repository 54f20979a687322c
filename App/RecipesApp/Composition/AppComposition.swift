import Foundation
import CoordinatorKit
import CoordinatorKitRendering

// Each feature with its renderer targets: the SwiftUI views (`…Views`) and UIKit controllers
// (`…Controllers`) a window's renderer finds through the registration's conformances.
#if Auth
import Auth
import AuthViews
#endif
#if Products
import Products
import ProductsViews
#endif
#if Profile
import Profile
import ProfileViews
#endif
#if Recipes
import Recipes
import RecipesViews
#endif
#if Settings
import Settings
import SettingsViews
import SettingsControllers
#endif

/// Composes the demo app from the feature modules compiled into this build.
///
/// Each feature module is a package trait (all on by default). ``featureSlots`` lists every
/// module in tab order, one `#if` block each: the module when its trait compiles it in, or
/// the segments it would own when it is left out, so that a link into it is rejected as
/// "not in this app". Adding a module is one block there; everything else — the names of
/// the compiled and known modules, the registration, the absent declarations — is derived
/// from it.
@MainActor
public enum AppComposition {
    /// The app's custom URL scheme.
    public static let scheme = "recipes"
    /// The host of the app's universal links.
    public static let universalLinkHost = "recipes.example.com"
    /// The second host of universal links, by rule: the share service's short links come
    /// from `share.recipes.example` and any other `*.recipes.example` host.
    public static let shareHostRule = DeepLinkConfiguration.HostRule("any *.recipes.example host") {
        $0.hasSuffix(".recipes.example")
    }
    /// The demo user the `--signed-in` flag and the shell's `signin` use.
    public static let demoUser = (email: "cook@example.com", password: "password")

    /// Every feature module the app knows of, in tab order (registration order), compiled
    /// in or left out by this build's traits.
    ///
    /// Profile's root needs sign-in, so it is not first; Auth has no tab, so its place
    /// does not matter.
    public static var featureSlots: [FeatureSlot] {
        var slots: [FeatureSlot] = []
        #if Recipes
        slots.append(.compiled(RecipesModule()))
        #else
        slots.append(.absent("Recipes", segments: ["recipes"]))
        #endif
        #if Products
        slots.append(.compiled(ProductsModule()))
        #else
        slots.append(.absent("Products", segments: ["products", "product"]))
        #endif
        #if Profile
        slots.append(.compiled(ProfileModule()))
        #else
        slots.append(.absent("Profile", segments: ["profile"]))
        #endif
        #if Settings
        slots.append(.compiled(SettingsModule()))
        #else
        slots.append(.absent("Settings", segments: ["settings"]))
        #endif
        #if Auth
        slots.append(.compiled(AuthModule()))
        #else
        slots.append(.absent("Auth", segments: ["auth"]))
        #endif
        return slots
    }

    /// Where a link from outside the app opens, on platforms with several windows: the one
    /// place the demo decides it (the SwiftUI adapter asks it for every link a window's
    /// scene receives; iPhone always opens links where they arrive).
    ///
    /// A recipe's own link (`recipes://recipes/42`, or its universal link) opens in a new
    /// window showing that recipe alone; every other link opens in the window that received
    /// it, the frontmost one.
    public static func linkWindow(for url: URL) -> LinkWindow {
        guard let link = try? DeepLink(parsing: url.absoluteString, configuration: linkConfiguration),
            link.segments.count == 2, link.segments[0] == "recipes", Int(link.segments[1]) != nil
        else { return .receivingWindow }
        return .newWindow
    }

    /// Which links the app accepts: its scheme and its universal-link host.
    static var linkConfiguration: DeepLinkConfiguration {
        DeepLinkConfiguration(schemes: [scheme], universalLinkHosts: [universalLinkHost], hostRule: shareHostRule)
    }

    /// The names of the feature modules compiled into this build, in tab order.
    public static var compiledModules: [String] {
        featureSlots.filter(\.isCompiled).map(\.name)
    }

    /// Makes the app with one window: its services (``makeServices(signedIn:subscribed:including:)``)
    /// and the window's root coordinator over them.
    ///
    /// - Parameters:
    ///   - signedIn: Start with the demo user signed in.
    ///   - subscribed: Start with an active subscription.
    ///   - including: The modules to register, by name, among those compiled in; `nil`
    ///     for all. The others are declared absent.
    /// - Throws: ``RegistrationError`` if two modules clash (a defect of the composition).
    public static func make(
        signedIn: Bool = false, subscribed: Bool = false, including: Set<String>? = nil
    ) throws -> AppEnvironment {
        try makeServices(signedIn: signedIn, subscribed: subscribed, including: including).makeWindow()
    }

    /// Makes what every window of the app shares: the registry, the dependency container
    /// with the modules' services (session, repositories, stores), the access gate. Each
    /// window then gets its own root from ``AppServices/makeWindow(tabs:)``.
    ///
    /// - Parameters:
    ///   - signedIn: Start with the demo user signed in.
    ///   - subscribed: Start with an active subscription.
    ///   - including: The modules to register, by name, among those compiled in; `nil`
    ///     for all. The others are declared absent.
    /// - Throws: ``RegistrationError`` if two modules clash (a defect of the composition).
    public static func makeServices(
        signedIn: Bool = false, subscribed: Bool = false, including: Set<String>? = nil
    ) throws -> AppServices {
        let dependencies = Dependencies()
        var registry = ModuleRegistry()
        var registered: [String] = []
        for slot in featureSlots {
            if let module = slot.module, including?.contains(slot.name) ?? true {
                try registry.register(module)
                registered.append(slot.name)
            } else {
                let segments = slot.module.map { [$0.segment] + $0.aliases.keys.sorted() } ?? slot.absentSegments
                registry.declareAbsent(module: slot.name, segments: segments)
            }
        }
        let services = wire(registered: Set(registered), dependencies: dependencies, signedIn: signedIn, subscribed: subscribed)
        return AppServices(
            registry: registry,
            configuration: linkConfiguration, linkTranslation: services.linkTranslation,
            dependencies: dependencies, gate: services.gate, moduleNames: registered,
            signIn: services.signIn, signOut: services.signOut, subscribe: services.subscribe,
            unsubscribe: services.unsubscribe)
    }

    /// What the demo's front ends can drive directly, and the access gate.
    private struct Services {
        var gate: (any AccessGate)?
        var signIn: (() -> Bool)?
        var signOut: (() -> Void)?
        var subscribe: (() -> Void)?
        var unsubscribe: (() -> Void)?
        var linkTranslation: LinkTranslation?
    }

    /// Wires the services some modules share through the composition: the subscription
    /// Recipes sells, Auth's session as the app's access gate and as Settings' account.
    /// A module that needs no wiring has nothing here. Signing in or out changes the session
    /// only: the window where it happened performs `.accessDidChange` on its root, which
    /// reaches every other window, as every window's root shares the one gate (a sign-out in
    /// one window takes guarded screens away in all). The subscription needs no telling: it
    /// is observable, and the decisions reading it follow it.
    private static func wire(
        registered: Set<String>, dependencies: Dependencies, signedIn: Bool, subscribed: Bool
    ) -> Services {
        var services = Services()
        #if Recipes
        if registered.contains("Recipes") {
            let store = dependencies[SubscriptionStoreKey.self]
            store.isSubscribed = subscribed
            // Observable: the decisions that read it follow it in every window by themselves.
            services.subscribe = { store.isSubscribed = true }
            services.unsubscribe = { store.isSubscribed = false }
            services.linkTranslation = recipeSlugLinks(repository: dependencies[RecipeRepositoryKey.self])
        }
        #endif
        #if Auth
        if registered.contains("Auth") {
            let session = dependencies[AuthSessionKey.self]
            if signedIn { _ = session.signIn(email: demoUser.email, password: demoUser.password) }
            services.gate = AuthGate(session: session)
            services.signIn = { session.signIn(email: demoUser.email, password: demoUser.password) }
            services.signOut = { session.signOut() }
            #if Settings
            dependencies[AccountActionsKey.self] = AccountActions(
                isSignedIn: { session.isSignedIn },
                signOut: { session.signOut() },
                signInPath: "auth/signin")
            #endif
        }
        #endif
        return services
    }

    #if Recipes
    /// Short links that name a recipe by its slug, `recipes://r/shakshuka` or
    /// `https://share.recipes.example/r/shakshuka`: the rewrite asks for a lookup, and the
    /// lookup finds the recipe's id in the cookbook (an app would ask its server).
    nonisolated static func recipeSlugLinks(repository: any RecipeRepository) -> LinkTranslation {
        LinkTranslation(
            rewrite: { arriving in
                let segments = arriving.link.segments
                guard segments.count == 2, segments[0] == "r" else { return .keep }
                return .lookUp(segments[1])
            },
            lookup: { slug in
                guard let recipe = repository.allRecipes().first(where: { slugOf($0.title) == slug }) else {
                    throw UnknownRecipeSlug(slug: slug)
                }
                return "recipes/\(recipe.id)"
            })
    }

    /// A title as a slug: lower-case words joined by `-` (`Miso Soup` → `miso-soup`).
    nonisolated static func slugOf(_ title: String) -> String {
        title.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-")
    }
    #endif
}

/// Why a slug link was refused: no recipe has that slug.
struct UnknownRecipeSlug: Error, CustomStringConvertible {
    let slug: String
    var description: String { "no recipe is called '\(slug)'" }
}
