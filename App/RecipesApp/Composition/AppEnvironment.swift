import CoordinatorKit
import CoordinatorKitText
import Foundation

/// One window of the composed app: its root coordinator, and the app-wide services it
/// shares with every other window (``AppServices``).
///
/// The front ends drive the demo services through it (sign in, sign out, subscribe, let the
/// subscription lapse); the front end then performs `.accessDidChange` on its own root,
/// which reaches every other window's root.
@MainActor
public final class AppEnvironment {
    /// The window's root coordinator: its navigation, pending link, awaited flows, inbox.
    public let root: RootCoordinator
    /// What the window shares with the app's other windows.
    public let services: AppServices
    /// The language the command line shows tab titles and alerts in (`--locale ru`); `nil`
    /// for the process's own. Route tooling and error messages stay English: they are for
    /// developers.
    public var locale: Locale?

    /// The names of the feature modules compiled into this build, in tab order.
    public var moduleNames: [String] { services.moduleNames }
    /// Signs the demo user in; `nil` when Auth is not in this app.
    public var signIn: (() -> Bool)? { services.signIn }
    /// Signs the user out; `nil` when Auth is not in this app.
    public var signOut: (() -> Void)? { services.signOut }
    /// Buys the subscription; `nil` when Recipes is not in this app.
    public var subscribe: (() -> Void)? { services.subscribe }
    /// Lets the subscription lapse; `nil` when Recipes is not in this app.
    public var unsubscribe: (() -> Void)? { services.unsubscribe }

    /// Creates a window's environment; ``AppServices/makeWindow(tabs:)`` does this.
    init(root: RootCoordinator, services: AppServices) {
        self.root = root
        self.services = services
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

    /// The title of a tab, in ``locale``: a pinned tab's is its root's, as its module offers
    /// it; the tab's id for a module without a tab.
    func tabTitle(of id: TabID) -> String {
        let descriptor = root.state[tab: id].flatMap(root.registry.tabDescriptor(for:)) ?? root.registry.module(withID: id)?.tab
        return descriptor.map { words($0.title) } ?? id.rawValue
    }
}
