import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import CoordinatorKitTooling
import Testing

/// Sample routes: a rule without values is its own sample; a module adopts `ModuleSamples`
/// for its routes with values.
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

    @Test func aModuleWithoutSamplesHasTheRoutesOfItsRulesWithoutValues() throws {
        let registry = try registry(GardenModule(), AccountModule())
        #expect(try #require(registry.module(withID: "garden")).sampleRoutes == [AnyRoute(GardenRoute.shed, module: "garden")])
        #expect(GardenModule().samples == [.shed])
    }

    @Test func aModuleWithoutSamplesListsItsRulesWithValuesWithoutExamples() throws {
        let routes = try registry(GardenModule()).routes
        let shed = try #require(routes.first { $0.name == "shed" })
        let bed = try #require(routes.first { $0.name == "bed" })
        #expect(shed.examplePath == "garden/shed")
        #expect(bed.examplePath == nil && bed.presentation == nil)
    }

    @Test func roundTripReportsOnlyTheRulesWithValuesOfAModuleWithoutSamples() throws {
        let registry = try registry(GardenModule())
        #expect(roundTripProblems(in: registry) == ["rule 'bed' (beds/{name: String}) has no sample route"])
    }
}
