import CoordinatorKit

// The alerts the core's and the renderers' tests show, declared once as a module declares its own.

extension AlertState.ID {
    package static let a = AlertState.ID("a")
    package static let leave = AlertState.ID("leave")
    package static let note = AlertState.ID("note")
    package static let p = AlertState.ID("p")
    package static let quit = AlertState.ID("quit")
    package static let rate = AlertState.ID("rate")
    package static let x = AlertState.ID("x")
}

extension AlertState.Action {
    package static let later = AlertState.Action("later")
    package static let leave = AlertState.Action("leave")
    package static let ok = AlertState.Action("ok")
    package static let stay = AlertState.Action("stay")
}
