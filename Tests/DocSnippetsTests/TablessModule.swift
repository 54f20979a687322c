import CoordinatorKit
import CoordinatorKitTesting
import Testing

// The code of "Defining a module"'s section on modules without a tab: a module whose
// screens a link pushes on whichever tab is selected.

// snippet: tabless-module
enum AboutRoute: Route {
    case about, licences, feedback

    var presentation: Presentation { self == .feedback ? .sheet : .push }
}

struct AboutModule: FeatureModule {
    var segment: String { "about" }
    // No `tab`. A link's first About route that asks for a push gets this presentation:
    // pushed on the selected tab, over what the user was looking at.
    var entryPresentation: Presentation { .push }
    var rootRoute: AboutRoute { .about }
    var codec: DeepLinkCodec<AboutRoute> {
        DeepLinkCodec([
            DeepLinkRule(.about, path: []), DeepLinkRule(.licences, path: ["licences"]),
            DeepLinkRule(.feedback, path: ["feedback"]),
        ])
    }
    func makeCoordinator(navigator: Navigator<AboutRoute>, dependencies: Dependencies) -> AboutCoordinator {
        AboutCoordinator()
    }
}
// end

@MainActor
final class AboutCoordinator: ModuleCoordinator {
    func screen(for route: AboutRoute) -> AboutRoute { route }
}

@MainActor
struct TablessModuleTests {
    @Test func aTablessModulesLinkFollowsItsEntryPresentation() throws {
        let root = try RootCoordinator.testing(NotesModule(), AboutModule(), schemes: ["notes"])
        // snippet: tabless-link
        try root.open(link: "notes://notes/7")
        try root.open(link: "notes://about/licences")    // pushed on the Notes tab
        #expect(root.state.currentTab?.stack.map(\.presentation) == [.push, .push])

        try root.open(link: "notes://about/feedback")    // asks for a sheet: presented
        #expect(root.state.currentTab?.stack.last?.presentation == .sheet)
        // end
        #expect(root.state.currentTab?.root.route.description == "notes.list")
        #expect(root.stackRoutes.map(\.description) == ["notes.note(id: 7)", "about.licences", "about.feedback"])
    }

}
