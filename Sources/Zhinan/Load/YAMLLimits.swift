import CYaml

/// Checks a YAML text against `InputLimits` (nesting, alias bombs) by counting libyaml's events, before Yams composes it recursively.
enum YAMLLimits {
    /// Where the text first goes beyond a limit, 1-based within the text, and what went wrong.
    struct Problem: Error, Equatable, Sendable {
        var line, column: Int
        var message: String
    }

    /// The first limit the text exceeds, or nil. Syntax errors are left to Yams, which words them better.
    static func problem(in text: String) -> Problem? {
        let nesting = InputLimits.yamlNesting
        var counter = Counter(nestingLimit: nesting, valueLimit: InputLimits.yamlValues)
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { buffer -> Problem? in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return nil }
                if let problem = counter.count(event) { return problem }
            }
            // libyaml's scanner has a nesting limit of its own (1000) that it meets ahead of the events.
            if let problem = parser.problem.map({ String(cString: $0) }), problem.contains("nesting level") {
                return Problem(parser.problem_mark, "YAML is nested more than \(nesting) levels deep; at most \(nesting) are allowed")
            }
            return nil
        }
    }

    /// False, with the problem located in `path` (after `lineOffset` lines), when the text exceeds a limit.
    static func check(_ text: String, path: String, lineOffset: Int = 0, into diagnostics: inout Diagnostics) -> Bool {
        guard let problem = problem(in: text) else { return true }
        diagnostics.error(problem.message, at: SourceLocation(path: path, line: problem.line + lineOffset, column: problem.column))
        return false
    }

    private struct Counter {
        let nestingLimit, valueLimit: Int
        /// Values so far, every alias counted as the values of its anchor.
        var values = 0
        /// For each open collection: its anchor, and `values` when it opened.
        var open: [(anchor: String?, valuesBefore: Int)] = []
        /// Values each anchor stands for; a later anchor of the same name replaces it, as in YAML.
        var anchors: [String: Int] = [:]

        mutating func count(_ event: yaml_event_t) -> Problem? {
            let mark = event.start_mark
            switch event.type {
            case YAML_SCALAR_EVENT:
                if let anchor = Self.string(event.data.scalar.anchor) { anchors[anchor] = 1 }
                return add(1, at: mark, alias: nil)
            case YAML_ALIAS_EVENT:
                // An undefined alias is Yams' error to report; it stands for nothing here.
                let name = Self.string(event.data.alias.anchor) ?? ""
                return add(anchors[name] ?? 0, at: mark, alias: name)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let anchor = Self.string(event.type == YAML_SEQUENCE_START_EVENT ? event.data.sequence_start.anchor : event.data.mapping_start.anchor)
                open.append((anchor, values))
                guard open.count <= nestingLimit else {
                    return Problem(mark, "YAML is nested \(open.count) levels deep; at most \(nestingLimit) are allowed")
                }
                return add(1, at: mark, alias: nil)
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                if let (anchor, before) = open.popLast(), let anchor { anchors[anchor] = values - before }
                return nil
            default: return nil
            }
        }

        /// Anchors never stand for more than the limit, so the sum cannot overflow.
        mutating func add(_ count: Int, at mark: yaml_mark_t, alias: String?) -> Problem? {
            values += count
            guard values > valueLimit else { return nil }
            let cause = alias.map { " (the alias '*\($0)' repeats \(count) of them)" } ?? ""
            return Problem(mark, "YAML holds more than \(valueLimit) values once its aliases are expanded\(cause); at most \(valueLimit) are allowed")
        }

        static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? { pointer.map { String(cString: $0) } }
    }
}

private extension YAMLLimits.Problem {
    /// libyaml counts lines and columns from 0, and columns in characters.
    init(_ mark: yaml_mark_t, _ message: String) { self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1, message: message) }
}
