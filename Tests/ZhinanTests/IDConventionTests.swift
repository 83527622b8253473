import Foundation
import Testing
@testable import Zhinan

/// The site's own ids follow the convention docs/authoring.md states (settled in issue 11, before
/// they were published): `<document>.<section>.<name>`, where the section is the `##` heading the
/// guideline stands in (`overview` before the first heading), and a `###` heading's id continues its
/// section's.
/// A new document follows it too; `zhinan` itself does not require it of other sites.
@Suite struct IDConventionTests {
    @Test func everyIdNamesTheSectionItStandsIn() throws {
        let result = try realSite.get()
        var problems: [String] = []
        for document in result.site.documents {
            var section = "overview"
            for item in document.items {
                switch item {
                case .heading(let heading):
                    guard let id = heading.id else { continue }
                    let parts = id.split(separator: ".").map(String.init)
                    if heading.level == 2 {
                        section = parts.count > 1 ? parts[1] : ""
                        if parts.count != 2 { problems.append("\(heading.location): section '\(id)' is not <document>.<section>") }
                    } else if parts.count < 3 || parts[1] != section {
                        problems.append("\(heading.location): '\(id)' does not continue its section '\(document.id).\(section)'")
                    }
                case .guideline(let guideline):
                    let parts = guideline.id.split(separator: ".").map(String.init)
                    if parts.count < 3 || parts[1] != section {
                        problems.append("\(guideline.location): '\(guideline.id)' stands in section '\(document.id).\(section)'")
                    }
                case .prose:
                    break
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        // Every rename of that settlement is kept as an alias, so no old address stopped working.
        #expect(result.site.aliases.entries.count >= 30)
    }
}
