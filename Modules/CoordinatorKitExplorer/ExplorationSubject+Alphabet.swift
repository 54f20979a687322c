import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitText
import CoordinatorKitTooling

extension ExplorationSubject {
    /// Every module's example links: each sample route printed through its module's rules,
    /// after the module's segment, with the root's first scheme, and each alias spelled
    /// with the first sample route its words stand for; then the subject's extra links.
    public var exampleLinks: [String] {
        let scheme = root.configuration.schemes.first ?? "app"
        var links: [String] = []
        for module in root.registry.modules {
            links += Self.examplePaths(of: module.registration).map { "\(scheme)://\($0)" }
        }
        var seen = Set<String>()
        return (links + extraLinks).filter { seen.insert($0).inserted }
    }

    /// The descriptions of every module's sample routes, the routes a
    /// `.command(.show, …)` action names.
    public var sampleRoutes: [String] {
        root.registry.modules.flatMap { $0.sampleRoutes.map(\.description) }
    }

    private static func examplePaths<M: FeatureModule>(of module: M) -> [String] {
        let codec = module.codec
        let printed = module.samples.compactMap { codec.components(for: $0) }
        var paths = printed.map { DeepLink(segments: [module.segment] + $0.segments, queryItems: $0.queryItems).path }
        for (alias, implied) in module.aliases.sorted(by: { $0.key < $1.key }) {
            for example in printed where example.segments.starts(with: implied) {
                let segments = [alias] + example.segments.dropFirst(implied.count)
                paths.append(DeepLink(segments: segments, queryItems: example.queryItems).path)
                break
            }
        }
        return paths
    }

    /// The actions that do something in the current state, each with the command it
    /// performs now (`nil` for a screen's action and a world change, looked up when taken).
    ///
    /// The commands come verb by verb, in the order of `NavigationCommand.Verb`, from
    /// ``commands(_:in:links:routes:)``; then the top screen's actions while no alert shows
    /// (an alert takes every touch), then the world's changes, which apply in every state.
    func alphabet(links: [String], routes: [String]) -> [(action: ExplorationAction, command: NavigationCommand?)] {
        var actions: [(action: ExplorationAction, command: NavigationCommand?)] = []
        let scene = Scene(root.state)
        for verb in NavigationCommand.Verb.allCases {
            for (argument, command) in commands(verb, in: scene, links: links, routes: routes) {
                actions.append((.command(verb, argument), command))
            }
        }
        // The titles are read from a screen built for the occasion, so that the root keeps
        // no screen the app would not have built; a tap acts on the screen the root keeps.
        if let tab = scene.tab, tab.alert == nil {
            var titles = Set<String>()
            for action in root.screenText(for: tab.top)?.actions ?? [] where titles.insert(action.title).inserted {
                actions.append((.tap(action.title), nil))
            }
        }
        return actions + worldActions.map { (.world($0.name), nil) }
    }

    /// The commands of `verb` that apply in the current state, each named by value and
    /// paired with the command it names now: the one place that says how the explorer
    /// explores each verb of the root.
    ///
    /// Links are `links` and routes are those of `routes` that are sample routes. The
    /// root's calls apply where there is something to act on (back, back to each screen
    /// below the top, pop, pop to root, dismiss, dismiss all, another tab, cancel the
    /// pending navigation, finish the top layer's flow, pin or unpin each of the subject's
    /// ``ExplorationSubject/pinnableTabs``); the user's write-backs come from what the user could touch: the
    /// alert's answers and its dismissal by the system while an alert shows, otherwise the
    /// top layer's (a back swipe to each shorter path, a sheet swiped down, another
    /// detent) and the tab bar while no modal layer covers it.
    func commands(
        _ verb: NavigationCommand.Verb, in scene: Scene, links: [String], routes: [String]
    ) -> [(argument: ExplorationAction.Argument, command: NavigationCommand)] {
        let (state, tab, top, modal) = (scene.state, scene.tab, scene.top, scene.modal)
        switch verb {
        case .openLink:
            return links.map { (.text($0), .openLink($0)) }
        case .show:
            return routes.compactMap { description in sampleRoute(described: description).map { (.text(description), .show($0)) } }
        case .selectTab:
            guard let tab else { return [] }
            return state.tabs.filter { $0.id != tab.id }.map { (.text($0.id.rawValue), .selectTab($0.id)) }
        case .goBack:
            return top == nil ? [] : [(.nothing, .goBack)]
        case .goBackTo:
            // Each screen below the top, nearest first, once per screen it shows.
            guard let tab else { return [] }
            var seen = Set<String>()
            return (0..<tab.stack.count).reversed().compactMap { tab.entry(atDepth: $0)?.route }
                .filter { seen.insert($0.description).inserted }.map { (.text($0.description), .goBackTo($0)) }
        case .pop:
            return top.map { !$0.presentation.isModal } == true ? [(.nothing, .pop)] : []
        case .popToRoot:
            return top.map { !$0.presentation.isModal } == true ? [(.nothing, .popToRoot)] : []
        case .dismiss:
            return modal == nil ? [] : [(.nothing, .dismiss)]
        case .dismissAll:
            return modal == nil ? [] : [(.nothing, .dismissAll)]
        case .finishFlow:
            return modal.map { [(.text($0.route.module.rawValue), .finishFlow(of: $0.route.module))] } ?? []
        case .cancelPendingNavigation:
            return tab != nil && state.pending != nil ? [(.nothing, .cancelPendingNavigation)] : []
        case .writeBack:
            return tab.map { writeBacks(in: $0, tabs: state.tabs) } ?? []
        case .update, .showAlert, .askBeforeLeaving:
            // A screen's own calls: what its actions do, explored as `.tap`.
            return []
        case .answerAlert, .dismissAlert:
            // The user answers or loses an alert through the write-backs explored above.
            return []
        case .openPath:
            // A path reads as the same link does; every example link is explored.
            return []
        case .cancelFlow, .cancelAwaitedFlow:
            // A module's own Cancel (a screen's action, explored as `.tap`); a request is
            // named by an identifier no trace can hold. A gate's outcomes are explored as
            // `finishFlow` and `cancelPendingNavigation`.
            return []
        case .arrangeTabs:
            // The tab set as data: each pinnable tab pinned after the others, or unpinned.
            let shown = state.tabItems
            return pinnableTabs.map { pinnable in
                shown.contains { $0.id == pinnable.id }
                    ? (.text("unpin \(pinnable.id)"), .arrangeTabs(shown.filter { $0.id != pinnable.id }))
                    : (.text("pin \(pinnable.id)"), .arrangeTabs(shown + [pinnable]))
            }
        case .popEveryTabToRoot:
            // The app's reaction to a change outside navigation (an account switch), which
            // its world actions perform if it has them.
            return []
        case .accessDidChange, .accessDidChangeInAnotherWindow, .decideScreensAgain:
            // Performed after every world action; without one they change nothing.
            return []
        }
    }

