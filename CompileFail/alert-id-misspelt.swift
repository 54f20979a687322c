// expect-error: type 'NotesAlert' has no member 'deleteNotes'
// An alert is built from its module's type, so a misspelt one fails to compile.
import CoordinatorKit

enum NotesAlert: String, ModuleAlert {
    case deleteNote
    enum Action: String {
        case delete
    }
}

let alert = AlertState(NotesAlert.deleteNotes, title: "Delete?", buttons: [.init("Delete", action: NotesAlert.action(.delete))])
