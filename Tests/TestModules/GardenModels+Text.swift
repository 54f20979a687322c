import CoordinatorKitText

// The garden's view models described as text, for the tests of text descriptions; the
// core's tests never read them. `GardenScreen` itself adopts nothing: its cases read as the
// view models they carry.

extension BedModel: ScreenTextDescribing {
    package var screenText: ScreenText { ScreenText(title: "Bed of \(name)") }
}

extension ShedModel: ScreenTextDescribing {
    package var screenText: ScreenText { ScreenText(title: "Shed") }
}
