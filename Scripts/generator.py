#!/usr/bin/env python3
"""Writes a feature module, or a screen of one, in the shape the module guide describes.

    Scripts/new-module NAME [--root DIR]          # Modules/NAME, Tests/NAMETests
    Scripts/new-screen MODULE NAME [--root DIR]   # one more screen in a generated module

A module is its registration (`NAMEModule.swift`: the route enum, its link rules and the
coordinator's factory), its coordinator (`NAMECoordinator.swift`: `screen(for:)`, which
builds each route's view model), one folder per screen (view model and its text) and its
SwiftUI views in `Views/` (the `NAMEViews` target; each view names the view model it draws).
`new-screen` adds a folder, a view and a test, one case at each `// new-screen:` marker
of the two generated files, and its rule to the codec's list. When DIR's Package.swift has a
`let features = [...]` list (this repository's), the module's name is added to it.

A screen whose case would be a Swift keyword (`Private` → `case private`) is written with
backticks wherever its case is a name (`` case `private` ``, `` .`private` ``); names that
would clash with what the library, Swift or the generated code already declare are refused.
"""
import argparse, os, re, sys

MARK = "// new-screen:"

MODULE = {
"Modules/__Name__/__Name__Module.swift": '''import CoordinatorKit

/// Every screen of the __Name__ module.
public enum __Name__Route: Route {
    /// The items (the tab's root).
    case list
    /// One item.
    case item(id: Int)
    // new-screen: routes
}

/// Plugs __Name__ into the app: owns `__segment__/…` links and has a tab.
public struct __Name__Module: FeatureModule {
    /// Creates the module's registration.
    public init() {}
    /// The first segment of the module's links.
    public var segment: String { "__segment__" }
    /// The module's tab.
    public var tab: TabDescriptor? { TabDescriptor(title: "__Name__", systemImage: "square.grid.2x2") }
    /// The tab's root screen.
    public var rootRoute: __Name__Route { .list }
    /// How each route reads from and prints as a link.
    public var codec: DeepLinkCodec<__Name__Route> {
        let list = DeepLinkRule<__Name__Route>(.list, path: [])
        let item = DeepLinkRule("item", path: "item" / PathParameter<Int>("id"), parse: { __Name__Route.item(id: $0) })
        // new-screen: rules
        return DeepLinkCodec([list, item]) { route in
            switch route {
            case .list: list.link()
            case .item(let id): item.link(id)
            // new-screen: links
            }
        }
    }

    /// Makes the module's coordinator.
    public func makeCoordinator(navigator: Navigator<__Name__Route>, dependencies: Dependencies) -> __Name__Coordinator {
        __Name__Coordinator(navigator: navigator)
    }
}
''',
"Modules/__Name__/__Name__Coordinator.swift": '''import CoordinatorKit

/// Decides where __Name__ goes and builds its screens.
@MainActor
public final class __Name__Coordinator: ModuleCoordinator {
    private let navigator: Navigator<__Name__Route>

    init(navigator: Navigator<__Name__Route>) {
        self.navigator = navigator
    }

    /// Builds the screen of a route: its view model with what it needs.
    public func screen(for route: __Name__Route) -> AnyObject {
        switch route {
        case .list: __Name__ListViewModel(ids: [1, 2, 3]) { [navigator] id in navigator.show(.item(id: id)) }
        case .item(let id): __Name__ItemViewModel(id: id)
        // new-screen: screen for route
        }
    }
}
''',
"Modules/__Name__/List/__Name__ListViewModel.swift": '''import Observation

/// The items, each of which opens.
@Observable @MainActor
public final class __Name__ListViewModel {
    /// The items' identifiers.
    public let ids: [Int]
    @ObservationIgnored private let select: @MainActor (Int) -> Void

    init(ids: [Int], select: @escaping @MainActor (Int) -> Void) {
        self.ids = ids
        self.select = select
    }

    /// Opens an item.
    public func open(_ id: Int) { select(id) }
}
''',
"Modules/__Name__/List/__Name__ListViewModel+Text.swift": '''import CoordinatorKitText

extension __Name__ListViewModel: ScreenTextDescribing {
    /// One line and one action per item.
    public var screenText: ScreenText {
        ScreenText(
            title: "__Name__",
            lines: ids.map { "Item \\($0)" },
            actions: ids.map { id in ScreenAction("Open item \\(id)") { self.open(id) } })
    }
}
''',
"Modules/__Name__/Item/__Name__ItemViewModel.swift": '''import Observation

/// One item.
@Observable @MainActor
public final class __Name__ItemViewModel {
    /// The item's identifier.
    public let id: Int

    init(id: Int) {
        self.id = id
    }
}
''',
"Modules/__Name__/Item/__Name__ItemViewModel+Text.swift": '''import CoordinatorKitText

extension __Name__ItemViewModel: ScreenTextDescribing {
    /// The item's title.
    public var screenText: ScreenText { ScreenText(title: "Item \\(id)") }
}
''',
"Modules/__Name__/Views/__Name__ListView.swift": '''#if canImport(SwiftUI)
import CoordinatorKitUI
import __Name__
import SwiftUI

/// The items, each a button that opens it.
struct __Name__ListView: View {
    let model: __Name__ListViewModel

    var body: some View {
        List(model.ids, id: \\.self) { id in
            Button("Item \\(id)") { model.open(id) }
        }
        .navigationTitle("__Name__")
    }
}

extension __Name__ListViewModel: ScreenViewProviding {
    /// The screen drawn by ``__Name__ListView``.
    public var screenView: some View { __Name__ListView(model: self) }
}
#endif
''',
"Modules/__Name__/Views/__Name__ItemView.swift": '''#if canImport(SwiftUI)
import CoordinatorKitUI
import __Name__
import SwiftUI

/// One item.
struct __Name__ItemView: View {
    let model: __Name__ItemViewModel

    var body: some View {
        Text("Item \\(model.id)")
            .navigationTitle("Item \\(model.id)")
    }
}

extension __Name__ItemViewModel: ScreenViewProviding {
    /// The screen drawn by ``__Name__ItemView``.
    public var screenView: some View { __Name__ItemView(model: self) }
}
#endif
''',
"Modules/__Name__/Views/__Name__Previews.swift": '''#if canImport(SwiftUI) && DEBUG
import CoordinatorKitUI
import __Name__
import SwiftUI

/// The __Name__ screens as the app shows them, built by the module's coordinator.
struct __Name__Previews: PreviewProvider {
    static var previews: some View {
        CoordinatorRootView.preview(of: [__Name__Module()], at: "__segment__").previewDisplayName("List")
        CoordinatorRootView.preview(of: [__Name__Module()], at: "__segment__/item/7").previewDisplayName("Item")
    }
}
#endif
''',
"Tests/__Name__Tests/__Name__Tests.swift": '''import CoordinatorKit
import CoordinatorKitTesting
import __Name__
import Testing

@MainActor
struct __Name__Tests {
    @Test func everyRouteRoundTrips() {
        #expect(roundTripProblems(of: __Name__Module()) == [])
    }

    @Test func theListOpensAnItemAndItsLinkPrintsBack() throws {
        let root = try RootCoordinator.testing(__Name__Module(), schemes: ["app"])
        try root.open(link: "app://__segment__")
        #expect(root.state.selectedTab == "__segment__")
        #expect(root.topScreenText?.lines == ["Item 1", "Item 2", "Item 3"])
        try root.tap("Open item 2")
        #expect(root.currentURL?.absoluteString == "app://__segment__/item/2")
        #expect(root.stackRoutes == [try root.wrap(__Name__Route.item(id: 2))])
    }

    @Test func aLinkToAnItemOpensItOverTheList() throws {
        let root = try RootCoordinator.testing(__Name__Module(), schemes: ["app"])
        try root.open(link: "app://__segment__/item/7")
        #expect(root.stackRoutes == [try root.wrap(__Name__Route.item(id: 7))])
        #expect(root.topScreenText?.title == "Item 7")
    }

    @Test func aMalformedItemLinkIsRefusedAndChangesNothing() throws {
        let root = try RootCoordinator.testing(__Name__Module(), schemes: ["app"])
        let before = root.state
        #expect(throws: NavigationError.self) { try root.open(link: "app://__segment__/item/seven") }
        #expect(root.state == before)
    }
}
''',
}

