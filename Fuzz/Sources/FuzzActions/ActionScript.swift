import CoordinatorKit
import CoordinatorKitText
import FuzzChecks
import RecipesApp

/// The actions target's input after its first byte: a script of what a user and SwiftUI
/// do, one byte per step, so that the invariants are checked on states that actions reach
/// (sign-in forms, paywalls bought, sheets dragged, alerts answered), not only on states
/// links build.
///
/// A step's low three bits pick its kind and the rest (`index`, 0–31) its choice:
///
/// | bits 0–2 | step |
/// |---|---|
/// | 0 | tap the top screen's action number `index` (as the shell lists them) |
/// | 1 | answer the alert with its button `index`; odd: as SwiftUI writes the answer back |
/// | 2 | even `index`: go back; odd: pop |
/// | 3 | even: dismiss; odd: dismiss everything |
/// | 4 | select tab `index / 2`; odd: as SwiftUI writes the tap back |
/// | 5 | open link `index` of ``ActionScript/links`` |
/// | 6 | even: drag the top sheet to its detent `index / 2`; odd: swipe the top screen away (path written back) |
/// | 7 | even: pop to root; odd: data changes, by `index % 4`: the gate re-checked (`accessDidChange`), the subscription bought or lapsed (screens decided again, as Observation would), the user signed out |
@MainActor
enum ActionScript {
    /// At most this many steps of an input are taken, so that one input stays fast.
    static let maximumSteps = 48

    /// Links a script opens: cross-module, guarded, paywalled, flow-starting and refused ones.
    static let links = [
        "recipes://recipes/42", "recipes://recipes/12", "recipes://recipes/83/paywall", "recipes://recipes/search?q=C++",
        "recipes://settings/allergies", "recipes://settings/allergies/pick", "recipes://settings/profile",
        "recipes://profile/orders/17", "recipes://profile/orders/999", "recipes://profile/edit",
        "recipes://products/product?id=\(AppSetup.productID)&count=2", "recipes://auth/signin",
        "recipes://auth/forgot-password?email=a@b.c", "recipes://recipes/42/settings/allergies",
        "https://recipes.example.com/recipes/7", "recipes://recipes/x", "recipes:///", "recipes://nowhere",
    ]

    /// Runs `script` in the app of `setup`, checking the state's shape, the top screen and
    /// the printed link after every step, and every screen after the last (rendering them
    /// all after every step made the target about half as fast).
    static func run(_ script: ArraySlice<UInt8>, in setup: AppSetup) {
        let app = setup.makeApp()
        var input = "script — \(setup):"
        for byte in script.prefix(maximumSteps) {
            input += " \(perform(byte, in: app));"
            StateShape.check(app, input: input)
            guard let top = app.root.topScreenText else {
                violated("no top screen in \(describe(app.root.state))", input: input)
            }
            consume(top)
            PrintedLink.check(app, rebuild: .now, input: input)
        }
        Rendering.renderEveryScreen(of: app, input: input)
    }

    /// Takes one step; returns what it did.
    private static func perform(_ byte: UInt8, in app: AppEnvironment) -> String {
        let root = app.root
        let index = Int(byte >> 3)
        let isOdd = index % 2 == 1
        switch byte & 0x07 {
        case 0:
            guard let actions = root.topScreenText?.actions, !actions.isEmpty else { return "no action to tap" }
            let action = actions[index % actions.count]
            action.perform()
            return "tap '\(action.title)'"
        case 1:
            guard let tab = root.state.currentTab, let alert = tab.top.alert, !alert.buttons.isEmpty else {
                return "no alert to answer"
            }
            let button = alert.buttons[index % alert.buttons.count]
            if isOdd, let id = tab.alertID {
                performNeverRefused(.writeBack(.alertAnswered(id, action: button.action)), in: root)
            } else {
                try? root.perform(.answerAlert(button.action))
            }
            return "answer '\(button.title)'\(isOdd ? " (written back)" : "")"
        case 2:
            performNeverRefused(isOdd ? .pop : .goBack, in: root)
            return isOdd ? "pop" : "go back"
        case 3:
            performNeverRefused(isOdd ? .dismissAll : .dismiss, in: root)
            return isOdd ? "dismiss all" : "dismiss"
        case 4:
            let tabs = root.state.tabs
            guard !tabs.isEmpty else { return "no tab" }
            let tab = tabs[(index / 2) % tabs.count].id
            if isOdd {
                performNeverRefused(.writeBack(.tabSelected(tab)), in: root)
            } else {
                try? root.perform(.selectTab(tab))
            }
            return "select \(tab)\(isOdd ? " (written back)" : "")"
        case 5:
            return open(links[index % links.count], in: app)
        case 6:
            return isOdd ? swipeBack(in: root) : dragSheet(in: root, to: index / 2)
        default:
            if isOdd {
                switch index % 4 {
                case 1:
                    app.subscribe?()
                    performNeverRefused(.decideScreensAgain, in: root)
                    return "subscribed"
                case 2:
                    app.unsubscribe?()
                    performNeverRefused(.decideScreensAgain, in: root)
                    return "subscription lapsed"
                case 3:
                    app.signOut?()
                    performNeverRefused(.accessDidChange, in: root)
                    return "signed out"
                default:
                    performNeverRefused(.accessDidChange, in: root)
                    return "access re-checked"
                }
            }
            performNeverRefused(.popToRoot, in: root)
            return "pop to root"
        }
    }

    /// Opens a link; a refused one must leave the state as it was.
    private static func open(_ link: String, in app: AppEnvironment) -> String {
        let before = app.root.state
        do {
            try app.root.open(link: link)
        } catch {
            guard app.root.state == before else {
                violated("a rejected link (\(error)) changed the state from \(describe(before)) to \(describe(app.root.state))", input: link)
            }
            return "open \(link) (refused)"
        }
        return "open \(link)"
    }

    /// Drags the top layer, if it is a sheet with detents, to one of them.
    private static func dragSheet(in root: RootCoordinator, to number: Int) -> String {
        guard let layer = root.state.currentTab?.layers.last, !layer.detents.isEmpty else { return "no sheet to drag" }
        let detent = layer.detents[number % layer.detents.count]
        performNeverRefused(.writeBack(.detentSelected(detent, of: layer.id)), in: root)
        return "drag sheet to \(detent.name)"
    }

    /// Writes back the top layer's path without its last screen, as a swipe back does.
    private static func swipeBack(in root: RootCoordinator) -> String {
        guard let layer = root.state.currentTab?.layers.last, !layer.pathIDs.isEmpty else { return "nothing to swipe" }
        performNeverRefused(.writeBack(.path(Array(layer.pathIDs.dropLast()), of: layer.id)), in: root)
        return "swipe back"
    }

    /// Performs a command the root never refuses (a back, a dismissal, a write-back, a
    /// re-check): a refusal is a broken invariant.
    private static func performNeverRefused(_ command: NavigationCommand, in root: RootCoordinator) {
        do {
            try root.perform(command)
        } catch {
            violated("\(command) was refused: \(error)", input: "\(command)")
        }
    }
}
