import Foundation

extension ExplorationReport {
    /// The report as text: totals, states and edges by depth, routes per module, dead ends
    /// and violations with their traces.
    public var text: String {
        var lines = [
            "explored to depth \(depthLimit)\(isComplete ? " (complete: nothing new beyond)" : "")\(isOverBudget ? " (state budget spent)" : "")",
            "states: \(stateCount)   edges: \(edgeCount)   dead ends: \(deadEndCount)   violations: \(violations.count)",
            "depth   states    edges",
        ]
        for depth in statesByDepth.indices {
            lines.append(pad("\(depth)", 5) + pad("\(statesByDepth[depth])", 9) + pad("\(edgesByDepth[depth])", 9))
        }
        lines.append("routes (by actions / only by links / never):")
        for module in modules {
            lines.append("  \(module.module): \(module.reachedByActions.count) / \(module.reachedOnlyByLinks.count) / \(module.neverReached.count)")
            if !module.reachedOnlyByLinks.isEmpty { lines.append("    only by links: \(module.reachedOnlyByLinks.joined(separator: ", "))") }
            if !module.neverReached.isEmpty { lines.append("    never: \(module.neverReached.joined(separator: ", "))") }
        }
        if !deadEnds.isEmpty {
            lines.append("dead ends (first \(deadEnds.count) of \(deadEndCount)):")
            for deadEnd in deadEnds {
                lines.append("  \(deadEnd.screens)  after: \(deadEnd.trace.map(\.description).joined(separator: "; "))")
            }
        }
        for violation in violations {
            lines.append("VIOLATION " + violation.description)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The screen graph as a Mermaid flowchart: each kind of route a node, each user action
    /// that changes the top screen an edge; routes only links reach are drawn dashed.
    public var mermaid: String {
        let linkOnly = Set(modules.flatMap(\.reachedOnlyByLinks))
        var nodes = Set(modules.flatMap { $0.reachedByActions + $0.reachedOnlyByLinks })
        for edge in screenGraph { nodes.formUnion([edge.from, edge.to]) }
        var lines = ["flowchart LR"]
        for node in nodes.sorted() {
            lines.append("    \(Self.nodeID(node))[\"\(node)\"]")
        }
        for edge in screenGraph {
            let label = edge.actions.prefix(3).joined(separator: ", ") + (edge.actions.count > 3 ? ", …" : "")
            lines.append("    \(Self.nodeID(edge.from)) -->|\"\(label.replacingOccurrences(of: "\"", with: "'"))\"| \(Self.nodeID(edge.to))")
        }
        if !linkOnly.isEmpty {
            lines.append("    classDef linkOnly stroke-dasharray: 4 4")
            lines.append("    class \(linkOnly.sorted().map(Self.nodeID).joined(separator: ",")) linkOnly")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as JSON with sorted keys, for CI.
    ///
    /// - Throws: An encoding error (none is expected: the report holds strings and numbers).
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }

    private static func nodeID(_ kind: String) -> String {
        String(kind.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    private func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
