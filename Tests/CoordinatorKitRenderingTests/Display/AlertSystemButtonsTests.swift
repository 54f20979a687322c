import CoordinatorKit
import CoordinatorKitRendering
import Testing

/// The buttons a system alert controller shows, decided toolkit-free for both UIKit renderers.
struct AlertSystemButtonsTests {
    let ok: NavigationText = "OK"
    let cancel: NavigationText = "Cancel"
    let delete = AlertState.Button("Delete", role: .destructive, action: AlertState.Action(rawValue: "delete"))
    let keep = AlertState.Button("Keep", role: .cancel, action: AlertState.Action(rawValue: "keep"))
    let later = AlertState.Button("Later", role: .cancel, action: AlertState.Action(rawValue: "later"))
    let share = AlertState.Button("Share", action: AlertState.Action(rawValue: "share"))

    func buttons(_ style: AlertState.Style, _ buttons: [AlertState.Button]) -> [AlertState.SystemButton] {
        AlertState(id: AlertState.ID(rawValue: "a"), style: style, title: "Title", buttons: buttons)
            .systemButtons(ok: ok, cancel: cancel)
    }

    @Test func eachButtonKeepsItsTitleActionAndRoleInOrder() {
        let shown = buttons(.alert, [share, delete, keep])
        #expect(shown.map(\.title) == ["Share", "Delete", "Keep"])
        #expect(shown.map(\.kind) == [.normal, .destructive, .cancel])
        #expect(shown.map(\.action) == [share.action, delete.action, keep.action])
    }

    @Test func onlyTheFirstCancelButtonIsDrawnAsCancel() {
        let shown = buttons(.alert, [keep, later])
        #expect(shown.map(\.kind) == [.cancel, .normal])
        #expect(shown.map(\.action) == [keep.action, later.action])
    }

    @Test func anAlertWithoutButtonsGetsOKThatAnswersNothing() {
        let shown = buttons(.alert, [])
        #expect(shown == [AlertState.SystemButton(title: ok, kind: .cancel, action: nil)])
    }

    @Test func aDialogWithoutCancelGetsCancelThatAnswersNothing() {
        let shown = buttons(.confirmationDialog, [share, delete])
        #expect(shown.map(\.title) == ["Share", "Delete", "Cancel"])
        #expect(shown.last == AlertState.SystemButton(title: cancel, kind: .cancel, action: nil))
    }

    @Test func aDialogWithItsOwnCancelAndAnAlertWithButtonsGetNothingAdded() {
        #expect(buttons(.confirmationDialog, [share, keep]).count == 2)
        #expect(buttons(.alert, [share]).map(\.kind) == [.normal])
    }

    @Test func aDialogWithoutButtonsGetsOKAsAnAlertDoes() {
        #expect(buttons(.confirmationDialog, []).map(\.title) == ["OK"])
    }

    @Test func eachKindPicksTheRenderersOwnStyle() {
        let kinds: [AlertState.SystemButton.Kind] = [.normal, .cancel, .destructive]
        let styles = kinds.map { $0.style(normal: "default", cancel: "cancel", destructive: "destructive") }
        #expect(styles == ["default", "cancel", "destructive"])
    }

    @Test func escapeAnswersAsTheFirstCancelButton() {
        let alert = AlertState(id: AlertState.ID(rawValue: "a"), style: .custom("card"), title: "Title", buttons: [share, keep, later])
        #expect(alert.escapeAnswer == keep.action)
    }

    @Test func escapeWithoutACancelButtonAnswersNothing() {
        for buttons in [[], [share, delete]] {
            let alert = AlertState(id: AlertState.ID(rawValue: "a"), style: .custom("card"), title: "Title", buttons: buttons)
            #expect(alert.escapeAnswer == nil)
        }
    }
}
