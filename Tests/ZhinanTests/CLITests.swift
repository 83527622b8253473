import Foundation
import Testing

/// Runs the real `zhinan` executable, as a user or CI would.
struct CLI {
    static let executable: URL = {
        // `swift test` puts the test bundle beside the products it built.
        let candidates = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
            .flatMap { [$0.appendingPathComponent("zhinan"), $0.deletingLastPathComponent().appendingPathComponent("zhinan")] }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }()

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
    }
}

@Suite struct CLITests {
    /// A project folder like a user's: content/ and templates/ side by side.
    func project(_ fixture: String) throws -> Scratch {
        let scratch = try Scratch()
        _ = try scratch.copy(Paths.fixture("\(fixture)/content"), to: "content")
        _ = try scratch.copy(Paths.templates, to: "templates")
        return scratch
    }

    @Test func buildWritesPublicAndExitsZero() throws {
        let scratch = try project("good")
        defer { scratch.cleanUp() }
        let run = try CLI.run(["build"], in: scratch.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.hasPrefix("Built 26 pages (4 documents) into public/ in "))
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("public/zh-hans/buttons.html").path))
    }

    /// Yams reads `YAMS_DEFAULT_ENCODING` for every parser made without an encoding, and prints a
    /// line to standard output when it is set; every file `zhinan` reads as YAML is UTF-8.
    @Test func yamlIsReadAsUTF8WhateverTheEnvironmentSays() throws {
        let scratch = try project("good")
        defer { scratch.cleanUp() }
        let run = try CLI.run(["build"], in: scratch.url, environment: ["YAMS_DEFAULT_ENCODING": "UTF16"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.hasPrefix("Built 26 pages (4 documents) into public/ in "), "\(run.stdout)")
        #expect(run.stdout.split(separator: "\n").count == 1, "\(run.stdout)")
    }

    @Test func buildWithOptionsWritesWhereAsked() throws {
        let scratch = try project("good")
        defer { scratch.cleanUp() }
        let run = try CLI.run(["build", "--content", "content/", "--output", "site"], in: scratch.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("site/en/index.html").path))
    }

    @Test func brokenContentPrintsLocatedErrorsExitsNonZeroAndWritesNothing() throws {
        let scratch = try project("broken")
        defer { scratch.cleanUp() }
        let run = try CLI.run(["build"], in: scratch.url)
        #expect(run.status == 1)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains(": error: ") }.count == 18)
        #expect(lines.contains("content/zh-hans/problems.md:10:1: error: duplicate id 'problems.first'; first defined at content/zh-hans/problems.md:7:1"))
        #expect(lines.allSatisfy { $0.contains(": error: ") || $0.contains(": warning: ") || $0 == "18 errors; nothing was written." })
        #expect(lines.last == "18 errors; nothing was written.")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("public").path))
    }

    @Test func checkRunsEverythingAndWritesNothing() throws {
        let good = try project("good")
        defer { good.cleanUp() }
        let ok = try CLI.run(["check"], in: good.url)
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(ok.stdout == "No problems in 4 documents.\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: good.url.path).sorted() == ["content", "templates"])

        let broken = try project("broken")
        defer { broken.cleanUp() }
        let bad = try CLI.run(["check"], in: broken.url)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("content/zh-hans/bad-utf8.md:6:7: error: file is not valid UTF-8 (byte 0xFF)\n"))
    }

    @Test func unknownCommandIsAUsageError() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let run = try CLI.run(["publish"], in: scratch.url)
        #expect(run.status == 64)
        #expect(run.stderr.contains("Unexpected argument 'publish'"))
    }

    /// One version number: what `--version` prints is what SARIF reports as the driver's version.
    @Test func versionIsPrintedAndIsTheOneSARIFReports() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let run = try CLI.run(["--version"], in: scratch.url)
        #expect(run.status == 0)
        let printed = try #require(run.stdout.wholeMatch(of: /zhinan (\d+\.\d+\.\d+)\n/)?.output.1)
        try scratch.write(["spec.yml": "component: app-clip\nsize-mb: 12\n"])
        let sarif = try CLI.run(["lint", "spec.yml", "--format", "sarif"], in: scratch.url)
        let json = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as! [String: Any]
        let driver = (((json["runs"] as! [[String: Any]])[0]["tool"] as! [String: Any])["driver"] as! [String: Any])
        #expect(driver["version"] as? String == String(printed))
    }

    @Test func missingContentDirectoryIsReported() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        _ = try scratch.copy(Paths.templates, to: "templates")
        let run = try CLI.run(["check", "--content", "docs"], in: scratch.url)
        #expect(run.status == 1)
        #expect(run.stderr.contains("docs:1:1: error: content directory not found\n"))
        // One problem, not a cascade of files "missing" from a directory that is not there.
        #expect(!run.stderr.contains("site.yml"))
    }
}

