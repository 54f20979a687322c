import CoordinatorKit
import CoordinatorKitText
import Foundation

/// The composed app: the root coordinator over the modules compiled in, and the demo
/// services the front ends can drive directly (sign in, sign out, subscribe, let the
/// subscription lapse).
@MainActor
public final class AppEnvironment {
    /// The root coordinator over the compiled-in modules.
    public let root: RootCoordinator
    /// The names of the feature modules compiled into this build, in tab order.
    public let moduleNames: [String]
    /// Signs the demo user in; `nil` when Auth is not in this app.
    public let signIn: (() -> Bool)?
    /// Signs the user out; `nil` when Auth is not in this app.
    public let signOut: (() -> Void)?
    /// Buys the subscription; `nil` when Recipes is not in this app.
    public let subscribe: (() -> Void)?
    /// Lets the subscription lapse; `nil` when Recipes is not in this app.
    public let unsubscribe: (() -> Void)?
    /// The language the command line shows tab titles and alerts in (`--locale ru`); `nil`
    /// for the process's own. Route tooling and error messages stay English: they are for
    /// developers.
    public var locale: Locale?

    /// Creates an environment; ``AppComposition`` does this for the real app.
    ///
    /// - Parameters:
    ///   - root: The root coordinator.
    ///   - moduleNames: The compiled-in feature modules.
    ///   - signIn: Signs the demo user in, or `nil` when Auth is not in this app.
    ///   - signOut: Signs the user out, or `nil` when Auth is not in this app.
    ///   - subscribe: Buys the subscription, or `nil` when Recipes is not in this app.
    ///   - unsubscribe: Lets the subscription lapse, or `nil` when Recipes is not in this app.
    public init(
        root: RootCoordinator, moduleNames: [String],
        signIn: (() -> Bool)? = nil, signOut: (() -> Void)? = nil, subscribe: (() -> Void)? = nil,
        unsubscribe: (() -> Void)? = nil
    ) {
        self.root = root
        self.moduleNames = moduleNames
        self.signIn = signIn
        self.signOut = signOut
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// The title of an entry's screen, from the text description of the screen its
    /// coordinator builds. A screen the user may not see yet is not built: a signed-out
    /// Profile tab's root is titled as its tab, a deeper one by its route.
    func title(of entry: NavigationEntry) -> String {
        let isHeldBack = entry.route.requirements.contains { !(root.gate?.isGranted($0) ?? false) }
        if isHeldBack {
            let module = root.registry.module(withID: entry.route.module)
            if entry.route == module?.rootRoute, let tab = module?.tab { return words(tab.title) }
            return entry.route.description
        }
        return root.screenText(for: entry)?.title ?? entry.route.description
    }

    /// A navigation text's words in ``locale``.
    func words(_ text: NavigationText) -> String {
        text.localized(in: locale)
    }

    /// The title of a tab, in ``locale``; the tab's id for a module without a tab.
    func tabTitle(of id: ModuleID) -> String {
        root.registry.module(withID: id)?.tab.map { words($0.title) } ?? id.rawValue
    }
}
