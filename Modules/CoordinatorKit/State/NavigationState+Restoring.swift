import Foundation

extension NavigationState {
    /// Reads and validates state written by ``savedData(registry:linkVersion:)`` against a
    /// registry without a root, with the default limits and no migration, for a tool or a
    /// test. An app restores through ``RootCoordinator/restoreState(from:)``, which also
    /// applies its limits and migration, re-asks each screen's coordinator, and reports
    /// what it left out; this initialiser leaves screens out without saying which.
    ///
    /// - Throws: ``StateRestorationError`` saying why the data cannot be read at all.
    public init(restoring data: Data, registry: ModuleRegistry) throws(StateRestorationError) {
        self = try Self.read(data, registry: registry, limits: DeepLinkConfiguration.Limits(), migration: StateMigration()).state
    }

    /// Reads saved state: every screen through its module's link rules within `limits`,
    /// older paths rewritten by `migration` first; what it leaves out is `dropped`.
    static func read(
        _ data: Data, registry: ModuleRegistry, limits: DeepLinkConfiguration.Limits, migration: StateMigration
    ) throws(StateRestorationError) -> (state: NavigationState, dropped: [DroppedScreen]) {
        guard data.count <= maximumSavedSize else { throw .tooLarge(byteCount: data.count, limit: maximumSavedSize) }
        // A `Result`, not a typed throw out of the closure: see `DeepLink.parsingArriving`.
        let parsed = data.withUnsafeBytes { raw -> Result<JSONValue, JSONTextError> in
            do throws(JSONTextError) {
                return .success(try JSONValue.parse(raw.bindMemory(to: UInt8.self)))
            } catch {
                return .failure(error)
            }
        }
        let document = try parsed.mapError { StateRestorationError.corrupt(reason: "not JSON: \($0)") }.get()
        if document["format"] == nil, case .number(let version)? = document["version"], let old = Int(exactly: version) {
            // Version 1 had no `format` member.
            throw .unsupportedVersion(found: old, supported: schemaVersion)
        }
        guard case .string(savedFormatName) = document["format"] else {
            throw .corrupt(reason: "not saved navigation (no \"format\": \"\(savedFormatName)\")")
        }
        let version = try StateReader.integer(document["version"], "version")
        guard readableSchemaVersions.contains(version) else { throw .unsupportedVersion(found: version, supported: schemaVersion) }
        let linkVersion = try StateReader.integer(document["linkVersion"], "linkVersion")
        guard linkVersion <= migration.linkVersion, linkVersion >= 0 else {
            throw .unsupportedLinkVersion(found: linkVersion, supported: migration.linkVersion)
        }
        var reader = StateReader(
            registry: registry, limits: limits, migration: migration,
            migrates: linkVersion < migration.linkVersion, storedLinkVersion: linkVersion)
        let state = try reader.state(from: document)
        return (state, reader.dropped)
    }
}

/// Reads the members of saved state, collecting the screens it leaves out.
struct StateReader {
    let registry: ModuleRegistry
    let limits: DeepLinkConfiguration.Limits
    let migration: StateMigration
    let migrates: Bool
    let storedLinkVersion: Int
    var dropped: [DroppedScreen] = []
    /// The tabs the state shows, at their roots: what a pending navigation may name.
    var arranged: [TabState] = []

