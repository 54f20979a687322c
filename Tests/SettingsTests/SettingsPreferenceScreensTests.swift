import CoordinatorKit
import CoordinatorKitTesting
import SharedModels
import Testing

@testable import Settings

@MainActor
struct SettingsPreferenceScreensTests {
    @Test func togglingAnAllergenUpdatesTheSharedStore() throws {
        let store = InMemoryAllergyStore(avoidedAllergens: [.peanuts])
        let dependencies = Dependencies()
        dependencies[AllergyStoreKey.self] = store
        let root = try makeSettingsRoot(dependencies: dependencies)
        try root.open(link: "recipes://settings/allergies")

        let screen = try root.requiredTopScreen()
        #expect(screen.content.contains("Peanuts: avoided"))
        try screen.tap("Avoid sesame")
        try screen.tap("Allow peanuts")

        #expect(store.avoidedAllergens == [.sesame])
        #expect(screen.content.contains("Sesame: avoided"))
        #expect(screen.content.contains("Peanuts: allowed"))
        #expect(root.stackRoutes == [settings(.allergies)])
    }

    @Test func allergyChoicesSurviveLeavingAndReopeningTheScreen() throws {
        let root = try makeSettingsRoot()
        try root.open(link: "recipes://settings/allergies")
        try root.tap("Avoid gluten")
        root.pop()
        try root.open(link: "recipes://settings/allergies")
        let model = try #require(try root.requiredTopScreen() as? AllergiesViewModel)
        #expect(model.isAvoided(.gluten))
        #expect(model.isAvoided(.peanuts))
    }

    @Test func profileSettingsSwitchUnitsAndVisibility() throws {
        let store = InMemoryPreferencesStore()
        let dependencies = Dependencies()
        dependencies[PreferencesStoreKey.self] = store
        let root = try makeSettingsRoot(dependencies: dependencies)
        try root.open(link: "recipes://settings/profile")

        let screen = try root.requiredTopScreen()
        #expect(screen.content == ["Units: Metric", "Profile: private"])
        try screen.tap("Use imperial units")
        try screen.tap("Make profile public")

        #expect(store.preferences.units == .imperial)
        #expect(store.preferences.isProfilePublic)
        #expect(screen.content == ["Units: Imperial", "Profile: public"])
    }

    @Test func notificationTopicsToggle() throws {
        let store = InMemoryPreferencesStore()
        let dependencies = Dependencies()
        dependencies[PreferencesStoreKey.self] = store
        let root = try makeSettingsRoot(dependencies: dependencies)
        try root.open(link: "recipes://settings/notifications")

        let screen = try root.requiredTopScreen()
        try screen.tap("Turn on weekly digest")
        try screen.tap("Turn off order updates")

        #expect(store.preferences.notificationTopics == [.weeklyDigest])
        #expect(screen.content == ["New recipes: off", "Order updates: off", "Weekly digest: on"])
    }
}