@Suite struct InterruptedBuildTests {
    /// A content tree big enough that a build takes a while: `documents` × 40 guidelines.
    static func writeCorpus(into content: URL, documents: Int, marker: String) throws {
        var files = ["site.yml": "base-url: https://example.org/\n"]
        for d in 0..<documents {
            var text = "---\ntitle: 文档 \(d) \(marker)\n---\n\n## 小节 {#doc-\(d).section}\n\n"
            for g in 0..<40 {
                text += "{#doc-\(d).g\(g)}\n**第 \(g) 条指南。**说明文字，链接到[上一条](#doc-\(d).g\(max(g - 1, 0)))。\(String(repeating: "内容", count: 40))\n\n"
            }
            files["zh-hans/doc-\(d).md"] = text
        }
        for (path, text) in files {
            let url = content.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// Killed at any moment, a build leaves either the previous site or the new one, whole.
    @Test func killedBuildLeavesACompleteSite() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        _ = try scratch.copy(Paths.templates, to: "templates")
        let content = scratch.url.appendingPathComponent("content")
        try Self.writeCorpus(into: content, documents: 80, marker: "old")
        let start = Date()
        #expect(try CLI.run(["build"], in: scratch.url).status == 0)
        // Kill at points spread over a whole build, most of them late, where the writing happens.
        let duration = Date().timeIntervalSince(start)
        let output = scratch.url.appendingPathComponent("public")
        let old = tree(output)
        try Self.writeCorpus(into: content, documents: 80, marker: "new")

        for delay in [0.1, 0.5, 0.7, 0.8, 0.9, 0.95, 1.0].map({ $0 * duration }) {
            let process = Process()
            process.executableURL = CLI.executable
            process.arguments = ["build"]
            process.currentDirectoryURL = scratch.url
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let now = tree(output)
            let isOld = now == old
            let isNew = !isOld && now.count == old.count && String(decoding: now["zh-hans/doc-0.html"] ?? Data(), as: UTF8.self).contains("文档 0 new")
            #expect(isOld || isNew, "after a kill at \(delay) s, public/ is neither the old nor the new site")
        }
        // The next build removes what the killed ones left beside the output.
        #expect(try CLI.run(["build"], in: scratch.url).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted()
            == [".public.cache", ".public.lock", "content", "public", "templates"])
    }
}

@Suite struct ProgressTests {
    /// Runs `zhinan build` on a pseudo-terminal (util-linux `script`), as a person at a terminal would.
    func buildOnATerminal(environment: [String: String]) throws -> String {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        _ = try scratch.copy(Paths.fixture("good/content"), to: "content")
        _ = try scratch.copy(Paths.templates, to: "templates")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "'\(CLI.executable.path)' build", "/dev/null"]
        process.currentDirectoryURL = scratch.url
        var env = ProcessInfo.processInfo.environment
        env["CI"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func aTerminalSeesProgressAndCIDoesNot() throws {
        let terminal = try buildOnATerminal(environment: [:])
        #expect(terminal.contains("… rendering pages"))
        #expect(terminal.contains("Built 26 pages"))
        let ci = try buildOnATerminal(environment: ["CI": "true"])
        #expect(!ci.contains("…"))
        #expect(ci.contains("Built 26 pages"))
    }
}
