import CoordinatorKit

/// Auth's child coordinator: builds the flow's screens with the session and ends the flow.
///
/// Ending the flow is the root's business: after a sign-in the coordinator calls
/// ``CoordinatorKit/Navigator/finishFlow(returning:)`` with the signed-in ``User``: a
/// coordinator awaiting the sign-in flow receives it, and otherwise a guarded link waiting
/// for the sign-in resumes (exactly once) or the Auth cover is dismissed; cancelling calls
/// ``CoordinatorKit/Navigator/cancelFlow()``, which drops such a link and shows where the
/// user was.
@MainActor
public final class AuthCoordinator: ModuleCoordinator, AuthNavigationDelegate {
    private let navigator: Navigator<AuthRoute>
    private let session: AuthSession

    /// Creates the coordinator.
    ///
    /// - Parameters:
    ///   - navigator: The handle on the root coordinator.
    ///   - session: The session the screens sign in to.
    public init(navigator: Navigator<AuthRoute>, session: AuthSession) {
        self.navigator = navigator
        self.session = session
    }

    /// Builds each screen's view model with the session and this coordinator as the
    /// receiver of its navigation events.
    public func screen(for route: AuthRoute) -> AnyObject {
        switch route {
        case .signIn:
            SignInViewModel(session: session, delegate: self)
        case .signUp:
            SignUpViewModel(session: session, delegate: self)
        case .forgotPassword(let email):
            ForgotPasswordViewModel(email: email, delegate: self)
        }
    }

    /// Turns an Auth screen's event into navigation: a sign-in finishes the flow, a cancel
    /// cancels it, the other events show the next screen of the flow.
    func handle(_ event: AuthNavigationEvent) {
        switch event {
        case .signedIn:
            // One verb for both ways in: a module awaiting sign-in as a flow receives the
            // signed-in user; with no flow awaited, `finishFlow` still ends the flow, so a
            // sign-in the gate showed applies its pending link. The screens send the event
            // only once the session has its user.
            guard let user = session.user else { return }
            navigator.finishFlow(returning: user)
        case .signUpRequested:
            navigator.show(.signUp)
        case .passwordResetRequested(let email):
            navigator.show(.forgotPassword(email: email))
        case .cancelled:
            navigator.cancelFlow()
        }
    }
}
