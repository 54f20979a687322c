import CoordinatorKit

/// Profile's child coordinator: turns the events of Profile's screens into navigation,
/// decides where order links land, and builds each screen's view model with its
/// dependencies.
@MainActor
public final class ProfileCoordinator: ModuleCoordinator {
    private let navigator: Navigator<ProfileRoute>
    private let dependencies: Dependencies
    /// The edit form on screen, told when the user discards its edits and it stays (a tab switch).
    private weak var editForm: ProfileEditViewModel?

    init(navigator: Navigator<ProfileRoute>, dependencies: Dependencies) {
        self.navigator = navigator
        self.dependencies = dependencies
    }

    private var repository: any ProfileRepository { dependencies[ProfileRepositoryKey.self] }

    /// An order the user does not have becomes the list of their orders: a stale link from
    /// an old notification still lands somewhere useful instead of on an empty screen.
    public func destination(for route: ProfileRoute) -> ProfileRoute {
        if case .order(let id) = route, repository.order(id: id) == nil {
            return .orders
        }
        return route
    }

    /// Builds each screen's view model with the repository and this coordinator as the
    /// receiver of its navigation events.
    public func screen(for route: ProfileRoute) -> AnyObject {
        switch route {
        case .overview:
            ProfileOverviewViewModel(repository: repository, navigation: self)
        case .edit:
            editForm(ProfileEditViewModel(repository: repository, navigation: self))
        case .orders:
            OrdersViewModel(repository: repository, navigation: self)
        case .order(let id):
            OrderDetailViewModel(orderID: id, repository: repository)
        }
    }
}

extension ProfileCoordinator: ProfileNavigationDelegate {
    func handle(_ event: ProfileNavigationEvent) {
        switch event {
        case .editRequested:
            navigator.show(.edit)
        case .ordersRequested:
            navigator.show(.orders)
        case .orderSelected(let id):
            navigator.show(.order(id: id))
        case .editsChanged(let hasEdits):
            navigator.perform(.askBeforeLeaving(hasEdits))
        case .profileSaved:
            // Saved: nothing is lost, so the form leaves without asking, in one change.
            navigator.performAsOneChange {
                navigator.perform(.askBeforeLeaving(false))
                navigator.pop()
            }
        case .editingCancelled:
            navigator.pop()
        }
    }

    private func editForm(_ form: ProfileEditViewModel) -> ProfileEditViewModel {
        editForm = form
        return form
    }

    /// "Discard" answered: a form that stays (behind another tab) drops its edits too.
    public func handleAlertAction(_ action: ProfileAlert.Action, of alert: ProfileAlert, shownBy route: ProfileRoute) {
        switch (alert, action) {
        case (.discardEdits, .leaveAnyway): editForm?.discardEdits()
        }
    }

    /// The edit form with edits asks before any way out: a back, a tab, a link, a sign-out.
    public func leaving(_ route: ProfileRoute, by cause: NavigationChange.Cause) -> LeaveAnswer {
        route == .edit ? .ask(DiscardEditsAlert.alert) : .go
    }
}
