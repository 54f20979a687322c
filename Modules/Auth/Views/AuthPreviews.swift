#if canImport(SwiftUI) && DEBUG
import SwiftUI

/// Receives the previews' navigation events and ignores them: a preview shows one screen.
@MainActor
private final class PreviewNavigation: AuthNavigationDelegate {
    static let shared = PreviewNavigation()
    func handle(_ event: AuthNavigationEvent) {}
}

/// Each Auth screen over a signed-out session with the sample accounts.
@MainActor
struct AuthPreviews: PreviewProvider {
    static var previews: some View {
        let module = AuthModule()
        NavigationStack {
            module.view(for: .signIn(SignInViewModel(session: AuthSession(), delegate: PreviewNavigation.shared)))
        }
        .previewDisplayName("Sign in")
        NavigationStack {
            module.view(for: .signUp(SignUpViewModel(session: AuthSession(), delegate: PreviewNavigation.shared)))
        }
        .previewDisplayName("Create account")
        NavigationStack {
            module.view(for: .forgotPassword(ForgotPasswordViewModel(
                email: "cook@example.com", delegate: PreviewNavigation.shared)))
        }
        .previewDisplayName("Reset password")
    }
}
#endif
