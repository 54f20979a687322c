extension Set {
    /// Whether the set holds `element`; setting it inserts or removes the element.
    ///
    /// Lets a toggle bind to one member of a multiple selection:
    /// `Toggle(isOn: $model.avoidedAllergens[contains: .sesame])`.
    public subscript(contains element: Element) -> Bool {
        get { contains(element) }
        set {
            if newValue {
                insert(element)
            } else {
                remove(element)
            }
        }
    }
}
