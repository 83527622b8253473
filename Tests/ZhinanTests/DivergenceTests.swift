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
                == ["源文档 32 pt · 现行指南 140 × 30 pt（“… with Apple Pay”按钮）；100 × 30 pt（普通按钮）"])
        #expect(try Self.chips("en/apple-pay.html", guideline: "apple-pay.button.minimum-width")
                == ["Source 32 pt · Today 140 × 30 pt for “… with Apple Pay” buttons; 100 × 30 pt for the plain button"])
        #expect(try Self.chips("zh-hans/augmented-reality.html", guideline: "augmented-reality.images.limit-reference-images")
                == ["源文档 25 个或更少 · 现行指南 100 个或更少"])
        #expect(try Self.chips("zh-hans/apple-pay.html", guideline: "apple-pay.button.clear-space").isEmpty, "the editions agree")
    }
}
