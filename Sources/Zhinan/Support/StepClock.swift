import Foundation
import Synchronization

/// How long each step of a build took, for `--timings`, with the process's peak memory (Linux's `VmHWM`).
public final class StepClock: Sendable {
    private struct State {
        var steps: [(name: String, seconds: Double, cpu: Double, peakMB: Int?)] = []
        var current: (String, Date, Double)?
    }

    private let state = Mutex(State())

    public init() {}

    public func enter(_ step: String?) {
        let cpu = Double(clock()) / Double(CLOCKS_PER_SEC)  // the process's CPU time so far, user and system
        let now = Date(), peak = Self.peakMegabytes()
        state.withLock { state in
            if let (name, since, cpuSince) = state.current { state.steps.append((name, now.timeIntervalSince(since), cpu - cpuSince, peak)) }
            state.current = step.map { ($0, now, cpu) }
        }
    }

    /// One line per finished step; `reset` starts a new list (serve keeps one clock for every rebuild).
    public func report(reset: Bool = false) -> String {
        let steps = state.withLock { state in
            defer { if reset { state.steps = [] } }
            return state.steps
        }
        return steps.map { step in
            let peak = step.peakMB.map { String(format: "%6d MB peak", $0) } ?? ""
            return String(format: "%8.0f ms %8.0f ms CPU %@  %@\n", step.seconds * 1000, step.cpu * 1000, peak, step.name)
        }.joined()
    }

    /// The high-water mark of resident memory so far, from `/proc/self/status`; nil where there is none.
    static func peakMegabytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kilobytes / 1024
    }
}
