import CoordinatorKitText

/// The garden's screens described as text, for the tests of text descriptions; the core's
/// tests never read it.
extension GardenScreen: ScreenTextDescribing {
    package var screenText: ScreenText {
        switch self {
        case .bed(let model): ScreenText(title: "Bed of \(model.name)")
        case .shed: ScreenText(title: "Shed")
        }
    }
}
