import Foundation
import MallocInterposerSwift

/// What one workload costs per iteration.
struct Measurement {
    var nanoseconds: Double
    var allocations: Double
    var instructions: Double?
}

/// The loop callgrind collects in (`--toggle-collect=*measuredLoop*`): nothing else of the
/// process is counted, so setup and warm-up stay out of the instruction counts.
@inline(never)
func measuredLoop(_ body: (Int) -> Void, iterations: Int) {
    for index in 0..<iterations {
        body(index)
    }
}

@MainActor
enum Measure {
    /// Times `iterations` iterations in each of `rounds` rounds after a warm-up round, and
    /// returns the median round's time per iteration.
    static func time(_ body: (Int) -> Void, iterations: Int, rounds: Int = 5) -> Double {
        let clock = ContinuousClock()
        measuredLoop(body, iterations: max(1, iterations / 10))
        var perIteration: [Double] = []
        for _ in 0..<rounds {
            let elapsed = clock.measure { measuredLoop(body, iterations: iterations) }
            let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
            perIteration.append(nanoseconds / Double(iterations))
        }
        return perIteration.sorted()[rounds / 2]
    }

    /// Counts the `malloc` family calls of `iterations` iterations, through the malloc
    /// interposer that ordo-one/benchmark links in.
    static func allocations(_ body: (Int) -> Void, iterations: Int) -> Double {
        measuredLoop(body, iterations: 2)
        MallocInterposerSwift.initialize()
        MallocInterposerSwift.reset()
        MallocInterposerSwift.hook()
        measuredLoop(body, iterations: iterations)
        MallocInterposerSwift.unhook()
        let statistics = MallocInterposerSwift.getStatistics()
        return Double(statistics.mallocCount) / Double(iterations)
    }
}
