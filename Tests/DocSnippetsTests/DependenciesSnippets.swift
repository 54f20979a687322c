import CoordinatorKit
import Testing

// The code of the dependencies section of "Defining a module" and of `DependencyKey`'s
// documentation: a key, its default, and a coordinator factory reading it.

// snippet: dependency-key
/// Where notes are kept: an interface, so the app sets a live store and tests a fake.
@MainActor protocol NoteStore: AnyObject {
    func title(of id: Int) -> String?
}

enum NoteStoreKey: DependencyKey {
    // Made on the first read of a container that has none set, then kept there.
    @MainActor static var defaultValue: any NoteStore { InMemoryNoteStore() }
}
// end

/// The default store: works without the app's configuration.
@MainActor
final class InMemoryNoteStore: NoteStore {
    var titles: [Int: String] = [:]
    init(titles: [Int: String] = [:]) { self.titles = titles }
    func title(of id: Int) -> String? { titles[id] }
}

@MainActor
struct DependenciesSnippetsTests {
    @Test func aContainerMakesTheDefaultOnceAndKeepsIt() {
        let dependencies = Dependencies()
        #expect(dependencies[NoteStoreKey.self] === dependencies[NoteStoreKey.self])
        #expect(dependencies[NoteStoreKey.self] is InMemoryNoteStore)
    }

    @Test func aValueSetByTheCompositionReplacesTheDefault() {
        // snippet: dependency-set-and-read
        let dependencies = Dependencies()
        dependencies[NoteStoreKey.self] = InMemoryNoteStore(titles: [7: "Groceries"])  // the composition, or a test

        // In a module's makeCoordinator(navigator:dependencies:): read, then hand to view models.
        let store = dependencies[NoteStoreKey.self]
        #expect(store.title(of: 7) == "Groceries")
        // end
    }
}
