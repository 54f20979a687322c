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
