/// The identity of one screen in a tab: where it stands and what it shows, without its
/// alert, the detent its sheet rests at, or the values its route leaves out of its
/// ``Route/screenIdentity``.
///
/// A view keyed by this identity survives an alert coming and going on its screen and its
/// route being rewritten in place (``Navigator/update(_:)``), and two equal routes at
/// different depths are told apart. It is the element of a layer's `NavigationStack(path:)`
/// in the SwiftUI adapter.
public struct EntryID: Hashable, Sendable, CustomStringConvertible {
    /// The tab the screen is in.
    public let tab: ModuleID
    /// The screen's depth in its tab: 0 for the tab's root, `n` for `stack[n - 1]`.
    public let depth: Int
    /// The screen's route when the identity was taken (an update in place changes the
    /// route and keeps the identity).
    public let route: AnyRoute
    /// How the screen is presented.
    public let presentation: Presentation

    /// Creates the identity of a screen.
    ///
    /// - Parameters:
    ///   - tab: The tab the screen is in.
    ///   - depth: The screen's depth in its tab, 0 for the root.
    ///   - route: The screen's route.
    ///   - presentation: How the screen is presented.
    public init(tab: ModuleID, depth: Int, route: AnyRoute, presentation: Presentation) {
        self.tab = tab
        self.depth = depth
        self.route = route
        self.presentation = presentation
    }

    /// The identity of `entry` standing at `depth` in `tab`.
    package init(tab: ModuleID, depth: Int, entry: NavigationEntry) {
        self.init(tab: tab, depth: depth, route: entry.route, presentation: entry.presentation)
    }

    /// Whether `entry` is the screen this identity names (its depth is the caller's to check).
    func names(_ entry: NavigationEntry) -> Bool {
        presentation == entry.presentation && route.isSameScreen(as: entry.route)
    }

    /// Whether both name the same screen at the same place.
    public static func == (lhs: EntryID, rhs: EntryID) -> Bool {
        lhs.tab == rhs.tab && lhs.depth == rhs.depth && lhs.presentation == rhs.presentation
            && lhs.route.isSameScreen(as: rhs.route)
    }

    /// Hashes the place and the route's screen identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(tab)
        hasher.combine(depth)
        hasher.combine(presentation)
        route.hashScreen(into: &hasher)
    }

    /// The EntryID as text, for logs and messages.
    public var description: String {
        "\(tab)@\(depth) \(route) [\(presentation.name)]"
    }
}

/// The identity of one layer of a tab: the tab's base layer, or a modal layer opened by a
/// presented screen.
///
/// A layer is named by its first screen, so a sheet replaced by another sheet at the same
/// depth is a new layer, while pushes inside a layer, its detent and its alerts leave the
/// identity alone. It is the item of `.sheet(item:)` and `.fullScreenCover(item:)` in the
/// SwiftUI adapter.
public struct LayerID: Hashable, Sendable, CustomStringConvertible {
    /// The layer's position in its tab: 0 for the base layer.
    public let index: Int
    /// The identity of the layer's first screen: the tab's root for the base layer, the
    /// presented screen for a modal layer.
    public let root: EntryID

    /// Creates the identity of a layer.
    ///
    /// - Parameters:
    ///   - index: The layer's position in its tab, 0 for the base layer.
    ///   - root: The identity of the layer's first screen.
    public init(index: Int, root: EntryID) {
        self.index = index
        self.root = root
    }

    /// The tab the layer belongs to.
    public var tab: ModuleID { root.tab }

    /// The depth of the layer's first screen in its tab.
    public var depth: Int { root.depth }

    /// The LayerID as text, for logs and messages.
    public var description: String {
        "layer \(index) of \(tab) at \(root)"
    }
}

/// The identity of one showing of an alert: the screen that shows it and the showing itself.
///
/// Two showings of the same alert on the same screen, one after the other, have different
/// identities, so an answer or a dismissal that SwiftUI reports late for the first showing
/// is told apart from the second and ignored. Copies of a state share their showings.
public struct AlertID: Hashable, Sendable, CustomStringConvertible {
    /// The screen showing the alert.
    public let screen: EntryID
    /// The showing: the box the alert was stored in when it was shown. Holding it keeps
    /// its object identity from being reused while this identity exists.
    let showing: Boxed<AlertState>

    package init(screen: EntryID, showing: Boxed<AlertState>) {
        self.screen = screen
        self.showing = showing
    }

    /// The alert being shown.
    public var alert: AlertState { showing.value }

    /// Whether two values of AlertID are the same.
    public static func == (lhs: AlertID, rhs: AlertID) -> Bool {
        lhs.showing === rhs.showing && lhs.screen == rhs.screen
    }

    /// Hashes the parts that equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(screen)
        hasher.combine(ObjectIdentifier(showing))
    }

    /// The AlertID as text, for logs and messages.
    public var description: String {
        "\(alert.style.name) '\(alert.id)' on \(screen)"
    }
}

extension TabState {
    /// The identity of the screen at a depth, where depth 0 is the root.
    public func entryID(atDepth depth: Int) -> EntryID? {
        entry(atDepth: depth).map { EntryID(tab: id, depth: depth, entry: $0) }
    }

    /// The layer with the given identity, if this tab has it.
    public func layer(withID layerID: LayerID) -> Layer? {
        guard layerID.tab == id else { return nil }
        return layers.first { $0.id == layerID }
    }
}

extension TabState.Layer: Identifiable {
    /// The layer's identity: its position and its first screen.
    public var id: LayerID {
        LayerID(index: index, root: rootID)
    }

    /// The identity of the layer's first screen.
    public var rootID: EntryID {
        EntryID(tab: tab, depth: depth, entry: root)
    }

    /// The identities of the screens pushed inside the layer, bottom first: the layer's
    /// `NavigationStack` path.
    public var pathIDs: [EntryID] {
        path.enumerated().map { offset, entry in EntryID(tab: tab, depth: depth + 1 + offset, entry: entry) }
    }

    /// The detent the layer rests at when it is a bottom sheet; `nil` otherwise.
    public var selectedDetent: Detent? {
        presentation == nil ? nil : root.selectedDetent
    }

    /// The detents the layer can rest at when it is a bottom sheet; empty otherwise.
    public var detents: [Detent] {
        presentation == nil ? [] : root.detents
    }
}
