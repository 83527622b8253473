import Dispatch

/// Runs independent jobs on every core and returns their results in the jobs' order.
enum ParallelMap {
    static func run(_ jobs: [@Sendable () -> String]) -> [String] {
        var results = Array(repeating: "", count: jobs.count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes its own slot only: no two threads touch the same element.
            nonisolated(unsafe) let slots = buffer
            DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
                slots[index] = jobs[index]()
            }
        }
        return results
    }
}
