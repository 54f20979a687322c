import Auth
import CoordinatorKit
import CoordinatorKitTesting
import Settings
import Testing

/// The composition code of the Auth and Settings module guides, against the real modules.
@MainActor
struct CompositionSnippetsTests {
    @Test func authsGateAndScreensShareOneSessionAndSettingsReachesIt() throws {
        var registry = ModuleRegistry()
        try registry.register(AuthModule())
        try registry.register(SettingsModule())
        let configuration = DeepLinkConfiguration(schemes: ["recipes"])
        // snippet: auth-composition
        let dependencies = Dependencies()
        let session = dependencies[AuthSessionKey.self]
        let root = RootCoordinator(registry: registry, configuration: configuration,
                                   dependencies: dependencies, gate: AuthGate(session: session))
        // end
        // snippet: settings-account-wiring
        dependencies[AccountActionsKey.self] = AccountActions(
            isSignedIn: { session.isSignedIn },
            signOut: { session.signOut() },
            signInPath: "auth/signin")
        // end
        #expect(dependencies[AuthSessionKey.self] === session)
        #expect(root.gate?.isGranted(.signedIn) == false)
        session.signIn(email: "cook@example.com", password: "password")
        #expect(root.gate?.isGranted(.signedIn) == true)
        #expect(dependencies[AccountActionsKey.self].isSignedIn())
        dependencies[AccountActionsKey.self].signOut()
        try root.perform(.accessDidChange)
        #expect(!session.isSignedIn)
        #expect(root.gate?.isGranted(.signedIn) == false)
    }
}
