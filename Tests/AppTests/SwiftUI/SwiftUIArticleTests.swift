import Foundation
import Testing

/// The SwiftUI and UIKit articles show only code that the Apple-SDK type check covers:
/// every Swift block in them must appear, line for line (ignoring indentation), in a source
/// file of the UI adapters, the app or a feature module's `Views/` or `Controllers/`.
struct SwiftUIArticleTests {
    @Test(arguments: [
        "Modules/CoordinatorKitUI/CoordinatorKitUI.docc/UsingCoordinatorKitInAnIOSApp.md",
        "Modules/CoordinatorKitUI/CoordinatorKitUI.docc/WindowsAndLayouts.md",
        "Modules/CoordinatorKitUIKit/CoordinatorKitUIKit.docc/UsingCoordinatorKitInAUIKitApp.md",
    ])
    func everySwiftBlockOfTheAppArticlesIsCheckedSourceCode(path: String) throws {
        let package = packageFolder
        let article = try String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)
        let moduleViews = try FileManager.default
            .contentsOfDirectory(atPath: package.appendingPathComponent("Modules").path)
            .flatMap { ["Modules/\($0)/Views", "Modules/\($0)/Controllers"] }
            .filter { FileManager.default.fileExists(atPath: package.appendingPathComponent($0).path) }
        let sources = try (["Modules/CoordinatorKitUI", "Modules/CoordinatorKitUIKit", "App"] + moduleViews).flatMap { folder in
            try swiftFiles(in: package.appendingPathComponent(folder))
        }
        .map { try normalized(String(contentsOf: $0, encoding: .utf8)) }
        .joined(separator: "\n")

        let blocks = swiftBlocks(of: article)
        #expect(blocks.count >= 3)
        for block in blocks {
            #expect(sources.contains(normalized(block)), "not in the checked sources:\n\(block)")
        }
    }

    private func swiftBlocks(of text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Without indentation, empty lines and the article's marker line
    /// (`// Type-checked for Apple platforms`, which tells Docs/check-snippets.sh to skip the block).
    private func normalized(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && $0 != "// Type-checked for Apple platforms" }
            .joined(separator: "\n")
    }

    private func swiftFiles(in folder: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }
}
