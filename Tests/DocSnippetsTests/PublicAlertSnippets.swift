import CoordinatorKit
import Testing

// "Defining a module": a module whose alert type is public, as a module's coordinator is
// when other targets (its views) use it.

// snippet: public-module-alert
public enum ShareAlert: String, ModuleAlert {
    case confirmShare = "share.confirm"

    // `Sendable` said aloud: Swift infers it only for a type that is not public, and
    // `ModuleAlert` requires it of both the alerts and their actions.
    public enum Action: String, Sendable {
        case share
    }
}
// end

struct PublicAlertSnippetsTests {
    @Test func aPublicAlertsActionIsStoredByItsRawValue() {
        let alert = AlertState(
            ShareAlert.confirmShare, title: "Share this note?",
            buttons: [.init("Share", action: ShareAlert.action(.share)), .init("Cancel", role: .cancel, action: .cancel)])
        #expect(alert.id.rawValue == "share.confirm")
        #expect(alert.buttons.first?.action.rawValue == "share")
    }
}
