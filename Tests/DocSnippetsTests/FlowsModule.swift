import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitText
import SharedModels
import Testing

// The code of "Flows that return results": a module that awaits a colour from one of its
// own routes and the allergies to avoid from a link, and answers the allergy picker.

enum Colour: Sendable, Hashable { case red, green }

/// What the recipes filter shows.
@MainActor
final class RecipeFilter {
    var avoided: Set<Allergen> = []
}

// snippet: flow-offer
// In a target both modules import (the demo's SharedModels has `.allergyPicker`):
extension FlowOffer where Result == Set<Allergen> {
    /// Settings' allergy picker: it answers with the allergens the user picked.
    static var pickedAllergens: Self { FlowOffer(path: "settings/allergies/pick") }
}
// end

enum SettingsFlowRoute: Route {
    case home, colourPicker, allergyPicker, swatch

    var presentation: Presentation { self == .home || self == .swatch ? .push : .sheet }

    static var codec: DeepLinkCodec<SettingsFlowRoute> {
        DeepLinkCodec([
            DeepLinkRule(.home, path: []),
            DeepLinkRule(.colourPicker, path: ["colour"]),
            DeepLinkRule(.allergyPicker, path: ["allergies", "pick"]),
            DeepLinkRule(.swatch, path: ["swatch"]),
        ])
    }
}

enum SettingsFlowEvent {
    case allergiesPicked(Set<Allergen>)
    case allergyPickerCancelled
    case colourPicked(Colour)
}

/// A screen's view model, with only the title the tests read.
@MainActor
final class SettingsFlowViewModel: ScreenTextDescribing {
    let screenText: ScreenText

    init(title: String) {
        screenText = ScreenText(title: title)
    }
}

@MainActor
final class SettingsFlowCoordinator: ModuleCoordinator {
    private let navigator: Navigator<SettingsFlowRoute>
    /// The colour the picker answered with, and why it gave none.
    private(set) var colour: Colour?
    private(set) var colourError: FlowError?

    init(navigator: Navigator<SettingsFlowRoute>) {
        self.navigator = navigator
    }

    func screen(for route: SettingsFlowRoute) -> AnyObject {
        switch route {
        case .home: SettingsFlowViewModel(title: "Settings")
        case .colourPicker: SettingsFlowViewModel(title: "Colour")
        case .allergyPicker: SettingsFlowViewModel(title: "Allergies")
        // snippet: flow-result-to-view-model-wiring
        case .swatch:
            ColourSwatchViewModel(chooseColour: { [navigator] in
                try? await navigator.show(.colourPicker, expecting: Colour.self)
            })
        // end
        }
    }

    func chooseColourAndAllergies() async throws(FlowError) -> (Colour, Set<Allergen>) {
        // snippet: await-flow
        // Your own route, presented as a new layer:
        let colour = try await navigator.show(.colourPicker, expecting: Colour.self)

        // Another module's flow, as it offers it; its screens are stacked in one new layer
        // over the current screen (the link does not switch tabs), so the user comes back here:
        let avoided = try await navigator.open(.pickedAllergens)
        // end
        return (colour, avoided)
    }

    func chooseAllergies(for filter: RecipeFilter) {
        // snippet: await-flow-callback
        navigator.open(.pickedAllergens) { outcome in
            if case .success(let allergens) = outcome { filter.avoided = allergens }
        }
        // end
    }

    func chooseColour() {
        // snippet: show-flow-callback
        navigator.show(.colourPicker, expecting: Colour.self) { [weak self] outcome in
            switch outcome {
            case .success(let colour): self?.colour = colour
            case .failure(let error): self?.colourError = error  // .cancelled(reason) or .refused
            }
        }
        // end
    }

    func handle(_ event: SettingsFlowEvent) {
        switch event {
        // snippet: answer-flow
        case .allergiesPicked(let allergens):
            navigator.finishFlow(.pickedAllergens, returning: allergens)  // a Set<Allergen>, or no build
        case .allergyPickerCancelled:
            navigator.cancelFlow()
        // end
        case .colourPicked(let colour):
            navigator.finishFlow(returning: colour)
        }
    }
}

// snippet: flow-result-to-view-model
/// A screen that asks for a colour: it holds the question, not the navigator.
@MainActor
final class ColourSwatchViewModel {
    private(set) var colour: Colour?
    private let chooseColour: @MainActor () async -> Colour?

    init(chooseColour: @escaping @MainActor () async -> Colour?) {
        self.chooseColour = chooseColour
    }

    /// The "Choose a colour" button; returns its task so a test can await it.
    @discardableResult
    func chooseColourTapped() -> Task<Void, Never> {
        Task {
            if let chosen = await chooseColour() { colour = chosen }  // nil: cancelled or refused
        }
    }
}
// end

struct SettingsFlowModule: FeatureModule {
    var segment: String { "settings" }
    var tab: TabDescriptor? { TabDescriptor(title: "Settings", systemImage: "gear") }
    var rootRoute: SettingsFlowRoute { .home }
    var codec: DeepLinkCodec<SettingsFlowRoute> { SettingsFlowRoute.codec }

