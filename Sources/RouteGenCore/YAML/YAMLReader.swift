internal import CYAML
import Foundation

/// Reads one YAML document through libyaml's event API into a ``YAMLNode`` tree.
///
/// The subset a manifest needs is enforced here, each with a located error: exactly one
/// document, no anchors or aliases (so no alias bomb can exist), no tags, no duplicate or
/// non-scalar keys, valid UTF-8, and a bounded nesting depth and size.
package enum YAMLReader {
    /// Inputs larger than this are refused before parsing.
    package static let maximumSize = 16 << 20
    /// Deeper nesting is refused; manifests need fewer than ten levels.
    package static let maximumDepth = 64

    /// Parses `bytes`, naming `file` in every diagnostic. Throws ``DiagnosticError``.
    package static func read(_ bytes: [UInt8], file: String) throws(DiagnosticError) -> YAMLNode {
        var bytes = bytes
        if bytes.count > maximumSize {
            throw DiagnosticError([
                Diagnostic(.yaml(.tooLarge(bytes: bytes.count, maximum: maximumSize)), file: file)
            ])
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes.removeFirst(3)  // A UTF-8 byte order mark is harmless; columns count without it.
        }
        if let error = utf8Error(in: bytes, file: file) {
            throw DiagnosticError([error])
        }
        var builder = TreeBuilder(file: file)
        return try builder.parse(bytes)
    }

    /// Whether `bytes` are well-formed UTF-8. Not `String(validating:as:)`, which needs macOS 15:
    /// the tool builds on the Macs the package supports.
    static func isUTF8<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// Locates the first byte sequence that is not UTF-8, so the error can name its line and column.
    static func utf8Error(in bytes: [UInt8], file: String) -> Diagnostic? {
        if isUTF8(bytes) { return nil }
        var line = 1
        var column = 1
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: length = 0
            }
            let end = index + length
            if length == 0 || end > bytes.count
                || !isUTF8(bytes[index..<end])
            {
                return Diagnostic(
                    .yaml(.notUTF8(byte: lead)),
                    at: SourceLocation(file: file, line: line, column: column))
            }
            if lead == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index = end
        }
        return nil
    }
}

/// Turns libyaml events into nodes with an explicit stack (no recursion, so depth is bounded by
/// ``YAMLReader/maximumDepth`` rather than by the thread's stack).
private struct TreeBuilder {
    let file: String

    /// A collection being built. A class, so appending mutates it in place: rebuilding an enum
    /// payload per entry copied the arrays, which made large manifests quadratic.
    private final class Frame {
        let isMapping: Bool
        let location: SourceLocation
        let isFlow: Bool
        let start: Int
        var items: [YAMLNode] = []
        var entries: [YAMLNode.Entry] = []
        var pendingKey: (key: Located<String>, span: Range<Int>)?
        var keys: [String: SourceLocation] = [:]

        init(isMapping: Bool, location: SourceLocation, isFlow: Bool, start: Int) {
            self.isMapping = isMapping
            self.location = location
            self.isFlow = isFlow
            self.start = start
        }

        func node(end: Int) -> YAMLNode {
            YAMLNode(
                isMapping ? .mapping(entries) : .sequence(items), at: location, isFlow: isFlow,
                span: start..<max(start, end))
        }
    }

    private var stack: [Frame] = []
    private var root: YAMLNode?
    private var diagnostics = DiagnosticCollector()
    private var source: [UInt8] = []

    init(file: String) {
        self.file = file
    }

    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    mutating func parse(_ bytes: [UInt8]) throws(DiagnosticError) -> YAMLNode {
        source = bytes
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            throw DiagnosticError([Diagnostic(.yaml(.parserNotAllocated), file: file)])
        }
        defer { yaml_parser_delete(&parser) }

