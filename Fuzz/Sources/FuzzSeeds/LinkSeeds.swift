import CoordinatorKit
import CoordinatorKitTooling

/// The links target's seeds: every route's example link and alias from the app's own route
/// table, in each way of writing a link, and hostile links of the kinds `HostileLinkTests`
/// checks. Each seed is a selector byte (see `FuzzLinks`) and the link's text.
@MainActor
enum LinkSeeds {
    static let productID = "5EEDCA7A-0001-4000-8000-000000000001"

    /// Links that cross modules or stop at a guard; the route table has one route each.
    static let composed = [
        "recipes://recipes/42/settings/allergies", "recipes://recipes/42/paywall", "recipes://profile/orders/17",
        "recipes://recipes/12/settings/allergies/pick", "recipes://settings/allergies/pick",
        "recipes://auth/forgot-password?email=a@b.c", "recipes:///", "https://recipes.example.com/settings/allergies",
        "recipes://recipes/search?q=C++", "recipes://recipes/category/dessert", "recipes://recipes?category=soup", "recipes://~/profile",
        "recipes://r/shakshuka", "https://share.recipes.example/r/shakshuka", "recipes://recipes?category=",
    ]

    /// Hostile links: size, depth, bytes, encodings, schemes, hosts, values.
    static let hostile: [String] = [
        "recipes://recipes/search?q=" + String(repeating: "\"", count: 254),
        "recipes://recipes/search?q=" + String(repeating: "%22", count: 300),
        "recipes://recipes" + String(repeating: "/1", count: 25),
        "recipes://product" + String(repeating: "/product", count: 31) + "?id=\(productID)",
        "recipes://recipes/" + String(repeating: "9", count: 40),
        "recipes://recipes/search?" + (0..<17).map { "k\($0)=v" }.joined(separator: "&"),
        "recipes://recipes" + String(repeating: "/", count: 200),
        "recipes://auth" + String(repeating: "/signin", count: 4),
        "recipes://recipes/search?q=a%00b", "recipes://settings/%0Aallergies", "recipes://recipes/search?q=a\tb",
        "recipes://recipes/search?q=%C0%AF", "recipes://recipes/search?q=%ED%A0%80", "recipes://recipes/%FF",
        "recipes://recipes/search?q=%", "recipes://recipes/search?q=%%41",
        "recipes://recipes/../settings", "recipes://recipes/%2E%2E", "recipes://recipes/42%2Fpaywall",
        "javascript:alert(1)", "recipes:recipes/42", "//recipes/42", "RECIPES://Recipes/42#top",
        "https://recipes.example.com.evil.com/settings/allergies", "https://user@recipes.example.com/settings",
        "https://RECIPES.EXAMPLE.COM:443/settings/allergies", "recipes://rеcipes/42",
        "recipes://recipes/9223372036854775807", "recipes://recipes/-9223372036854775808",
        "recipes://products/product?id=\(productID)&count=9223372036854775807",
        "recipes://products/product?id=\(productID)&count=-1&count=2",
        "recipes://products/product?id=\(productID.lowercased())", "recipes://products/promo/%E2%80%AE",
        "recipes://recipes/settings/recipes/settings", "recipes://recipes/83//recipes",
        "recipes://settings/allergies?utm_source=%F0%9F%8D%85", "recipes://profile/orders/٤٢",
    ]

    /// Every seed, by file name.
    static func seeds(registry: ModuleRegistry) -> [(name: String, bytes: [UInt8])] {
        var examples: [String] = []
        for route in registry.routes {
            examples += (route.examplePath.map { [$0] } ?? []) + route.aliases.map(\.examplePath)
        }
        var seeds: [(String, [UInt8])] = []
        for (index, path) in examples.enumerated() {
            // As written with the scheme, and as a path, each from a different setup.
            seeds.append((name("route", index, "link"), [0x40 + UInt8(index % 8)] + Array("recipes://\(path)".utf8)))
            seeds.append((name("route", index, "path"), [0x58 + UInt8((index + 3) % 8)] + Array(path.utf8)))
        }
        for (index, link) in composed.enumerated() {
            seeds.append((name("composed", index, "link"), [0x40 + UInt8(index % 8)] + Array(link.utf8)))
            if let path = link.split(separator: "://", maxSplits: 1).last.map(String.init), path != link {
                let form: UInt8 = index.isMultiple(of: 2) ? 0x48 : 0x50  // with recipes://, or universal
                seeds.append((name("composed", index, "written"), [form + UInt8((index + 5) % 8)] + Array(path.utf8)))
            }
        }
        for (index, link) in hostile.enumerated() {
            seeds.append((name("hostile", index, "link"), [0x40 + UInt8(index % 8)] + Array(link.utf8)))
        }
        // Ill-formed UTF-8 in a link, which only bytes can say.
        seeds.append(("bytes-00-ill-formed", [0x40] + Array("recipes://recipes/search?q=".utf8) + [0xC3, 0x28, 0xFF, 0xED, 0xA0, 0x80]))
        seeds.append(("bytes-01-nul", [0x43] + Array("recipes://settings".utf8) + [0x00] + Array("/allergies".utf8)))
        return seeds
    }

    private static func name(_ kind: String, _ index: Int, _ form: String) -> String {
        "\(kind)-\(index < 10 ? "0" : "")\(index)-\(form)"
    }

    /// The links dictionary: schemes, hosts, every fixed word of every route pattern, query
    /// names, separators, escapes and numbers at the edges.
    static func dictionary(registry: ModuleRegistry) -> [String] {
        var words: Set<String> = [
            "recipes://", "https://", "recipes.example.com", "RECIPES", "://", ":///", "/", "//", "?", "&", "=", "#", "%",
            "%2F", "%3F", "%26", "%3D", "%23", "%25", "%20", "%00", "%0A", "%C3%A9", "%F0%9F%8D%85", "%ED%A0%80", "%C0%AF",
            "%FF", "+", ".", "..", "@", ":", ":443", "-1", "0", "9223372036854775807", "9223372036854775808", "1e3",
            productID, "5EEDCA7A-0002-4000-8000-000000000001",
        ]
        for route in registry.routes {
            for pattern in [route.pattern] + route.aliases.map(\.pattern) {
                for word in pattern.split(whereSeparator: { "/?&=[]{}: ,".contains($0) }) {
                    words.insert(String(word))
                }
            }
            for path in (route.examplePath.map { [$0] } ?? []) + route.aliases.map(\.examplePath) {
                words.insert(path)
            }
        }
        return words.sorted()
    }
}
