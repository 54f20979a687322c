import CoordinatorKit
import SharedModels

/// Settings' child coordinator: turns the events of Settings' screens into navigation and
/// builds each screen's view model with its dependencies.
///
/// Dependencies are read from the container each time a screen is built, so values the
/// composition sets after launch (such as ``AccountActions`` once Auth is wired) are seen.
@MainActor
public final class SettingsCoordinator: ModuleCoordinator {
    private let navigator: Navigator<SettingsRoute>
    private let dependencies: Dependencies

    init(navigator: Navigator<SettingsRoute>, dependencies: Dependencies) {
        self.navigator = navigator
        self.dependencies = dependencies
    }

    private var account: AccountActions { dependencies[AccountActionsKey.self] }

    /// Builds each screen's view model with its store or the account actions, and this
    /// coordinator as the receiver of its navigation events.
    public func screen(for route: SettingsRoute) -> AnyObject {
        switch route {
        case .main:
            SettingsMainViewModel(account: account, navigation: self)
        case .allergies:
            AllergiesViewModel(store: dependencies[AllergyStoreKey.self], navigation: self)
        case .profileSettings:
            ProfileSettingsViewModel(store: dependencies[PreferencesStoreKey.self])
        case .notifications:
            NotificationSettingsViewModel(store: dependencies[PreferencesStoreKey.self])
        case .allergyPicker:
            AllergyPickerViewModel(
                initialSelection: dependencies[AllergyStoreKey.self].avoidedAllergens, navigation: self)
        }
    }

    /// The Settings tab's badge: how many allergens the user avoids, read from the store,
    /// so it follows every change made in any window.
    public var tabBadge: TabBadge? {
        .count(dependencies[AllergyStoreKey.self].avoidedAllergens.count)
    }

    /// Signs out when the sign-out dialog is confirmed, then lets the root leave every
    /// screen that needed the user signed in, in every window of the app, at once: an
    /// account reset plays without animation, here and in the other windows.
    public func handleAlertAction(_ action: SettingsAlert.Action, of alert: SettingsAlert, shownBy route: SettingsRoute) {
        switch (alert, action) {
        case (.signOut, .signOut):
            account.signOut()
            navigator.performAsOneChange(animated: false) { navigator.accessDidChange() }
        }
    }
}

extension SettingsCoordinator {
    /// Pushes the allergy picker as a flow of this module and saves its answer: a result
    /// from a pushed screen, carried back as it pops. Back (button or swipe) ends it as
    /// dismissed and changes nothing.
    private func pickAllergiesToSave() {
        let store = dependencies[AllergyStoreKey.self]
        navigator.show(.allergyPicker, as: .push, expecting: Set<Allergen>.self) { outcome in
            guard case .success(let picked) = outcome else { return }
            for allergen in picked.symmetricDifference(store.avoidedAllergens) {
                store.setAllergen(allergen, isAvoided: picked.contains(allergen))
            }
        }
    }
}

extension SettingsCoordinator: SettingsNavigationDelegate {
    func handle(_ event: SettingsNavigationEvent) {
        switch event {
        case .allergiesRequested:
            navigator.show(.allergies)
        case .profileSettingsRequested:
            navigator.show(.profileSettings)
        case .notificationsRequested:
            navigator.show(.notifications)
        case .signOutRequested:
            navigator.showAlert(SignOutDialog.alert)
        case .signInRequested:
            // Signing in belongs to another module, reached only by the path the composition
            // provides. The entry is offered only when that path is set; a path the app cannot
            // open is a composition defect that the app's link check reports, so it is not
            // surfaced again here.
            guard let path = account.signInPath else { return }
            navigator.open(path: path)
        case .allergyPickerRequested:
            pickAllergiesToSave()
        case .allergiesPicked(let allergens):
            // The picker answers whoever awaits it, through the root, as the flow SharedModels
            // offers: a `Set<Allergen>`, which the awaiting module opened it for.
            navigator.finishFlow(.allergyPicker, returning: allergens)
        case .allergyPickerCancelled:
            navigator.cancelFlow()
        }
    }
}
