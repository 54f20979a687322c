import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Testing

/// Notes, some private: a note's detail is guarded by its data, as the guards article
/// shows — the coordinator turns `note(id:)` into its guarded twin `privateNote(id:)`, which
/// prints as the note's own link.
private enum NoteRoute: Route {
    case list
    case note(id: Int)
    case privateNote(id: Int)
    case editor(id: Int)

    var requirements: Set<AccessRequirement> {
        if case .privateNote = self { return [.signedIn] }
        return []
    }
}

@MainActor
private final class NoteCoordinator: ModuleCoordinator {
    let privateIDs: Set<Int> = [4]
    func destination(for route: NoteRoute) -> NoteRoute {
        switch route {
        case .note(let id) where privateIDs.contains(id): .privateNote(id: id)
        default: route
        }
    }
    func screen(for route: NoteRoute) -> StandInScreen { StandInScreen(title: "\(route)") }
}

private struct NoteModule: FeatureModule {
    var segment: String { "notes" }
    var tab: TabDescriptor? { TabDescriptor(title: "Notes", systemImage: "note") }
    var rootRoute: NoteRoute { .list }
    var codec: DeepLinkCodec<NoteRoute> {
        let list = DeepLinkRule<NoteRoute>(.list, path: [])
        let note = DeepLinkRule("note", path: PathParameter<Int>("id"), parse: { NoteRoute.note(id: $0) })
        let editor = DeepLinkRule(
            "editor", path: PathParameter<Int>("id") / "edit", parse: { NoteRoute.editor(id: $0) }
        ).standing(on: { id in [.note(id: id)] })
        return DeepLinkCodec([list, note, editor]) { route in
            switch route {
            case .list: list.link()
            case .note(let id), .privateNote(let id): note.link(id)
            case .editor(let id): editor.link(id)
            }
        }
    }
    func makeCoordinator(navigator: Navigator<NoteRoute>, dependencies: Dependencies) -> NoteCoordinator {
        NoteCoordinator()
    }
}

@MainActor
struct DataGuardedLinkTests {
    let gate = TestAccessGate(granted: [.signedIn], grantingRoutes: [.signedIn: StandInModule.auth.route("signIn")])

    func makeRoot() throws -> RootCoordinator {
        try RootCoordinator.testing(NoteModule(), StandInModule.auth, schemes: ["notes"], gate: gate)
    }

    @Test func aScreenGuardedByItsDataPrintsAsTheLinkTheUserOpened() throws {
        let root = try makeRoot()
        try root.open(link: "notes://notes/4")
        #expect(root.stackRoutes == [try root.wrap(NoteRoute.privateNote(id: 4))])
        #expect(root.currentURL?.absoluteString == "notes://notes/4")
    }

    @Test func aScreenStandingOnAScreenGuardedByItsDataPrintsAsItsOwnLink() throws {
        let root = try makeRoot()
        try root.open(link: "notes://notes/4/edit")
        #expect(root.stackRoutes == [try root.wrap(NoteRoute.privateNote(id: 4)), try root.wrap(NoteRoute.editor(id: 4))])
        #expect(root.currentURL?.absoluteString == "notes://notes/4/edit")
    }

    @Test func signedOutTheLinkWaitsAndResumesAsOpened() throws {
        gate.granted = []
        let root = try makeRoot()
        try root.open(link: "notes://notes/4/edit")
        #expect(root.state.pending?.request == "notes://notes/4/edit")
        gate.granted = [.signedIn]
        try root.perform(.accessDidChange)
        #expect(root.currentURL?.absoluteString == "notes://notes/4/edit")
    }
}
