import Foundation
import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitText
import CoordinatorKitTooling

/// The interactive shell: shows the current screen and takes commands.
///
/// With a terminal it prompts; with a pipe it echoes each command after the prompt
/// instead, so a scripted session's output reads as the same session typed.
@MainActor
final class Shell {
    let environment: AppEnvironment
    private let console: any Console
    private var actions: [ScreenAction] = []
    var root: RootCoordinator { environment.root }
    /// The screens appearing and disappearing, printed while `events` is on.
    private let screenViews: ScreenViews
    /// The navigation `save` kept, as an app saves it going to the background.
    private var savedState: Data?

    init(environment: AppEnvironment, console: any Console, printsEvents: Bool = false) {
        self.environment = environment
        self.console = console
        screenViews = ScreenViews(following: environment.root, isPrinting: printsEvents) { console.write($0) }
        // A tab tapped at its root changes no state: the app hears of it here (a SwiftUI
        // screen would scroll to its top).
        environment.root.observe { [weak self] event in
            guard case .reselected(let reselection) = event, reselection.wasAtRoot else { return }
            self?.console.write("↺ \(reselection.tab) reselected at its root: its screen scrolls to the top\n")
        }
    }

    /// The help text. Navigation commands are the root coordinator's command verbs (any
    /// case; see `NavigationCommand.Verb`); the short aliases in brackets do the same.
    static let help = """
        Navigation (the root coordinator's commands, any case; short aliases in brackets):
          open <link>                  open a link (recipes://…, https://recipes.example.com/…,
                                       https://share.recipes.example/…, or a path); also
                                       recipes?category=soup (a root-level query),
                                       ~/settings/allergies (on the current tab),
                                       recipes://r/shakshuka (a slug, looked up first);
                                       openLink <link> and openPath <path> name the form
          <number>                     perform the numbered action of the current screen
          goBack [back]                remove the top screen, pushed or presented
          goBackTo <route> [back to <route>]
                                       go back to the nearest screen below the top showing
                                       that screen (recipes.list, or as `state` prints it)
          show <route>                 show a module's sample route (the examples `routes`
                                       lists), by case (recipes.detail) or as `state` prints
                                       it; the screen on top is not shown twice
          pop                          pop the top pushed screen
          popToRoot                    go back to the first screen of the top layer
          popEveryTabToRoot            every tab back to its root, in one change
          dismiss                      dismiss the top sheet or cover
          dismissAll                   dismiss every sheet and cover of the tab
          selectTab <name> [tab]       select a tab (the selected one: tap it again)
          arrangeTabs <name>,… [arrange]
                                       show these tabs, in this order (each kept tab keeps its stack)
          pin <path> [sidebar|search|action] [in <heading>]
                                       pin a screen as a tab of its own after the others
                                       (pin recipes?category=soup: the soups beside Recipes);
                                       links to that screen then land in that tab; `sidebar`
                                       lists it in the sidebar only, `search` makes it the
                                       search tab, `action` opens it as a sheet when tapped;
                                       `in Cookbook` puts it under that sidebar heading
          unpin <name>                 remove a pinned tab with its stack
          answerAlert <action> [answer]
                                       answer the alert on screen with one of its buttons
          dismissAlert                 remove the alert without answering it
          cancelFlow [cancel]          cancel the newest awaited flow (its requester gets a
                                       cancellation); with none, the sign-in a pending link waits for;
                                       cancelFlow <module> ends that module's flow
          finishFlow <module>          end that module's flow after success
          cancelAwaitedFlow <flow#n>   cancel one awaited flow
          cancelPendingNavigation      drop the link waiting for sign-in
          accessDidChange              check every guard again (also decideScreensAgain)
        Demo services (each followed by accessDidChange):
          signin, signout              sign the demo user in or out
          subscribe                    buy the subscription
          unsubscribe                  let the subscription lapse
        Looking around:
          screen                       show the current screen again
          tabs                         list the tabs in order, with their badges and pinned roots;
                                       hidden ones last
          state                        print the whole navigation state
          save                         save the navigation state, as the app going to the background does
          restore                      restore the saved state, as a relaunch does (notes what it drops)
          url                          print the current screen's link
          routes                       list every route
          events                       print the screens that appear and disappear, as a device
                                       would report them (`appeared recipe_detail id=42`); again: stop
          slow                         sheets, covers and alerts play until `settle`, as a device's
                                       animations take time: the same command typed again meanwhile
                                       is dropped, as a double tap is; again: stop
          settle                       end the transitions still playing
          help                         show this help
          quit                         leave the shell

        """