    mutating func state(from document: JSONValue) throws(StateRestorationError) -> NavigationState {
        guard case .array(let storedTabs) = document["tabs"] else { throw Self.corrupt("tabs", "expected an array") }
        var tabs = try arrangedTabs(document["tabSet"], stored: storedTabs)
        var seen = Set<TabID>()
        var arrangements: [TabID: TabArrangement] = [:]
        for (index, stored) in storedTabs.enumerated() {
            let id = TabID(try Self.string(stored["id"], "tabs.\(index).id"))
            guard seen.insert(id).inserted else { throw Self.corrupt("tabs.\(index).id", "tab '\(id)' appears twice") }
            guard let position = tabs.firstIndex(where: { $0.id == id }), let module = registry.module(withID: tabs[position].module)
            else {
                dropped.append(DroppedScreen(tab: id, depth: 0, reason: .unknownTab(id)))
                continue
            }
            var cut: [DroppedScreen] = []
            tabs[position] = try tab(stored, id: id, module: module, place: "tabs.\(index)", dropped: &cut)
            dropped += cut
            if let arrangement = try arrangement(stored, place: "tabs.\(index)") {
                arrangements[id] = arrangement
                if !arrangement.role.isDestination { tabs[position].stack = [] }
            }
        }
        func isDestination(_ tab: TabState) -> Bool { arrangements[tab.id]?.role.isDestination ?? true }
        guard tabs.contains(where: isDestination), arrangements.values.filter({ $0.role == .search }).count <= 1 else {
            throw Self.corrupt("tabs", "no tab but actions, or two search tabs")
        }
        var selected: ModuleID? = nil
        switch document["selectedTab"] {
        case .string(let id)?: selected = ModuleID(id)
        case nil, .null?: break
        default: throw Self.corrupt("selectedTab", "expected a string")
        }
        if selected.map({ id in !tabs.contains { $0.id == id && isDestination($0) } }) ?? true {
            selected = tabs.first(where: isDestination)?.id
        }
        var state = NavigationState(selectedTab: selected, tabs: tabs)
        state.arrangements = arrangements
        if let stored = document["pending"], !stored.isNull {
            state.pending = try pending(stored)
            // The app never saves one: an action keeps no stack and is never selected.
            if let pending = state.pending,
                !state.isDestination(pending.target.id) || !state.isDestination(pending.origin?.id ?? pending.target.id)
            {
                throw Self.corrupt("pending", "waits in an action's tab")
            }
        }
        return state
    }

    /// A tab's stored role and section (``TabItem``), or `nil` for the usual ones.
    private func arrangement(_ stored: JSONValue, place: @autoclosure () -> String) throws(StateRestorationError) -> TabArrangement? {
        var role = TabItem.Role.tab
        switch stored["role"] {
        case nil: break
        case .string("sidebarOnly")?: role = .sidebarOnly
        case .string("search")?: role = .search
        case let members? where members["presentation"] != nil:
            guard let presentation = try presentation(of: members, place: "\(place()).role") else { break }
            role = .action(presentation)
        default: throw Self.corrupt("\(place()).role", "expected sidebarOnly, search or an action's presentation")
        }
        var section: NavigationText? = nil
        if let text = stored["section"] { section = try NavigationText(saved: text, place: "\(place()).section") }
        return role == .tab && section == nil ? nil : TabArrangement(role: role, section: section)
    }

    /// The tabs at their roots in the stored tab set's order (a tab this app cannot show is
    /// dropped and noted), or the registry's default tabs. A pinned tab's root is its stored
    /// tab's root, and it is kept when that reads and its module still offers it as a tab.
    private mutating func arrangedTabs(_ stored: JSONValue?, stored storedTabs: [JSONValue]) throws(StateRestorationError) -> [TabState] {
        arranged = NavigationState(registry: registry).tabs
        guard let stored, !stored.isNull else { return arranged }
        guard case .array(let items) = stored else { throw Self.corrupt("tabSet", "expected an array") }
        var tabs: [TabState] = []
        for (index, item) in items.enumerated() {
            let id = TabID(try Self.string(item, "tabSet.\(index)"))
            guard !tabs.contains(where: { $0.id == id }) else {
                throw Self.corrupt("tabSet.\(index)", "tab '\(id)' appears twice")
            }
            var root = registry.module(withID: id)?.rootRoute
            let storedTab = storedTabs.first { if case .string(id.rawValue)? = $0["id"] { true } else { false } }
            // One tab alone may show any screen (`LinkPlacement.alone`); an action may open a
            // module without a tab.
            let isAlone = items.count == 1 && root == nil
            let isAction = storedTab?["role"]?["presentation"] != nil
            if root == nil, let pinned = storedTab?["root"],
                case .success(let entry) = try entry(pinned, usual: .push, place: "tabSet.\(index)"),
                isAlone || registry.module(withID: entry.route.module)?.pinnedTab(showing: entry.route) != nil,
                !tabs.contains(where: { $0.root.route == entry.route })
            {
                root = entry.route
            }
            guard let root, isAlone || isAction || registry.module(withID: root.module)?.tab != nil else {
                dropped.append(DroppedScreen(tab: id, depth: nil, reason: .unknownTab(id)))
                continue
            }
            tabs.append(TabState(id: id, root: root))
        }
        if !tabs.isEmpty { arranged = tabs }
        return arranged
    }

