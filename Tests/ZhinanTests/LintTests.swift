import Foundation
import Testing
@testable import Zhinan

@Suite struct LintTests {
    /// The worked example of docs/lint.md, as a reader would copy it: the spec and the output it promises.
    func workedExample() throws -> (spec: String, command: String, output: String) {
        let page = try String(contentsOf: Paths.repository.appendingPathComponent("docs/lint.md"), encoding: .utf8)
        let spec = try #require(page.firstMatch(of: /```yaml checkout\.yml\n(.*?)```/.dotMatchesNewlines())).output.1
        let console = try #require(page.firstMatch(of: /```console\n\$ (zhinan lint checkout\.yml)\n(.*?)```/.dotMatchesNewlines()))
        return (String(spec), String(console.output.1), String(console.output.2))
    }

    @Test func theWorkedExampleGivesWhatTheDocsSay() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        let example = try workedExample()
        try scratch.write(["checkout.yml": example.spec])
        let run = try CLI.run(Array(example.command.split(separator: " ").dropFirst().map(String.init)), in: scratch.url)
        #expect(run.stdout == example.output)
        #expect(run.status == 1)
    }

    /// Lint speaks every language there is a catalogue for: the built-in ones anywhere, a site's own
    /// (`templates/messages/`) in the site, falling back to English for what it has not translated.
    @Test func theMessagesAreInTheLanguageAsked() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write(["narrow.yml": "component: apple-pay-button\nstyle: black\nwidth: 28\nheight: 30\nclear-space: 3\n"])
        let traditional = try CLI.run(["lint", "--edition", "source", "--language", "zh-hant", "narrow.yml"], in: scratch.url)
        #expect(traditional.stdout.hasPrefix("narrow.yml:1:1: error: 寬度 28 pt，小於最小寬度 32 pt"))
        let unknown = try CLI.run(["lint", "--edition", "source", "--language", "ja", "narrow.yml"], in: scratch.url)
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("No message catalogue for 'ja'; there are: en, zh-hans, zh-hant."))

        let messages = try scratch.copy(Paths.templates.appendingPathComponent("messages"), to: "site/templates/messages")
        try FileManager.default.copyItem(at: Paths.fixture("four-languages/templates/messages/ja.yml"),
                                         to: messages.appendingPathComponent("ja.yml"))
        try FileManager.default.copyItem(at: scratch.url.appendingPathComponent("narrow.yml"), to: scratch.url.appendingPathComponent("site/narrow.yml"))
        let japanese = try CLI.run(["lint", "--edition", "source", "--language", "ja", "--format", "json", "narrow.yml"], in: scratch.url.appendingPathComponent("site"))
        #expect(japanese.stdout.contains("\"message\": \"幅 28 pt は最小幅 32 pt より狭い"), "\(japanese.stdout)")
        #expect(japanese.stdout.contains("\"ja\": \"幅 28 pt は最小幅 32 pt より狭い"))
    }

    @Test func cleanSpecsExitZero() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write(["ok.json": #"[{"component": "apple-pay-button", "style": "black", "width": 140, "height": 30, "clear-space": 3}, {"component": "ar-session", "active-reference-images": 12}]"#])
        let run = try CLI.run(["lint", "ok.json"], in: scratch.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "2 specs checked against current guidance (--edition current), 0 errors, 0 warnings\n")
    }

    @Test func invalidInputExitsTwoWithLocatedErrors() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write(["bad.yml": "component: app-clip\nsize-mb: -1\n---\ncomponent: ar-glyf\n", "broken.yml": "component: [unclosed\n"])
        let run = try CLI.run(["lint", "bad.yml", "broken.yml", "missing.yml"], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.stdout == "0 specs checked against current guidance (--edition current), 0 errors, 0 warnings; 4 invalid inputs (see standard error)\n")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0] == "bad.yml:2:10: error: field 'size-mb' must be at least 0, found -1")
        #expect(lines[1].hasPrefix("bad.yml:4:12: error: unknown component 'ar-glyf'"))
        #expect(lines[2].hasPrefix("broken.yml:2:1: error: malformed spec: "))
        #expect(lines[3] == "missing.yml:1:1: error: cannot read file")
    }

    /// One broken file in a batch: every format still reports the valid files' findings, and the
    /// status is 2 (some input was not judged), which wins over 1.
    @Test func aBrokenFileDoesNotHideTheRest() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write(["clip.yml": "component: app-clip\nsize-mb: 16\n", "broken.yml": "component: [unclosed\n", "ok.yml": "component: live-activity\n"])
        let paths = ["lint", "clip.yml", "broken.yml", "ok.yml"]
        let text = try CLI.run(paths, in: scratch.url)
        #expect(text.status == 2)
        #expect(text.stdout == """
            clip.yml:1:1: error: Size 16 MB is over the 15 MB limit from iOS 16 (current guidance; source document: 10 MB) [app-clips.size.limit]
            2 specs checked against current guidance (--edition current), 1 error, 0 warnings; 1 invalid input (see standard error)

            """)
        #expect(text.stderr.hasPrefix("broken.yml:2:1: error: malformed spec: "))

        let json = try CLI.run(paths + ["--format", "json"], in: scratch.url)
        #expect(json.status == 2)
        let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
        #expect((report["violations"] as! [[String: Any]]).map { $0["file"] as! String } == ["clip.yml"])
        let errors = report["errors"] as! [[String: Any]]
        #expect(errors.count == 1)
        #expect(errors[0]["file"] as? String == "broken.yml")
        #expect(errors[0]["line"] as? Int == 2)
        #expect(errors[0]["column"] as? Int == 1)
        #expect((errors[0]["message"] as? String)?.hasPrefix("malformed spec: ") == true)

        let sarif = try CLI.run(paths + ["--format", "sarif"], in: scratch.url)
        #expect(sarif.status == 2)
        let run0 = ((try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as! [String: Any])["runs"] as! [[String: Any]])[0]
        #expect((run0["results"] as! [[String: Any]]).map { $0["ruleId"] as! String } == ["app-clips.size.limit"])
        let invocation = (run0["invocations"] as! [[String: Any]])[0]
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let note = (invocation["toolExecutionNotifications"] as! [[String: Any]])[0]
        #expect(note["level"] as? String == "error")
        let location = ((note["locations"] as! [[String: Any]])[0]["physicalLocation"]) as! [String: Any]
        #expect(location["artifactLocation"] as? [String: String] == ["uri": "broken.yml", "uriBaseId": "%SRCROOT%"])
        #expect((location["region"] as? [String: Int]) == ["startLine": 2, "startColumn": 1])
    }

    /// Paths given relative stay relative to `%SRCROOT%` (percent-encoded); absolute paths under the
    /// directory lint ran in become relative; any other path is an absolute `file://` URI.
    @Test func sarifArtifactLocations() {
        let base = "/home/me/app"
        #expect(SARIFLocation.artifact("specs/sheet.yml", base: base) == ["uri": "specs/sheet.yml", "uriBaseId": "%SRCROOT%"])
        #expect(SARIFLocation.artifact("./design specs/结账.yml", base: base)
                == ["uri": "design%20specs/%E7%BB%93%E8%B4%A6.yml", "uriBaseId": "%SRCROOT%"])
        #expect(SARIFLocation.artifact("/home/me/app/specs/a.yml", base: base) == ["uri": "specs/a.yml", "uriBaseId": "%SRCROOT%"])
        #expect(SARIFLocation.artifact("/home/me/apple/a.yml", base: base) == ["uri": "file:///home/me/apple/a.yml"])
        #expect(SARIFLocation.artifact("/tmp/a#1.yml", base: base + "/") == ["uri": "file:///tmp/a%231.yml"])
        #expect(SARIFLocation.directoryURI("/home/me/my app") == "file:///home/me/my%20app/")
    }

    @Test func jsonOutputCarriesEveryLanguage() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write(["a.yml": "component: app-clip\nsize-mb: 16\n"])
        let run = try CLI.run(["lint", "a.yml", "--format", "json", "--language", "zh-hant"], in: scratch.url)
        #expect(run.status == 1)
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        #expect(json["specs"] as? Int == 1)
        let violation = (json["violations"] as! [[String: Any]])[0]
        #expect(violation["rule"] as? String == "app-clips.size.limit")
        #expect(violation["file"] as? String == "a.yml")
        #expect(violation["line"] as? Int == 1)
        #expect(json["edition"] as? String == "current")
        #expect(violation["edition"] as? String == "current")
        #expect(violation["message"] as? String == "大小 16 MB，超過上限（iOS 16 起為 15 MB）（依據現行指南；來源文件：10 MB）")
        #expect((violation["messages"] as? [String: String])?["en"] == "Size 16 MB is over the 15 MB limit from iOS 16 (current guidance; source document: 10 MB)")
        #expect((violation["messages"] as? [String: String])?["zh-hans"] == "大小 16 MB，超过上限（iOS 16 起为 15 MB）（依据现行指南；源文档：10 MB）")
        #expect(violation["guidelines"] as? [String] == ["app-clips.size.limit"])
    }

    /// The fields code-scanning tools require of SARIF 2.1.0.
    @Test func sarifHasWhatCodeScanningReads() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write(["specs/sheet.yml": "component: payment-sheet\nmerchant: ACME\npay-line: PAY ACME\nerror-messages: [地址无效]\n"])
        let run = try CLI.run(["lint", "specs/sheet.yml", "--format", "sarif"], in: scratch.url)
        #expect(run.status == 1)
        let sarif = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        #expect(sarif["version"] as? String == "2.1.0")
        #expect((sarif["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let runs = sarif["runs"] as! [[String: Any]]
        #expect(runs.count == 1)
        let driver = (runs[0]["tool"] as! [String: Any])["driver"] as! [String: Any]
        #expect(driver["name"] as? String == "zhinan")
        let rules = driver["rules"] as! [[String: Any]]
        #expect(rules.count >= 40)
        let results = runs[0]["results"] as! [[String: Any]]
        #expect(results.count == 1)
        let result = results[0]
        #expect(result["ruleId"] as? String == "apple-pay.errors.specific-messages")
        #expect(rules[result["ruleIndex"] as! Int]["id"] as? String == "apple-pay.errors.specific-messages")
        #expect(result["level"] as? String == "error")
        #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
        let location = ((result["locations"] as! [[String: Any]])[0]["physicalLocation"]) as! [String: Any]
        #expect(location["artifactLocation"] as? [String: String] == ["uri": "specs/sheet.yml", "uriBaseId": "%SRCROOT%"])
        let base = ((runs[0]["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: String])?["uri"]
        #expect(base == "file://" + scratch.url.resolvingSymlinksInPath().path + "/")
        #expect((runs[0]["invocations"] as? [[String: Any]])?.first?["executionSuccessful"] as? Bool == true)
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 1)
        #expect((rules[0]["shortDescription"] as? [String: Any])?["text"] != nil)
    }

    static let layoutBelowTheFold = "component: checkout-layout\nviewport: {width: 390, height: 600}\nelements:\n  - {kind: apple-pay-button, x: 16, y: 700, width: 358, height: 44}\n"

    /// "Ideally visible without scrolling" is advice: reported as a warning, and the run passes.
    @Test func adviceIsAWarningAndPasses() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write(["layout.yml": Self.layoutBelowTheFold])
        let run = try CLI.run(["lint", "layout.yml"], in: scratch.url)
        #expect(run.status == 0)
        #expect(run.stdout == """
            layout.yml:1:1: warning: The Apple Pay button ends at 744 pt, below the 600 pt viewport: people must scroll to see it [apple-pay.button.visible-without-scrolling]
            1 spec checked against current guidance (--edition current), 0 errors, 1 warning

            """)
        let strict = try CLI.run(["lint", "layout.yml", "--warnings-as-errors"], in: scratch.url)
        #expect(strict.status == 1)
        #expect(strict.stdout == run.stdout)
    }

    /// Errors and warnings are counted apart, and only an error fails the run.
    @Test func errorsAndWarningsAreCountedApart() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write(["mixed.yml": "component: ar-session\nactive-reference-images: 120\n---\ncomponent: app-clip\nsize-mb: 16\n"])
        let run = try CLI.run(["lint", "mixed.yml"], in: scratch.url)
        #expect(run.status == 1)
        #expect(run.stdout == """
            mixed.yml:1:1: warning: The session looks for 120 reference images at once, more than 100; change the active set by context (current guidance; source document: 25 or fewer) [augmented-reality.images.limit-reference-images]
            mixed.yml:4:1: error: Size 16 MB is over the 15 MB limit from iOS 16 (current guidance; source document: 10 MB) [app-clips.size.limit]
            2 specs checked against current guidance (--edition current), 1 error, 1 warning

            """)
        let json = try JSONSerialization.jsonObject(with: Data(try CLI.run(["lint", "mixed.yml", "--format", "json"], in: scratch.url).stdout.utf8)) as! [String: Any]
        #expect((json["violations"] as! [[String: Any]]).map { $0["level"] as! String } == ["warning", "error"])
        #expect((json["errors"] as? [Any])?.isEmpty == true)
        let sarif = try JSONSerialization.jsonObject(with: Data(try CLI.run(["lint", "mixed.yml", "--format", "sarif"], in: scratch.url).stdout.utf8)) as! [String: Any]
        let run0 = (sarif["runs"] as! [[String: Any]])[0]
        #expect((run0["results"] as! [[String: Any]]).map { $0["level"] as! String } == ["warning", "error"])
        let rules = ((run0["tool"] as! [String: Any])["driver"] as! [String: Any])["rules"] as! [[String: Any]]
        let limit = try #require(rules.first { $0["id"] as? String == "augmented-reality.images.limit-reference-images" })
        #expect((limit["defaultConfiguration"] as? [String: String])?["level"] == "warning")
    }

    /// `--edition`: a "Buy with Apple Pay" button 100 × 30 pt passes the source documents (32 pt) and
    /// fails today's guidance (140 pt), which lint judges by unless told otherwise.
    @Test func editionChoosesTheFiguresJudgedBy() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write(["buy.yml": "component: apple-pay-button\ntype: buy\nstyle: black\nwidth: 100\nheight: 30\nclear-space: 3\n"])
        let source = try CLI.run(["lint", "buy.yml", "--edition", "source"], in: scratch.url)
        #expect(source.status == 0, "\(source.stderr)")
        #expect(source.stdout == "1 spec checked against the source documents (--edition source), 0 errors, 0 warnings\n")
        let expected = """
            buy.yml:1:1: error: Width 100 pt is below the minimum width of 140 pt for the “Buy with Apple Pay” button (current guidance; source document: 32 pt) [apple-pay.button.minimum-width]
            1 spec checked against current guidance (--edition current), 1 error, 0 warnings

            """
        let current = try CLI.run(["lint", "buy.yml", "--edition", "current"], in: scratch.url)
        #expect(current.status == 1)
        #expect(current.stdout == expected)
        // Current guidance is the default.
        #expect(try CLI.run(["lint", "buy.yml"], in: scratch.url).stdout == expected)
        let zh = try CLI.run(["lint", "buy.yml", "--language", "zh-hans"], in: scratch.url)
        #expect(zh.stdout.hasPrefix("buy.yml:1:1: error: 宽度 100 pt，小于“Buy with Apple Pay”按钮的最小宽度 140 pt（依据现行指南；源文档：32 pt） [apple-pay.button.minimum-width]\n"))
        // JSON and SARIF say the edition; SARIF lists the rules of that edition, each as it states it.
        let json = try JSONSerialization.jsonObject(with: Data(try CLI.run(["lint", "buy.yml", "--edition", "source", "--format", "json"], in: scratch.url).stdout.utf8)) as! [String: Any]
        #expect(json["edition"] as? String == "source")
        #expect((json["violations"] as? [Any])?.isEmpty == true)
        for edition in ["source", "current"] {
            let sarif = try JSONSerialization.jsonObject(with: Data(try CLI.run(["lint", "buy.yml", "--edition", edition, "--format", "sarif"], in: scratch.url).stdout.utf8)) as! [String: Any]
            let run0 = (sarif["runs"] as! [[String: Any]])[0]
            #expect((run0["properties"] as? [String: String])?["edition"] == edition)
            let rules = ((run0["tool"] as! [String: Any])["driver"] as! [String: Any])["rules"] as! [[String: Any]]
            #expect(rules.contains { $0["id"] as? String == "apple-pay.button.minimum-height" } == (edition == "current"))
            let width = try #require(rules.first { $0["id"] as? String == "apple-pay.button.minimum-width" })
            #expect((width["shortDescription"] as? [String: String])?["text"] == (edition == "source" ? "width ≥ 32 pt" : "width ≥ 140 pt (≥ 100 pt for the plain button)"))
            let results = run0["results"] as! [[String: Any]]
            #expect(results.map { $0["ruleId"] as! String } == (edition == "source" ? [] : ["apple-pay.button.minimum-width"]))
            for result in results { #expect(rules[result["ruleIndex"] as! Int]["id"] as? String == result["ruleId"] as? String) }
        }
        let bad = try CLI.run(["lint", "buy.yml", "--edition", "today"], in: scratch.url)
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("today"))
    }
}

/// What a team needs to turn lint on for an existing product: a baseline, suppressions with
/// reasons, a project configuration, links to each rule's page, annotations for GitHub.
@Suite struct LintAdoptionTests {
    static let button = "- component: apple-pay-button\n  type: buy\n  style: black\n  width: 120\n  height: 30\n  clear-space: 3\n"
    static let clip = "- component: app-clip\n  size-mb: 16\n"

    @Test func aBaselineReportsOnlyWhatIsNewAndKnowsASpecMovedWithinItsFile() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write(["specs.yml": Self.button + Self.clip])
        let adopt = try CLI.run(["lint", "specs.yml", "--baseline", "baseline.json", "--update-baseline"], in: scratch.url)
        #expect(adopt.status == 0 && adopt.stderr == "baseline.json: 2 findings recorded\n", "\(adopt.stderr)")
        let baseline = try String(contentsOf: scratch.url.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baseline.contains("\"file\": \"specs.yml\"") && baseline.contains("\"rule\": \"app-clips.size.limit\""))
        // Both specs moved (their order swapped) and a new violation added: only it is reported.
        try scratch.write(["specs.yml": Self.clip + "- component: apple-pay-text\n  text: 苹果支付\n" + Self.button])
        let run = try CLI.run(["lint", "specs.yml", "--baseline", "baseline.json"], in: scratch.url)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("specs.yml:3:3: error: "), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("3 specs checked against current guidance (--edition current), 1 error, 0 warnings (2 suppressed)\n"))
        // SARIF keeps the baseline's findings, suppressed as external.
        let sarif = try CLI.run(["lint", "specs.yml", "--baseline", "baseline.json", "--format", "sarif"], in: scratch.url)
        let results = try Self.results(sarif.stdout)
        #expect(results.compactMap { (($0["suppressions"] as? [[String: Any]])?.first?["kind"]) as? String } == ["external", "external"])
        // One fixed: a note says so, and the next update drops it.
        try scratch.write(["specs.yml": Self.button])
        let fixed = try CLI.run(["lint", "specs.yml", "--baseline", "baseline.json"], in: scratch.url)
        #expect(fixed.status == 0 && fixed.stderr == "baseline.json: 1 of its findings no longer occur; --update-baseline drops them\n")
        let update = try CLI.run(["lint", "specs.yml", "--baseline", "baseline.json", "--update-baseline"], in: scratch.url)
        #expect(update.stderr == "baseline.json: 1 finding recorded; 1 fixed since the last baseline dropped\n")
        // A file that is not a baseline is invalid input.
        try scratch.write(["baseline.json": "[]"])
        let broken = try CLI.run(["lint", "specs.yml", "--baseline", "baseline.json"], in: scratch.url)
        #expect(broken.status == 2 && broken.stderr.contains("is not a zhinan lint baseline"))
    }

    @Test func suppressionsNeedAReasonAndAnExistingRuleAndMustSuppressSomething() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write(["specs.yml": "# zhinan-ignore app-clips.size.limit: ships before the limit applies, tracked in #12\n" + Self.clip
                           + "- component: app-clip # zhinan-ignore apple-pay.button.clear-space: nothing here breaks it\n  size-mb: 5\n" + Self.button])
        let run = try CLI.run(["lint", "specs.yml", "--format", "sarif"], in: scratch.url)
        #expect(run.status == 1)
        #expect(run.stderr == "specs.yml:4:23: warning: the suppression of 'apple-pay.button.clear-space' suppresses nothing: no spec here breaks it; remove it\n")
        let suppressed = try Self.results(run.stdout).first { $0["ruleId"] as? String == "app-clips.size.limit" }
        #expect((suppressed?["suppressions"] as? [[String: String]]) == [["kind": "inSource", "justification": "ships before the limit applies, tracked in #12"]])
        try scratch.write(["bad.yml": "# zhinan-ignore app-clips.size.limit\n# zhinan-ignore app-clips.size.limits: typo\n# zhinan-ignore app-clips.size.limit:\n" + Self.clip])
        let bad = try CLI.run(["lint", "bad.yml"], in: scratch.url)
        #expect(bad.status == 2)
        #expect(bad.stderr.split(separator: "\n").map(String.init) == [
            "bad.yml:1:1: error: a suppression needs a rule id and a reason: # zhinan-ignore <rule id>: <why>",
            "bad.yml:2:1: error: 'app-clips.size.limits' is no rule's id: a suppression names the rule it silences (zhinan lint prints it in brackets); did you mean 'app-clips.size.limit'?",
            "bad.yml:3:1: error: the suppression of 'app-clips.size.limit' gives no reason: say why after the colon",
        ])
    }

    @Test func theConfigurationIsFoundUpwardAndSetsSeveritiesFilesLinksAndTheBaseline() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write([
            "zhinan-lint.yml": """
                edition: source
                site-url: https://example.org/zhinan
                language: zh-hans
                include: ["specs/**/*.yml"]
                ignore: ["specs/legacy/**"]
                severity:
                  apple-pay.button.clear-space: warning
                overrides:
                  - files: ["specs/sheet/*.yml"]
                    severity: { apple-pay.button.minimum-width: "off" }
                baseline: lint-baseline.json

                """,
            "specs/a.yml": "component: apple-pay-button\nstyle: black\nwidth: 28\nheight: 30\nclear-space: 2\n",
            "specs/sheet/b.yml": "component: apple-pay-button\nstyle: black\nwidth: 28\nheight: 30\nclear-space: 3\n",
            "specs/legacy/c.yml": "component: app-clip\nsize-mb: 99\n",
        ])
        // From a folder below it, with no file named: the configuration's include, less its ignore.
        let below = scratch.url.appendingPathComponent("specs/sheet")
        let run = try CLI.run(["lint", "--format", "json"], in: below)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.hasSuffix("lint-baseline.json: no baseline yet; --update-baseline writes it\n"))
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        #expect(json["edition"] as? String == "source")
        let found = (json["violations"] as! [[String: Any]]).map { "\($0["file"]!) \($0["rule"]!) \($0["level"]!)" }
        #expect(found == ["../../specs/a.yml apple-pay.button.minimum-width error", "../../specs/a.yml apple-pay.button.clear-space warning"])
        let url = (json["violations"] as! [[String: Any]])[0]["url"] as? String
        #expect(url == "https://example.org/zhinan/zh-hans/rules.html#apple-pay.button.minimum-width")
        // The link names a rule the built site's rules index has, in that language.
        let rules = try String(contentsOf: Paths.repository.appendingPathComponent("public/zh-hans/rules.html"), encoding: .utf8)
        #expect(rules.contains("id=\"apple-pay.button.minimum-width\""))
        // An unknown setting is an error at its line.
        try scratch.write(["zhinan-lint.yml": "edition: current\nseverty:\n  apple-pay.button.clear-space: warning\n"])
        let bad = try CLI.run(["lint", "a.yml"], in: scratch.url.appendingPathComponent("specs"))
        #expect(bad.status == 2)
        #expect(bad.stderr.hasSuffix("zhinan-lint.yml:2:1: error: unknown setting 'severty'; known settings: edition, language, site-url, baseline, include, ignore, severity, overrides\n"), "\(bad.stderr)")
    }

    @Test func sarifRulesLinkToTheirPagesAndGitHubGetsAnnotations() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write(["specs.yml": Self.clip, "content/site.yml": "base-url: https://docs.example.com/guide/\n"])
        let sarif = try CLI.run(["lint", "specs.yml", "--format", "sarif"], in: scratch.url)
        let driver = (((try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as! [String: Any])["runs"] as! [[String: Any]])[0]["tool"] as! [String: Any])["driver"] as! [String: Any]
        let rules = driver["rules"] as! [[String: Any]]
        #expect(rules.allSatisfy { ($0["helpUri"] as? String) == "https://docs.example.com/guide/en/rules.html#\($0["id"]!)" })
        let github = try CLI.run(["lint", "specs.yml", "--format", "github"], in: scratch.url)
        #expect(github.status == 1)
        #expect(github.stdout == """
            ::error file=specs.yml,line=1,col=3,title=zhinan lint%3A app-clips.size.limit::Size 16 MB is over the 15 MB limit from iOS 16 (current guidance; source document: 10 MB) https://docs.example.com/guide/en/rules.html#app-clips.size.limit
            1 spec checked against current guidance (--edition current), 1 error, 0 warnings

            """)
    }

    @Test func theReportDrawsEachSpecWithWhatItBreaksInEveryLanguage() throws {
        let scratch = try Scratch()
        defer { scratch.cleanUp() }
        try scratch.write(["specs.yml": Self.button + Self.clip + "- component: apple-pay-text\n  text: Apple Pay\n"])
        let run = try CLI.run(["lint", "specs.yml", "--report", "out", "--site-url", "https://example.org/z/"], in: scratch.url)
        #expect(run.status == 1)
        let folder = scratch.url.appendingPathComponent("out")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["en.html", "index.html", "style.css", "zh-hans.html", "zh-hant.html"])
        let page = try String(contentsOf: folder.appendingPathComponent("zh-hans.html"), encoding: .utf8)
        // Two specs break rules (the text passes); each drawn from its own values, the broken part marked.
        #expect(page.components(separatedBy: "<section class=\"report-spec\">").count == 3)
        #expect(page.components(separatedBy: "<svg").count == 3 && page.contains("zm-bad"))
        #expect(page.contains("<a href=\"https://example.org/z/zh-hans/rules.html#apple-pay.button.minimum-width\">"))
        #expect(page.contains("宽度 120 pt，小于“Buy with Apple Pay”按钮的最小宽度 140 pt"))
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"zh-hans\">"))
    }

    @Test func moreThanTwentyDiagnosticsOfAKindAreSummarized() {
        let many = (1...25).map { Diagnostic(.warning, at: SourceLocation(path: "a.md", line: $0), "guideline 'g\($0)' is not checked") }
            + [Diagnostic(.error, at: SourceLocation(path: "b.md"), "broken link 'x'")]
        let lines = Diagnostic.summarized(many)
        #expect(lines.count == 22)
        #expect(lines[20] == "b.md:1:1: error: broken link 'x'")
        #expect(lines[21] == "… and 5 more warnings like guideline … is not checked (--all-diagnostics shows them all)")
    }

    /// A diagnostic's kind is found by hand (fast path) as the regex it stands for (simple path) finds it.
    @Test func aMessagesKindIsWhatTheRegexWouldLeave() {
        let regex = /'[^']*'|“[^”]*”|"[^"]*"|[0-9]+/
        let alphabet: [String] = ["'", "\"", "“", "”", "0", "7", "42", "a", "Z", " ", "-", "…", "文", "\u{301}", "é", "\n"]
        var random = TermPatchTests.Seeded(state: 7)  // the same messages on every run
        for message in ["translation was never reviewed (14 segments); run 'zhinan translations --accept en/doc-1'", "", "'", "don't 'x'", "a “b” 12c"]
            + (0..<20_000).map({ _ in (0..<Int.random(in: 0...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined() }) {
            #expect(Diagnostic.kind(of: message) == message.replacing(regex, with: "…"), "\(message.debugDescription)")
        }
    }

    static func results(_ sarif: String) throws -> [[String: Any]] {
        ((try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as! [String: Any])["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]]
    }
}