    /// The write-backs the user can cause on the selected tab `tab`.
    private func writeBacks(
        in tab: TabState, tabs: [TabState]
    ) -> [(argument: ExplorationAction.Argument, command: NavigationCommand)] {
        if let alert = tab.alertID {
            return alert.alert.buttons.map { (.alertAnswered($0.action.rawValue), .writeBack(.alertAnswered(alert, action: $0.action))) }
                + [(.alertDismissed, .writeBack(.alertDismissed(alert)))]
        }
        var found: [(argument: ExplorationAction.Argument, command: NavigationCommand)] = []
        if let layer = tab.layers.last {
            let path = layer.pathIDs
            for length in path.indices {
                found.append((.path(layer: layer.index, length: length), .writeBack(.path(Array(path.prefix(length)), of: layer.id))))
            }
            if let presentation = layer.presentation, presentation.isSwipedDown {
                found.append((.layerDismissed(layer: layer.index), .writeBack(.layerDismissed(layer.id))))
            }
            for detent in layer.detents where detent != layer.selectedDetent {
                found.append((.detentSelected(detent.name, layer: layer.index), .writeBack(.detentSelected(detent, of: layer.id))))
            }
        }
        if !tab.stack.contains(where: { $0.presentation.isModal }) {
            found += tabs.map { (.tabSelected($0.id.rawValue), .writeBack(.tabSelected($0.id))) }
        }
        return found
    }

    /// Performs `action` on the root as the app would see it happen.
    ///
    /// - Returns: ``ExplorationOutcome/skipped`` when what the action names is not there
    ///   (no such command in this state, screen action or world change),
    ///   ``ExplorationOutcome/refused(_:)`` when the root refused it (a rejected link), and
    ///   ``ExplorationOutcome/performed`` otherwise.
    @discardableResult
    public func perform(_ action: ExplorationAction) -> ExplorationOutcome {
        switch action {
        case .command(let verb, let argument):
            let text = argument.text.map { [$0] } ?? []
            guard let command = commands(verb, in: Scene(root.state), links: text, routes: text)
                .first(where: { $0.argument == argument })?.command
            else { return .skipped }
            return perform(command)
        case .tap(let title):
            guard let screenAction = root.topScreenText?.actions.first(where: { $0.title == title }) else { return .skipped }
            screenAction.perform()
            return .performed
        case .world(let name):
            guard let change = worldActions.first(where: { $0.name == name }) else { return .skipped }
            root.performAsOneChange {
                change.perform()
                try? root.perform(.accessDidChange)
                try? root.perform(.decideScreensAgain)
            }
            return .performed
        }
    }

    /// Performs `command` on the root.
    func perform(_ command: NavigationCommand) -> ExplorationOutcome {
        do {
            try root.perform(command)
        } catch {
            return .refused(error)
        }
        return .performed
    }
}

/// What the commands of a state are read from: the state, its selected tab, the tab's top
/// screen above its root and its top modal screen.
struct Scene {
    let state: NavigationState
    let tab: TabState?
    let top: NavigationEntry?
    let modal: NavigationEntry?

    init(_ state: NavigationState) {
        self.state = state
        self.tab = state.currentTab
        self.top = tab?.stack.last
        self.modal = tab?.stack.last { $0.presentation.isModal }
    }
}

/// What performing an ``ExplorationAction`` came to.
public enum ExplorationOutcome: Equatable, Sendable {
    /// The action was performed.
    case performed
    /// What the action names is not in the current state; nothing was done.
    case skipped
    /// The root refused the action (a rejected link, a route nothing can grant), which
    /// must leave the state as it was.
    case refused(NavigationError)
}

extension Presentation {
    /// Whether the user can swipe a layer shown this way down: a sheet, a bottom sheet or a
    /// form sheet, or a popover (tapped outside, or swiped down as the sheet it is in compact
    /// width); not a full-screen cover or an overlay.
    fileprivate var isSwipedDown: Bool {
        switch self {
        case .sheet, .bottomSheet, .popover, .formSheet: true
        case .push, .fullScreenCover, .overlay: false
        }
    }
}
