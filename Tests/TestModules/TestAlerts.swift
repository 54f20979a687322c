import CoordinatorKit

// The alerts the core's and the renderers' tests show, declared once as a module declares its own.

/// The test modules' alerts: the library's coordinator answers them, and restoration keeps them.
package enum TestAlert: String, ModuleAlert {
    case a, leave, note, p, quit, rate, x

    package enum Action: String, Sendable {
        case later, leave, ok, save, stay
    }
}

extension AlertState.ID {
    package static let a = AlertState.ID(rawValue: TestAlert.a.rawValue)
    package static let leave = AlertState.ID(rawValue: TestAlert.leave.rawValue)
    package static let note = AlertState.ID(rawValue: TestAlert.note.rawValue)
    package static let p = AlertState.ID(rawValue: TestAlert.p.rawValue)
    package static let quit = AlertState.ID(rawValue: TestAlert.quit.rawValue)
    package static let rate = AlertState.ID(rawValue: TestAlert.rate.rawValue)
    package static let x = AlertState.ID(rawValue: TestAlert.x.rawValue)
}

extension AlertState.Action {
    package static let later = TestAlert.action(.later)
    package static let leave = TestAlert.action(.leave)
    package static let ok = TestAlert.action(.ok)
    package static let save = TestAlert.action(.save)
    package static let stay = TestAlert.action(.stay)
}
