import CoordinatorKit
import CoordinatorKitTesting
import Testing

@MainActor
struct SmokeTests {
    @Test func smoke() throws {
        let root = try makeRoot()
        try root.handle(link: "app://library/42/chapters/3")
        print(root.state.currentTab as Any, root.currentURL as Any)
        try root.handle(link: "app://library/42/shop/gift?id=9A1B3C4D-0000-4000-8000-00000000002A&count=5")
        print(root.visibleRoutes, root.currentURL as Any)
        try root.handle(link: "app://account/register")
        print(root.state.currentTab!.stack, root.currentURL as Any)
        try root.handle(link: "app://item?id=9A1B3C4D-0000-4000-8000-00000000002A")
        print(root.visibleRoutes, root.currentURL as Any)
        for bad in ["app://library/abc", "app://nope", "ftp://x", "https://evil.com/library", "app://shop/gift?id=not-a-uuid", "app://library/search"] {
            do { try root.handle(link: bad); print("ACCEPTED", bad) } catch { print(bad, "->", error) }
        }
        print(roundTripProblems(of: LibraryModule()), roundTripProblems(of: ShopModule()), roundTripProblems(of: AccountModule()))
    }
}
