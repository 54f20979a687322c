import BenchmarkApps
import Foundation

/// `ck-bench` runs CoordinatorKit's workloads with fixed iterations.
///
///     ck-bench verify                 check that all routers agree before measuring
///     ck-bench list                   workload ids and their callgrind iteration counts
///     ck-bench run ID [N]             run one workload's measured loop N times (for callgrind)
///     ck-bench table [FILE]           time and count allocations of every workload and
///                                     print the table; FILE holds `id instructions-per-op`
///                                     lines from callgrind (run.sh writes it)
let arguments = CommandLine.arguments.dropFirst()

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

switch arguments.first {
case "verify":
    do {
        try Verification.run()
        for warning in Verification.warnings { print("warning: \(warning)") }
        print("verified: CoordinatorKit, TrieRouter and both floors agree; one observed change per handled link")
    } catch {
        fail("verification failed: \(error)")
    }
case "list":
    for workload in Catalog.all {
        print(workload.id, workload.callgrindIterations)
    }
case "run":
    let rest = Array(arguments.dropFirst())
    guard let id = rest.first, let workload = Catalog.all.first(where: { $0.id == id }) else {
        fail("usage: ck-bench run ID [ITERATIONS]; see ck-bench list")
    }
    let iterations = rest.count > 1 ? Int(rest[1]) ?? workload.callgrindIterations : workload.callgrindIterations
    let body = try workload.prepare()
    // Warm up outside the collected loop: lazy metadata, first coordinators, caches.
    for index in 0..<min(iterations, 16) { body(index) }
    measuredLoop(body, iterations: iterations)
case "table":
    var instructions: [String: Double] = [:]
    if arguments.count > 1 {
        let path = arguments[arguments.index(after: arguments.startIndex)]
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { fail("cannot read \(path)") }
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let value = Double(parts[1]) { instructions[String(parts[0])] = value }
        }
    }
    do {
        try Verification.run()
    } catch {
        fail("verification failed: \(error)")
    }
    Report.printTable(Catalog.all, instructions: instructions)
default:
    fail("usage: ck-bench verify | list | run ID [N] | table [INSTRUCTIONS-FILE]")
}