    /// Short names accepted for the root's verbs, lowercased.
    static let aliases = [
        "back": "goback", "backto": "gobackto", "tab": "selecttab", "answer": "answeralert", "cancel": "cancelflow", "arrange": "arrangetabs",
    ]

    /// Runs until `quit` or the end of input; returns the exit status.
    func run() async -> Int32 {
        var status = FrontEnd.success
        if console.isInteractive {
            console.write("recipes-app shell — modules: \(environment.moduleNames.joined(separator: ", ")). Type 'help'.\n")
        }
        showScreen()
        while true {
            if console.isInteractive { console.write("> ") }
            guard let line = console.readLine() else { break }
            if !console.isInteractive, !line.trimmingCharacters(in: .whitespaces).isEmpty { console.write("> \(line)\n") }
            let words = line.split(separator: " ", maxSplits: 1).map(String.init)
            guard let typed = words.first?.lowercased() else { continue }
            let command = Self.aliases[typed] ?? typed
            let argument = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
            if command == "quit" || command == "exit" { break }
            if !(await perform(command, argument)) { status = FrontEnd.rejected }
        }
        return status
    }

    /// Performs one command; returns `false` when it failed.
    private func perform(_ command: String, _ argument: String) async -> Bool {
        if let verb = NavigationCommand.Verb.allCases.first(where: { $0.rawValue.lowercased() == command }) {
            let navigation: NavigationCommand
            do {
                navigation = try navigationCommand(verb, argument)
            } catch {
                return fail(error.message)
            }
            do {
                try root.perform(navigation)
            } catch {
                return fail("\(error)")
            }
            showScreen()
            return true
        }
        switch command {
        case "open":
            do {
                if argument.contains(":") {
                    try await FrontEnd.openWaitingForLookup(argument, in: root)
                } else {
                    try root.open(path: argument)
                }
            } catch {
                console.writeError("✘ \(error)\n")
                return false
            }
        case "tabs":
            console.write(tabList())
            return true
        case "pin", "unpin":
            do {
                try root.perform(.arrangeTabs(try command == "pin" ? pinning(argument) : unpinning(argument)))
            } catch {
                return fail((error as? ShellRefusal)?.message ?? "\(error)")
            }
        case "events":
            screenViews.isPrinting.toggle()
            console.write("screen views \(screenViews.isPrinting ? "printed" : "no longer printed")\n")
            return true
        case "slow":
            screenViews.isSlow.toggle()
            console.write("transitions \(screenViews.isSlow ? "play until settle" : "end at once")\n")
            return true
        case "settle":
            screenViews.settle()
        case "signin":
            guard let signIn = environment.signIn else { return fail("Auth is not in this app") }
            guard signIn() else { return fail("sign-in failed") }
            try? root.perform(.accessDidChange)
        case "signout":
            guard let signOut = environment.signOut else { return fail("Auth is not in this app") }
            signOut()
            // An account reset: its screens leave at once, in this window and every other.
            root.performAsOneChange(animated: false) { try? root.perform(.accessDidChange) }
        case "subscribe":
            guard let subscribe = environment.subscribe else { return fail("Recipes is not in this app") }
            subscribe()
            try? root.perform(.accessDidChange)
        case "unsubscribe":
            guard let unsubscribe = environment.unsubscribe else { return fail("Recipes is not in this app") }
            unsubscribe()
            try? root.perform(.accessDidChange)
        case "screen": break
        case "save":
            do {
                savedState = try root.saveState()
            } catch {
                return fail("\(error)")
            }
            console.write("saved (\(savedState?.count ?? 0) bytes)\n")
            return true
        case "restore":
            guard let savedState else { return fail("nothing saved yet; type 'save' first") }
            do {
                for dropped in try root.restoreState(from: savedState).dropped {
                    console.writeError("note: the saved state lost a screen: \(dropped)\n")
                }
            } catch {
                return fail("\(error)")
            }
        case "state":
            console.write(StatePrinter.tree(of: environment))
            return true
        case "url":
            console.write((root.currentURL?.absoluteString ?? "(no link for this state)") + "\n")
            return true
        case "routes":
            console.write(root.registry.routeTable(format: .text, configuration: root.configuration, appID: AppArguments.defaultAppID))
            return true
        case "help":
            console.write(Self.help)
            return true
        default:
            guard let number = Int(command) else { return fail("unknown command '\(command)'; type 'help'") }
            guard actions.indices.contains(number - 1) else {
                return fail("no action \(number) on this screen")
            }
            actions[number - 1].perform()
        }
        showScreen()
        return true
    }