SCREEN_FILES = {
"Modules/__Name__/__Screen__/__Name____Screen__ViewModel.swift": '''import Observation

/// The __screenWords__ screen.
@Observable @MainActor
public final class __Name____Screen__ViewModel {
    init() {}
}
''',
"Modules/__Name__/__Screen__/__Name____Screen__ViewModel+Text.swift": '''import CoordinatorKitText

extension __Name____Screen__ViewModel: ScreenTextDescribing {
    /// The screen's title.
    public var screenText: ScreenText { ScreenText(title: "__Screen__") }
}
''',
"Modules/__Name__/Views/__Name____Screen__View.swift": '''#if canImport(SwiftUI)
import CoordinatorKitUI
import __Name__
import SwiftUI

/// The __screenWords__ screen.
struct __Name____Screen__View: View {
    let model: __Name____Screen__ViewModel

    var body: some View {
        Text("__Screen__")
            .navigationTitle("__Screen__")
    }
}

extension __Name____Screen__ViewModel: ScreenViewProviding {
    /// The screen drawn by ``__Name____Screen__View``.
    public var screenView: some View { __Name____Screen__View(model: self) }
}
#endif
''',
"Tests/__Name__Tests/__Screen__Tests.swift": '''import CoordinatorKit
import CoordinatorKitTesting
import __Name__
import Testing

@MainActor
struct __Screen__Tests {
    @Test func itsLinkOpensItOverTheListAndPrintsBack() throws {
        let root = try RootCoordinator.testing(__Name__Module(), schemes: ["app"])
        try root.open(link: "app://__segment__/__word__")
        #expect(root.stackRoutes == [try root.wrap(__Name__Route.__case__)])
        #expect(root.topScreenText?.title == "__Screen__")
        #expect(root.currentURL?.absoluteString == "app://__segment__/__word__")
    }
}
''',
}

