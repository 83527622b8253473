import Foundation
import Yams

/// Site-wide settings from `content/site.yml`.
public struct SiteConfig: Sendable, Hashable {
    /// Where `public/` is published, ending in `/`; the sitemap and `hreflang` need absolute URLs.
    public var baseURL: String

    public init(baseURL: String) {
        self.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
    }

    public static let fileName = "site.yml"

    /// The path part of the base URL (`/zhinan/`), for pages that cannot use relative links (404).
    public var basePath: String {
        guard let url = URL(string: baseURL), !url.path.isEmpty else { return "/" }
        return url.path.hasSuffix("/") ? url.path : url.path + "/"
    }

    public static func load(contentDirectory: URL, displayRoot: String, into diagnostics: inout Diagnostics) -> SiteConfig {
        let fallback = SiteConfig(baseURL: "https://example.org/")
        let path = "\(displayRoot)/\(fileName)"
        let url = contentDirectory.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) || ContentTree.isSymbolicLink(url) else {
            diagnostics.error("missing site settings: create it with 'base-url: https://…/' (where public/ is published)",
                              at: SourceLocation(path: path))
            return fallback
        }
        guard let text = InputText.read(url, display: path, within: InputRoot(contentDirectory, display: displayRoot), into: &diagnostics) else { return fallback }
        if let problem = YAMLLimits.problem(in: text) {
            diagnostics.error(problem.message, at: SourceLocation(path: path, line: problem.line, column: problem.column))
            return fallback
        }
        guard let mapping = (try? Yams.compose(yaml: text))??.mapping else {
            diagnostics.error("malformed site settings: expected 'base-url: https://…/'", at: SourceLocation(path: path))
            return fallback
        }
        // Each unknown key at its own line, so a typo is found where it was made.
        for (key, _) in mapping where key.string != "base-url" {
            diagnostics.error("unknown site setting '\(key.string ?? "?")'; known settings: base-url",
                              at: SourceLocation(path: path, line: key.mark?.line ?? 1, column: key.mark?.column ?? 1))
        }
        let value = mapping["base-url"]
        guard let base = value?.scalar?.string, let url = URL(string: base),
              ["http", "https"].contains(url.scheme ?? ""), url.host != nil else {
            diagnostics.error("'base-url' must be an absolute http(s) URL",
                              at: SourceLocation(path: path, line: value?.mark?.line ?? 1, column: value?.mark?.column ?? 1))
            return fallback
        }
        return SiteConfig(baseURL: base)
    }
}
