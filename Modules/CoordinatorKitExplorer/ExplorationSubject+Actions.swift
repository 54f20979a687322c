import CoordinatorKit
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

    /// The descriptions of every module's sample routes, the routes ``ExplorationAction/show(route:)`` names.
    public var sampleRoutes: [String] {
        root.registry.modules.flatMap { $0.sampleRoutes.map(\.description) }
    }

    private static func examplePaths<M: FeatureModule>(of module: M) -> [String] {
        let codec = module.codec
        let printed = module.sampleRoutesIfAdopted.compactMap { codec.components(for: $0) }
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

    /// The actions that do something in the current state, besides `links` and `routes`.
    ///
    /// The root's own calls apply where there is something to remove (back, pop, pop to
    /// root, dismiss, dismiss all), with select tab, cancel the pending navigation and
    /// finish the top layer's flow. The user's come from what the user could touch: the
    /// alert's answers while one shows (an alert takes every touch); otherwise the top
    /// layer's write-backs (a back swipe to each shorter path, a sheet swiped down, another
    /// detent) and the top screen's actions, and the tab bar while no modal layer covers it.
    /// The world's changes apply in every state.
    func actions(links: [String], routes: [String]) -> [ExplorationAction] {
        var actions = links.map { ExplorationAction.open(link: $0) } + routes.map { ExplorationAction.show(route: $0) }
        let state = root.state
        guard let tab = state.currentTab else { return actions + worldActions.map { .world($0.name) } }
        for other in state.tabs where other.id != tab.id { actions.append(.selectTab(other.id.rawValue)) }
        if !tab.stack.isEmpty { actions.append(.goBack) }
        if tab.stack.last.map({ !$0.presentation.isModal }) == true { actions += [.pop, .popToRoot] }
        if let modal = tab.stack.last(where: { $0.presentation.isModal }) {
            actions += [.dismiss, .dismissAll, .finishFlow(module: modal.route.module.rawValue)]
        }
        if state.pending != nil { actions.append(.cancelPending) }
        if let alert = tab.alert {
            actions += alert.buttons.map { .answerAlert($0.action.rawValue) } + [.dismissAlertBySystem]
        } else {
            if let layer = tab.layers.last {
                for length in 0..<layer.path.count { actions.append(.shortenPath(layer: layer.index, length: length)) }
                if let presentation = layer.presentation, presentation.isSwipedDown {
                    actions.append(.swipeDown(layer: layer.index))
                }
                for detent in layer.detents where detent != layer.selectedDetent {
                    actions.append(.selectDetent(detent.name, layer: layer.index))
                }
            }
            var titles = Set<String>()
            for action in root.topScreenText?.actions ?? [] where titles.insert(action.title).inserted {
                actions.append(.tap(action.title))
            }
            if !tab.stack.contains(where: { $0.presentation.isModal }) {
                actions += state.tabs.map { .tapTab($0.id.rawValue) }
            }
        }
        return actions + worldActions.map { .world($0.name) }
    }

    /// Performs `action` on the root as the app would see it happen.
    ///
    /// - Returns: ``ExplorationOutcome/skipped`` when what the action names is not there
    ///   (no such layer, alert button, screen action or world change),
    ///   ``ExplorationOutcome/refused(_:)`` when the root refused it (a rejected link), and
    ///   ``ExplorationOutcome/performed`` otherwise.
    @discardableResult
    public func perform(_ action: ExplorationAction) -> ExplorationOutcome {
        let state = root.state
        let tab = state.currentTab
        func layer(_ index: Int) -> TabState.Layer? {
            tab?.layers.first { $0.index == index }
        }
        let command: NavigationCommand
        switch action {
        case .open(let link): command = .openLink(link)
        case .show(let description):
            guard let route = root.registry.modules.lazy.flatMap(\.sampleRoutes).first(where: { $0.description == description })
            else { return .skipped }
            command = .show(route)
        case .goBack: command = .goBack
        case .pop: command = .pop
        case .popToRoot: command = .popToRoot
        case .dismiss: command = .dismiss
        case .dismissAll: command = .dismissAll
        case .selectTab(let id): command = .selectTab(ModuleID(id))
        case .tapTab(let id):
            guard state[tab: ModuleID(id)] != nil else { return .skipped }
            command = .writeBack(.tabSelected(ModuleID(id)))
        case .shortenPath(let index, let length):
            guard let layer = layer(index), length < layer.path.count else { return .skipped }
            command = .writeBack(.path(Array(layer.pathIDs.prefix(length)), of: layer.id))
        case .swipeDown(let index):
            guard index > 0, let layer = layer(index) else { return .skipped }
            command = .writeBack(.layerDismissed(layer.id))
        case .selectDetent(let name, let index):
            guard let layer = layer(index), let detent = layer.detents.first(where: { $0.name == name }) else { return .skipped }
            command = .writeBack(.detentSelected(detent, of: layer.id))
        case .answerAlert(let name):
            guard let alert = tab?.alertID else { return .skipped }
            command = .writeBack(.alertAnswered(alert, action: AlertState.Action(rawValue: name)))
        case .dismissAlertBySystem:
            guard let alert = tab?.alertID else { return .skipped }
            command = .writeBack(.alertDismissed(alert))
        case .tap(let title):
            guard let screenAction = root.topScreenText?.actions.first(where: { $0.title == title }) else { return .skipped }
            screenAction.perform()
            return .performed
        case .cancelPending:
            guard state.pending != nil else { return .skipped }
            command = .cancelPendingNavigation
        case .finishFlow(let module):
            command = .finishFlow(of: ModuleID(module))
        case .world(let name):
            guard let change = worldActions.first(where: { $0.name == name }) else { return .skipped }
            root.performAsOneChange {
                change.perform()
                try? root.perform(.accessDidChange)
                try? root.perform(.decideScreensAgain)
            }
            return .performed
        }
        do {
            try root.perform(command)
        } catch {
            return .refused(error)
        }
        return .performed
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
    /// Whether the user can swipe a layer shown this way down: a sheet or a bottom sheet,
    /// not a full-screen cover or an overlay.
    fileprivate var isSwipedDown: Bool {
        switch self {
        case .sheet, .bottomSheet: true
        case .push, .fullScreenCover, .overlay: false
        }
    }
}