# What new-screen adds at each marker: (file, marker, line).
SCREEN_CASES = [
    ("Modules/__Name__/__Name__Module.swift", "routes", "    /// The __screenWords__ screen.\n    case __case__"),
    ("Modules/__Name__/__Name__Module.swift", "rules",
     '        let __case__ = DeepLinkRule<__Name__Route>(.__case__, path: ["__word__"])'),
    ("Modules/__Name__/__Name__Module.swift", "links", "            case .__case__: __case__.link()"),
    ("Modules/__Name__/__Name__Coordinator.swift", "screen for route",
     "        case .__case__: __Name____Screen__ViewModel()"),
]

def fill(text, values):
    for key, value in values.items():
        text = text.replace(f"__{key}__", value)
    return text

def fail(message):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(1)

# Words Swift reserves (and contextual ones, harmless to escape): a screen's case that is one
# is written in backticks wherever it is a name.
KEYWORDS = set("""
    actor any as associatedtype async await borrowing break case catch class consume consuming
    continue convenience copy default defer deinit didSet do dynamic each else enum extension
    fallthrough false fileprivate final for func get guard if import in indirect infix init inout
    internal is isolated lazy let macro mutating nil nonisolated nonmutating open operator optional
    override package postfix precedencegroup prefix private protocol public repeat required
    rethrows return self set some static struct subscript super switch throw throws true try
    typealias unowned var weak where while willSet
""".split())

# Module names that would shadow a module an app or the generated code imports, or a type of
# the core the generated code names (`AnyRoute` for a module `Any`).
RESERVED_MODULES = {"Any", "Self", "Type", "Protocol", "Foundation", "Observation", "Swift", "SwiftUI",
                    "Testing", "UIKit", "XCTest"}

def check_name(name, what):
    if not re.fullmatch(r"[A-Z][A-Za-z0-9]*", name):
        fail(f"{what} '{name}' must be UpperCamelCase letters and digits, such as Notes")

def check_module_name(name):
    check_name(name, "the module's name")
    if name in RESERVED_MODULES or name.startswith("CoordinatorKit"):
        fail(f"the module's name '{name}' is taken by Swift, Apple's SDK or CoordinatorKit; choose another, such as Notes")

def swift_name(name):
    """`name` as a Swift identifier: in backticks when it is a keyword."""
    return f"`{name}`" if name in KEYWORDS else name

