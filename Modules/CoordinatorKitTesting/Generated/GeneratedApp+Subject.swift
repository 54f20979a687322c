import CoordinatorKit

extension GeneratedApp {
    /// Makes the app afresh, at launch, as `NavigationExplorer` explores it: a root of its
    /// modules and gate, its tabs arranged (or its one link opened alone), its world actions,
    /// its world told by what the gate grants and whether entries are private.
    ///
    /// Each call makes a new root, gate and data, the same way: pass it as the explorer's
    /// `makeSubject`.
    ///
    /// - Returns: The subject to explore.
    /// - Throws: What registering the modules or arranging the tabs throws: a defect of the
    ///   generator, never of the app it made.
    @MainActor
    public func makeSubject() throws -> ExplorationSubject {
        let world = GeneratedWorld()
        var registry = ModuleRegistry()
        var made: [String: any AnyGeneratedModule] = [:]
        for (position, module) in modules.enumerated() {
            let generated = module.made(at: position, world: world)
            try registry.register(generated)
            made[module.segment] = generated
        }
        let gate = TestAccessGate(granted: grantedAtLaunch)
        for (requirement, screen) in grantingScreens {
            gate.grantingRoutes[requirement] = made[screen.segment]?.anyRoute(named: screen.route)
        }
        let root = RootCoordinator(registry: registry, configuration: DeepLinkConfiguration(schemes: ["app"]), gate: gate)
        let item = { (tab: Tab) -> TabItem in
            let id = TabID(tab.segment)
            guard let name = tab.pinnedRoute, let route = made[tab.segment]?.anyRoute(named: name) else {
                return TabItem(id: id, role: tab.role)
            }
            return TabItem(id: TabID("\(tab.segment).\(name)"), root: registry.anyRoute(for: route), role: tab.role)
        }
        if let tabs {
            try root.perform(.arrangeTabs(tabs.map(item)))
        }
        if let aloneLink {
            // As a one-screen window opens its link: a link the root refuses leaves the launch
            // state, as the window would show it.
            try? root.perform(.openLink(aloneLink, placement: .alone))
        }
        let subject = ExplorationSubject(root: root, worldActions: worldActions(gate: gate, world: world, root: root)) {
            let granted = gate.granted.map(\.name).sorted().joined(separator: ",")
            return "granted: \(granted)" + (world.entriesArePrivate ? "; entries private" : "")
        }
        subject.pinnableTabs = pinnableTabs.map(item)
        return subject
    }

    /// For each requirement a route declares, grant and revoke it, and grant it by its flow
    /// when the gate offers a screen for it; then the entries' privacy, when a module decides
    /// by it.
    @MainActor
    private func worldActions(gate: TestAccessGate, world: GeneratedWorld, root: RootCoordinator) -> [WorldAction] {
        var actions: [WorldAction] = []
        for requirement in requirements {
            actions.append(WorldAction("grant \(requirement)") { gate.granted.insert(requirement) })
            if let screen = grantingScreens[requirement] {
                // What the granting screen does on success: the session changes, then its
                // module finishes its flow (a granting module's `Navigator.finishFlow()`).
                actions.append(WorldAction("grant \(requirement) by its flow") { [weak root] in
                    gate.granted.insert(requirement)
                    try? root?.perform(.finishFlow(of: ModuleID(screen.segment)))
                })
            }
            actions.append(WorldAction("revoke \(requirement)") { gate.granted.remove(requirement) })
        }
        if modules.contains(where: { !$0.twins.isEmpty }) {
            actions.append(WorldAction("entries turn private") { world.entriesArePrivate = true })
            actions.append(WorldAction("entries turn public") { world.entriesArePrivate = false })
        }
        return actions
    }
}
