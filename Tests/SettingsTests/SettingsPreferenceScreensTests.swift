import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitText
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

        #expect(try root.requiredTopScreenText().lines.contains("Peanuts: avoided"))
        try root.tap("Avoid sesame")
        try root.tap("Allow peanuts")

        #expect(store.avoidedAllergens == [.sesame])
        let lines = try root.requiredTopScreenText().lines
        #expect(lines.contains("Sesame: avoided"))
        #expect(lines.contains("Peanuts: allowed"))
        #expect(root.stackRoutes == [settings(.allergies)])
    }

    @Test func allergySelectionIsSettableAndSavedAsItChanges() {
        let store = InMemoryAllergyStore(avoidedAllergens: [.peanuts])
        let model = AllergiesViewModel(store: store)
        #expect(model.allergens == Allergen.allCases)
        #expect(model.avoidedAllergens == [.peanuts])

        model.avoidedAllergens = [.gluten, .sesame]
        #expect(store.avoidedAllergens == [.gluten, .sesame])
        #expect(model.isAvoided(.gluten))
        #expect(!model.isAvoided(.peanuts))

        model.setAvoided(.dairy, true)
        model.toggle(.gluten)
        #expect(model.avoidedAllergens == [.dairy, .sesame])
        #expect(store.avoidedAllergens == [.dairy, .sesame])
    }

    @Test func allergyChoicesSurviveLeavingAndReopeningTheScreen() throws {
        let root = try makeSettingsRoot()
        try root.open(link: "recipes://settings/allergies")
        try root.tap("Avoid gluten")
        try root.perform(.pop)
        try root.open(link: "recipes://settings/allergies")
        let model = try root.topScreen(as: AllergiesViewModel.self)
        #expect(model.isAvoided(.gluten))
        #expect(model.isAvoided(.peanuts))
    }

    @Test func profileSettingsSwitchUnitsAndVisibility() throws {
        let store = InMemoryPreferencesStore()
        let dependencies = Dependencies()
        dependencies[PreferencesStoreKey.self] = store
        let root = try makeSettingsRoot(dependencies: dependencies)
        try root.open(link: "recipes://settings/profile")

        #expect(try root.requiredTopScreenText().lines == ["Units: Metric", "Profile: private"])
        try root.tap("Use imperial units")
        try root.tap("Make profile public")

        #expect(store.preferences.units == .imperial)
        #expect(store.preferences.isProfilePublic)
        #expect(try root.requiredTopScreenText().lines == ["Units: Imperial", "Profile: public"])
    }

    @Test func profileSettingsAreSettablePropertiesSavedAsTheyChange() {
        let store = InMemoryPreferencesStore()
        let model = ProfileSettingsViewModel(store: store)
        model.units = .imperial
        model.isProfilePublic = true
        #expect(store.preferences == SettingsPreferences(
            units: .imperial, isProfilePublic: true, notificationTopics: SettingsPreferences.standard.notificationTopics))
        #expect(model.units == .imperial)
        #expect(model.isProfilePublic)
    }

    @Test func notificationTopicsToggle() throws {
        let store = InMemoryPreferencesStore()
        let dependencies = Dependencies()
        dependencies[PreferencesStoreKey.self] = store
        let root = try makeSettingsRoot(dependencies: dependencies)
        try root.open(link: "recipes://settings/notifications")

        try root.tap("Turn on weekly digest")
        try root.tap("Turn off order updates")

        #expect(store.preferences.notificationTopics == [.weeklyDigest])
        #expect(try root.requiredTopScreenText().lines == ["New recipes: off", "Order updates: off", "Weekly digest: on"])
    }

    @Test func notificationTopicsAreASettableSelectionSavedAsItChanges() {
        let store = InMemoryPreferencesStore()
        let model = NotificationSettingsViewModel(store: store)
        #expect(model.enabledTopics == [.orderUpdates])
        model.enabledTopics = [.newRecipes]
        #expect(store.preferences.notificationTopics == [.newRecipes])
        model.setEnabled(.weeklyDigest, true)
        model.toggle(.newRecipes)
        #expect(model.enabledTopics == [.weeklyDigest])
        #expect(store.preferences.notificationTopics == [.weeklyDigest])
    }
}
