import CoordinatorKit

/// One section of a sidebar: its heading and its rows, in tab order.
public struct SidebarSection: Hashable, Sendable, Identifiable {
    /// The section's heading; `nil` for the first section, which has none.
    public var heading: NavigationText?
    /// The tabs the section lists, in tab order.
    public var tabs: [TabID]

    /// The heading's key; the first section's is empty.
    public var id: String { heading?.key ?? "" }

    /// Creates a section.
    ///
    /// - Parameters:
    ///   - heading: The section's heading; `nil` for the first section.
    ///   - tabs: The tabs the section lists, in tab order.
    public init(heading: NavigationText?, tabs: [TabID]) {
        self.heading = heading
        self.tabs = tabs
    }
}

/// Where each tab shows, decided once for both renderers from the tabs' roles
/// (`TabItem.Role`): which tabs a tab bar shows, and how a sidebar lists them.
///
/// The decision reads only the tab set and the selection, never the window's width, so a
/// window moving between a tab bar and a sidebar shows the same tabs with the same stacks
/// and presentations: the width changes how the tabs are drawn, not which state they have.
enum TabPlacement {
    /// The tabs a tab bar shows, in order: every tab but the sidebar-only ones, the search
    /// tab last. A sidebar-only tab shows while it is selected (a link landed in it, or the
    /// window narrowed from a sidebar), so the selected tab is always in sight.
    static func tabBar<Tab>(_ tabs: [Tab], selected: TabID?, id: (Tab) -> TabID, role: (Tab) -> TabItem.Role) -> [Tab] {
        let shown = tabs.filter { role($0) != .sidebarOnly || id($0) == selected }
        return shown.filter { role($0) != .search } + shown.filter { role($0) == .search }
    }

    /// A sidebar's sections: first the one without a heading, the search tab at its top,
    /// then one section per heading, in the order each heading first appears.
    static func sidebar<Tab>(
        _ tabs: [Tab], id: (Tab) -> TabID, role: (Tab) -> TabItem.Role, section: (Tab) -> NavigationText?
    ) -> [SidebarSection] {
        var sections = [SidebarSection(heading: nil, tabs: tabs.filter { role($0) == .search }.map(id))]
        for tab in tabs where role(tab) != .search {
            let heading = section(tab)
            if let index = sections.indices.dropFirst().first(where: { sections[$0].heading == heading }) {
                sections[index].tabs.append(id(tab))
            } else if heading == nil {
                sections[0].tabs.append(id(tab))
            } else {
                sections.append(SidebarSection(heading: heading, tabs: [id(tab)]))
            }
        }
        return sections.filter { !$0.tabs.isEmpty }
    }
}

extension NavigationState {
    /// The tabs a tab bar shows, in order: every tab but the sidebar-only ones (the
    /// selected one excepted), the search tab last; the UIKit renderer's tab bar.
    public var tabBarTabIDs: [TabID] {
        TabPlacement.tabBar(tabs, selected: selectedTab, id: \.id, role: { role(ofTab: $0.id) }).map(\.id)
    }

    /// How a sidebar lists the tabs: first the section without a heading, the search tab at
    /// its top, then one section per heading, in tab order; the SwiftUI sidebar's sections.
    public var sidebarSections: [SidebarSection] {
        TabPlacement.sidebar(tabItems, id: \.id, role: \.role, section: \.section)
    }
}

extension NavigationDisplay {
    /// The displayed tabs a tab bar shows, in order: every tab but the sidebar-only ones
    /// (the selected one excepted), the search tab last.
    public var tabBarTabs: [TabModel] {
        TabPlacement.tabBar(tabs, selected: selectedTab, id: \.id, role: \.role)
    }

    /// How a sidebar lists the displayed tabs: first the section without a heading, the
    /// search tab at its top, then one section per heading, in tab order.
    public var sidebarSections: [SidebarSection] {
        TabPlacement.sidebar(tabs, id: \.id, role: \.role, section: \.section)
    }
}
