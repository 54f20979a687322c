/// One tab of the app's tab set, as data: its identifier and its root screen, whose module
/// owns the tab (<doc:TabsAsData>).
///
/// A module's home tab is named by its module's identifier and shows the module's root;
/// a string literal writes one (`.arrangeTabs(["settings", "recipes"])`). A pinned tab has
/// an identifier of its own and one of its module's routes as its root, which the module
/// offers as a tab (``FeatureModule/pinnedTab(showing:)``).
///
/// <!-- snippet: tab-item -->
/// ```swift
/// let soups = TabItem(id: "cookbook.soups", root: registry.anyRoute(for: CookbookRoute.section("soups")))
/// try root.perform(.arrangeTabs(["cookbook", "notes", soups]))
/// ```
public struct TabItem: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The tab's identifier.
    public var id: TabID
    /// The tab's root screen; `nil` for a home tab, whose root is its module's.
    public var root: AnyRoute?
    /// Where the tab shows, and what tapping it does.
    public var role: Role
    /// The heading of the sidebar section that lists the tab; `nil` for the first section,
    /// which has no heading. Tabs with one heading are listed together, in tab order.
    public var section: NavigationText?

    /// Where a tab shows, and what tapping it does.
    ///
    /// A tab bar shows every tab but the sidebar-only ones; a sidebar lists them all, the
    /// search destination first.
    public enum Role: Hashable, Sendable {
        /// A tab of the tab bar and a row of the sidebar, with its own stack.
        case tab
        /// A row of the sidebar only, with its own stack; where the window draws a tab bar,
        /// the tab bar shows it while it is selected (a link landed there), so no stack is
        /// ever out of sight.
        case sidebarOnly
        /// The search destination: the sidebar's first row and the tab bar's last tab.
        case search
        /// An entry that is never selected: tapping it shows its root over the selected
        /// tab, as `presentation` (a composer as a sheet). It has no stack.
        case action(Presentation)
    }

    /// Creates a tab of the tab set.
    ///
    /// - Parameters:
    ///   - id: The tab's identifier: a module's identifier for its home tab, a new one for a
    ///     pinned tab.
    ///   - root: The pinned tab's root screen; `nil` for a home tab.
    ///   - role: Where the tab shows and what tapping it does; a tab of the tab bar by default.
    ///   - section: The heading of the sidebar section that lists the tab; `nil` for the first.
    public init(id: TabID, root: AnyRoute? = nil, role: Role = .tab, section: NavigationText? = nil) {
        self.id = id
        self.root = root
        self.role = role
        self.section = section
    }

    /// The home tab of the module named by a string literal, such as `"recipes"`.
    public init(stringLiteral value: String) {
        self.init(id: TabID(value))
    }

    /// The module that owns the tab: its root's, or the home tab's own.
    public var module: ModuleID { root?.module ?? id }

    /// The identifier, then the root of a pinned tab, the role and the section when they are
    /// not the usual ones: `recipes.soups=recipes.category("soups")`.
    public var description: String {
        var words = root.map { "\(id)=\($0)" } ?? id.rawValue
        if role != .tab { words += " (\(role))" }
        if let section { words += " in \"\(section)\"" }
        return words
    }
}

extension TabItem.Role: CustomStringConvertible {
    /// The role as the shell and saved state write it: `sidebarOnly`, `action(sheet)`.
    public var description: String {
        switch self {
        case .tab: "tab"
        case .sidebarOnly: "sidebarOnly"
        case .search: "search"
        case .action(let presentation): "action(\(presentation.name))"
        }
    }

    /// Whether the tab can be selected and keeps a stack: any tab but an action.
    public var isDestination: Bool {
        if case .action = self { false } else { true }
    }
}

/// A tab's role and section when either is not the usual one, kept beside the tabs
/// (``NavigationState/tabItems``): a tab's own value stays three fields, so the copies every
/// change makes of the tabs cost nothing more.
// Tuned: Benchmarks/README.md#tab-roles-beside-the-tabs (a field of the tab cost every copy)
struct TabArrangement: Hashable, Sendable {
    var role: TabItem.Role
    var section: NavigationText?
}
