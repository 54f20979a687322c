import CoordinatorKit
import Foundation
import RecipesApp
import Testing

/// Links from other apps, web pages, QR codes and push payloads, against the demo app:
/// each is rejected with a typed error and the state unchanged, or, where legitimately
/// accepted, its printed link reopened from the launch state rebuilds the same state.
@MainActor
struct HostileLinkTests {
    /// Links the app accepts, the starting points for the variations below.
    nonisolated static let accepted = [
        "recipes://recipes", "recipes://recipes/42", "recipes://recipes/42/paywall", "recipes://recipes/search?q=soup",
        "recipes://recipes?category=dessert", "recipes://settings/allergies", "recipes://settings/profile",
        "recipes://auth/signin", "recipes://profile/edit", "recipes://products",
        "recipes://products/product?id=\(productID)&count=5", "recipes://product?id=\(productID)",
        "recipes://products/promo/SPRING", "recipes://recipes/42/settings/allergies",
        "https://recipes.example.com/settings/allergies",
        "recipes://recipes/settings/~/profile", "recipes://~/settings/allergies",
        "https://share.recipes.example/recipes/15", "recipes://recipes/15?category=soup",
    ]

    /// Each accepted link, varied the ways other code writes links: case, slashes, fragments,
    /// repeated keys, extra items.
    nonisolated static let variations: [String] = accepted.flatMap { link -> [String] in
        let separator = link.contains("?") ? "&" : "?"
        return [
            link, link.uppercased(), link + "/", link + "//", link + "#top", link + "#/recipes/recipes",
            link + separator + "q=a&q=b", link + separator + "utm_source=%F0%9F%8D%85",
            link.replacingOccurrences(of: "://", with: ":///"),
            link.replacingOccurrences(of: "recipes://", with: "RECIPES://"),
        ]
    }

    /// Hostile links: size, depth, bytes, encodings, schemes, hosts, values.
    nonisolated static let hostile: [String] = {
        var links: [String] = []
        // Huge and deep.
        links.append("recipes://recipes/search?q=" + String(repeating: "a", count: 3000))
        links.append("recipes://recipes/search?q=" + String(repeating: "%22", count: 300))
        links.append("recipes://recipes/search?q=" + String(repeating: "\"", count: 685))
        links.append("recipes://recipes" + String(repeating: "/1", count: 40))
        links.append("recipes://recipes" + String(repeating: "/1", count: 25))
        links.append("recipes://product" + String(repeating: "/product", count: 31) + "?id=\(productID)")
        links.append("recipes://recipes/" + String(repeating: "9", count: 200))
        links.append("recipes://recipes/search?" + (0..<20).map { "k\($0)=v" }.joined(separator: "&"))
        links.append("recipes://recipes" + String(repeating: "/", count: 2000))
        links.append("recipes://auth" + String(repeating: "/signin", count: 10))
        // Control characters and bytes.
        for byte in ["%00", "%01", "%0A", "%0D", "%09", "%1F", "%7F", "\u{0}", "\t", "\n", " ", "\u{7F}"] {
            links.append("recipes://recipes/search?q=a\(byte)b")
            links.append("recipes://settings/\(byte)allergies")
        }
        // Invalid and overlong encodings.
        for escape in ["%", "%4", "%G1", "%zz", "%C0%AF", "%E0%80%AF", "%F0%80%80%AF", "%ED%A0%80", "%FF", "%C3", "%%41"] {
            links.append("recipes://recipes/search?q=\(escape)")
            links.append("recipes://recipes/\(escape)")
        }
        // Dot segments and encoded slashes.
        for path in ["recipes/.", "recipes/..", "recipes/../settings", "./recipes", "recipes/%2E%2E", "recipes/42%2Fpaywall",
            "recipes/search%3Fq=soup", "settings/allergies%00", "settings/%61llergies"]
        {
            links.append("recipes://\(path)")
        }
        // Foreign schemes.
        for scheme in ["http", "javascript", "file", "data", "ftp", "recipe", "recipes2", "RECIPES+x", "intent", "mailto", "1recipes", ""] {
            links.append("\(scheme)://recipes/42")
        }
        links.append("javascript:alert(1)")
        links.append("recipes:recipes/42")
        links.append("//recipes/42")
        // Lookalike, userinfo and port hosts.
        for host in ["recipes.example.com.evil.com", "recipes-example.com", "evil.com", "xn--recipes-9za.example.com",
            "recípes.example.com", "recipes.example.com.", "user@recipes.example.com", "recipes.example.com@evil.com",
            "recipes.example.com:8443", "recipes.example.com:443", "RECIPES.EXAMPLE.COM", "recipes.example.co", "%72ecipes.example.com"]
        {
            links.append("https://\(host)/settings/allergies")
        }
        // The marker, root-level queries, the second host and slug links, misused.
        for link in ["recipes://~", "recipes://~/~/recipes", "recipes://recipes/~", "recipes://recipes/~/nothing",
            "recipes://recipes/~/~/settings", "recipes://recipes?category=pizza", "recipes://recipes?category=",
            "recipes://recipes?category=%00", "https://recipes.example.evil/recipes", "https://evilrecipes.example/r/x",
            "https://share.recipes.example:443/recipes/1", "recipes://r", "recipes://r/a/b", "recipes://~/r/shakshuka"]
        {
            links.append(link)
        }
        links.append("recipes://user@recipes/42")
        links.append("recipes://recipes:80/42")
        links.append("recipes://rеcipes/42")  // Cyrillic е
        // Injection-looking values.
        for value in ["'%20OR%201=1--", "%3Cscript%3Ealert(1)%3C/script%3E", "../../etc/passwd", "%2E%2E%2F%2E%2E%2Fetc",
            "$(rm%20-rf)", "%7B%7Bconstructor%7D%7D", "%E2%80%AE", "C++", "a%2Bb", "%26x=1"]
        {
            links.append("recipes://recipes/search?q=\(value)")
            links.append("recipes://products/promo/\(value)")
        }
        // Integer overflow and ranges.
        for number in ["9223372036854775807", "9223372036854775808", "-9223372036854775808", "-1", "0", "+5", "1e3", "0x10",
            "٤٢", "99999999999999999999999"]
        {
            links.append("recipes://recipes/\(number)")
            links.append("recipes://products/product?id=\(productID)&count=\(number)")
        }
        // Invalid UUIDs.
        for id in ["", "nope", "5EEDCA7A-0001-4000-8000", "5EEDCA7A-0001-4000-8000-00000000000G", productID + "0",
            productID.lowercased(), "{\(productID)}"]
        {
            links.append("recipes://products/product?id=\(id)")
        }
        // Repeated module segments.
        for path in ["recipes/recipes", "settings/settings", "auth/auth", "products/products", "profile/profile",
            "recipes/42/recipes", "recipes/42/settings/settings", "recipes/83//recipes", "product/product",
            "recipes/settings/recipes/settings"]
        {
            links.append("recipes://\(path)")
        }
        return links
    }()

    @Test func theSuiteHasAtLeast150Links() {
        #expect(Self.variations.count + Self.hostile.count >= 150)
    }

    @Test(arguments: variations)
    func acceptedLinkVariationRoundTripsOrIsRejectedCleanly(link: String) throws {
        try LinkInvariantTests.check(link)
    }

    @Test(arguments: hostile)
    func hostileLinkIsRejectedOrRoundTrips(link: String) throws {
        try LinkInvariantTests.check(link)
    }
}
