import CoordinatorKit
extension NavigationState {
    /// The state that `containers` show: what the UIKit player plans from.
    ///
    /// A tab More lists has its screens in More's navigation controller while More shows it;
    /// while More shows its list, or another tab, the tab keeps this state's screens.
    ///
    /// UIKit's containers are the truth of what a UIKit renderer shows — its player takes
    /// every completed operation and write-back into them, and after a completion that never
    /// came it reads them back from the controllers — and they can hold less than a state
    /// (only the selected tab presents) or other than it (an alert of an earlier showing). The
    /// containers say which screens, layers, alert and detents are on display; this state
    /// (the target) gives their entries where it names the same screens. A screen it does
    /// not name gets an entry made from its identity (it is about to go); an alert it does
    /// not show gets a showing of its own, which the plan dismisses.
    func showing(_ containers: ContainerTree) -> NavigationState {
        var next = self
        next.selectedTab = containers.selectedTab
        for index in next.tabs.indices {
            let tab = next.tabs[index].id
            var screens = containers.screens(of: containers.stack(ofTab: tab))
            if containers.more?.tabs.contains(tab) == true, screens.first?.tab != tab { screens = [] }
            if tab == containers.selectedTab {
                // More's list hides the tab's own stack, which stays as this state has it;
                // what is presented over it is what the containers present.
                if screens.isEmpty, containers.more?.tabs.contains(tab) == true, let base = tabs[index].layers.first {
                    screens = [base.rootID] + base.pathIDs
                }
                screens += containers.presented.compactMap(\.layer).flatMap(\.screens)
            }
            let entries = screens.map(entry(named:))
            guard let root = entries.first else { continue }
            next.tabs[index].root = root
            next.tabs[index].stack = Array(entries.dropFirst())
        }
        for container in containers.presented {
            switch container {
            case .layer(let layer):
                if let detent = layer.selectedDetent {
                    next = next.applying(.detentSelected(detent, of: layer.id)) ?? next
                }
            case .alert(let alert):
                next.show(alert, from: self)
            }
        }
        return next
    }

    /// The entry of the screen `id` names: this state's, without its alert, when it has the
    /// screen there, else one made from the identity.
    private func entry(named id: EntryID) -> NavigationEntry {
        if let tab = self[tab: id.tab], tab.entryID(atDepth: id.depth) == id, var entry = tab.entry(atDepth: id.depth) {
            entry.alert = nil
            return entry
        }
        return NavigationEntry(route: id.route, presentation: id.presentation)
    }

    /// Puts `alert` on the screen it names: the showing `known` has, when it shows it.
    private mutating func show(_ alert: AlertID, from known: NavigationState) {
        let screen = alert.screen
        guard var tab = self[tab: screen.tab], tab.entryID(atDepth: screen.depth) == screen else { return }
        var entry = screen.depth == 0 ? tab.root : tab.stack[screen.depth - 1]
        entry.alert = alert.alert
        if known.isShowing(alert), let showing = known[tab: screen.tab]?.entry(atDepth: screen.depth)?.alertBox {
            entry.alertBox = showing
        }
        if screen.depth == 0 {
            tab.root = entry
        } else {
            tab.stack[screen.depth - 1] = entry
        }
        self[tab: screen.tab] = tab
    }
}
