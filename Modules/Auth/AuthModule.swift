import CoordinatorKit

/// Sign in, sign up and password reset, presented over whatever tab is showing.
///
/// | Link | Route |
/// |---|---|
/// | `recipes://auth` or `recipes://auth/signin` | ``AuthRoute/signIn`` |
/// | `recipes://auth/signup` | ``AuthRoute/signUp`` |
/// | `recipes://auth/forgot-password?email=a@b.c` | ``AuthRoute/forgotPassword(email:)`` |
///
/// The first route of a link opens a full-screen cover; later ones are pushed inside it
/// (`recipes://auth/signin/signup`). `email` may be left out and then means an empty field.
public struct AuthModule: FeatureModule {
    /// Creates the module's registration.
    public init() {}

    /// `auth`: the module owns links that start with it.
    public var segment: String { "auth" }

    /// The screen a link naming only the module opens.
    public var rootRoute: AuthRoute { .signIn }

    /// Signing in covers the whole screen: nothing else may be used until the flow ends.
    public var entryPresentation: Presentation { .fullScreenCover }

    /// The module's link grammar, both ways.
    public var codec: DeepLinkCodec<AuthRoute> {
        let signIn = DeepLinkRule<AuthRoute>(.signIn, path: ["signin"])
        let signUp = DeepLinkRule<AuthRoute>(.signUp, path: ["signup"])
        let forgotPassword = DeepLinkRule(
            "forgotPassword", path: "forgot-password" & QueryParameter<String?>("email"),
            parse: { email in AuthRoute.forgotPassword(email: email ?? "") })
        return DeepLinkCodec([signIn, signUp, forgotPassword]) { route in
            switch route {
            case .signIn: signIn.link()
            case .signUp: signUp.link()
            // An empty field prints no item.
            case .forgotPassword(let email): forgotPassword.link(email.isEmpty ? nil : email)
            }
        }
    }

    /// Makes the module's coordinator with its dependencies from the container.
    public func makeCoordinator(navigator: Navigator<AuthRoute>, dependencies: Dependencies) -> AuthCoordinator {
        AuthCoordinator(navigator: navigator, session: dependencies[AuthSessionKey.self])
    }
}
