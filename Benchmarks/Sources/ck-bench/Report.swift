import BenchmarkApps
import Foundation

/// Prints the one table `run.sh` shows, with ratios to workload 2 (URL + TrieRouter) and
/// to the floor, then the issue's targets as met or not met.
@MainActor
enum Report {
    static func printTable(_ workloads: [Workload], instructions: [String: Double]) {
        var results: [String: Measurement] = [:]
        for workload in workloads {
            let body: (Int) -> Void
            do {
                body = try workload.prepare()
            } catch {
                fail("\(workload.id): setup failed: \(error)")
            }
            let nanoseconds = Measure.time(body, iterations: workload.iterations)
            let allocations = Measure.allocations(body, iterations: max(1, workload.iterations / 10))
            results[workload.id] = Measurement(
                nanoseconds: nanoseconds, allocations: allocations, instructions: instructions[workload.id])
        }

        let header = ["#", "workload", "app", "implementation", "time/op", "instr/op", "allocs/op",
                      "time ×w2", "instr ×w2", "time ×floor", "instr ×floor"]
        var rows: [[String]] = []
        for workload in workloads {
            guard let result = results[workload.id] else { continue }
            func counterpart(_ implementation: Workload.Implementation) -> Measurement? {
                workloads.first {
                    $0.group == workload.group && $0.app.name == workload.app.name
                        && $0.variant == (workload.comparedVariant ?? workload.variant)
                        && $0.implementation == implementation
                }.flatMap { results[$0.id] }
            }
            // Workload 5 compares with the plain `Codable` round trip in the w2 columns.
            let trie = counterpart(workload.group == .stateCodec ? .plainCodable : .trie), floor = counterpart(.floor)
            let number = switch workload.implementation {
            case .coordinatorKit: "\(workload.group.rawValue)"
            case .trie: workload.group == .link ? "2" : "4·w2"
            case .floor: workload.group == .link ? "3" : "4·floor"
            case .floorHandUUID: "3′"
            case .plainCodable: "5·w2"
            }
            rows.append([
                number, "\(workload.group.title) (\(workload.variant))", workload.app.name,
                workload.implementation.rawValue,
                duration(result.nanoseconds), result.instructions.map(count) ?? "–", count(result.allocations),
                ratio(result.nanoseconds, trie?.nanoseconds), ratio(result.instructions, trie?.instructions),
                ratio(result.nanoseconds, floor?.nanoseconds), ratio(result.instructions, floor?.instructions),
            ])
        }
        printAligned([header] + rows)

        print("")
        print("Targets (instructions where callgrind ran, else time):")
        func cost(_ id: String) -> Double? {
            guard let result = results[id] else { return nil }
            return result.instructions ?? result.nanoseconds
        }
        for app in Catalog.apps {
            let ours = cost("1.typical.\(app.name).CoordinatorKit")
            let trie = cost("1.typical.\(app.name).URL+TrieRouter")
            let floor = cost("1.typical.\(app.name).floor")
            if let ours, let trie {
                check("w1 ≥ 5× cheaper than w2, typical link, \(app.name) app", trie / ours >= 5,
                      String(format: "w2/w1 = %.2f×", trie / ours))
            }
            if let ours, let floor {
                check("w1 within 2× of the floor, typical link, \(app.name) app", ours / floor <= 2,
                      String(format: "w1/floor = %.2f×", ours / floor))
            }
            if let ours, let handFloor = cost("1.typical.\(app.name).floor-hand-UUID") {
                check("(stricter) w1 within 2× of the floor with UUIDs parsed by hand, \(app.name) app",
                      ours / handFloor <= 2, String(format: "w1/floor′ = %.2f×", ours / handFloor))
            }
            if let trie {
                print(String(format: "  (w2/5 = %.0f instructions or ns; the floor with UUIDs parsed by hand costs %.0f)",
                             trie / 5, cost("1.typical.\(app.name).floor-hand-UUID") ?? .nan))
            }
        }
        if let small = cost("1.typical.small.CoordinatorKit"), let large = cost("1.typical.large.CoordinatorKit") {
            check("w1 grows ≤ 1.2× from small to large app", large / small <= 1.2,
                  String(format: "large/small = %.2f×", large / small))
        }
        for app in Catalog.apps {
            if let ours = cost("5.20-entries.\(app.name).CoordinatorKit"), let plain = cost("5.20-entries.\(app.name).Codable+JSON") {
                check("state encode+decode ≤ 0.2× plain Codable + JSONEncoder/JSONDecoder, \(app.name) app", ours / plain <= 0.2,
                      String(format: "w5/w5·w2 = %.2f×", ours / plain))
            }
        }
        if let large = Catalog.apps.last, let registration = results["4.all.\(large.name).CoordinatorKit"] {
            check("registering \(large.routeCount) routes < 5 ms", registration.nanoseconds < 5e6,
                  duration(registration.nanoseconds))
        }
    }

    static func check(_ target: String, _ isMet: Bool, _ detail: String) {
        print("  [\(isMet ? "met" : "NOT met")] \(target): \(detail)")
    }

    static func duration(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: String(format: "%.2f µs", nanoseconds / 1_000)
        default: String(format: "%.2f ms", nanoseconds / 1_000_000)
        }
    }

    static func count(_ value: Double) -> String {
        value >= 100 ? Int(value.rounded()).formatted(.number.grouping(.automatic)) : String(format: "%.1f", value)
    }

    static func ratio(_ value: Double?, _ base: Double?) -> String {
        guard let value, let base, base > 0 else { return "–" }
        return String(format: "%.2f", value / base)
    }

    static func printAligned(_ rows: [[String]]) {
        var widths = [Int](repeating: 0, count: rows[0].count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        for row in rows {
            let cells = row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column < 4 ? cell + pad : pad + cell
            }
            print(cells.joined(separator: "  "))
        }
    }
}
