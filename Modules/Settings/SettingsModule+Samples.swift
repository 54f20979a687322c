import CoordinatorKitTooling

/// The module's sample routes, for the route tooling, the navigation explorer and the
/// round-trip check; the module's runtime part never reads them.
extension SettingsModule: ModuleSamples {
    /// One route per rule, with believable values.
    public var sampleRoutes: [SettingsRoute] { [.main, .allergies, .allergyPicker, .profileSettings, .notifications] }
}
