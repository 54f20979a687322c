import CoordinatorKit
import CoordinatorKitTesting
import Testing

// A query on a module's own segment (`notes?tag=work`), as the module guide shows it
// (CoordinatorKit.docc/DefiningAModule.md, Docs/AddingAModule.md): a root-level query rule,
// whose route is pushed over the module's root screen, or set as the root in place.

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
        TaggedNotesCoordinator(navigator: navigator)
    }
}

// snippet: root-in-place-from-the-app
@MainActor
final class TaggedNotesCoordinator: ModuleCoordinator {
    private let navigator: Navigator<TaggedNotesRoute>
    init(navigator: Navigator<TaggedNotesRoute>) { self.navigator = navigator }

    func screen(for route: TaggedNotesRoute) -> TaggedNotesRoute { route }

    /// The user picked a tag (one of the app's own, a plain word) on the list: the route's
    /// link, opened from inside the app, sets the home tab's root in place as it does from
    /// outside, and prints back the same.
    func tagPicked(_ tag: String) {
        navigator.open(path: "notes?tag=\(tag)")
    }
}
// end

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

extension TaggedNotesRoute {
    /// `notes`, `notes?tag={tag}` with the tag set in place: the tab's root is the filtered list.
    static var inPlaceCodec: DeepLinkCodec<TaggedNotesRoute> {
        let list = DeepLinkRule<TaggedNotesRoute>(.list, path: [])
        // snippet: query-on-own-segment-in-place
        let tagged = DeepLinkRule("tagged", path: "" & QueryParameter<String>("tag"), parse: { TaggedNotesRoute.tagged($0) })
            .inPlaceOfRoot()    // the tab's root, not a screen pushed over it
        // end
        return DeepLinkCodec([list, tagged]) { route in
            switch route {
            case .list: list.link()
            case .tagged(let tag): tagged.link(tag)
            }
        }
    }
}

struct InPlaceNotesModule: FeatureModule {
    var segment: String { "notes" }
    var tab: TabDescriptor? { TabDescriptor(title: "Notes", systemImage: "note.text") }
    var rootRoute: TaggedNotesRoute { .list }
    var codec: DeepLinkCodec<TaggedNotesRoute> { TaggedNotesRoute.inPlaceCodec }

    func makeCoordinator(navigator: Navigator<TaggedNotesRoute>, dependencies: Dependencies) -> TaggedNotesCoordinator {
        TaggedNotesCoordinator(navigator: navigator)
    }
}

@MainActor
struct QueryInPlaceOfRootSnippetsTests {
    @Test func theAppChangesTheHomeTabsRootInPlaceByTheRoutesPath() throws {
        let root = try RootCoordinator.testing(InPlaceNotesModule(), schemes: ["notes"])
        try root.open(link: "notes://notes")
        let coordinator = try #require(root.coordinator(of: TaggedNotesCoordinator.self, for: "notes"))
        // snippet: root-in-place-from-the-app-test
        coordinator.tagPicked("home")
        #expect(root.state.currentTab?.root.route == (try root.wrap(TaggedNotesRoute.tagged("home"))))
        #expect(root.stackRoutes.isEmpty)                  // set in place: nothing pushed
        #expect(root.currentURL?.absoluteString == "notes://notes?tag=home")
        // end
    }

    @Test func aQueryOnTheModulesOwnSegmentSetsTheRootInPlace() throws {
        let root = try RootCoordinator.testing(InPlaceNotesModule(), schemes: ["notes"])
        // snippet: query-on-own-segment-in-place-link
        try root.open(link: "notes://notes?tag=work")
        // The filtered list is the tab's root; nothing is pushed.
        #expect(root.state.currentTab?.root.route == (try root.wrap(TaggedNotesRoute.tagged("work"))))
        #expect(root.stackRoutes.isEmpty)
        #expect(root.currentURL?.absoluteString == "notes://notes?tag=work")

        try root.open(link: "notes://notes")          // the segment alone: the list is the root again
        #expect(root.state.currentTab?.root.route == (try root.wrap(TaggedNotesRoute.list)))
        // end
    }
}
