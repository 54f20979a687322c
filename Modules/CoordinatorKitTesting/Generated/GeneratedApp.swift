import CoordinatorKit

/// A small app made from a seed, for `NavigationExplorer` to explore: the shapes of app a
/// demo does not have, checked with the same invariants.
///
/// The seed picks, the same way on every run and platform (``SeededGenerator``):
/// - one to three feature modules of stand-in screens, some with a tab and some without,
///   each a root and a few screens pushed or presented — some guarded by sign-in
///   (`AccessRequirement.signedIn`) or an entitlement, some holding arriving links until
///   they have gone (`Route.holdsLinks`), and sometimes an entry whose coordinator shows
///   its guarded twin while the world's data says entries are private
///   (`ModuleCoordinator.destination(for:)`);
/// - the tab set, by ``tabSet``: the modules' home tabs, one tab only, with an action tab,
///   with a sidebar-only tab, with a pinned tab (pinned and unpinned as the walk goes), every
///   tab root guarded, or a one-screen window (a root whose first link is opened with
///   `LinkPlacement.alone`). The seed's remainder by seven chooses it, so seven seeds in a
///   row have every tab set;
/// - a gate (``TestAccessGate``) that offers a granting screen — a sign-in cover, a paywall
///   sheet that may need sign-in itself — for some requirements and not others, and what is
///   granted at launch;
/// - the world actions an app performs: for each requirement, `grant` and `revoke` (the gate
///   changes; the explorer then performs `NavigationCommand.accessDidChange`) and, when the
///   gate offers a screen for it, `grant … by its flow` (the granting module also finishes
///   its flow, `NavigationCommand.finishFlow(of:)`); and `entries turn private` / `public`.
///
/// <!-- snippet: generated-app -->
/// ```swift
/// for seed in UInt64(0)..<7 {
///     let app = GeneratedApp(seed: seed)
///     let report = try NavigationExplorer(depth: 2) { try app.makeSubject() }.explore()
///     #expect(report.violations.isEmpty, "\(app)\n\(report.violations)")
/// }
/// ```
public struct GeneratedApp: Sendable, CustomStringConvertible {
    /// The tab sets a generated app has, one per remainder of its seed by seven.
    public enum TabSet: String, Sendable, CaseIterable {
        /// Each module with a tab has its home tab.
        case homeTabs
        /// One tab only, whose root may be guarded.
        case oneTab
        /// The home tabs and an action tab that shows a module without a tab as a sheet.
        case withAction
        /// The home tabs, the last listed only in the sidebar.
        case withSidebarOnly
        /// The home tabs and a pinned tab showing one of the first module's screens, which
        /// the walk unpins and pins again.
        case withPinnedTab
        /// Every tab's root needs a requirement.
        case everyRootGuarded
        /// A window for one screen: the root's first link is opened alone.
        case aloneWindow
    }

    /// The seed the app was made from.
    public let seed: UInt64
    /// The app's tab set.
    public let tabSet: TabSet
    /// The modules, in registration order: the features, then the granting modules.
    var modules: [Module]
    /// The tabs arranged at launch; `nil` for the registry's home tabs.
    var tabs: [Tab]?
    /// The tabs the walk pins and unpins.
    var pinnableTabs: [Tab] = []
    /// The link opened alone at launch, for a one-screen window.
    var aloneLink: String?
    /// For each requirement the gate offers a screen for, that screen: a module's segment and
    /// a route's name.
    var grantingScreens: [AccessRequirement: (segment: String, route: String)] = [:]
    /// Every requirement a route declares.
    var requirements: [AccessRequirement] = []
    /// The requirements met at launch.
    var grantedAtLaunch: Set<AccessRequirement> = []

    /// A module of the app, as data.
    struct Module: Sendable {
        var segment: String
        var hasTab: Bool
        var entryPresentation: Presentation = .sheet
        /// Its routes, its root first.
        var routes: [StandInRouteDeclaration]
        var twins: [String: String] = [:]
        var pinnable: Set<String> = []
    }

    /// A tab of the tab set, as data: a module's home tab or a pinned screen, with its role.
    struct Tab: Sendable {
        var segment: String
        var pinnedRoute: String?
        var role: TabItem.Role = .tab
    }