def write_new(root, files, values):
    paths = {fill(path, values): fill(text, values) for path, text in files.items()}
    for path in paths:
        if os.path.exists(os.path.join(root, path)):
            fail(f"{path} exists already; nothing was written")
    for path, text in paths.items():
        full = os.path.join(root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as file:
            file.write(text)
        print(f"  wrote {path}")

def add_feature(root, name):
    """Adds `name` to the `features` list of DIR's Package.swift; whether it has one."""
    manifest = os.path.join(root, "Package.swift")
    if not os.path.exists(manifest):
        return False
    text = open(manifest).read()
    match = re.search(r"let features = \[([^\]]*)\]", text)
    if not match:
        return False
    names = re.findall(r'"(\w+)"', match.group(1))
    if name not in names:
        names = sorted(names + [name])
        text = text[:match.start()] + "let features = [" + ", ".join(f'"{n}"' for n in names) + "]" + text[match.end():]
        with open(manifest, "w") as file:
            file.write(text)
        print(f"  added \"{name}\" to the features of Package.swift")
    return True

def new_module(root, name):
    check_module_name(name)
    values = {"Name": name, "segment": name.lower()}
    write_new(root, MODULE, values)
    if add_feature(root, name):
        steps = "  - register it in the app: a slot in App/RecipesApp/Composition/AppComposition.swift;"
    else:
        # An app's own package: the generator cannot know its manifest or its composition.
        steps = f"""  - declare its targets in your Package.swift: {name} (path Modules/{name}, excluding Views),
    {name}Views and {name}Tests, as CoordinatorKit's README shows under "Installing"
    (Docs/AddingAModule.md, "An app's own package", has the whole manifest);
  - register it where your app builds its root: `try registry.register({name}Module())`, as the
    README's "A whole module in 45 lines" does in makeRoot();"""
    print(f"""
{name}: a module with a list and an item screen, its views and its tests. Then:
{steps}
  - swift test --filter {name}Tests
  - Scripts/new-screen {name} NAME adds a screen.""")

def new_screen(root, name, screen):
    check_module_name(name)
    check_name(screen, "the screen's name")
    case = screen[0].lower() + screen[1:]
    if case == "route":
        fail(f"the screen's name '{screen}' would make a rule named 'route', which the codec's `route in` hides; "
             "choose another, such as RouteDetail")
    words = re.sub(r"(?<!^)([A-Z])", r" \1", screen).lower()
    values = {"Name": name, "segment": name.lower(), "Screen": screen, "case": swift_name(case),
              "word": words.replace(" ", "-"), "screenWords": words}
    edits = {}
    for path, marker, line in SCREEN_CASES:
        path = fill(path, values)
        full = os.path.join(root, path)
        if full not in edits:
            if not os.path.exists(full):
                fail(f"{path} is missing: new-screen adds screens to modules new-module wrote")
            edits[full] = open(full).read()
        text = edits[full]
        found = re.search(rf"^([ \t]*){re.escape(MARK)} {re.escape(marker)}$", text, re.MULTILINE)
        if not found:
            fail(f"{path} has no '{MARK} {marker}' line; nothing was written")
        if re.search(rf"\bcase `?{re.escape(case)}`?(?![\w`])", text) and marker == "routes":
            fail(f"{path} has a case '{case}' already; nothing was written")
        edits[full] = text[:found.start()] + fill(line, values) + "\n" + text[found.start():]
    # The rule joins the codec's list, on its line while it stays short.
    module = os.path.join(root, fill("Modules/__Name__/__Name__Module.swift", values))
    listed = re.search(r"^([ \t]*)return DeepLinkCodec\(\[[^\]]*?([^\n\]]*)\]\) \{ route in$", edits[module], re.MULTILINE)
    if not listed:
        fail(f"{os.path.relpath(module, root)} has no 'return DeepLinkCodec([...]) {{ route in' line; nothing was written")
    last_line = listed.group(0).split("\n")[-1]
    wrap = len(last_line) + len(values["case"]) + 2 > 120
    joined = f",\n{listed.group(1)}    {values['case']}" if wrap else f", {values['case']}"
    edits[module] = edits[module][:listed.end(2)] + joined + edits[module][listed.end(2):]
    write_new(root, SCREEN_FILES, values)
    for full, text in edits.items():
        with open(full, "w") as file:
            file.write(text)
        print(f"  added the {screen} cases to {os.path.relpath(full, root)}")
    print(f"""
{screen}: a route without values, `.{values['case']}`, opened by the fixed word `{name.lower()}/{values['word']}`.
To give it values, edit its case, its rule and its printing case in Modules/{name}/{name}Module.swift
(Docs/AddingAModule.md, "Screens that new-screen adds").
Then: swift test --filter {name}Tests""")

def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=["module", "screen"])
    parser.add_argument("names", nargs="+")
    parser.add_argument("--root", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    arguments = parser.parse_args()
    root = os.path.abspath(arguments.root)
    if arguments.command == "module" and len(arguments.names) == 1:
        new_module(root, arguments.names[0])
    elif arguments.command == "screen" and len(arguments.names) == 2:
        new_screen(root, *arguments.names)
    else:
        fail("usage: new-module NAME | new-screen MODULE NAME")

main()
