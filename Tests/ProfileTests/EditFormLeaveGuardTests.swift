import CoordinatorKit
import CoordinatorKitTesting
import Testing

@testable import Profile

/// The edit form asks before it leaves once its fields differ from the saved profile.
@MainActor
struct EditFormLeaveGuardTests {
    private func editedForm() throws -> (RootCoordinator, TestAccessGate, ProfileEditViewModel, InMemoryProfileRepository) {
        let repository = InMemoryProfileRepository()
        let (root, gate) = try makeProfileRoot(signedIn: true, repository: repository)
        try root.open(link: "recipes://profile/edit")
        let form = try root.topScreen(as: ProfileEditViewModel.self)
        form.email = "maya@example.org"
        return (root, gate, form, repository)
    }

    @Test func anEditedFormIsMarkedAndAnUneditedOneIsNot() throws {
        let (root, _, form, _) = try editedForm()
        #expect(root.state.leaveGuards.map(\.route) == [profile(.edit)])
        form.email = InMemoryProfileRepository.sampleProfile.email
        #expect(root.state.leaveGuards.isEmpty)
    }

    @Test func keepEditingChangesNothing() throws {
        let (root, _, form, _) = try editedForm()
        let before = root.state
        try root.perform(.goBack)
        #expect(root.state.currentTab?.alert == DiscardEditsAlert.alert)
        try root.perform(.answerAlert(.cancel))
        #expect(root.state == before)
        #expect(form.email == "maya@example.org")
    }

    @Test func signingOutAsksAndDiscardingLeavesTheProfile() throws {
        let (root, gate, _, repository) = try editedForm()
        gate.granted = []
        try root.perform(.accessDidChange)
        #expect(root.stackRoutes == [profile(.edit)])
        try root.perform(.answerAlert(.leaveAnyway))
        #expect(root.state.selectedTab == "home")
        #expect(repository.profile == InMemoryProfileRepository.sampleProfile)
    }

    @Test func discardingATabSwitchPutsTheSavedProfileBackInTheFormLeftBehind() throws {
        let (root, _, form, _) = try editedForm()
        try root.perform(.selectTab("home"))
        try root.perform(.answerAlert(.leaveAnyway))
        #expect(root.state.selectedTab == "home")
        #expect(form.email == InMemoryProfileRepository.sampleProfile.email)
        #expect(root.state.leaveGuards.isEmpty)
    }

    @Test func savingLeavesWithoutAsking() throws {
        let (root, _, form, repository) = try editedForm()
        form.save()
        #expect(root.stackRoutes.isEmpty)
        #expect(root.state.currentTab?.alert == nil)
        #expect(repository.profile.email == "maya@example.org")
    }
}
