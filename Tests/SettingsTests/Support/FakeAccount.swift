import CoordinatorKit
import CoordinatorKitTesting

@testable import Settings

/// An account whose session is the test gate's `signedIn` grant, the way the app's
/// composition wires Settings to Auth's session.
@MainActor
final class FakeAccount {
    let gate: TestAccessGate
    private(set) var signOutCount = 0

    init(isSignedIn: Bool) {
        gate = TestAccessGate(
            granted: isSignedIn ? [.signedIn] : [],
            grantingRoutes: [.signedIn: StandInModule.auth.route("signIn")])
    }

    func actions(signInPath: String? = "auth/signin") -> AccountActions {
        AccountActions(
            isSignedIn: { self.gate.isGranted(.signedIn) },
            signOut: {
                self.signOutCount += 1
                self.gate.granted.remove(.signedIn)
            },
            signInPath: signInPath)
    }
}
