import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitText
import SharedModels
import Testing

@testable import Settings

@MainActor
struct AllergyPickerTests {
    let store = InMemoryAllergyStore(avoidedAllergens: [.peanuts])
    let root: RootCoordinator
    let navigator: Navigator<SettingsRoute>

    init() throws {
        let dependencies = Dependencies()
        dependencies[AllergyStoreKey.self] = store
        root = try makeSettingsRoot(dependencies: dependencies)
        navigator = try Navigator(root: root)
    }

    @Test func thePickerLinkIsAPopoverOverTheAllergiesStartingFromTheSavedAllergies() throws {
        try root.open(link: "recipes://settings/allergies/pick")
        // The picker stands on the allergies: its link opens them first, and prints without them.
        #expect(root.stackRoutes == [settings(.allergies), settings(.allergyPicker)])
        #expect(root.currentURL?.absoluteString == "recipes://settings/allergies/pick")
        #expect(root.state.currentTab?.stack.last?.presentation
            == .popover(anchor: Allergen.pickerAnchor, size: PresentationSize(width: 360, height: 520)))
        let text = try root.requiredTopScreenText()
        #expect(text.title == "Pick allergens")
        #expect(text.lines.contains("[x] Peanuts"))
    }

    @Test func confirmingAnswersTheAwaitingFlowWithTheSelectionAndSavesNothing() async throws {
        let task = Task { () -> Result<Set<Allergen>, FlowError> in
            do throws(FlowError) {
                return .success(try await navigator.open(FlowOffer<Set<Allergen>>(path: "settings/allergies/pick")))
            } catch {
                return .failure(error)
            }
        }
        try await root.untilFlowIsAwaited()
        // A flow shows only the screen its path names, not the allergies it stands on.
        #expect(root.stackRoutes == [settings(.allergyPicker)])
        try root.tap("Select gluten")
        try root.tap("Use Gluten, Peanuts")
        #expect(await task.value == .success([.gluten, .peanuts]))
        #expect(store.avoidedAllergens == [.peanuts])
        #expect(root.stackRoutes == [])
    }

    @Test func theAllergiesScreenPushesThePickerAndSavesItsAnswerAsItPops() throws {
        try root.open(link: "recipes://settings/allergies")
        try root.tap("Choose in the picker…")
        #expect(root.stackRoutes == [settings(.allergies), settings(.allergyPicker)])
        #expect(root.state.currentTab?.stack.last?.presentation == .push)
        #expect(root.state.awaitedFlows.count == 1)
        try root.tap("Select gluten")
        try root.tap("Use Gluten, Peanuts")
        #expect(root.stackRoutes == [settings(.allergies)])
        #expect(store.avoidedAllergens == [.gluten, .peanuts])
        #expect(try root.requiredTopScreenText().lines.contains("Gluten: avoided"))
    }

    @Test func goingBackFromThePushedPickerSavesNothing() throws {
        try root.open(link: "recipes://settings/allergies")
        try root.tap("Choose in the picker…")
        try root.tap("Select gluten")
        try root.perform(.goBack)
        #expect(root.stackRoutes == [settings(.allergies)])
        #expect(root.state.awaitedFlows.isEmpty)
        #expect(store.avoidedAllergens == [.peanuts])
    }

    @Test func cancellingEndsTheAwaitAsCancelledByTheFlow() throws {
        var outcomes: [Result<Set<Allergen>, FlowError>] = []
        let box = OutcomeBox()
        navigator.show(.allergyPicker, expecting: Set<Allergen>.self) { box.outcomes.append($0) }
        try root.tap("Cancel")
        outcomes = box.outcomes
        #expect(outcomes == [.failure(.cancelled(.cancelledByFlow))])
        #expect(root.stackRoutes == [])
    }
}

@MainActor
private final class OutcomeBox {
    var outcomes: [Result<Set<Allergen>, FlowError>] = []
}
