import Foundation

// The saved form of navigation state (format version 3, `Docs/AppStateJSON.md`):
//
//   {"format":"CoordinatorKit.navigation","version":3,"linkVersion":0,"selectedTab":"recipes",
//    "tabs":[{"id":"recipes","root":"recipes","stack":["recipes/42",
//             {"path":"auth/signin","presentation":"fullScreenCover","alert":{…}}]}],
//    "tabSet":["settings","recipes"],
//    "pending":{"request":"…","requirement":"signedIn","target":{tab},"origin":{tab} or null}}
//
// Each screen is its link path, as a string, or an object when it has more to say. Awaited-
// flow marks are not saved: no await survives a restoration.

extension NavigationState {
    /// The format version ``RootCoordinator/saveState()`` writes:
    /// 3, which stores texts as localization keys with their arguments.
    /// ``RootCoordinator/restoreState(from:)`` reads it and version 2, whose alert texts were
    /// words (restored as verbatim texts).
    public static let schemaVersion = 3

    static let readableSchemaVersions = 2...schemaVersion

    /// The largest saved state ``RootCoordinator/restoreState(from:)`` reads: 1 MiB, far
    /// above what the limits allow (at most ``DeepLinkConfiguration/Limits/maxStackDepth``
    /// screens per tab, each a link within ``DeepLinkConfiguration/Limits/maxLength``).
    public static let maximumSavedSize = 1 << 20

    static let savedFormatName = "CoordinatorKit.navigation"

    /// The state in its saved form, written against a registry without a root: what
    /// ``RootCoordinator/saveState()`` writes for the root's state (which also passes its
    /// migration's link version). Use it to store or compare states outside a root, in a
    /// tool or a test.
    ///
    /// A screen whose route no rule of its module prints cannot be stored: its tab is saved
    /// up to the screen below it (a tab root becomes the module's root).
    ///
    /// - Throws: ``NavigationError/savingFailed(reason:)`` when a bottom sheet is one that
    ///   saved state cannot hold, and restoring would refuse: a detent that is not a finite,
    ///   positive size (or a fraction above 1), or not 1 to 8 detents.
    public func savedData(registry: ModuleRegistry, linkVersion: Int = 0) throws(NavigationError) -> Data {
        var writer = StateWriter(registry: registry, output: JSONWriter(capacity: 256 + 64 * tabs.count))
        writer.output.raw("{")
        writer.output.member("format", Self.savedFormatName, first: true)
        writer.output.raw(",\"version\":\(Self.schemaVersion),\"linkVersion\":\(linkVersion)")
        if let selectedTab {
            writer.output.member("selectedTab", selectedTab.rawValue)
        }
        writer.output.raw(",\"tabs\":[")
        for (index, tab) in tabs.enumerated() {
            if index > 0 { writer.output.raw(",") }
            try writer.write(tab, as: arrangements[tab.id])
        }
        writer.output.raw("]")
        if !hasDefaultTabs(in: registry) {
            // Only when the app arranged its tabs: a reader without this member (an older
            // release of the same format) shows the registered tabs, and a module added by a
            // newer release shows as a tab unless the user's arrangement leaves it out.
            writer.output.raw(",\"tabSet\":[")
            for (index, tab) in tabs.enumerated() {
                if index > 0 { writer.output.raw(",") }
                writer.output.string(tab.id.rawValue)
            }
            writer.output.raw("]")
        }
        if let pending {
            writer.output.raw(",\"pending\":{")
            writer.output.member("request", pending.request, first: true)
            writer.output.member("requirement", pending.requirement.name)
            writer.output.raw(",\"target\":")
            try writer.write(pending.target)
            writer.output.raw(",\"origin\":")
            if let origin = pending.origin { try writer.write(origin) } else { writer.output.raw("null") }
            writer.output.raw("}")
        }
        writer.output.raw("}")
        return Data(writer.output.bytes)
    }
}

private struct StateWriter {
    let registry: ModuleRegistry
    var output: JSONWriter

    mutating func write(_ tab: TabState, as arrangement: TabArrangement? = nil) throws(NavigationError) {
        output.raw("{")
        output.member("id", tab.id.rawValue, first: true)
        output.raw(",\"root\":")
        if let path = registry.storablePath(of: tab.root.route) {
            try write(tab.root, path: path, usual: .push)
        } else {
            output.string(registry.module(withID: tab.id)?.segment ?? tab.id.rawValue)
        }
        output.raw(",\"stack\":[")
        for (index, entry) in tab.stack.enumerated() {
            guard let path = registry.storablePath(of: entry.route) else { break }
            if index > 0 { output.raw(",") }
            try write(entry, path: path, usual: entry.route.presentation)
        }
        output.raw("]")
        let role = arrangement?.role ?? .tab
        switch role {
        case .tab: break
        case .sidebarOnly, .search: output.member("role", role.description)
        case .action(let presentation):
            output.raw(",\"role\":{")
            output.member("presentation", presentation.savedName, first: true)
            try write(presentation, of: tab.root.route)
            output.raw("}")
        }
        if let section = arrangement?.section {
            output.raw(",\"section\":")
            output.text(section)
        }
        output.raw("}")
    }

