import CoordinatorKit
import CoordinatorKitTooling
import Testing

// The route tooling's link check, as its catalog shows it
// (CoordinatorKitTooling.docc/CoordinatorKitTooling.md): `checkLinks()` returns nothing and
// throws the first problem it finds.

/// A module that lists as a sample a route its codec prints no link for: the mistake the
/// link check finds.
enum DraftsRoute: Route {
    case list
    case draft(id: Int)

    var presentation: Presentation { .push }
}

struct DraftsModule: FeatureModule, ModuleSamples {
    var segment: String { "drafts" }
    var rootRoute: DraftsRoute { .list }
    var codec: DeepLinkCodec<DraftsRoute> {
        let list = DeepLinkRule<DraftsRoute>(.list, path: [])
        return DeepLinkCodec([list]) { route in
            switch route {
            case .list: list.link()
            case .draft: nil    // no link opens a draft
            }
        }
    }
    var sampleRoutes: [DraftsRoute] { [.list, .draft(id: 1)] }

    func makeCoordinator(navigator: Navigator<DraftsRoute>, dependencies: Dependencies) -> DraftsCoordinator {
        DraftsCoordinator()
    }
}

@MainActor
final class DraftsCoordinator: ModuleCoordinator {
    func screen(for route: DraftsRoute) -> DraftsRoute { route }
}

@MainActor
struct LinkCheckSnippetsTests {
    @Test func theLinkCheckReturnsNothingOrThrowsTheFirstProblem() throws {
        // snippet: check-links
        var registry = ModuleRegistry()
        try registry.register(NotesModule())
        try registry.checkLinks()                 // every sample reads back: it returns

        try registry.register(DraftsModule())     // lists a sample no rule prints
        #expect(throws: RegistrationError.routeReadsBackDifferently(
            route: "drafts.draft(id: 1)", link: "", reason: "no rule prints it")) {
            try registry.checkLinks()             // it throws the first problem
        }
        // end
    }
}
