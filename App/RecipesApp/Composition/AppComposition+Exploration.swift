import CoordinatorKit
import CoordinatorKitExplorer

#if Recipes
import Recipes
#endif

extension AppComposition {
    /// The demo app as ``NavigationExplorer`` explores it: a fresh app with its world
    /// actions — sign in, sign out, subscribe, the subscription lapses — for those of its
    /// modules compiled in, its world told by who is signed in and what is bought, and the
    /// soups pinnable as a tab of their own.
    ///
    /// - Parameters:
    ///   - signedIn: Start with the demo user signed in.
    ///   - subscribed: Start with an active subscription.
    /// - Throws: ``RegistrationError`` if two modules clash (a defect of the composition).
    public static func explorationSubject(signedIn: Bool = false, subscribed: Bool = false) throws -> ExplorationSubject {
        let app = try make(signedIn: signedIn, subscribed: subscribed)
        var actions: [WorldAction] = []
        if let signIn = app.signIn { actions.append(WorldAction("sign in") { _ = signIn() }) }
        if let signOut = app.signOut { actions.append(WorldAction("sign out") { signOut() }) }
        if let subscribe = app.subscribe { actions.append(WorldAction("subscribe") { subscribe() }) }
        if let unsubscribe = app.unsubscribe { actions.append(WorldAction("subscription lapses") { unsubscribe() }) }
        let root = app.root
        let subject = ExplorationSubject(root: root, worldActions: actions) { [weak root] in
            let signedIn = root?.gate?.isGranted(.signedIn) ?? false
            var subscribed = false
            #if Recipes
            subscribed = root?.dependencies[SubscriptionStoreKey.self].isSubscribed ?? false
            #endif
            return "\(signedIn ? "signed in" : "signed out")\(subscribed ? ", subscribed" : "")"
        }
        #if Recipes
        subject.pinnableTabs = [TabItem(id: "recipes.soups", root: root.registry.anyRoute(for: RecipesRoute.category(.soup)))]
        #endif
        return subject
    }
}