    /// A screen's path alone, or an object when it has more to say.
    private mutating func write(_ entry: NavigationEntry, path: PrintedPath, usual: Presentation) throws(NavigationError) {
        let alert = entry.alert
        guard entry.presentation != usual || entry.detentIndex != 0 || alert != nil else {
            write(path)
            return
        }
        output.raw("{\"path\":")
        write(path)
        if entry.presentation != usual {
            output.member("presentation", entry.presentation.savedName)
            try write(entry.presentation, of: entry.route)
        }
        if entry.detentIndex != 0 {
            output.raw(",\"detent\":\(entry.detentIndex)")
        }
        if let alert {
            output.raw(",\"alert\":")
            write(alert)
        }
        output.raw("}")
    }

    /// What a presentation stores beside its name: detents, an anchor, a size.
    private mutating func write(_ presentation: Presentation, of route: AnyRoute) throws(NavigationError) {
        if case .bottomSheet(let detents) = presentation {
            guard Detent.savableCounts.contains(detents.count) else {
                throw .savingFailed(reason: "the bottom sheet of \(route) has \(detents.count) detents; saved state holds 1 to 8")
            }
            output.raw(",\"detents\":[")
            for (index, detent) in detents.enumerated() {
                if index > 0 { output.raw(",") }
                guard let name = detent.savedName else {
                    throw .savingFailed(reason: "the detent \(detent.name) of \(route) is not a finite, positive size (a fraction at most 1)")
                }
                output.string(name)
            }
            output.raw("]")
        }
        if case .popover(let anchor, _) = presentation { output.member("anchor", anchor) }
        if let size = presentation.size {
            guard size.isSavable else { throw .savingFailed(reason: "the size \(size.name) of \(route) is not finite, positive and at most 10000 points") }
            output.member("size", size.name)
        }
    }

    /// A path as a JSON string. Its parts are escaped as in a link, which leaves nothing
    /// JSON would escape, straight into the output.
    // Tuned: Benchmarks/README.md#saved-path-writing
    private mutating func write(_ path: PrintedPath) {
        output.bytes.append(UInt8(ascii: "\""))
        DeepLink.appendEncoded(path.module.segment, as: .segment, to: &output.bytes)
        for segment in path.segments {
            output.bytes.append(UInt8(ascii: "/"))
            DeepLink.appendEncoded(segment, as: .segment, to: &output.bytes)
        }
        for (index, item) in path.queryItems.enumerated() {
            output.bytes.append(UInt8(ascii: index == 0 ? "?" : "&"))
            DeepLink.appendEncoded(item.name, as: .query, to: &output.bytes)
            output.bytes.append(UInt8(ascii: "="))
            DeepLink.appendEncoded(item.value, as: .query, to: &output.bytes)
        }
        output.bytes.append(UInt8(ascii: "\""))
    }

    private mutating func write(_ alert: AlertState) {
        output.raw("{")
        output.member("id", alert.id.rawValue, first: true)
        output.member("style", alert.style.savedName)
        output.raw(",\"title\":")
        output.text(alert.title)
        if let message = alert.message {
            output.raw(",\"message\":")
            output.text(message)
        }
        output.raw(",\"buttons\":[")
        for (index, button) in alert.buttons.enumerated() {
            if index > 0 { output.raw(",") }
            output.raw("{\"title\":")
            output.text(button.title)
            if let role = button.role {
                output.member("role", role.rawValue)
            }
            output.member("action", button.action.rawValue)
            output.raw("}")
        }
        output.raw("]}")
    }
}

extension ModuleRegistry {
    /// How a route is stored: as its module's rules print it; the module's segment alone
    /// only for its root route, which is what that reads back as.
    func storablePath(of route: AnyRoute) -> PrintedPath? {
        guard let path = printedPath(of: route) else { return nil }
        guard !path.segments.isEmpty || !path.queryItems.isEmpty || route == path.module.rootRoute else { return nil }
        return path
    }
}

extension Presentation {
    /// The presentation's name in saved state: its ``name``, detents, anchor and size apart.
    var savedName: String { String(name.prefix { $0 != "(" }) }
}

extension Detent {
    static let savableCounts = 1...8

    /// The detent in saved state (`medium`, `fraction:0.3`, `height:240.0`,
    /// `fitting:400.0`); `nil` for a size that is not finite and positive, or a fraction
    /// above 1, which the reader refuses.
    var savedName: String? {
        func isSavable(_ size: Double) -> Bool { size.isFinite && size > 0 }
        switch self {
        case .medium: return "medium"
        case .large: return "large"
        case .fraction(let value): return isSavable(value) && value <= 1 ? "fraction:\(value)" : nil
        case .height(let value): return isSavable(value) ? "height:\(value)" : nil
        case .fitting(let maximumHeight): return isSavable(maximumHeight) ? "fitting:\(maximumHeight)" : nil
        }
    }
}

extension AlertState.Style {
    /// The style in saved state: `alert`, `confirmationDialog`, `custom:<name>`.
    var savedName: String {
        switch self {
        case .alert: "alert"
        case .confirmationDialog: "confirmationDialog"
        case .custom(let name): "custom:" + name
        }
    }
}
