import Foundation

/// The findings a project accepts for now (`--update-baseline`), each known by its file, rule and spec's content, not its line.
struct LintBaseline: Equatable {
    struct Entry: Hashable, Comparable {
        var file, rule, spec: String

        static func < (a: Entry, b: Entry) -> Bool { (a.file, a.rule, a.spec) < (b.file, b.rule, b.spec) }
    }

    var counts: [Entry: Int] = [:]
    var directory: String
}

extension LintBaseline {
    init(_ report: Linter.Report, directory: String) {
        self.directory = directory
        for finding in report.findings where finding.suppression == nil { counts[entry(finding), default: 0] += 1 }
    }

    func entry(_ finding: Linter.Finding) -> Entry {
        Entry(file: LintConfig.path(finding.location.path, relativeTo: directory), rule: finding.rule.id.rawValue, spec: finding.fingerprint)
    }

    static func load(_ path: String) throws -> LintBaseline {
        var baseline = LintBaseline(directory: LintConfig.folder(of: path))
        guard let data = FileManager.default.contents(atPath: path) else { throw LintBaselineError("cannot read the baseline '\(path)'") }
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any], root["version"] as? Int == 1,
              let findings = root["findings"] as? [[String: Any]] else {
            throw LintBaselineError("'\(path)' is not a zhinan lint baseline (write one with --update-baseline)")
        }
        for finding in findings {
            guard let file = finding["file"] as? String, let rule = finding["rule"] as? String, let spec = finding["spec"] as? String,
                  let count = finding["count"] as? Int, count > 0 else { throw LintBaselineError("'\(path)' has an entry without file, rule, spec and count") }
            baseline.counts[Entry(file: file, rule: rule, spec: spec), default: 0] += count
        }
        return baseline
    }

    var text: String {
        let findings = counts.keys.sorted().map { entry -> JSONValue in
            ["file": .string(entry.file), "rule": .string(entry.rule), "spec": .string(entry.spec), "count": JSONValue(counts[entry]!)]
        }
        return LintFormat.serialize(["version": 1, "findings": .array(findings)])
    }

    /// The report with this baseline's findings suppressed (`external`), and how many of them no longer occur.
    func apply(to report: Linter.Report) -> (Linter.Report, fixed: Int) {
        var left = counts, report = report
        for index in report.findings.indices where report.findings[index].suppression == nil {
            let key = entry(report.findings[index])
            guard let count = left[key], count > 0 else { continue }
            left[key] = count - 1
            report.findings[index].suppression = Linter.Suppression(kind: "external", justification: "in the baseline")
        }
        return (report, left.values.reduce(0, +))
    }
}

extension Linter.Report {
    /// `--update-baseline`: every finding no comment suppresses, written to `path`; what to say of it.
    public func writeBaseline(to path: String) throws -> String {
        let written = LintBaseline(self, directory: LintConfig.folder(of: path))
        let fixed = (try? LintBaseline.load(path)).map { $0.apply(to: self).fixed } ?? 0
        try Data(written.text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        return "\(path): \(plural(written.counts.values.reduce(0, +), "finding")) recorded"
            + (fixed > 0 ? "; \(fixed) fixed since the last baseline dropped" : "")
    }

    /// `--baseline`: this report with the baseline's findings suppressed, and a note when some of them were fixed.
    public func applyingBaseline(at path: String) throws -> (Linter.Report, String?) {
        guard FileManager.default.fileExists(atPath: path) else { return (self, "\(path): no baseline yet; --update-baseline writes it") }
        let (report, fixed) = try LintBaseline.load(path).apply(to: self)
        return (report, fixed > 0 ? "\(path): \(fixed) of its findings no longer occur; --update-baseline drops them" : nil)
    }
}

public struct LintBaselineError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
