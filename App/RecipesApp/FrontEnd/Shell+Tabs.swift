import CoordinatorKit

/// The shell's tab commands: the tab list, and pinning and unpinning a tab (issue 36), each
/// an `arrangeTabs` with one tab more or less.
extension Shell {
    /// The tab set with a tab pinned after the others: its root is the one screen the
    /// argument's path opens (read as from launch, where no tab is pinned), its identifier its
    /// module's and its title's (`recipes.soups`); then an optional role (`sidebar`, `search`,
    /// `action`, a sheet) and `in <heading>`, its sidebar section.
    func pinning(_ argument: String) throws -> [TabItem] {
        let registry = root.registry
        var words = argument.split(separator: " ").map(String.init)
        var section: NavigationText?
        if let index = words.firstIndex(of: "in"), index + 1 < words.count {
            section = NavigationText(verbatim: words[(index + 1)...].joined(separator: " "))
            words.removeSubrange(index...)
        }
        var role = TabItem.Role.tab
        if words.count == 2 {
            switch words[1] {
            case "sidebar": role = .sidebarOnly
            case "search": role = .search
            case "action": role = .action(.sheet)
            default: throw ShellRefusal("'\(words[1])' is no role; say sidebar, search or action")
            }
            words.removeLast()
        }
        guard words.count == 1 else { throw ShellRefusal("pin <path> [sidebar|search|action] [in <heading>]") }
        let path = words[0]
        let link = try DeepLink(parsingPath: path, limits: root.configuration.limits)
        let routes = try registry.routes(readFrom: link, in: NavigationState(registry: registry))
        guard routes.count == 1, let pinned = routes.first, let module = registry.module(withID: pinned.module),
            let descriptor = module.pinnedTab(showing: pinned)
        else { throw ShellRefusal("'\(path)' opens no screen its module offers as a tab (try recipes?category=soup)") }
        let id = TabID("\(module.id).\(environment.words(descriptor.title).lowercased())")
        return root.state.tabItems + [TabItem(id: id, root: pinned, role: role, section: section)]
    }

    /// The tab set without the pinned tab `name` (its identifier or title).
    func unpinning(_ name: String) throws(ShellRefusal) -> [TabItem] {
        guard let tab = root.state.tabs.first(where: { $0.id != $0.module && tabMatches($0.id, name) }) else {
            let pinned = root.state.tabs.filter { $0.id != $0.module }.map(\.id.rawValue)
            throw ShellRefusal("no pinned tab '\(name)'; pinned: \(pinned.isEmpty ? "none" : pinned.joined(separator: ", "))")
        }
        return root.state.tabItems.filter { $0.id != tab.id }
    }

    var tabModuleNames: String {
        root.registry.tabModules.map(\.id.rawValue).joined(separator: ", ")
    }

    /// The tabs in order, the selected one marked, each with its badge; then the modules
    /// with a tab that the arrangement hides.
    func tabList() -> String {
        var text = ""
        for (index, tab) in root.state.tabs.enumerated() {
            let title = environment.tabTitle(of: tab.id)
            let mark = tab.id == root.state.selectedTab ? "▸" : " "
            let badge = root.badge(ofTab: tab.id).map { "  (\($0))" } ?? ""
            let pinned = tab.id == tab.module ? "" : " pinned: \(root.registry.linkPath(for: tab.root.route) ?? tab.root.route.description)"
            let item = root.state.item(ofTab: tab.id)
            let role = item.map { $0.role == .tab ? "" : " — \($0.role)" } ?? ""
            let section = item?.section.map { " in \(environment.words($0))" } ?? ""
            text += "\(mark) \(index + 1). \(title) [\(tab.id)]\(pinned)\(role)\(section)\(badge)\n"
        }
        let hidden = root.registry.tabModules.map(\.id).filter { root.state[tab: $0] == nil }
        if !hidden.isEmpty {
            text += "  hidden: \(hidden.map(\.rawValue).joined(separator: ", "))\n"
        }
        return text
    }

    func tabMatches(_ id: ModuleID, _ name: String) -> Bool {
        let title = environment.tabTitle(of: id)
        return id.rawValue == name.lowercased() || title.lowercased() == name.lowercased()
    }
}
