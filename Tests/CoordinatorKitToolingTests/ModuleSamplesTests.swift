import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import CoordinatorKitTooling
import Testing

/// Sample routes: what a module that adopts `ModuleSamples` gives the tooling, and what one
/// that does not has (a rule without values is its own sample).
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

    @Test func aModuleWithoutSamplesHasOnlyItsRulesWithoutValues() throws {
        let registry = try registry(GardenModule(), AccountModule())
        #expect(try #require(registry.module(withID: "garden")).sampleRoutes == [AnyRoute(GardenRoute.shed, module: "garden")])
        #expect(GardenModule().samples == [.shed])
    }

    @Test func aRuleWithValuesAndNoSampleIsListedWithoutAnExample() throws {
        let routes = try registry(GardenModule()).routes
        #expect(routes.map(\.name) == ["shed", "bed"])
        #expect(routes.map(\.examplePath) == ["garden/shed", nil])
    }

    @Test func roundTripReportsOnlyTheRulesWithValuesThatHaveNoSample() throws {
        let registry = try registry(GardenModule())
        let problems = roundTripProblems(in: registry)
        #expect(problems.count == 1)
        #expect(problems.allSatisfy { $0.contains("bed") && $0.hasSuffix("has no sample route") })
    }
}
