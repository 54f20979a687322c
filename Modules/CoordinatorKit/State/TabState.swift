/// The identifier of a tab, spelled as a ``ModuleID``: a module's home tab has its
/// module's identifier (`"recipes"`), a pinned tab one of its own (`"recipes.soups"`,
/// which no module may have). It is a type alias, not a type of its own, so that
/// `.selectTab(.recipes)` and saved states name a home tab as they always did; which module
/// owns a tab is ``TabState/module``, never read from its identifier.
public typealias TabID = ModuleID

/// One tab's navigation: its root screen and the entries above it, in order.
///
/// The stack describes pushes and modal layers alike: an entry whose presentation is
/// modal opens a new layer, and the pushes after it land inside that layer.
public struct TabState: Hashable, Sendable {
    /// The tab's identifier: its module's identifier for the module's home tab, its own
    /// for a pinned tab (<doc:TabsAsData>).
    public var id: TabID
    /// The tab's root screen.
    public var root: NavigationEntry
    /// The screens above the root, bottom first.
    public var stack: [NavigationEntry]

    /// The module that owns the tab: its root screen's module, so a tab is a module and a
    /// root route, and knowing the owner costs no stored property.
    public var module: ModuleID { root.route.module }

    /// Shows `root` with `stack` above it, in place.
    mutating func show(root: AnyRoute, stack: [NavigationEntry]) {
        self.root = NavigationEntry(route: root, presentedAs: .push)
        self.stack = stack
    }

    /// Creates a tab's state.
    public init(id: TabID, root: AnyRoute, stack: [NavigationEntry] = []) {
        self.id = id
        self.root = NavigationEntry(route: root, presentedAs: .push)
        self.stack = stack
    }

    /// Whether two tabs show the same screens: the stacks are compared first, since a
    /// change to a tab almost always touches its stack, and equal stacks usually share
    /// their storage.
    // Tuned: Benchmarks/README.md#tab-equality (written out, so that comparing states copies no tab)
    public static func == (lhs: TabState, rhs: TabState) -> Bool {
        lhs.stack == rhs.stack && lhs.id == rhs.id && lhs.root == rhs.root
    }

    /// Hashes the identifier, the root and the stack.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(root)
        hasher.combine(stack)
    }

    /// The screen on top: the last entry, or the root when the stack is empty.
    public var top: NavigationEntry {
        stack.last ?? root
    }

    /// The entry at a depth, where depth 0 is the root and depth `n` is `stack[n - 1]`.
    public func entry(atDepth depth: Int) -> NavigationEntry? {
        if depth == 0 { return root }
        return stack.indices.contains(depth - 1) ? stack[depth - 1] : nil
    }

    /// The depth of the top-most entry at `depth` or below that shows the same screen as
    /// `route` (``AnyRoute/isSameScreen(as:)``), if any.
    func depth(showing route: AnyRoute, atOrBelow depth: Int) -> Int? {
        stride(from: depth, through: 0, by: -1).first { entry(atDepth: $0)?.route.isSameScreen(as: route) == true }
    }

    /// The depth of the entry showing an alert, if any.
    public var alertDepth: Int? {
        // Tuned: Benchmarks/README.md#alert-depth (the box is tested, not the alert)
        if let index = stack.lastIndex(where: { $0.alertBox != nil }) { return index + 1 }
        return root.alertBox != nil ? 0 : nil
    }

    /// The alert shown on this tab, if any.
    public var alert: AlertState? {
        alertDepth.flatMap { entry(atDepth: $0)?.alert }
    }

    /// The layers of this tab, bottom first: the root layer, then one per modal entry.
    public var layers: [Layer] {
        var layers = [Layer(tab: id, index: 0, depth: 0, presentation: nil, root: root, path: [])]
        for (index, entry) in stack.enumerated() {
            if entry.presentation.isModal {
                layers.append(Layer(
                    tab: id, index: layers.count, depth: index + 1, presentation: entry.presentation, root: entry, path: []))
            } else {
                layers[layers.count - 1].path.append(entry)
            }
        }
        return layers
    }

    /// A modal layer (or the tab's base layer) with the pushes inside it.
    public struct Layer: Hashable, Sendable {
        /// The tab the layer belongs to.
        public var tab: TabID
        /// The layer's position in its tab: 0 for the base layer, then one more per modal
        /// layer above it.
        public var index: Int
        /// The depth of the layer's first entry.
        public var depth: Int
        /// How the layer is presented; `nil` for the tab's base layer.
        public var presentation: Presentation?
        /// The layer's first screen.
        public var root: NavigationEntry
        /// The screens pushed inside the layer, bottom first.
        public var path: [NavigationEntry]
    }

    /// Shows `entries` on top of the tab; a modal layer of the module whose layer is on top
    /// replaces that layer (opening `recipes://auth` twice shows one sign-in cover), and a
    /// first entry showing the top screen lands on it, with the link's values: a link to
    /// the screen on top is no double push.
    mutating func show(_ entries: [NavigationEntry]) {
        guard let first = entries.first else { return }
        if first.presentation.isModal, let layer = stack.lastIndex(where: { $0.presentation.isModal }),
            stack[layer].route.module == first.route.module
        {
            stack.removeSubrange(layer...)
        } else if top.isSameScreen(as: first) {
            if stack.isEmpty { root.route = first.route } else { stack[stack.count - 1].route = first.route }
            stack += entries.dropFirst()
            return
        }
        stack += entries
    }

    /// Dismisses every modal layer: one covers the tab bar, so it cannot stay up while
    /// another tab is selected.
    mutating func dismissModalLayers() {
        if let first = stack.firstIndex(where: { $0.presentation.isModal }) {
            stack.removeSubrange(first...)
        }
    }

    mutating func removeAlerts() {
        if root.alertBox != nil { root.alertBox = nil }
        for index in stack.indices where stack[index].alertBox != nil {
            stack[index].alertBox = nil
        }
    }
}
