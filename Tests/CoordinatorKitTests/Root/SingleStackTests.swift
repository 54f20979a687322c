import CoordinatorKit
import CoordinatorKitTestModules
import CoordinatorKitTesting
import CoordinatorKitTooling
import Foundation
import Testing

enum ComposeRoute: Route {
    case drafts, draft(id: Int), attachment

    var presentation: Presentation { self == .attachment ? .sheet : .push }
}

@MainActor
final class ComposeCoordinator: ModuleCoordinator {
    func screen(for route: ComposeRoute) -> StandInScreen { StandInScreen(title: "\(route)") }
}

/// A module without a tab: a compose window's screens.
struct ComposeModule: ModuleSamples {
    var segment: String { "compose" }
    var rootRoute: ComposeRoute { .drafts }
    var codec: DeepLinkCodec<ComposeRoute> {
        let drafts = DeepLinkRule<ComposeRoute>(.drafts, path: [])
        let draft = DeepLinkRule("draft", path: PathParameter<Int>("id"), parse: { ComposeRoute.draft(id: $0) })
        let attachment = DeepLinkRule<ComposeRoute>(.attachment, path: ["attachment"])
        return DeepLinkCodec([drafts, draft, attachment]) { route in
            switch route {
            case .drafts: drafts.link()
            case .draft(let id): draft.link(id)
            case .attachment: attachment.link()
            }
        }
    }
    var sampleRoutes: [ComposeRoute] { [.drafts, .draft(id: 3), .attachment] }
    func makeCoordinator(navigator: Navigator<ComposeRoute>, dependencies: Dependencies) -> ComposeCoordinator {
        ComposeCoordinator()
    }
}

private func compose(_ route: ComposeRoute) -> AnyRoute { AnyRoute(route, module: "compose") }

/// A root with no tab module shows its first module's root and stack: a compose window, an
/// app of one family of screens.
@MainActor
struct SingleStackTests {
    private func makeStackRoot() throws -> RootCoordinator {
        try RootCoordinator.testing(ComposeModule(), AccountModule(), schemes: ["app"])
    }

    @Test func aRootWithoutTabModulesShowsItsFirstModulesRoot() throws {
        let root = try makeStackRoot()
        #expect(root.state.tabIDs == ["compose"])
        #expect(root.state.selectedTab == "compose")
        #expect(root.state.currentTab?.root.route == compose(.drafts))
    }

    @Test func everyLinkOfItsModuleOpensInTheStack() throws {
        let root = try makeStackRoot()
        for route in ComposeModule().sampleRoutes.map(compose) {
            let path = try #require(root.registry.linkPath(for: route))
            try root.open(link: "app://\(path)")
            let expected = route == compose(.drafts) ? [] : [route]
            #expect(root.stackRoutes == expected, "\(path)")
            #expect(root.state.currentTab?.stack.map(\.presentation) == expected.map(\.presentation))
            #expect(root.currentURL?.absoluteString == "app://\(path)")
        }
        try root.open(link: "app://compose/3/account/register")
        #expect(root.stackRoutes == [compose(.draft(id: 3)), account(.register)])
        #expect(root.state.currentTab?.stack.last?.presentation == .fullScreenCover)
    }

    @Test func actionsAndPresentationsWorkAsInATab() throws {
        let root = try makeStackRoot()
        try root.show(ComposeRoute.draft(id: 1))
        try root.show(ComposeRoute.attachment)
        #expect(root.state.currentTab?.layers.count == 2)
        try root.perform(.dismiss)
        #expect(root.stackRoutes == [compose(.draft(id: 1))])
        try root.perform(.goBack)
        #expect(root.stackRoutes == [])
    }

    @Test func itsStateIsSavedAndRestored() throws {
        let root = try makeStackRoot()
        try root.open(link: "app://compose/3/attachment")
        let other = try makeStackRoot()
        #expect(try other.restoreState(from: root.saveState()) == .restored)
        #expect(other.state == root.state)
    }

    @Test func aRootWithoutModulesStillHasNoTab() throws {
        let root = RootCoordinator(registry: ModuleRegistry(), configuration: DeepLinkConfiguration(schemes: ["app"]))
        #expect(root.state.tabs.isEmpty)
        #expect(throws: NavigationError.noTab) { try root.open(link: "app://") }
    }
}
