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

    /// Creates a tab of the tab set.
    ///
    /// - Parameters:
    ///   - id: The tab's identifier: a module's identifier for its home tab, a new one for a
    ///     pinned tab.
    ///   - root: The pinned tab's root screen; `nil` for a home tab.
    public init(id: TabID, root: AnyRoute? = nil) {
        self.id = id
        self.root = root
    }

    /// The home tab of the module named by a string literal, such as `"recipes"`.
    public init(stringLiteral value: String) {
        self.init(id: TabID(value))
    }

    /// The module that owns the tab: its root's, or the home tab's own.
    public var module: ModuleID { root?.module ?? id }

    /// The identifier, then the root of a pinned tab: `recipes.soups=recipes.category("soups")`.
    public var description: String {
        root.map { "\(id)=\($0)" } ?? id.rawValue
    }
}
