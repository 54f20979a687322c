import Foundation

/// Every verb applied in one place: a ``NavigationCommand`` becomes the next state, which
/// ``commit(_:cause:)`` assigns in one observed mutation; a refused command throws and
/// changes nothing.
extension RootCoordinator {
    /// Performs a navigation command as one change.
    ///
    /// A command that changes nothing reports nothing. The command of the last change,
    /// performed again while a renderer still plays that change, is dropped: a double tap
    /// makes one change (``NavigationError/repeatedWhilePlaying(_:)``). A write-back
    /// (``NavigationCommand/writeBack(_:)``) never throws: the user has already done it, so
    /// what cannot follow it (a tapped tab whose root needs what nothing grants) is
    /// reported to observers as a ``NavigationEvent/refused(_:)``.
    ///
    /// - Throws: ``NavigationError`` saying why the command was refused: a link that does
    ///   not resolve, a route that needs what nothing can grant (``NavigationError/accessDenied(_:)``),
    ///   an unknown tab, no alert to answer. The state is unchanged.
    public func perform(_ command: NavigationCommand) throws(NavigationError) {
        if draft != nil { draftCommands.append(command) }
        if dropsRepeat(of: command) { throw .repeatedWhilePlaying(command.description) }
        let cause = NavigationChange.Cause.command(command)
        switch command {
        case .show(let route, let presentation):
            try place(route, as: presentation, cause: cause)
        case .update(let route):
            try update(route, cause: cause)
        case .pop:
            changeCurrentTab(cause) { tab in
                if tab.stack.last?.presentation.isModal == false { tab.stack.removeLast() }
            }
        case .goBack:
            changeCurrentTab(cause) { tab in
                if !tab.stack.isEmpty { tab.stack.removeLast() }
            }
        case .goBackTo(let route):
            guard let tab = workingState.currentTab, let depth = tab.depth(showing: route, atOrBelow: tab.stack.count - 1)
            else { throw .noSuchScreen(route.description) }
            changeCurrentTab(cause) { $0.stack.removeSubrange(depth...) }
        case .popToRoot:
            changeCurrentTab(cause) { tab in
                let layerStart = tab.stack.lastIndex { $0.presentation.isModal }.map { $0 + 1 } ?? 0
                tab.stack.removeSubrange(layerStart...)
            }
        case .popEveryTabToRoot:
            var next = droppingPending(workingState)
            for index in next.tabs.indices {
                next.tabs[index].stack = []
                next.tabs[index].removeAlerts()
            }
            commit(next, cause: cause)
        case .dismiss:
            changeCurrentTab(cause) { tab in
                if let layer = tab.stack.lastIndex(where: { $0.presentation.isModal }) { tab.stack.removeSubrange(layer...) }
            }
        case .dismissAll:
            changeCurrentTab(cause) { $0.dismissModalLayers() }
        case .selectTab(let id):
            guard let tab = workingState[tab: id] else { throw .unknownTab(id) }
            if case .action(let presentation) = workingState.role(ofTab: id) { return try place(tab.root.route, as: presentation, cause: cause) }
            commit(try admit(selecting(id, in: workingState), from: workingState, request: command.description), cause: cause)
        case .arrangeTabs(let items):
            var base = workingState
            // An action keeps no stack: a pending navigation into or from one is dropped too.
            let ids = Set(items.filter(\.role.isDestination).map(\.id))
            if let pending = base.pending, !ids.contains(pending.target.id) || !ids.contains(pending.origin?.id ?? pending.target.id) {
                base = droppingPending(base)
            }
            commit(withoutUnmetScreens(try base.arrangingTabs(items, registry: registry)), cause: cause)
        case .showAlert(let alert):
            changeCurrentTab(cause) { tab in
                tab.removeAlerts()
                if tab.stack.isEmpty { tab.root.alert = alert } else { tab.stack[tab.stack.count - 1].alert = alert }
            }
        case .dismissAlert:
            changeCurrentTab(cause) { $0.removeAlerts() }
        case .answerAlert(let action):
            try answerAlert(with: action, cause: cause)
        case .askBeforeLeaving(let asks):
            guard let tab = workingState.currentTab, let screen = tab.entryID(atDepth: tab.stack.count) else { throw .noTab }
            var next = workingState
            if asks { next.leaveGuards.insert(screen) } else { next.leaveGuards.remove(screen) }
            commit(next, cause: cause)
        case .openLink(let text, let placement):
            try openLink(text, placement: placement, lookupEnded: nil)
        case .openPath(let text, let placement):
            try openPath(text, placement: placement)
        case .finishFlow(let module):
            finishFlow(of: module, cause: cause)
        case .cancelFlow(let module):
            if let (index, _) = workingState.topAwaitedFlow(of: module) {
                changeCurrentTab(cause) { $0.removeFlowLayer(at: index) }
            } else if workingState.pending != nil {
                commit(droppingPending(workingState), cause: cause)
            } else {
                dismissLayer(of: module, cause: cause)
            }
        case .cancelAwaitedFlow(let request):
            endFlow(request, reason: .cancelledByFlow)
        case .cancelPendingNavigation:
            commit(droppingPending(workingState), cause: cause)
        case .accessDidChange, .decideScreensAgain:
            var next = workingState
            decideAgain(&next)
            commit(checkedForAccess(next), cause: cause)
        case .accessDidChangeInAnotherWindow:
            var next = workingState
            decideAgain(&next)
            // A root held back waited for no request of the user's here: it resumes too.
            commit(next.holdsRootBack ? checkedForAccess(next) : withoutUnmetScreens(next), cause: cause)
        case .writeBack(let writeBack):
            apply(writeBack)
        }
    }

