import Foundation
import CoordinatorKit

/// What every window of the app shares: the modules, the dependency container holding
/// the modules' services (Auth's session, the repositories, the subscription and allergy
/// stores), the access gate, and the demo's service actions.
///
/// A window owns its navigation: ``makeWindow(tabs:)`` gives each window a root of its own
/// (its state, pending link, awaited flows, link inbox and saved state) over these shared
/// services, so two windows never mirror each other, while a sign-out in one reaches all.
///
/// ```swift
/// let services = try AppComposition.makeServices()
/// let first = services.makeWindow()               // every tab
/// let recipes = services.makeWindow(tabs: ["recipes"])  // one tab: one stack
/// ```
@MainActor
public final class AppServices {
    /// The modules of this build.
    public let registry: ModuleRegistry
    /// Which links the app accepts.
    public let configuration: DeepLinkConfiguration
    /// How the app translates links from the outside world (rewrites and lookups), given
    /// to every window's root.
    public let linkTranslation: LinkTranslation?
    /// The container of the modules' services, shared by every window's coordinators.
    public let dependencies: Dependencies
    /// The gate every window's root asks.
    public let gate: (any AccessGate)?
    /// The names of the feature modules registered, in tab order.
    public let moduleNames: [String]
    /// Signs the demo user in; `nil` when Auth is not in this app. The caller then performs
    /// `.accessDidChange` on its window's root, which reaches every other window.
    public let signIn: (() -> Bool)?
    /// Signs the user out; `nil` when Auth is not in this app. The caller then performs
    /// `.accessDidChange` on its window's root, which reaches every other window.
    public let signOut: (() -> Void)?
    /// Buys the subscription (observable: every window's decisions follow it); `nil` when
    /// Recipes is not in this app.
    public let subscribe: (() -> Void)?
    /// Lets the subscription lapse; `nil` when Recipes is not in this app.
    public let unsubscribe: (() -> Void)?

    init(
        registry: ModuleRegistry, configuration: DeepLinkConfiguration, linkTranslation: LinkTranslation?,
        dependencies: Dependencies,
        gate: (any AccessGate)?, moduleNames: [String],
        signIn: (() -> Bool)?, signOut: (() -> Void)?, subscribe: (() -> Void)?, unsubscribe: (() -> Void)?
    ) {
        self.registry = registry
        self.configuration = configuration
        self.linkTranslation = linkTranslation
        self.dependencies = dependencies
        self.gate = gate
        self.moduleNames = moduleNames
        self.signIn = signIn
        self.signOut = signOut
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// Makes a window's root over the shared services, at the app's launch state.
    ///
    /// - Parameter tabs: The window's tabs, in order; `nil` for every tab of the app. A
    ///   window of one tab (a recipe on its own) is drawn as that tab's stack alone, and
    ///   links into the other modules present them over it.
    /// - Returns: The window's environment: its root and these services.
    public func makeWindow(tabs: [ModuleID]? = nil) -> AppEnvironment {
        let root = RootCoordinator(registry: registry, configuration: configuration, dependencies: dependencies, gate: gate)
        root.linkTranslation = linkTranslation
        if let tabs {
            // Tabs this build lacks are left out; a window needs at least one of its own.
            let present = tabs.filter { registry.module(withID: $0)?.tab != nil }
            if !present.isEmpty { try? root.perform(.arrangeTabs(present.map { TabItem(id: $0) })) }
        }
        return AppEnvironment(root: root, services: self)
    }
}
