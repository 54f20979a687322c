// The code the documentation shows, compiled and run: each region between
// `// snippet: <name>` and `// end` appears verbatim in an article, and
// `Docs/check-snippets.sh` fails when an article's block differs from its region.
import CoordinatorKit
import CoordinatorKitTooling

// snippet: notes-route
/// Every screen of the Notes module, with ids, never models.
enum NotesRoute: Route {
    case list
    case note(id: Int)
    case share(id: Int)
    case archive

    var presentation: Presentation {
        switch self {
        case .list, .note, .archive: .push
        case .share: .bottomSheet(detents: [.medium, .large])
        }
    }

    var requirements: Set<AccessRequirement> {
        self == .archive ? [.signedIn] : []
    }
}
// end

// snippet: notes-codec
extension NotesRoute {
    /// `notes`, `notes/{id}`, `notes/{id}/share`, `notes/archive`.
    static var codec: DeepLinkCodec<NotesRoute> {
        let list = DeepLinkRule<NotesRoute>(.list, path: [])
        let archive = DeepLinkRule<NotesRoute>(.archive, path: ["archive"])
        let note = DeepLinkRule("note", path: PathParameter<Int>("id"), parse: { id in NotesRoute.note(id: id) })
        let share = DeepLinkRule(
            "share", path: PathParameter<Int>("id") / "share", parse: { id in NotesRoute.share(id: id) })
        return DeepLinkCodec([list, archive, note, share]) { route in
            switch route {
            case .list: list.link()
            case .archive: archive.link()
            case .note(let id): note.link(id)
            case .share(let id): share.link(id)
            }
        }
    }
}
// end

/// What a Notes screen tells its coordinator.
enum NotesEvent {
    case noteTapped(id: Int)
    case shareTapped(id: Int)
    case deleteTapped(id: Int)
}

/// The Notes screens' view models: a real module's carry state and intents; these carry only
/// what the articles' tests read, and no text description, which running navigation does
/// not need.
@MainActor final class NotesListViewModel {}

@MainActor final class NoteViewModel {
    let id: Int
    let title: String?
    init(id: Int, title: String? = nil) {
        self.id = id
        self.title = title
    }
}

@MainActor final class ShareNoteViewModel {
    let id: Int
    init(id: Int) { self.id = id }
}

@MainActor final class NotesArchiveViewModel {}

// snippet: notes-alerts
/// The Notes alerts, and what their buttons do besides cancelling; the raw values are
/// the keys saved state keeps.
enum NotesAlert: String, ModuleAlert {
    case deleteNote = "notes.delete"
    case discardChanges = "notes.discard"

    enum Action: String {
        case delete
    }
}
// end

// snippet: notes-coordinator
@MainActor
final class NotesCoordinator: ModuleCoordinator {
    private let navigator: Navigator<NotesRoute>
    private let store: any NoteStore
    private(set) var deleted: [Int] = []

    init(navigator: Navigator<NotesRoute>, store: any NoteStore) {
        self.navigator = navigator
        self.store = store
    }

    func screen(for route: NotesRoute) -> AnyObject {   // each route's view model
        switch route {
        case .list: NotesListViewModel()
        case .note(let id): NoteViewModel(id: id, title: store.title(of: id))
        case .share(let id): ShareNoteViewModel(id: id)
        case .archive: NotesArchiveViewModel()
        }
    }

    func handle(_ event: NotesEvent) {
        switch event {
        case .noteTapped(let id): navigator.show(.note(id: id))
        case .shareTapped(let id): navigator.show(.share(id: id))  // a bottom sheet, as the route asks
        case .deleteTapped:
            navigator.showAlert(AlertState(
                NotesAlert.deleteNote, style: .confirmationDialog, title: "Delete this note?",
                buttons: [
                    .init("Delete", role: .destructive, action: NotesAlert.action(.delete)),
                    .init("Cancel", role: .cancel, action: .cancel),
                ]))
        }
    }

    // Exhaustive: an alert or action added to `NotesAlert` and not answered here fails to compile.
    func handleAlertAction(_ action: NotesAlert.Action, of alert: NotesAlert, shownBy route: NotesRoute) {
        switch (alert, action) {
        case (.deleteNote, .delete):
            guard case .note(let id) = route else { return }
            deleted.append(id)
            navigator.pop()
        case (.discardChanges, _):
            break  // its "Discard" is the built-in `.leaveAnyway`: the root lets the note go
        }
    }
}
// end

// snippet: notes-saved
extension NotesCoordinator {
    /// The note's edits are saved: nothing is lost, so it clears its mark and goes in one
    /// change, which asks no one.
    func noteSaved() {
        navigator.performAsOneChange {
            navigator.perform(.askBeforeLeaving(false))
            navigator.pop()
        }
    }
}
// end

// snippet: notes-module
struct NotesModule: FeatureModule {
    var segment: String { "notes" }
    var tab: TabDescriptor? { TabDescriptor(title: "Notes", systemImage: "note.text") }
    var rootRoute: NotesRoute { .list }
    var codec: DeepLinkCodec<NotesRoute> { NotesRoute.codec }

    func makeCoordinator(navigator: Navigator<NotesRoute>, dependencies: Dependencies) -> NotesCoordinator {
        NotesCoordinator(navigator: navigator, store: dependencies[NoteStoreKey.self])
    }
}
// end

// snippet: notes-samples
extension NotesModule: ModuleSamples {
    var sampleRoutes: [NotesRoute] { [.note(id: 7), .share(id: 7)] }
}
// end
