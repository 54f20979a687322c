import CoordinatorKit
import Observation

/// Asks for a password-reset link, then confirms it was sent.
///
/// The confirmation is the same whether or not an account has the address, so the screen
/// never tells a stranger who has an account.
@Observable
@MainActor
public final class ForgotPasswordViewModel: ScreenModel {
    /// The address the link goes to; starts as the one typed on the sign-in screen.
    public var email: String
    /// Whether the link was sent.
    public private(set) var isSent = false
    /// Why the address was refused, or `nil`.
    public private(set) var errorMessage: String?
    @ObservationIgnored private weak var delegate: (any AuthNavigationDelegate)?

    /// Creates the screen.
    ///
    /// - Parameters:
    ///   - email: The address typed so far.
    ///   - delegate: Receives the way out of the flow.
    public init(email: String, delegate: any AuthNavigationDelegate) {
        self.email = email
        self.delegate = delegate
    }

    /// Sends the reset link to ``email`` if it looks like an address.
    public func submit() {
        guard AuthSession.isPlausibleEmail(email) else {
            errorMessage = "Enter the email address of your account."
            return
        }
        errorMessage = nil
        isSent = true
    }

    /// Leaves the Auth flow.
    public func close() {
        delegate?.handle(.cancelled)
    }

    public var title: String { isSent ? "Check your inbox" : "Reset password" }

    public var content: [String] {
        if isSent {
            return ["If an account uses \(email), a reset link is on its way."]
        }
        return ["Email: \(email.isEmpty ? "(empty)" : email)"] + (errorMessage.map { ["Error: \($0)"] } ?? [])
    }

    // Each action holds the model strongly: a front end may keep the actions it listed
    // and drop the model, and a tap must still reach it.
    public var actions: [ScreenAction] {
        (isSent ? [] : [ScreenAction("Send reset link") { self.submit() }])
            + [ScreenAction("Close") { self.close() }]
    }
}
