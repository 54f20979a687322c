import CoordinatorKit
import Foundation

/// The JSON form of the app's navigation state printed by `open --json`.
///
/// Schema `recipes-app/state`, version 1, documented in `Docs/AppStateJSON.md`. Fields are
/// only ever added within a version; a field's meaning never changes.
public struct StateDocument: Codable, Equatable, Sendable {
    /// The schema's name.
    public static let schemaName = "recipes-app/state"
    /// The schema's version.
    public static let schemaVersion = 1

    /// Always ``schemaName``.
    public var schema: String
    /// Always ``schemaVersion``.
    public var version: Int
    /// The selected tab's identifier.
    public var selectedTab: String?
    /// The canonical URL of the state, when it has one.
    public var url: String?
    /// Every tab, in tab order.
    public var tabs: [Tab]
    /// The alert on screen, if any.
    public var alert: Alert?
    /// The navigation waiting for a requirement, if any.
    public var pending: Pending?

    /// One tab.
    public struct Tab: Codable, Equatable, Sendable {
        /// The tab's identifier (its module's).
        public var id: String
        /// The tab's title.
        public var title: String
        /// Whether the tab is selected.
        public var isSelected: Bool
        /// The tab's root screen.
        public var root: Screen
        /// The screens above the root, bottom first.
        public var stack: [Screen]
    }

    /// One screen.
    public struct Screen: Codable, Equatable, Sendable {
        /// The module that owns the screen.
        public var module: String
        /// The screen's route, as its module's link path (`recipes/42`) when it has one.
        public var path: String?
        /// The route's Swift description, for people.
        public var route: String
        /// `root`, `push`, `sheet`, `fullScreenCover`, `bottomSheet(…)` or `overlay`.
        public var presentation: String
        /// The screen's title.
        public var title: String
        /// The alert this screen shows, if any.
        public var alert: Alert?
    }

    /// An alert or dialog.
    public struct Alert: Codable, Equatable, Sendable {
        /// The alert's identifier.
        public var id: String
        /// `alert`, `confirmationDialog` or `custom(name)`.
        public var style: String
        /// The title.
        public var title: String
        /// The message, if any.
        public var message: String?
        /// The buttons, in order.
        public var buttons: [Button]
    }

    /// An alert button.
    public struct Button: Codable, Equatable, Sendable {
        /// The label.
        public var title: String
        /// `cancel`, `destructive`, or absent.
        public var role: String?
        /// The action to answer with (`answer <action>` in the shell).
        public var action: String
    }

    /// A navigation waiting for a requirement.
    public struct Pending: Codable, Equatable, Sendable {
        /// The link or action that waits.
        public var request: String
        /// The requirement it waits for.
        public var requirement: String
    }

    /// Describes the environment's current state.
    @MainActor
    public init(_ environment: AppEnvironment) {
        let root = environment.root
        let state = root.state
        let words = environment.words
        func alert(_ alert: AlertState?) -> Alert? {
            alert.map { alert in
                Alert(
                    id: alert.id.rawValue, style: alert.style.name, title: words(alert.title), message: alert.message.map(words),
                    buttons: alert.buttons.map { Button(title: words($0.title), role: $0.role?.rawValue, action: $0.action.rawValue) })
            }
        }
        func screen(_ entry: NavigationEntry, isRoot: Bool) -> Screen {
            Screen(
                module: entry.route.module.rawValue, path: root.registry.linkPath(for: entry.route),
                route: String(describing: entry.route.base), presentation: isRoot ? "root" : entry.presentation.name,
                title: environment.title(of: entry), alert: alert(entry.alert))
        }
        schema = Self.schemaName
        version = Self.schemaVersion
        selectedTab = state.selectedTab?.rawValue
        url = root.currentURL?.absoluteString
        tabs = state.tabs.map { tab in
            Tab(
                id: tab.id.rawValue, title: environment.tabTitle(of: tab.id),
                isSelected: tab.id == state.selectedTab, root: screen(tab.root, isRoot: true),
                stack: tab.stack.map { screen($0, isRoot: false) })
        }
        self.alert = alert(state.currentTab?.alert)
        pending = state.pending.map { Pending(request: $0.request, requirement: $0.requirement.name) }
    }
}

/// The JSON printed by `open --json`: how each link fared, then the resulting state.
///
/// Schema `recipes-app/open`, version 1, documented in `Docs/AppStateJSON.md`.
public struct OpenReport: Codable, Equatable, Sendable {
    /// The schema's name.
    public static let schemaName = "recipes-app/open"

    /// Always ``schemaName``.
    public var schema: String
    /// Always 1.
    public var version: Int
    /// Each link, in the order applied.
    public var links: [LinkResult]
    /// The state after the last link.
    public var state: StateDocument

    /// How one link fared.
    public struct LinkResult: Codable, Equatable, Sendable {
        /// The link as given.
        public var link: String
        /// Whether it was applied.
        public var isAccepted: Bool
        /// Why it was rejected, if it was.
        public var error: String?
    }

    /// Creates a report.
    public init(links: [LinkResult], state: StateDocument) {
        schema = Self.schemaName
        version = 1
        self.links = links
        self.state = state
    }

    /// The report as pretty-printed JSON with sorted keys.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    }
}
