import CoordinatorKit
import CoordinatorKitTesting
import Testing

// A query on a module's own segment (`notes?tag=work`), as the module guide shows it
// (CoordinatorKit.docc/DefiningAModule.md, Docs/AddingAModule.md): a root-level query rule,
// whose route is pushed over the module's root screen.

// snippet: query-on-own-segment
enum TaggedNotesRoute: Route {
    case list
    case tagged(String)    // the list filtered by a tag

    var presentation: Presentation { .push }
}

extension TaggedNotesRoute {
    /// `notes`, `notes?tag={tag}`.
    static var codec: DeepLinkCodec<TaggedNotesRoute> {
        let list = DeepLinkRule<TaggedNotesRoute>(.list, path: [])
        // No path word, a required query item: a query on the module's own segment.
        let tagged = DeepLinkRule("tagged", path: "" & QueryParameter<String>("tag"), parse: { TaggedNotesRoute.tagged($0) })
        return DeepLinkCodec([list, tagged]) { route in
            switch route {
            case .list: list.link()
            case .tagged(let tag): tagged.link(tag)
            }
        }
    }
}
// end

struct TaggedNotesModule: FeatureModule {
    var segment: String { "notes" }
    var tab: TabDescriptor? { TabDescriptor(title: "Notes", systemImage: "note.text") }
    var rootRoute: TaggedNotesRoute { .list }
    var codec: DeepLinkCodec<TaggedNotesRoute> { TaggedNotesRoute.codec }

    func makeCoordinator(navigator: Navigator<TaggedNotesRoute>, dependencies: Dependencies) -> TaggedNotesCoordinator {
        TaggedNotesCoordinator()
    }
}

@MainActor
final class TaggedNotesCoordinator: ModuleCoordinator {
    func screen(for route: TaggedNotesRoute) -> TaggedNotesRoute { route }
}

@MainActor
struct QueryOnOwnSegmentSnippetsTests {
    @Test func aQueryOnTheModulesOwnSegmentPushesItsRouteOverTheRoot() throws {
        let root = try RootCoordinator.testing(TaggedNotesModule(), schemes: ["notes"])
        // snippet: query-on-own-segment-link
        try root.open(link: "notes://notes?tag=work")
        // The list stays the tab's root; the filtered list is pushed over it.
        #expect(root.state.currentTab?.root.route == (try root.wrap(TaggedNotesRoute.list)))
        #expect(root.stackRoutes == [try root.wrap(TaggedNotesRoute.tagged("work"))])
        #expect(root.currentURL?.absoluteString == "notes://notes?tag=work")

        try root.open(link: "notes://notes")          // the segment alone: the list, nothing pushed
        #expect(root.stackRoutes.isEmpty)
        // end
    }
}