    /// A pending navigation, or `nil` (and one dropped record) when it no longer fits.
    private mutating func pending(_ stored: JSONValue) throws(StateRestorationError) -> PendingNavigation? {
        let request = try Self.string(stored["request"], "pending.request")
        let requirement = AccessRequirement(try Self.string(stored["requirement"], "pending.requirement"))
        let targetID = ModuleID(try Self.string(stored["target"]?["id"], "pending.target.id"))
        var parts: [TabState] = []
        var problems: [DroppedScreen] = []
        // No origin: the root of the selected tab was held back (``PendingNavigation/origin``).
        guard let storedOrigin = stored["origin"] else { throw Self.corrupt("pending.origin", "missing") }
        let keys = storedOrigin.isNull ? ["target"] : ["target", "origin"]
        for key in keys {
            guard let part = stored[key] else { throw Self.corrupt("pending.\(key)", "missing") }
            let id = TabID(try Self.string(part["id"], "pending.\(key).id"))
            guard let shown = arranged.first(where: { $0.id == id }), let module = registry.module(withID: shown.module) else {
                problems.append(DroppedScreen(tab: id, depth: nil, reason: .unknownTab(id)))
                continue
            }
            parts.append(try tab(part, id: id, module: module, place: "pending.\(key)", dropped: &problems))
        }
        if let problem = problems.first {
            dropped.append(DroppedScreen(tab: targetID, depth: nil, reason: problem.reason))
            return nil
        }
        guard parts.count == keys.count else { return nil }
        return PendingNavigation(request: request, requirement: requirement, target: parts[0], origin: parts.dropFirst().first)
    }

    /// One tab: screens that no longer read are cut with the screens above them; a root
    /// that no longer reads becomes the module's root (a pinned tab's root read already).
    private func tab(
        _ stored: JSONValue, id: TabID, module: RegisteredModule, place: @autoclosure () -> String,
        dropped: inout [DroppedScreen]
    ) throws(StateRestorationError) -> TabState {
        guard let storedRoot = stored["root"] else { throw Self.corrupt("\(place()).root", "missing") }
        guard case .array(let storedStack) = stored["stack"] else { throw Self.corrupt("\(place()).stack", "expected an array") }
        var tab: TabState
        switch try entry(storedRoot, usual: .push, place: "\(place()).root") {
        case .success(let root) where root.route.module == module.id && root.presentation == .push:
            tab = TabState(id: id, root: root.route)
            tab.root = root
        case .success:
            dropped.append(DroppedScreen(tab: id, depth: 0, reason: .routeNoLongerParses(nil)))
            return TabState(id: id, root: module.rootRoute)
        case .failure(let reason):
            dropped.append(DroppedScreen(tab: id, depth: 0, reason: reason))
            return TabState(id: id, root: module.rootRoute)
        }
        var layers = 0
        for (index, storedEntry) in storedStack.enumerated() {
            let depth = index + 1
            guard index < limits.maxStackDepth else {
                let error = DeepLinkError.stackTooDeep(depth: storedStack.count, limit: limits.maxStackDepth)
                dropped.append(DroppedScreen(tab: id, depth: depth, reason: .beyondLimits(error)))
                break
            }
            let read = try entry(storedEntry, usual: nil, place: "\(place()).stack.\(index)")
            guard case .success(let entry) = read else {
                if case .failure(let reason) = read { dropped.append(DroppedScreen(tab: id, depth: depth, reason: reason)) }
                break
            }
            if entry.presentation.isModal {
                layers += 1
                guard layers <= limits.maxLayers else {
                    let error = DeepLinkError.tooManyLayers(count: layers, limit: limits.maxLayers)
                    dropped.append(DroppedScreen(tab: id, depth: depth, reason: .beyondLimits(error)))
                    break
                }
            }
            tab.stack.append(entry)
        }
        let alerts = ([tab.root] + tab.stack).filter { $0.alert != nil }.count
        if alerts > 1 { throw Self.corrupt(place(), "more than one alert") }
        if alerts == 1, tab.top.alert == nil {
            // An alert below the top was stored there, or the screens above it were cut.
            guard tab.stack.count < storedStack.count else { throw Self.corrupt(place(), "an alert that is not on the top screen") }
            tab.removeAlerts()
        }
        if let alert = tab.top.alert, registry.module(withID: tab.top.route.module)?.knowsAlert(alert) != true {
            dropped.append(DroppedScreen(tab: module.id, depth: tab.stack.count, reason: .unknownAlert(alert.id)))
            tab.removeAlerts()
        }
        return tab
    }

