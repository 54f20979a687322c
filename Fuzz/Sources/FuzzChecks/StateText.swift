import CoordinatorKit

/// A navigation state in one line, for reports: the selected tab, each tab's entries
/// (route, presentation, alert) and the pending navigation.
public func describe(_ state: NavigationState) -> String {
    let tabs = state.tabs.map { tab in
        "\(tab.id): " + ([tab.root] + tab.stack).map(\.description).joined(separator: " › ")
    }
    let pending = state.pending.map { " | pending \($0.request) for \($0.requirement)" } ?? ""
    return "selected \(state.selectedTab.map(\.rawValue) ?? "none") | " + tabs.joined(separator: " | ") + pending
}
