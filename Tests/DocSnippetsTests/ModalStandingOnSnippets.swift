import CoordinatorKit
import CoordinatorKitTesting
import Testing

// A sheet whose link stands on a pushed screen, and a fixed word beside a parameter at the
// same position, as the module guide shows them (CoordinatorKit.docc/DefiningAModule.md):
// the editor of note 1 prints `notes/1/edit`, not `notes/1/1/edit`.

enum NoteEditingRoute: Route {
    case list
    case archive
    case note(id: Int)
    case tagged(slug: String)
    case edit(id: Int)

    var presentation: Presentation {
        if case .edit = self { return .sheet }
        return .push
    }
}

extension NoteEditingRoute {
    /// `notes`, `notes/{slug}`, `notes/archive`, `notes/{id}`, `notes/{id}/edit` (a sheet
    /// over the note).
    static var codec: DeepLinkCodec<NoteEditingRoute> {
        let list = DeepLinkRule<NoteEditingRoute>(.list, path: [])
        // Declared before the word on purpose: a word first in the path wins all the same.
        let tagged = DeepLinkRule(
            "tagged", path: PathParameter<String>("slug"), parse: { NoteEditingRoute.tagged(slug: $0) })
        let archive = DeepLinkRule<NoteEditingRoute>(.archive, path: ["archive"])
        let note = DeepLinkRule("note", path: PathParameter<Int>("id"), parse: { NoteEditingRoute.note(id: $0) })
        // snippet: modal-standing-on
        let edit = DeepLinkRule(
            "edit", path: PathParameter<Int>("id") / "edit", parse: { NoteEditingRoute.edit(id: $0) }
        ).standing(on: { id in [.note(id: id)] })  // the sheet stands on its note, pushed
        // end
        return DeepLinkCodec([list, note, tagged, archive, edit]) { route in
            switch route {
            case .list: list.link()
            case .archive: archive.link()
            case .note(let id): note.link(id)
            case .tagged(let slug): tagged.link(slug)
            case .edit(let id): edit.link(id)
            }
        }
    }
}

struct NoteEditingModule: FeatureModule {
    var segment: String { "notes" }
    var tab: TabDescriptor? { TabDescriptor(title: "Notes", systemImage: "note.text") }
    var rootRoute: NoteEditingRoute { .list }
    var codec: DeepLinkCodec<NoteEditingRoute> { NoteEditingRoute.codec }

    func makeCoordinator(navigator: Navigator<NoteEditingRoute>, dependencies: Dependencies) -> NoteEditingCoordinator {
        NoteEditingCoordinator()
    }
}

@MainActor
final class NoteEditingCoordinator: ModuleCoordinator {
    func screen(for route: NoteEditingRoute) -> NoteEditingRoute { route }
}

@MainActor
struct ModalStandingOnSnippetsTests {
    @Test func anEditorSheetOpenedFromItsNotePrintsTheNoteOnce() throws {
        let root = try RootCoordinator.testing(NoteEditingModule(), schemes: ["notes"])
        // snippet: modal-standing-on-link
        try root.open(link: "notes://notes/1")
        try root.show(NoteEditingRoute.edit(id: 1))     // the editor, a sheet over note 1
        #expect(root.currentURL?.absoluteString == "notes://notes/1/edit")

        try root.perform(.dismiss)                      // the sheet goes: note 1 again
        #expect(root.currentURL?.absoluteString == "notes://notes/1")
        // end
    }

    @Test func theEditorsLinkOpensTheNotePushedAndTheEditorAsASheetOverIt() throws {
        let root = try RootCoordinator.testing(NoteEditingModule(), schemes: ["notes"])
        try root.open(link: "notes://notes/1/edit")
        #expect(root.stackRoutes == [try root.wrap(NoteEditingRoute.note(id: 1)), try root.wrap(NoteEditingRoute.edit(id: 1))])
        #expect(root.state.currentTab?.stack.map(\.presentation) == [.push, .sheet])
        #expect(root.currentURL?.absoluteString == "notes://notes/1/edit")
    }

    @Test func anEditorSheetOverAnotherNoteHasNoLinkRatherThanOneThatBuildsAnotherStack() throws {
        let root = try RootCoordinator.testing(NoteEditingModule(), schemes: ["notes"])
        try root.open(link: "notes://notes/2")
        try root.show(NoteEditingRoute.edit(id: 1))
        #expect(root.stackRoutes.count == 2)
        #expect(root.currentLink == nil)
    }

    @Test func aFixedWordFirstWinsOverAParameterDeclaredBeforeIt() throws {
        let root = try RootCoordinator.testing(NoteEditingModule(), schemes: ["notes"])
        try root.open(link: "notes://notes/archive")
        #expect(root.stackRoutes == [try root.wrap(NoteEditingRoute.archive)])
        try root.open(link: "notes://notes/work")
        #expect(root.stackRoutes == [try root.wrap(NoteEditingRoute.tagged(slug: "work"))])
    }
}
