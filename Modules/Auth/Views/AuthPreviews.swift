#if canImport(SwiftUI) && DEBUG
import Auth
import CoordinatorKitUI
import SwiftUI

/// Each Auth screen over a signed-out session with the sample accounts, built by the
/// module's coordinator as in the app.
@MainActor
struct AuthPreviews: PreviewProvider {
    static var previews: some View {
        CoordinatorRootView.preview(of: [AuthModule()], at: "auth/signin").previewDisplayName("Sign in")
        CoordinatorRootView.preview(of: [AuthModule()], at: "auth/signup").previewDisplayName("Create account")
        CoordinatorRootView.preview(of: [AuthModule()], at: "auth/forgot-password?email=cook@example.com")
            .previewDisplayName("Reset password")
    }
}
#endif
