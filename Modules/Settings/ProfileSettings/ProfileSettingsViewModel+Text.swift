import CoordinatorKit
import CoordinatorKitText

extension ProfileSettingsViewModel: ScreenTextDescribing {
    /// The units and the visibility, each with the action that switches it.
    public var screenText: ScreenText {
        let otherUnits: MeasurementUnits = units == .metric ? .imperial : .metric
        return ScreenText(
            title: "Profile settings",
            lines: ["Units: \(units.displayName)", "Profile: \(isProfilePublic ? "public" : "private")"],
            actions: [
                ScreenAction("Use \(otherUnits.displayName.lowercased()) units") { self.units = otherUnits },
                ScreenAction(isProfilePublic ? "Make profile private" : "Make profile public") {
                    self.isProfilePublic.toggle()
                },
            ])
    }
}
