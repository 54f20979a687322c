// expect-error: cannot convert value of type 'Int' to expected argument type 'Set<String>'
// A flow one module offers another names its result type: the module that answers it
// cannot answer with another type.
import CoordinatorKit

enum SettingsRoute: Route {
    case picker
}

extension FlowOffer where Result == Set<String> {
    static var picker: Self { FlowOffer(path: "settings/pick") }
}

@MainActor
func answer(with navigator: Navigator<SettingsRoute>) {
    navigator.finishFlow(.picker, returning: 3)
}
