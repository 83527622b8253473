import Testing
@testable import Zhinan

/// Where Apple's current guidance changed a figure, the guideline itself says both, before its lead,
/// in every language; where the editions agree it says nothing.
@Suite struct DivergenceTests {
    static func chips(_ path: String, guideline: String) throws -> [String] {
        let html = try #require(try NavigationTests.pages().first { $0.path == path }?.html)
        let start = try #require(html.range(of: "<section class=\"guideline\" id=\"\(guideline)\">"))
        let section = html[start.upperBound...]
        let end = try #require(section.range(of: "</section>")).lowerBound
        return section[..<end].matches(of: /<p class="divergence">(.*?)<\/p>/).map { String($0.output.1).replacing(/<[^>]+>/, with: "") }
    }

    @Test func theMinimumWidthGuidelineShowsTheSourceAndTheCurrentFigure() throws {
        #expect(try Self.chips("zh-hans/apple-pay.html", guideline: "apple-pay.button.minimum-width")
                == ["源文档 32 pt · 现行指南 140 × 30 pt（“… with Apple Pay”按钮）；100 × 30 pt（普通按钮）", "源文档 未提及 · 现行指南 30 pt"])
        #expect(try Self.chips("en/apple-pay.html", guideline: "apple-pay.button.minimum-width")
                == ["Source 32 pt · Today 140 × 30 pt for “… with Apple Pay” buttons; 100 × 30 pt for the plain button", "Source not stated · Today 30 pt"])
        #expect(try Self.chips("zh-hans/augmented-reality.html", guideline: "augmented-reality.images.limit-reference-images")
                == ["源文档 25 个或更少 · 现行指南 100 个或更少"])
        #expect(try Self.chips("zh-hans/apple-pay.html", guideline: "apple-pay.button.clear-space").isEmpty, "the editions agree")
    }

    /// Every split example of a document page carries each edition's verdict and its plain label, for
    /// the page's switch.
    @Test func everySplitExampleCarriesEachEditionsOwnVerdict() throws {
        var splits = 0
        for (path, html) in try NavigationTests.pages() where html.contains("<form class=\"edition-switch\"") {
            for match in html.matches(of: /<figure class="example example-split" id=[^>]*>/) {
                splits += 1
                let tag = String(match.output)
                #expect(tag.contains(/data-source="(pass|fail)" data-current="(pass|fail)"/), "\(path): \(tag)")
            }
            #expect(html.components(separatedBy: "class=\"verdict edition-only").count - 1
                    == 2 * html.components(separatedBy: "<figure class=\"example example-split\" id=").count - 2, "\(path)")
        }
        #expect(splits > 0)
    }
}
