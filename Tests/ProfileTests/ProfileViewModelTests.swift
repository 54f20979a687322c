import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitText
import Observation
import Testing

@testable import Profile

/// Records the events a view model sends instead of navigating.
@MainActor
final class EventRecorder: ProfileNavigationDelegate {
    private(set) var events: [ProfileNavigationEvent] = []
    func handle(_ event: ProfileNavigationEvent) { events.append(event) }
}

@MainActor
struct ProfileViewModelTests {
    @Test func overviewShowsNameEmailAndOrdersSummary() throws {
        let (root, _) = try makeProfileRoot(signedIn: true)
        try root.open(link: "recipes://profile")
        let screen = try root.requiredTopScreenText()
        #expect(screen.title == "Maya Okafor")
        #expect(screen.lines == ["Email: maya.okafor@example.com", "Orders: 3 orders, latest #17 (shipped)"])
        #expect(screen.actions.map(\.title) == ["Edit profile", "Orders", "Order #17"])
    }

    @Test func overviewWithoutOrdersSaysSo() {
        let repository = InMemoryProfileRepository(orders: [])
        let model = ProfileOverviewViewModel(repository: repository, navigation: EventRecorder())
        #expect(model.screenText.lines.last == "Orders: No orders yet")
        #expect(model.screenText.actions.map(\.title) == ["Edit profile", "Orders"])
    }

    @Test func overviewActionsSendTheirEvents() throws {
        let recorder = EventRecorder()
        let model = ProfileOverviewViewModel(repository: InMemoryProfileRepository(), navigation: recorder)
        try model.tap("Edit profile")
        try model.tap("Orders")
        try model.tap("Order #17")
        #expect(recorder.events == [.editRequested, .ordersRequested, .orderSelected(id: 17)])
    }

    @Test func overviewActionsPushTheirScreens() throws {
        let (root, _) = try makeProfileRoot(signedIn: true)
        try root.open(link: "recipes://profile")

        try root.tap("Edit profile")
        #expect(root.stackRoutes == [profile(.edit)])
        try root.perform(.pop)
        try root.tap("Orders")
        #expect(root.stackRoutes == [profile(.orders)])
        try root.perform(.pop)
        try root.tap("Order #17")
        #expect(root.stackRoutes == [profile(.order(id: 17))])
        #expect(root.state.currentTab?.stack.map(\.presentation) == [.push])
    }

    @Test func choosingAnOrderInTheListPushesIt() throws {
        let (root, _) = try makeProfileRoot(signedIn: true)
        try root.open(link: "recipes://profile/orders")
        let list = try root.requiredTopScreenText()
        #expect(list.lines.first == "#17 · 2025-03-14 · Shipped · $82.90")
        try list.tap("Order #12")
        #expect(root.stackRoutes == [profile(.orders), profile(.order(id: 12))])
        #expect(try root.requiredTopScreenText().lines.contains("Status: Delivered"))
    }

    @Test func savingTheEditFormUpdatesTheProfileAndPops() throws {
        let repository = InMemoryProfileRepository()
        let (root, _) = try makeProfileRoot(signedIn: true, repository: repository)
        try root.open(link: "recipes://profile/edit")

        let form = try root.topScreen(as: ProfileEditViewModel.self)
        form.name = "Maya Okafor-Reyes"
        form.email = "maya@reyes.example"
        try form.tap("Save")

        #expect(repository.profile == UserProfile(name: "Maya Okafor-Reyes", email: "maya@reyes.example"))
        #expect(root.state.currentTab?.root.route == profile(.overview))
        #expect(root.stackRoutes.isEmpty)
        #expect(try root.requiredTopScreenText().title == "Maya Okafor-Reyes")
    }

    @Test func overviewKeptUnderTheFormShowsTheSavedProfileAtOnce() throws {
        let repository = InMemoryProfileRepository()
        let (root, _) = try makeProfileRoot(signedIn: true, repository: repository)
        try root.open(link: "recipes://profile")
        let overview = try root.topScreen(as: ProfileOverviewViewModel.self)
        try root.tap("Edit profile")
        let form = try root.topScreen(as: ProfileEditViewModel.self)
        form.name = "Maya Okafor-Reyes"
        let changed = Box(false)
        withObservationTracking { _ = overview.profile } onChange: { changed.value = true }
        try form.tap("Save")

        #expect(changed.value, "the overview's view is told of the saved edit")
        #expect(try root.topScreen(as: ProfileOverviewViewModel.self) === overview)
        #expect(try root.requiredTopScreenText().title == "Maya Okafor-Reyes")
        #expect(overview.profile == UserProfile(name: "Maya Okafor-Reyes", email: "maya.okafor@example.com"))
        #expect(overview.orders == repository.orders)
    }

    @Test func invalidEmailKeepsTheFormOpenWithAMessage() throws {
        let repository = InMemoryProfileRepository()
        let (root, _) = try makeProfileRoot(signedIn: true, repository: repository)
        try root.open(link: "recipes://profile/edit")

        let form = try root.topScreen(as: ProfileEditViewModel.self)
        form.email = "maya.example.com"
        form.save()

        #expect(form.problem == .invalidEmail)
        #expect(form.screenText.lines.last == "Error: Enter an email address such as name@example.com.")
        #expect(repository.profile == InMemoryProfileRepository.sampleProfile)
        #expect(root.stackRoutes == [profile(.edit)])
    }

    @Test func blankNameIsRefused() {
        let recorder = EventRecorder()
        let repository = InMemoryProfileRepository()
        let form = ProfileEditViewModel(repository: repository, navigation: recorder)
        form.name = "   "
        form.save()
        #expect(form.problem == .missingName)
        #expect(recorder.events == [.editsChanged(hasEdits: true)])
        #expect(repository.profile == InMemoryProfileRepository.sampleProfile)
    }

    @Test func cancellingAnEditedFormAsksAndDiscardingPopsWithoutSaving() throws {
        let repository = InMemoryProfileRepository()
        let (root, _) = try makeProfileRoot(signedIn: true, repository: repository)
        try root.open(link: "recipes://profile/edit")

        let form = try root.topScreen(as: ProfileEditViewModel.self)
        form.name = "Someone Else"
        try form.tap("Cancel")
        #expect(root.state.currentTab?.alert?.id.rawValue == ProfileAlert.discardEdits.rawValue)
        try root.perform(.answerAlert(.leaveAnyway))

        #expect(repository.profile == InMemoryProfileRepository.sampleProfile)
        #expect(root.state.currentTab?.root.route == profile(.overview))
        #expect(root.stackRoutes.isEmpty)
    }

    @Test func orderMissingFromRestoredStateSaysItIsGone() {
        let model = OrderDetailViewModel(orderID: 404, repository: InMemoryProfileRepository())
        #expect(model.screenText.title == "Order #404")
        #expect(model.screenText.lines == ["This order is no longer available."])
    }
}

/// A flag an observation's `onChange` sets.
private final class Box: @unchecked Sendable {
    var value: Bool
    init(_ value: Bool) { self.value = value }
}