    /// Performs several commands, or a coordinator's several calls, as one change:
    /// observers see only the result (its cause lists the commands,
    /// ``NavigationChange/Cause/commands(_:)``), and the steps lead from the state before to
    /// the state after.
    ///
    /// <doc:ObservingChanges> shows one with what observers hear.
    ///
    /// If `body` throws, nothing of it is applied and the error is rethrown: a flow `body`
    /// presented ends at once as ``FlowCancellationReason/dismissed``, and a flow it
    /// answered or cancelled is awaited still (its outcome is delivered only when the
    /// change is applied).
    ///
    /// - Parameters:
    ///   - animated: Whether renderers animate the change (``NavigationChange/isAnimated``);
    ///     `false` for an account reset or a test. A nested call asking `false` makes the
    ///     whole change unanimated.
    ///   - body: The commands and calls that make the change.
    public func performAsOneChange(animated: Bool = true, _ body: () throws -> Void) rethrows {
        guard draft == nil else {
            draftIsAnimated = draftIsAnimated && animated
            try body()
            return
        }
        draft = state
        draftCommands = []
        draftIsAnimated = animated
        defer { draftIsAnimated = true }
        do {
            try body()
        } catch {
            draft = nil
            abandonFlowsOfDroppedChange()
            throw error
        }
        let result = workingState
        let commands = draftCommands
        draft = nil
        commit(result, cause: commands.count == 1 ? .command(commands[0]) : .commands(commands))
    }

    /// Puts a route on screen; see ``NavigationCommand/show(_:as:)``.
    ///
    /// <!-- snippet: show-route -->
    /// ```swift
    /// try root.show(NotesRoute.note(id: 7))
    /// ```
    ///
    /// - Throws: ``NavigationError/unregisteredRoute(type:)`` when no module owns the
    ///   route, ``NavigationError/accessDenied(_:)`` when it needs what nothing can grant,
    ///   or ``NavigationError/noTab`` when the app has no tab to show it in.
    public func show<R: Route>(_ route: R, as presentation: Presentation? = nil) throws(NavigationError) {
        try perform(.show(try wrap(route), as: presentation))
    }

    /// Rewrites in place the route of the screen showing the same screen as `route`; see
    /// ``NavigationCommand/update(_:)``.
    ///
    /// - Throws: ``NavigationError/unregisteredRoute(type:)`` when no module owns `R`,
    ///   ``NavigationError/noSuchScreen(_:)`` when no screen of the selected tab shows the
    ///   same screen, or ``NavigationError/accessDenied(_:)``.
    public func update<R: Route>(_ route: R) throws(NavigationError) {
        try perform(.update(try wrap(route)))
    }

    /// Opens a URL: resolves it into a whole new state and applies it in one change
    /// (``NavigationCommand/openLink(_:placement:)``).
    ///
    /// The link passes through the app's ``linkTranslation`` first, if it has one; when
    /// that asks for a lookup, the state is unchanged until the lookup answers (see
    /// ``pendingLookup``), and what became of the link is then reported as
    /// ``NavigationEvent/delivered(_:)``. A link opened while a lookup is pending cancels it.
    ///
    /// - Parameters:
    ///   - url: The link.
    ///   - placement: Where the link's screens land: ``LinkPlacement/owningTab`` (the
    ///     module's tab) for a link from outside the app, ``LinkPlacement/currentTab``
    ///     for a tap inside it.
    /// - Throws: ``NavigationError`` saying why the link was refused; the state is unchanged.
    public func open(_ url: URL, placement: LinkPlacement = .owningTab) throws(NavigationError) {
        try perform(.openLink(url.absoluteString, placement: placement))
    }

    /// Opens a link given as text, such as `recipes://settings/allergies`; see
    /// ``open(_:placement:)``.
    ///
    /// - Throws: ``NavigationError`` saying why the link was refused; the state is unchanged.
    public func open(link text: String, placement: LinkPlacement = .owningTab) throws(NavigationError) {
        try perform(.openLink(text, placement: placement))
    }