    func makeCoordinator(navigator: Navigator<SettingsFlowRoute>, dependencies: Dependencies) -> SettingsFlowCoordinator {
        SettingsFlowCoordinator(navigator: navigator)
    }
}

@MainActor
struct FlowSnippetsTests {
    @Test func theCallbackFormReceivesTheAnswer() throws {
        let root = try RootCoordinator.testing(SettingsFlowModule(), schemes: ["app"])
        let coordinator = try #require(root.coordinator(of: SettingsFlowCoordinator.self, for: "settings"))
        let filter = RecipeFilter()
        coordinator.chooseAllergies(for: filter)
        #expect(root.awaitedFlows.count == 1)
        coordinator.handle(.allergiesPicked([.peanuts]))
        #expect(filter.avoided == [.peanuts])
        #expect(root.awaitedFlows.isEmpty)
    }

    @Test func theOwnRouteCallbackRunsWhenTheAnswerIsApplied() throws {
        let root = try RootCoordinator.testing(SettingsFlowModule(), schemes: ["app"])
        let coordinator = try #require(root.coordinator(of: SettingsFlowCoordinator.self, for: "settings"))
        coordinator.chooseColour()
        #expect(root.topScreenText?.title == "Colour")
        #expect(coordinator.colour == nil)
        coordinator.handle(.colourPicked(.green))
        #expect(coordinator.colour == .green)
        #expect(root.topScreenText?.title == "Settings")
        #expect(root.awaitedFlows.isEmpty)
    }

    @Test func theOwnRouteCallbackHearsACancellationOnce() throws {
        let root = try RootCoordinator.testing(SettingsFlowModule(), schemes: ["app"])
        let coordinator = try #require(root.coordinator(of: SettingsFlowCoordinator.self, for: "settings"))
        coordinator.chooseColour()
        coordinator.handle(.allergyPickerCancelled)
        #expect(coordinator.colourError == .cancelled(.cancelledByFlow))
        #expect(coordinator.colour == nil)
        #expect(root.awaitedFlows.isEmpty)
    }

    @Test func awaitedFlowsReturnTheirResults() async throws {
        let root = try RootCoordinator.testing(SettingsFlowModule(), schemes: ["app"])
        let coordinator = try #require(root.coordinator(of: SettingsFlowCoordinator.self, for: "settings"))
        // snippet: test-awaited-flow
        let task = Task { try await coordinator.chooseColourAndAllergies() }
        try await root.untilFlowIsAwaited()
        coordinator.handle(.colourPicked(.green))
        try await root.untilFlowIsAwaited(by: "settings")
        coordinator.handle(.allergiesPicked([.gluten]))
        let (colour, avoided) = try await task.value
        // end
        #expect(colour == .green)
        #expect(avoided == [.gluten])
    }

    @Test func aFlowsResultReachesTheViewModelThatAskedForIt() async throws {
        let root = try RootCoordinator.testing(SettingsFlowModule(), schemes: ["app"])
        let coordinator = try #require(root.coordinator(of: SettingsFlowCoordinator.self, for: "settings"))
        try root.open(link: "app://settings/swatch")
        let swatch = try root.topScreen(as: ColourSwatchViewModel.self)
        let choosing = swatch.chooseColourTapped()
        try await root.untilFlowIsAwaited(by: "settings")
        coordinator.handle(.colourPicked(.green))
        await choosing.value
        #expect(swatch.colour == .green)
        #expect(try root.topScreen(as: ColourSwatchViewModel.self) === swatch)
    }

    @Test func finishingWhatNothingAwaitsDismissesTheModulesTopModalLayerWithWhatIsPushedInIt() throws {
        let root = try RootCoordinator.testing(SettingsFlowModule(), schemes: ["app"])
        try root.open(link: "app://settings/colour")  // the sheet, by link: nothing awaits it
        try root.perform(.show(root.wrap(SettingsFlowRoute.swatch)))  // pushed inside the sheet
        #expect(root.state.currentTab?.stack.map(\.presentation) == [.sheet, .push])
        try root.perform(.finishFlow(of: "settings"))
        #expect(root.stackRoutes.isEmpty)
    }

    @Test func poppingWhatNothingAwaitsLeavesTheSheetItWasPushedIn() throws {
        let root = try RootCoordinator.testing(SettingsFlowModule(), schemes: ["app"])
        try root.open(link: "app://settings/colour")
        try root.perform(.show(root.wrap(SettingsFlowRoute.swatch)))
        try root.perform(.pop)
        #expect(root.stackRoutes == [try root.wrap(SettingsFlowRoute.colourPicker)])
    }

    @Test func cancellingThePickerCancelsTheFlow() throws {
        let root = try RootCoordinator.testing(SettingsFlowModule(), schemes: ["app"])
        let coordinator = try #require(root.coordinator(of: SettingsFlowCoordinator.self, for: "settings"))
        let filter = RecipeFilter()
        coordinator.chooseAllergies(for: filter)
        coordinator.handle(.allergyPickerCancelled)
        #expect(filter.avoided.isEmpty)
        #expect(root.awaitedFlows.isEmpty)
    }
}
