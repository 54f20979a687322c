import CoordinatorKit
import Foundation

extension ModuleRegistry {
    /// Every route of the composed app, printed in `format`.
    ///
    /// - Parameters:
    ///   - format: The format.
    ///   - configuration: The app's link configuration: example links use its canonical
    ///     scheme, and ``RouteTableFormat/plist`` registers its schemes.
    ///   - appID: The app's identifier, `TEAMID.bundle.identifier`, for
    ///     ``RouteTableFormat/aasa``; ``RouteTableFormat/plist`` names the URL type with
    ///     the bundle identifier.
    /// - Returns: The table, ending with a newline.
    public func routeTable(format: RouteTableFormat, configuration: DeepLinkConfiguration, appID: String) -> String {
        let scheme = configuration.canonicalScheme
        switch format {
        case .text: return textRouteTable(scheme: scheme)
        case .json: return prettyJSON(routes)
        case .mermaid: return mermaidRouteTable()
        case .markdown: return markdownRouteTable(scheme: scheme)
        case .aasa: return appSiteAssociation(appID: appID)
        case .plist:
            let bundleID = appID.split(separator: ".", maxSplits: 1).last.map(String.init) ?? appID
            return configuration.urlTypesPropertyList(name: bundleID)
        }
    }

    /// One row of the text and Markdown tables: a rule, or one of its aliases.
    private struct Row {
        let module: String
        let pattern: String
        /// Whether the row spells the rule through an alias.
        let isAlias: Bool
        let presentation: String
        let guardText: String
        let example: String

        /// The row's cells, `-` for an empty one, an alias's pattern marked as such.
        var cells: [String] {
            [module, isAlias ? "\(pattern) (alias)" : pattern, presentation, guardText, example]
        }
    }

    /// One row per rule and one per alias: module, pattern, presentation, guard, example.
    private func rows(scheme: String) -> [Row] {
        routes.flatMap { route in
            let guardText = route.requirements.isEmpty ? "-" : route.requirements.map(\.name).joined(separator: ",")
            let presentation = route.presentation ?? "-"
            let own = Row(
                module: route.module.rawValue, pattern: route.pattern, isAlias: false, presentation: presentation,
                guardText: guardText, example: route.examplePath.map { "\(scheme)://\($0)" } ?? "-")
            let aliases = route.aliases.map { alias in
                Row(
                    module: route.module.rawValue, pattern: alias.pattern, isAlias: true, presentation: presentation,
                    guardText: guardText, example: "\(scheme)://\(alias.examplePath)")
            }
            return [own] + aliases
        }
    }

    private static let header = ["MODULE", "PATTERN", "PRESENTATION", "GUARD", "EXAMPLE"]

    private func textRouteTable(scheme: String) -> String {
        let table = [Self.header] + rows(scheme: scheme).map(\.cells)
        let widths = Self.header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        return table.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    private func markdownRouteTable(scheme: String) -> String {
        func cell(_ text: String) -> String {
            text == "-" ? "–" : "`" + text.replacingOccurrences(of: "|", with: "\\|") + "`"
        }
        var lines = [
            "| Module | Pattern | Presentation | Guard | Example |",
            "|---|---|---|---|---|",
        ]
        for row in rows(scheme: scheme) {
            let pattern = cell(row.pattern) + (row.isAlias ? " (alias)" : "")
            let guardText = row.guardText == "-" ? "–" : row.guardText
            lines.append("| \(row.module) | \(pattern) | \(row.presentation) | \(guardText) | \(cell(row.example)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func mermaidRouteTable() -> String {
        func node(_ text: String) -> String {
            text.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
        }
        var lines = ["flowchart LR", "    app((App))"]
        for module in modules {
            let moduleNode = "m_" + node(module.id.rawValue)
            let label = module.tab.map { "\(module.id) tab: \($0.title.defaultValue)" } ?? "\(module.id) (\(module.entryPresentation.name))"
            lines.append("    \(moduleNode)[\"\(label)\"]")
            lines.append(module.tab == nil ? "    app -.-> \(moduleNode)" : "    app --> \(moduleNode)")
            for (index, route) in module.routes.enumerated() {
                let routeNode = "\(moduleNode)_\(index)"
                let guardText = route.requirements.isEmpty ? "" : " 🔒 " + route.requirements.map(\.name).joined(separator: ",")
                let spellings = [route.pattern] + route.aliases.map { "\($0.pattern) (alias)" }
                let pattern = spellings.joined(separator: "<br/>").replacingOccurrences(of: "\"", with: "'")
                lines.append("    \(routeNode)[\"\(pattern)<br/>\(route.presentation ?? "-")\(guardText)\"]")
                lines.append("    \(moduleNode) --> \(routeNode)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `value` as pretty JSON with sorted keys and unescaped slashes, ending with a newline.
    func prettyJSON(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("null".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
