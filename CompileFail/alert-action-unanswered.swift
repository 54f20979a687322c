// expect-error: switch must be exhaustive
// A module's alerts are its own type: its coordinator answers them in an exhaustive
// switch, so an action added and not answered fails to compile.
import CoordinatorKit

enum NotesRoute: Route {
    case note(id: Int)
}

enum NotesAlert: String, ModuleAlert {
    case deleteNote
    enum Action: String {
        case delete, archive
    }
}

@MainActor
final class NotesCoordinator: ModuleCoordinator {
    func screen(for route: NotesRoute) -> NotesRoute { route }

    func handleAlertAction(_ action: NotesAlert.Action, of alert: NotesAlert, shownBy route: NotesRoute) {
        switch (alert, action) {
        case (.deleteNote, .delete): break
        }
    }
}
