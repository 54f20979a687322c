import CoordinatorKit

// The alerts the core's tests show, declared once as a module declares its own.

extension AlertState.ID {
    static let a = AlertState.ID("a")
    static let leave = AlertState.ID("leave")
    static let note = AlertState.ID("note")
    static let p = AlertState.ID("p")
    static let quit = AlertState.ID("quit")
    static let rate = AlertState.ID("rate")
    static let x = AlertState.ID("x")
}

extension AlertState.Action {
    static let later = AlertState.Action("later")
    static let leave = AlertState.Action("leave")
    static let ok = AlertState.Action("ok")
    static let stay = AlertState.Action("stay")
}