    static let entitlement = AccessRequirement.entitlement("plus")

    /// Makes the app the seed says.
    ///
    /// - Parameter seed: Any number; the same seed makes the same app.
    public init(seed: UInt64) {
        self.seed = seed
        tabSet = TabSet.allCases[Int(seed % UInt64(TabSet.allCases.count))]
        var random = SeededGenerator(seed: seed)
        var features = Self.features(for: tabSet, using: &random)
        let signInCovers = Bool.random(using: &random)
        let paywallNeedsSignIn = Bool.random(using: &random)
        // The gate can almost always offer sign-in, and the entitlement two times in three.
        if random.next() % 6 != 0 { grantingScreens[.signedIn] = ("auth", "signIn") }
        if random.next() % 3 != 0 { grantingScreens[Self.entitlement] = ("store", "paywall") }
        if tabSet == .oneTab || tabSet == .everyRootGuarded {
            // The roots of the tabs that show: the one tab's two times in three, every tab's
            // always; each by a requirement the gate can grant, as an app whose every root
            // needs what nothing grants shows nothing at all.
            if grantingScreens.isEmpty { grantingScreens[.signedIn] = ("auth", "signIn") }
            let grantable = grantingScreens.keys.sorted { $0.name < $1.name }
            for index in features.indices where features[index].hasTab && (index == 0 || tabSet == .everyRootGuarded) {
                guard tabSet == .everyRootGuarded || random.next() % 3 != 0 else { continue }
                let requirement = grantable[Int.random(in: grantable.indices, using: &random)]
                features[index].routes[0] = Self.guarded(features[index].routes[0], by: requirement)
            }
        }
        modules = features + [
            Module(segment: "auth", hasTab: false, routes: [
                .route("signIn", path: ["signin"], presentation: signInCovers ? .fullScreenCover : .sheet)
            ]),
            Module(segment: "store", hasTab: false, routes: [
                .route("paywall", path: ["paywall"], presentation: .sheet, requirements: paywallNeedsSignIn ? [.signedIn] : [])
            ]),
        ]
        for requirement in [AccessRequirement.signedIn, Self.entitlement] where random.next() % 4 == 0 {
            grantedAtLaunch.insert(requirement)
        }
        requirements = Array(Set(modules.flatMap { $0.routes.flatMap(\.requirements) })).sorted { $0.name < $1.name }
        arrangeTabs(of: features, using: &random)
    }

    /// One to three feature modules of one to three screens above their root; the first
    /// has a tab, and the tab set asks for the others' tabs.
    private static func features(for tabSet: TabSet, using random: inout SeededGenerator) -> [Module] {
        let names = ["notes", "shop", "photos"]
        let least = [.withAction, .withSidebarOnly].contains(tabSet) ? 2 : 1
        let count = Int.random(in: least...3, using: &random)
        return (0..<count).map { index in
            let hasTab = switch tabSet {
            case .withAction: index < count - 1
            case .withSidebarOnly: true
            default: index == 0 || Bool.random(using: &random)
            }
            var module = Module(
                segment: names[index], hasTab: hasTab,
                entryPresentation: Bool.random(using: &random) ? .sheet : .push,
                routes: [.route("home", path: [])])
            // A pinned tab shows the first module's detail.
            if index == 0 || Bool.random(using: &random) {
                module.routes.append(.route("detail", path: ["detail"], takesID: true, requirements: requirements(using: &random)))
                module.pinnable = index == 0 ? ["detail"] : []
            }
            if Bool.random(using: &random) {
                let presentation: Presentation = Bool.random(using: &random) ? .sheet : .fullScreenCover
                module.routes.append(.route("editor", path: ["editor"], presentation: presentation, requirements: requirements(using: &random)))
            }
            if random.next() % 3 == 0 {
                module.routes.append(.route("checkout", path: ["checkout"], requirements: requirements(using: &random), holdsLinks: true))
            }
            if random.next() % 3 == 0 {
                module.routes.append(.route("entry", path: ["entry"], takesID: true))
                module.routes.append(.route("privateEntry", path: ["private"], takesID: true, requirements: [requirement(using: &random)]))
                module.twins = ["entry": "privateEntry", "privateEntry": "entry"]
            }
            return module
        }
    }