    /// The command a line names with `verb` and its `argument`, read against the current
    /// state: every verb of the root is a shell command (an exhaustive switch, so a new verb
    /// is one the shell must read).
    private func navigationCommand(
        _ verb: NavigationCommand.Verb, _ argument: String
    ) throws(ShellRefusal) -> NavigationCommand {
        switch verb {
        case .pop: return .pop
        case .goBack:
            // `back to recipes.list` reads as `goBackTo recipes.list`.
            guard argument.lowercased().hasPrefix("to ") else { return .goBack }
            return try navigationCommand(.goBackTo, String(argument.dropFirst(3)).trimmingCharacters(in: .whitespaces))
        case .goBackTo:
            let tab = root.state.currentTab
            let below = (0..<(tab?.stack.count ?? 0)).reversed().compactMap { tab?.entry(atDepth: $0)?.route }
            guard let route = below.first(where: { named($0, argument) }) else {
                let screens = below.isEmpty ? "none" : below.map(\.description).joined(separator: ", ")
                throw ShellRefusal("no screen '\(argument)' below the top; below it: \(screens)")
            }
            return .goBackTo(route)
        case .show:
            guard let route = root.registry.modules.flatMap(\.sampleRoutes).first(where: { named($0, argument) }) else {
                throw ShellRefusal("no sample route '\(argument)'; type 'routes' for the list")
            }
            return .show(route)
        case .popToRoot: return .popToRoot
        case .popEveryTabToRoot: return .popEveryTabToRoot
        case .dismiss: return .dismiss
        case .dismissAll: return .dismissAll
        case .dismissAlert: return .dismissAlert
        case .cancelPendingNavigation: return .cancelPendingNavigation
        case .accessDidChange: return .accessDidChange
        case .accessDidChangeInAnotherWindow: return .accessDidChangeInAnotherWindow
        case .decideScreensAgain: return .decideScreensAgain
        case .openLink: return .openLink(argument)
        case .openPath: return .openPath(argument)
        case .selectTab:
            guard let tab = root.state.tabs.first(where: { tabMatches($0.id, argument) }) else {
                throw ShellRefusal("no tab '\(argument)'; tabs: \(root.state.tabs.map(\.id.rawValue).joined(separator: ", "))")
            }
            // What tapping the selected tab does.
            return tab.id == root.state.selectedTab ? .writeBack(.tabSelected(tab.id)) : .selectTab(tab.id)
        case .arrangeTabs:
            var items: [TabItem] = []
            for name in argument.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                // A tab shown (a pinned one too), else a module's home tab.
                if let tab = root.state.tabItems.first(where: { tabMatches($0.id, name) }) {
                    items.append(tab)
                } else if let module = root.registry.modules.first(where: { tabMatches($0.id, name) }) {
                    items.append(TabItem(id: module.id))
                } else {
                    throw ShellRefusal("no module '\(name)'; modules with a tab: \(tabModuleNames)")
                }
            }
            return .arrangeTabs(items)
        case .answerAlert:
            let alert = root.state.currentTab?.alert
            let action = Int(argument).flatMap { index in
                alert?.buttons.indices.contains(index - 1) == true ? alert?.buttons[index - 1].action : nil
            } ?? AlertState.Action(rawValue: argument)
            return .answerAlert(action)
        case .finishFlow:
            return .finishFlow(of: ModuleID(argument))
        case .cancelFlow:
            guard argument.isEmpty else { return .cancelFlow(of: ModuleID(argument)) }
            return root.awaitedFlows.last.map { .cancelAwaitedFlow($0.id) } ?? .cancelPendingNavigation
        case .cancelAwaitedFlow:
            let number = Int(argument.replacingOccurrences(of: "flow#", with: "")) ?? 0
            return .cancelAwaitedFlow(FlowRequestID(rawValue: number))
        case .update, .showAlert, .askBeforeLeaving, .writeBack:
            // Routes, alerts and write-backs are values made in code or by the user on screen.
            throw ShellRefusal("\(verb) is made in code or by the user on screen; open a link, or use the screen's actions")
        }
    }

    /// Whether `text` names `route`: as printed (`recipes.detail(id: 1)`) or by its module
    /// and case alone (`recipes.detail`).
    /// Whether `text` names the route: by its case (`recipes.list`), its description, or its
    /// link path as `state` prints it (`recipes/12`).
    private func named(_ route: AnyRoute, _ text: String) -> Bool {
        route.description == text || route.kind == text || root.registry.linkPath(for: route) == text
    }

    private func fail(_ message: String) -> Bool {
        console.writeError("✘ \(message)\n")
        return false
    }

    /// Prints the top screen of the selected tab from its text description: where it is,
    /// its lines and its numbered actions, then its alert, the held link and the pending link.
    private func showScreen() {
        guard let tab = root.state.currentTab else {
            console.write("(no tabs in this app)\n")
            return
        }
        let entry = tab.top
        let text = root.topScreenText
        let tabTitle = environment.tabTitle(of: tab.id)
        let presentation = tab.stack.isEmpty ? "root" : entry.presentation.name
        console.write("── \(tabTitle) ▸ \(text?.title ?? entry.route.description) (\(presentation))\n")
        for line in text?.lines ?? [] {
            console.write("   \(line)\n")
        }
        actions = text?.actions ?? []
        for (index, action) in actions.enumerated() {
            console.write("   \(index + 1)) \(action.title)\n")
        }
        if let alert = entry.alert {
            let words = environment.words
            console.write("   ⚠︎ \(words(alert.title))\(alert.message.map { " — \(words($0))" } ?? "")\n")
            for (index, button) in alert.buttons.enumerated() {
                let role = button.role.map { " [\($0.rawValue)]" } ?? ""
                console.write("     answerAlert \(index + 1) | \(button.action): \(words(button.title))\(role)\n")
            }
        }
        if let held = root.pendingLookup, held.isHeld {
            console.write("   ⏸ held: \(held.link) (opens when this screen has gone)\n")
        }
        if let pending = root.state.pending {
            console.write("   ⏳ pending: \(pending.request) (waits for \(pending.requirement))\n")
        }
        if screenViews.isPlaying {
            console.write("   ▶ still playing on screen (settle ends it)\n")
        }
        for flow in root.awaitedFlows {
            console.write("   ⇠ awaited: \(flow.requester) waits for a \(flow.resultType) (\(flow.id); answer here or cancelFlow)\n")
        }
    }
}

/// Why the shell could not read a command line; its message is printed after "✘".
struct ShellRefusal: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
