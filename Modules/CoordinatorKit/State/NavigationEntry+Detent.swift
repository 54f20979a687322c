extension NavigationEntry {
    /// The detents a bottom sheet can rest at, in the order its route gave them; empty for
    /// any other presentation.
    public var detents: [Detent] {
        if case .bottomSheet(let detents) = presentation { return detents }
        return []
    }

    /// The detent a bottom sheet rests at: the one the user dragged it to, else its first.
    /// `nil` for any other presentation.
    ///
    /// Part of the state (compared, stored and restored), so a restored sheet opens where
    /// the user left it. Setting a detent the sheet does not offer, or its first, stores
    /// nothing: the sheet rests at its first detent.
    public internal(set) var selectedDetent: Detent? {
        get {
            let detents = detents
            return detents.indices.contains(Int(detentIndex)) ? detents[Int(detentIndex)] : detents.first
        }
        set {
            let index = newValue.flatMap { detents.firstIndex(of: $0) } ?? 0
            detentIndex = index <= Int(UInt8.max) ? UInt8(index) : 0
        }
    }
}
