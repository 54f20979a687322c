import CoordinatorKit
import CoordinatorKitRendering
import CoordinatorKitTestModules
import CoordinatorKitTesting
import Foundation
import Testing

/// A web link whose scheme or host is not the app's goes to the system (the browser); every
/// other refusal stays the app's, a link on its own host that no module reads included: the
/// system would hand it back as the app's universal link.
@MainActor
struct LeavingLinksToTheSystemTests {
    func refusal(of link: String) throws -> (URL, NavigationError) {
        let root = try RootCoordinator.testing(
            LibraryModule(), ShopModule(), AccountModule(), schemes: ["app"], hosts: ["app.example"])
        let url = try #require(URL(string: link))
        do {
            try root.open(url)
        } catch {
            return (url, error)
        }
        Issue.record("\(link) was opened")
        return (url, .noTab)
    }

    @Test(arguments: ["https://elsewhere.example/library/1", "HTTP://app.example/news", "http://elsewhere.example/blog"])
    func aWebLinkOnAnotherSchemeOrHostIsTheSystems(_ link: String) throws {
        let (url, error) = try refusal(of: link)
        #expect(error.leavesToTheSystem(url))
    }

    @Test(arguments: [
        "https://app.example/library/x", "app://blog", "app://library/1/nowhere", "https://app.example/library/1/nowhere",
        "https://app.example/blog/2024",
    ])
    func aLinkTheAppReadsOrItsOwnSchemeStaysRefused(_ link: String) throws {
        let (url, error) = try refusal(of: link)
        #expect(!error.leavesToTheSystem(url))
    }
}
