import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import CoordinatorKitTooling
import Testing

/// Sample routes are opt-in: what a module that adopts `ModuleSamples` gives the tooling,
/// and what one that does not has.
struct ModuleSamplesTests {
    func registry(_ modules: any FeatureModule...) throws -> ModuleRegistry {
        var registry = ModuleRegistry()
        for module in modules {
            try registry.register(module)
        }
        return registry
    }

    @Test func anAdoptingModulesSamplesAreTaggedWithItsModuleInOrder() throws {
        let registry = try registry(AccountModule())
        let module = try #require(registry.module(withID: "account"))
        #expect(module.sampleRoutes == AccountModule().sampleRoutes.map { AnyRoute($0, module: "account") })
    }

    @Test func aModuleWithoutSamplesHasNone() throws {
        let registry = try registry(GardenModule(), AccountModule())
        #expect(try #require(registry.module(withID: "garden")).sampleRoutes.isEmpty)
        #expect(GardenModule().sampleRoutesIfAdopted.isEmpty)
    }

    @Test func aModuleWithoutSamplesIsListedWithoutExamples() throws {
        let routes = try registry(GardenModule()).routes
        #expect(!routes.isEmpty)
        #expect(routes.allSatisfy { $0.examplePath == nil && $0.presentation == nil && $0.aliases.isEmpty })
    }

    @Test func roundTripReportsEveryRuleOfAModuleWithoutSamples() throws {
        let registry = try registry(GardenModule())
        let problems = roundTripProblems(in: registry)
        #expect(problems.count == GardenModule().codec.rules.count)
        #expect(problems.allSatisfy { $0.hasSuffix("has no sample route") })
    }
}
