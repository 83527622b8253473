import Foundation
import ZhinanTemplates
import ZhinanMockups
import ZhinanRules

/// `zhinan lint --report DIR`: an HTML page per language, each spec's picture beside the rules it breaks and a compliant example.
public struct LintReport {
    let report: Linter.Report
    let phrasebook: Phrasebook
    /// The site's guideline leads and its examples by guideline (nil: no site beside the project).
    let site: SiteBuilder.Result?
    /// The site's stylesheet: the pictures' inks and both colour schemes.
    let stylesheet: String

    public init(report: Linter.Report, phrasebook: Phrasebook, site: SiteBuilder.Result?, stylesheet: String) {
        (self.report, self.phrasebook, self.site, self.stylesheet) = (report, phrasebook, site, stylesheet)
    }

    /// The site in `directory` (`content/`, `templates/`), made in memory; nil when there is none or it does not build.
    public static func site(in directory: String) -> SiteBuilder.Result? {
        guard FileManager.default.fileExists(atPath: directory + "/content/site.yml") else { return nil }
        return try? SiteBuilder(options: .init(contentDirectory: directory + "/content", templatesDirectory: directory + "/templates",
                                               outputDirectory: directory + "/public")).generate()
    }

    static let css = """
        body { max-width: 72rem; margin: 0 auto; padding: 1rem; }
        .report-spec { border-top: 1px solid var(--line); padding: 1rem 0; }
        .report-pair { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr)); gap: 1rem; }
        .report-pair figure { margin: 0; min-width: 0; }
        .report-pair svg { max-width: 100%; height: auto; }
        .report-spec h2, .report-spec figcaption, .report-finding { overflow-wrap: anywhere; }
        .report-finding { margin: 0.5rem 0; padding: 0.5rem 0.75rem; border-left: 3px solid var(--fail); background: var(--panel); }
        .report-finding.warning { border-left-color: var(--split); }
        table { border-collapse: collapse; } th, td { text-align: left; padding: 0.25rem 0.75rem; border-bottom: 1px solid var(--line); }
        td code { white-space: normal; overflow-wrap: anywhere; }
        """

    /// Writes `<language>.html` for each language the catalogues have, `index.html` (the first's) and `style.css`.
    public func write(to directory: URL, languages: [String]) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data((stylesheet + "\n" + Self.css + "\n").utf8).write(to: directory.appendingPathComponent("style.css"), options: .atomic)
        for (index, language) in languages.enumerated() {
            let page = Data(html(Voice(phrasebook, language: language), languages: languages).utf8)
            try page.write(to: directory.appendingPathComponent("\(language).html"), options: .atomic)
            if index == 0 { try page.write(to: directory.appendingPathComponent("index.html"), options: .atomic) }
        }
    }

    func html(_ voice: Voice, languages: [String]) -> String {
        let e = HTML.escape
        let findings = report.reported
        var out = "<!DOCTYPE html>\n<html lang=\"\(e(voice.language))\">\n<head>\n<meta charset=\"utf-8\">\n"
            + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n"
            + "<title>zhinan lint</title>\n<link rel=\"stylesheet\" href=\"style.css\">\n</head>\n<body>\n<main>\n<h1>zhinan lint</h1>\n"
        out += "<nav aria-label=\"languages\"><p>" + languages.map { language in
            language == voice.language ? "<strong>\(e(language))</strong>" : "<a href=\"\(e(language)).html\" hreflang=\"\(e(language))\">\(e(language))</a>"
        }.joined(separator: " · ") + "</p></nav>\n"
        out += "<p>\(e(LintFormat.summary(report)))</p>\n"
        out += "<table>\n<thead><tr><th>rule</th><th>severity</th><th>findings</th></tr></thead>\n<tbody>\n"
        for (_, found) in Dictionary(grouping: findings, by: { $0.rule.id.rawValue }).sorted(by: { $0.key < $1.key }) {
            out += "<tr><td>\(link(found[0].rule, voice))</td><td>\(found[0].severity.rawValue)</td><td>\(found.count)</td></tr>\n"
        }
        out += "</tbody>\n</table>\n"
        // Each spec with its findings (which come one after the other): its own picture, then each rule it breaks.
        let specs = findings.reduce(into: [[Linter.Finding]]()) { specs, finding in
            if specs.last?.first?.location == finding.location { specs[specs.count - 1].append(finding) } else { specs.append([finding]) }
        }
        for (number, found) in specs.enumerated() {
            let key = "\(found[0].location)"
            out += "<section class=\"report-spec\">\n<h2><code>\(e(key))</code></h2>\n<div class=\"report-pair\">\n<figure>"
            out += Mockup.svg(for: found[0].component, violations: found.map(\.violation), language: voice, id: "s\(number)") ?? ""
            out += "<figcaption>\(e(key))</figcaption></figure>\n"
            out += (compliant(found[0], voice: voice, id: "c\(number)") ?? "") + "</div>\n"
            for finding in found {
                out += "<div class=\"report-finding \(finding.severity.rawValue)\"><p><strong>\(finding.severity.rawValue)</strong> · \(e(voice(finding.message)))"
                out += " · \(link(finding.rule, voice)) · \(e(report.edition.rawValue))</p>"
                for guideline in finding.rule.guidelines {
                    out += "<p>\(lead(of: guideline, voice.language).map { e($0) + " " } ?? "")<code>\(e(guideline))</code></p>"  // (no site: the id alone)
                }
                out += "</div>\n"
            }
            out += "</section>\n"
        }
        return out + "</main>\n</body>\n</html>\n"
    }

    func link(_ rule: Rule, _ voice: Voice) -> String {
        let code = "<code>\(HTML.escape(rule.id.rawValue))</code>"
        return report.url(of: rule, in: voice.language).map { "<a href=\"\(HTML.escape($0))\">\(code)</a>" } ?? code
    }

    /// A guideline's bold lead in the language (else in any), from the site's documents.
    func lead(of guideline: String, _ language: String) -> String? {
        let found = site?.site.documents.compactMap { document in document.guidelines.first { $0.id == guideline }.map { (document.language.id, $0.lead) } } ?? []
        return (found.first { $0.0 == language } ?? found.first)?.1 ?? nil
    }

    /// A site example of the broken rule's guideline, of the same component, that passes in this edition: drawn.
    func compliant(_ finding: Linter.Finding, voice: Voice, id: String) -> String? {
        guard let example = site?.examples.first(where: { result in
            finding.rule.guidelines.contains(result.example.guideline) && result.violations(in: report.edition).isEmpty
                && result.component.map { type(of: $0.value) == type(of: finding.component.value) } == true
        }), let svg = Mockup.svg(for: example.component!, violations: [], language: voice, id: id) else { return nil }
        return "<figure>\(svg)<figcaption>\(HTML.escape(example.example.id)) ✓</figcaption></figure>\n"
    }
}