    /// One screen, or why it no longer reads; `usual` is its presentation when none is
    /// stored (`nil`: its route's).
    private func entry(
        _ stored: JSONValue, usual: Presentation?, place: @autoclosure () -> String
    ) throws(StateRestorationError) -> StoredRead<NavigationEntry> {
        let storedPath: String
        var members: JSONValue? = nil
        switch stored {
        case .string(let path): storedPath = path
        case .object:
            storedPath = try Self.string(stored["path"], "\(place()).path")
            members = stored
        default: throw Self.corrupt(place(), "expected a path or an object")
        }
        var path = storedPath
        if migrates {
            guard let migrated = migration.migrate(storedPath, storedLinkVersion) else { return .failure(.removedByMigration) }
            path = migrated
        }
        let route: AnyRoute
        switch registry.route(storedAt: path, limits: limits) {
        case .success(let read): route = read
        case .failure(let reason): return .failure(reason)
        }
        guard let members else { return .success(NavigationEntry(route: route, presentedAs: usual ?? route.presentation)) }
        var entry = NavigationEntry(route: route, presentedAs: try presentation(of: members, place: place()) ?? usual ?? route.presentation)
        if let value = members["detent"] {
            let index = try Self.integer(value, "\(place()).detent")
            guard entry.detents.indices.contains(index), index <= Int(UInt8.max) else {
                throw Self.corrupt("\(place()).detent", "no detent \(index)")
            }
            entry.detentIndex = UInt8(index)
        }
        if let alert = members["alert"] {
            entry.alert = try Self.alert(alert, place: "\(place()).alert")
        }
        return .success(entry)
    }

    static func string(_ value: JSONValue?, _ place: @autoclosure () -> String) throws(StateRestorationError) -> String {
        guard case .string(let text)? = value else { throw Self.corrupt(place(), value == nil ? "missing" : "expected a string") }
        return text
    }

    static func integer(_ value: JSONValue?, _ place: @autoclosure () -> String) throws(StateRestorationError) -> Int {
        guard case .number(let number)? = value, let integer = Int(exactly: number) else {
            throw Self.corrupt(place(), value == nil ? "missing" : "expected an integer")
        }
        return integer
    }

    static func corrupt(_ place: String, _ problem: String) -> StateRestorationError {
        .corrupt(reason: "\(place): \(problem)")
    }
}

extension ModuleRegistry {
    /// The route a stored path names, read as a link's within `limits`, or why it does not.
    func route(storedAt path: String, limits: DeepLinkConfiguration.Limits) -> StoredRead<AnyRoute> {
        do throws(DeepLinkError) {
            let link = try DeepLink(parsingPath: path, limits: limits)
            guard let segment = link.segments.first else { return .failure(.routeNoLongerParses(nil)) }
            guard let claim = claim(forSegment: segment), claim.implied.isEmpty else { return .failure(.unknownModule(segment)) }
            let module = modules[claim.module]
            if link.segments.count == 1 {
                return .success(try module.rootQueryRoute(in: link)?.route ?? module.rootRoute)
            }
            var hasRootQueryRules = false
            var parents: [AnyRoute] = []
            for isFirstInSpan in [true, false] {
                if case .matched(let route, let consumed, _) = try module.match(
                    link, from: 1, isFirstInSpan: isFirstInSpan, moduleWords: moduleWords,
                    hasRootQueryRules: &hasRootQueryRules, parents: &parents),
                    consumed == link.segments.count - 1
                {
                    return .success(route)
                }
            }
            return .failure(.routeNoLongerParses(nil))
        } catch {
            return .failure(.routeNoLongerParses(error))
        }
    }
}

/// A stored screen read back, or why it was left out.
enum StoredRead<Value> {
    case success(Value)
    case failure(DroppedScreen.Reason)
}
