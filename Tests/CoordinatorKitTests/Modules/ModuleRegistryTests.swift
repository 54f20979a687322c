import CoordinatorKit
import CoordinatorKitTestModules
import Testing

struct ModuleRegistryTests {
    struct Impostor: FeatureModule {
        var segment: String { "library" }
        var id: ModuleID { "impostor" }
        var rootRoute: AccountRoute { .signIn }
        var codec: DeepLinkCodec<AccountRoute> { DeepLinkCodec([]) }
        func makeCoordinator(navigator: Navigator<AccountRoute>, dependencies: Dependencies) -> AccountCoordinator {
            AccountCoordinator(navigator: navigator)
        }
    }

    @Test func twoModulesCannotClaimOneSegment() throws {
        var registry = ModuleRegistry()
        try registry.register(LibraryModule())
        #expect(throws: RegistrationError.duplicateSegment("library", claimedBy: "library", rejected: "impostor")) {
            try registry.register(Impostor())
        }
        #expect(registry.modules.map(\.id) == ["library"])
    }

    @Test func aliasesAreClaimedLikeSegments() throws {
        var registry = ModuleRegistry()
        try registry.register(ShopModule())
        #expect(registry.segments == ["item", "shop"])
    }

    @Test func registeringAModuleTwiceFails() throws {
        var registry = ModuleRegistry()
        try registry.register(LibraryModule())
        #expect(throws: RegistrationError.duplicateModuleID("library")) {
            try registry.register(LibraryModule())
        }
    }

    @Test func registrationErrorsExplainThemselves() {
        let error = RegistrationError.duplicateSegment("library", claimedBy: "library", rejected: "impostor")
        #expect(error.description.contains("already owned by module 'library'"))
    }
}