    /// Opens a path inside the app, such as `settings/allergies` or `/` for the root
    /// (``NavigationCommand/openPath(_:placement:)``). A path is the app's own: it is not
    /// rewritten. It cancels a pending lookup.
    ///
    /// - Parameters:
    ///   - text: The path, such as `settings/allergies`.
    ///   - placement: Where the path's screens land: on the tab of the module they belong
    ///     to, or on the current tab. A tap inside the app that shows another module's screen
    ///     passes ``LinkPlacement/currentTab``, to keep the user on their tab.
    /// - Throws: ``NavigationError`` saying why the path was refused; the state is unchanged.
    public func open(path text: String, placement: LinkPlacement = .owningTab) throws(NavigationError) {
        try perform(.openPath(text, placement: placement))
    }

    // MARK: The verbs' steps

    /// Changes the selected tab's state in one change; no change when the app has no tab.
    func changeCurrentTab(_ cause: NavigationChange.Cause, _ change: (inout TabState) -> Void) {
        guard let selected = workingState.selectedTab, var tab = workingState[tab: selected] else { return }
        change(&tab)
        var next = workingState
        next[tab: selected] = tab
        commit(next, cause: cause)
    }

    /// `state` with `id` selected: the tab left loses its alert and its modal layers.
    func selecting(_ id: ModuleID, in state: NavigationState) -> NavigationState {
        var next = state
        if let selected = state.selectedTab, selected != id {
            next[tab: selected]?.removeAlerts()
            next[tab: selected]?.dismissModalLayers()
        }
        next.selectedTab = id
        return next
    }

    /// The modal presentation a route gets when presented as `asked`, or the way it asks.
    func modalPresentation(of route: AnyRoute, asked presentation: Presentation?) -> Presentation {
        let asked = presentation ?? route.presentation
        let modal = asked.isModal ? asked : (registry.module(withID: route.module)?.entryPresentation ?? .sheet)
        return modal.isModal ? modal : .sheet
    }

    /// Puts a route on the selected tab as `presentation`, or the way it asks when `nil`,
    /// after its coordinator decides the destination; `flow` marks the entry as the start of
    /// an awaited flow.
    func place(
        _ route: AnyRoute, as presentation: Presentation?, awaiting flow: AwaitedFlow? = nil,
        cause: NavigationChange.Cause
    ) throws(NavigationError) {
        guard let selected = workingState.selectedTab, var tab = workingState[tab: selected] else { throw .noTab }
        let decided = destination(for: route)
        let style = decided == route ? (presentation ?? route.presentation) : decided.presentation
        var entry = NavigationEntry(route: decided, presentedAs: style)
        // No double push: a second tap, landing while the first push still plays, finds
        // the state already showing what it asks for.
        guard !tab.top.isSameScreen(as: entry) else { throw .alreadyShowing(decided) }
        tab.removeAlerts()
        if let flow { entry.awaitedFlow = flow }
        tab.stack.append(entry)
        var next = workingState
        next[tab: selected] = tab
        commit(try admit(next, from: workingState, request: "show \(decided)"), cause: cause)
    }

    /// Rewrites the route of the top-most screen of the selected tab that shows the same
    /// screen as `route`, after its coordinator decides the destination. The screen keeps
    /// its identity (``EntryID``), so it is neither built again nor animated; the change's
    /// one step is ``TransitionStep/update(tab:depth:route:)``.
    private func update(_ route: AnyRoute, cause: NavigationChange.Cause) throws(NavigationError) {
        guard let selected = workingState.selectedTab, var tab = workingState[tab: selected],
            let depth = tab.depth(showing: route, atOrBelow: tab.stack.count)
        else { throw .noSuchScreen(route.description) }
        let decided = destination(for: route)
        if depth == 0 {
            tab.root.route = decided
        } else {
            tab.stack[depth - 1].route = decided
        }
        var next = workingState
        next[tab: selected] = tab
        commit(try admit(next, from: workingState, request: "update \(decided)"), cause: cause)
    }

    /// Answers the alert on the top screen: the alert goes, then its screen's coordinator
    /// handles the action.
    private func answerAlert(with action: AlertState.Action, cause: NavigationChange.Cause) throws(NavigationError) {
        guard let tab = workingState.currentTab, let depth = tab.alertDepth,
            let owner = tab.entry(atDepth: depth), let alert = owner.alert
        else { throw .noAlert }
        guard alert.buttons.contains(where: { $0.action == action }) else {
            throw .unknownAlertAction(action, available: alert.buttons.map(\.action))
        }
        let held = heldChange(answeredBy: owner.alertBox)
        if !continuesHeldChange(answering: owner.alertBox, with: action) { changeCurrentTab(cause) { $0.removeAlerts() } }
        coordinatorBox(for: owner.route.module)?.handleAlertAction(action, alert, owner.route.base)
        if let held, action != .leaveAnyway { goesOn(with: held) }
    }

    /// Dismisses the top layer `module` opened on the selected tab.
    func dismissLayer(of module: ModuleID, cause: NavigationChange.Cause) {
        changeCurrentTab(cause) { tab in
            guard let layer = tab.stack.lastIndex(where: { $0.route.module == module && $0.presentation.isModal }) else { return }
            tab.stack.removeSubrange(layer...)
        }
    }
}