        // libyaml reads from the buffer while parsing; keep one stable copy alive until done.
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        defer { buffer.deallocate() }
        _ = buffer.initialize(from: bytes)
        yaml_parser_set_input_string(&parser, buffer.baseAddress, bytes.count)
        yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)

        var documents = 0
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(&parser, &event) != 0 else {
                diagnostics.append(syntaxError(parser))
                break
            }
            defer { yaml_event_delete(&event) }
            let type = event.type
            if type == YAML_STREAM_END_EVENT { break }
            if type == YAML_DOCUMENT_START_EVENT {
                documents += 1
                if documents > 1 {
                    diagnostics.error(.yaml(.secondDocument), at: location(event.start_mark))
                    break
                }
            }
            if !handle(event) { break }
        }
        if diagnostics.hasErrors { throw DiagnosticError(diagnostics.sorted) }
        guard let root else {
            throw DiagnosticError([
                Diagnostic(.yaml(.empty), at: SourceLocation(file: file, line: 1, column: 1))
            ])
        }
        return root
    }

    /// Handles one event; returns false when parsing must stop.
    private mutating func handle(_ event: yaml_event_t) -> Bool {
        let at = location(event.start_mark)
        let start = Int(event.start_mark.index)
        let end = Int(event.end_mark.index)
        switch event.type {
        case YAML_ALIAS_EVENT:
            diagnostics.error(.yaml(.alias), at: at)
            return false
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            guard checkAnchorAndTag(anchor: data.anchor, tag: data.tag, at: at) else { return false }
            let text = String(
                decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self)
            let style: YAMLNode.ScalarStyle
            switch data.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: style = .literal
            case YAML_FOLDED_SCALAR_STYLE: style = .folded
            default: style = .plain
            }
            return add(YAMLNode(.scalar(text, style), at: at, span: start..<max(start, end)))
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            guard checkAnchorAndTag(anchor: data.anchor, tag: data.tag, at: at), push(at: at) else {
                return false
            }
            stack.append(
                Frame(
                    isMapping: true, location: at, isFlow: data.style == YAML_FLOW_MAPPING_STYLE, start: start
                ))
            return true
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            guard checkAnchorAndTag(anchor: data.anchor, tag: data.tag, at: at), push(at: at) else {
                return false
            }
            stack.append(
                Frame(
                    isMapping: false, location: at, isFlow: data.style == YAML_FLOW_SEQUENCE_STYLE,
                    start: start))
            return true
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
            return add(stack.removeLast().node(end: end))
        default:
            return true  // stream and document boundaries carry nothing of their own
        }
    }

    private mutating func push(at location: SourceLocation) -> Bool {
        guard stack.count < YAMLReader.maximumDepth else {
            diagnostics.error(.yaml(.tooDeep(maximum: YAMLReader.maximumDepth)), at: location)
            return false
        }
        return true
    }

    private mutating func checkAnchorAndTag(
        anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?,
        at: SourceLocation
    ) -> Bool {
        if let anchor {
            let name = String(cString: anchor)
            diagnostics.error(.yaml(.anchor(name: name)), at: at)
            return false
        }
        if let tag {
            let name = String(cString: tag).replacingPrefix("tag:yaml.org,2002:", with: "!!")
            diagnostics.error(.yaml(.tag(name: name)), at: at)
            return false
        }
        return true
    }

    /// Adds a finished node to the collection being built, or makes it the root.
    private mutating func add(_ node: YAMLNode) -> Bool {
        guard let top = stack.last else {
            root = node
            return true
        }
        if !top.isMapping {
            top.items.append(node)
        } else if let (key, span) = top.pendingKey {
            top.entries.append(YAMLNode.Entry(key: key, value: node, keySpan: span))
            top.pendingKey = nil
        } else {
            guard let text = node.scalar else {
                diagnostics.error(.yaml(.keyNotPlain(found: node.kindDescription)), at: node.location)
                return false
            }
            if let first = top.keys[text] {
                diagnostics.error(
                    .yaml(.duplicateKey(text)), at: node.location,
                    notes: [Diagnostic.Note(.firstAppears(text), at: first)])
            } else {
                top.keys[text] = node.location
            }
            top.pendingKey = (Located(text, at: node.location), node.span)
        }
        return true
    }

    /// libyaml's own problem text, located, plus a hint for the mistakes manifests invite.
    private func syntaxError(_ parser: yaml_parser_t) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        let context = parser.context.map { context in
            let start = location(parser.context_mark)
            return ManifestMessage.YAML.SyntaxContext(
                text: String(cString: context), line: start.line, column: start.column)
        }
        let at = location(parser.problem_mark)
        let hint =
            hint(forErrorOnLine: at.line) ?? context.flatMap { commentHint(from: $0.line, to: at.line) }
        return Diagnostic(.yaml(.syntax(problem: problem, context: context, hint: hint)), at: at)
    }

    /// A `#` after a space or `{`, `[`, `,` between `first` and `last` (the lines of a flow
    /// collection libyaml could not close), outside quotes: YAML read a comment there.
    private func commentHint(from first: Int, to last: Int) -> ManifestMessage.YAML.SyntaxHint? {
        let lines = source.split(separator: 0x0A, omittingEmptySubsequences: false)
        // libyaml's context may start after its problem (a key read past the line it failed on).
        let first = max(first, 1), last = min(last, lines.count)
        guard first <= last else { return nil }
        for line in first...last {
            let text = String(decoding: lines[line - 1], as: UTF8.self)
            guard text.contains("{") || text.contains("[") || line > first else { continue }
            var quote: Character?
            var previous: Character = " "
            for (offset, character) in zip(text.indices, text) {
                defer { previous = character }
                if let open = quote {
                    if character == open { quote = nil }
                    continue
                }
                if character == "\"" || character == "'" {
                    quote = character
                } else if character == "#", previous.isWhitespace || "{[,".contains(previous),
                    text[..<offset].contains(where: { !$0.isWhitespace }),
                    text[offset...].contains(where: { "}]".contains($0) })
                {
                    // A comment of its own line is one; one that hides a closing bracket is the cause.
                    let word = text[offset...].prefix { !" ,:}]".contains($0) }
                    return .commentInFlow(line: line, word: String(word))
                }
            }
        }
        return nil
    }

    /// A hint for errors whose line shows a known cause.
    private func hint(forErrorOnLine line: Int) -> ManifestMessage.YAML.SyntaxHint? {
        let lines = source.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard line - 1 < lines.count else { return nil }
        let text = String(decoding: lines[line - 1], as: UTF8.self)
        if text.contains("\t") { return .tabs }
        // An unquoted `/u/{id}` inside `[...]` or `{...}`: `{` opens a flow mapping there.
        if text.contains("[") || text.contains("{"),
            let range = text.range(of: #"[\[,{:]\s*/[^"',\]\s]*\{[^"',\]\s]*"#, options: .regularExpression)
        {
            return .unquotedPath(String(text[range].drop { $0 != "/" }))
        }
        return nil
    }
}

extension String {
    fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
