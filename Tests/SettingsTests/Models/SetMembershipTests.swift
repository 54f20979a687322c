import SharedModels
import Testing

@testable import Settings

@MainActor
struct SetMembershipTests {
    @Test func membershipReadsAndWritesOneElement() {
        var avoided: Set<Allergen> = [.peanuts]
        #expect(avoided[contains: .peanuts])
        #expect(!avoided[contains: .sesame])

        avoided[contains: .sesame] = true
        avoided[contains: .peanuts] = false
        avoided[contains: .gluten] = false
        #expect(avoided == [.sesame])
    }

    @Test func aToggleBoundToOneAllergenSavesThroughTheModel() {
        let store = InMemoryAllergyStore(avoidedAllergens: [.peanuts])
        let model = AllergiesViewModel(store: store)
        // What `$model.avoidedAllergens[contains: .sesame]` writes when the toggle turns on.
        model.avoidedAllergens[contains: .sesame] = true
        model.avoidedAllergens[contains: .peanuts] = false
        #expect(store.avoidedAllergens == [.sesame])
        #expect(model.isAvoided(.sesame))
    }

    @Test func aToggleBoundToOneTopicSavesThroughTheModel() {
        let store = InMemoryPreferencesStore()
        let model = NotificationSettingsViewModel(store: store)
        model.enabledTopics[contains: .weeklyDigest] = true
        model.enabledTopics[contains: .orderUpdates] = false
        #expect(store.preferences.notificationTopics == [.weeklyDigest])
    }
}