    /// None half the time; else sign-in, or now and then the entitlement.
    private static func requirements(using random: inout SeededGenerator) -> Set<AccessRequirement> {
        Bool.random(using: &random) ? [] : [requirement(using: &random)]
    }

    private static func requirement(using random: inout SeededGenerator) -> AccessRequirement {
        random.next() % 3 == 0 ? entitlement : .signedIn
    }

    private static func guarded(_ route: StandInRouteDeclaration, by requirement: AccessRequirement) -> StandInRouteDeclaration {
        .route(
            route.name, path: route.path, takesID: route.takesID, presentation: route.presentation,
            requirements: route.requirements.union([requirement]), holdsLinks: route.holdsLinks)
    }

    /// The launch tabs the tab set asks for, the pinnable tab, and the link a one-screen
    /// window opens.
    private mutating func arrangeTabs(of features: [Module], using random: inout SeededGenerator) {
        let homeTabs = features.filter(\.hasTab).map { Tab(segment: $0.segment) }
        switch tabSet {
        case .homeTabs, .everyRootGuarded:
            tabs = nil
        case .oneTab:
            tabs = [homeTabs[0]]
        case .withAction:
            tabs = homeTabs + [Tab(segment: features[features.count - 1].segment, role: .action(.sheet))]
        case .withSidebarOnly:
            tabs = Array(homeTabs.dropLast()) + [Tab(segment: homeTabs[homeTabs.count - 1].segment, role: .sidebarOnly)]
        case .withPinnedTab:
            let pinned = Tab(segment: features[0].segment, pinnedRoute: "detail")
            tabs = homeTabs + [pinned]
            pinnableTabs = [pinned]
        case .aloneWindow:
            // A guarded screen two times in three when there is one, else any screen.
            let screens = features.flatMap { module in module.routes.map { (module, $0) } }
            let guarded = screens.filter { !$0.1.requirements.isEmpty }
            let choices = !guarded.isEmpty && random.next() % 3 != 0 ? guarded : screens
            let (module, route) = choices[Int.random(in: choices.indices, using: &random)]
            let words = [module.segment] + route.path + (route.takesID ? ["\(StandInRouteDeclaration.sampleID)"] : [])
            aloneLink = "app://" + words.joined(separator: "/")
        }
    }

    /// The app in a few lines: its seed and tab set, what is granted at launch, each module's
    /// routes with their presentation, requirements and links held, what the gate grants.
    public var description: String {
        let granted = grantedAtLaunch.isEmpty ? "nothing" : grantedAtLaunch.map(\.name).sorted().joined(separator: ", ")
        var lines = ["seed \(seed): \(tabSet.rawValue), \(granted) granted at launch"]
        if let tabs { lines.append("  tabs: " + tabs.map(\.description).joined(separator: ", ")) }
        if let aloneLink { lines.append("  opened alone: \(aloneLink)") }
        for module in modules {
            let routes = module.routes.map { route in
                var words = [route.name + (route.takesID ? "(id)" : ""), route.presentation.name]
                words += route.requirements.map(\.name).sorted()
                if route.holdsLinks { words.append("holds links") }
                return words.joined(separator: " ")
            }
            let twins = module.twins.isEmpty ? "" : " (entry shows privateEntry while entries are private)"
            lines.append("  \(module.segment)\(module.hasTab ? " (tab)" : ""): " + routes.joined(separator: "; ") + twins)
        }
        let offers = requirements.map { requirement in
            grantingScreens[requirement].map { "\(requirement) by \($0.segment).\($0.route)" } ?? "nothing grants \(requirement)"
        }
        lines.append("  gate: " + (offers.isEmpty ? "no requirement" : offers.joined(separator: ", ")))
        return lines.joined(separator: "\n")
    }
}

extension GeneratedApp.Tab: CustomStringConvertible {
    var description: String {
        var words = segment + (pinnedRoute.map { ".\($0) pinned" } ?? "")
        if role != .tab { words += " (\(role))" }
        return words
    }
}
