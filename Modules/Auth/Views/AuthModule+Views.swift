#if canImport(SwiftUI)
import Auth
import CoordinatorKitUI
import SwiftUI

extension AuthModule: ModuleViews {
    /// The view of each Auth screen: the module's one place from screen to view.
    @MainActor @ViewBuilder
    public func view(for screen: AuthScreen) -> some View {
        switch screen {
        case .signIn(let model): SignInView(model: model)
        case .signUp(let model): SignUpView(model: model)
        case .forgotPassword(let model): ForgotPasswordView(model: model)
        }
    }
}
#endif
