/// Builds source text line by line with indentation, so emitters describe structure rather than
/// concatenating strings. Blank lines carry no indentation, so output has no trailing whitespace.
package struct CodePrinter {
    package private(set) var text = ""
    private var level = 0
    private let indentUnit = "    "
    /// Lines longer than this are wrapped by `expression(_:prefix:suffix:)`, as swift-format would.
    package static let lineLimit = 110

    package init() {}

    /// One line at the current indentation; an empty string prints a blank line.
    package mutating func line(_ content: String = "") {
        if !content.isEmpty {
            text += String(repeating: indentUnit, count: level)
            text += content
        }
        text += "\n"
    }

    /// `opener {`, the body one level in, then `}` (or `closer`).
    package mutating func block(_ opener: String, closer: String = "}", _ body: (inout CodePrinter) -> Void) {
        line(opener + " {")
        indented(body)
        line(closer)
    }

    /// `if a, b {`, the body one level in, then `}`; where that is too long, each condition on a
    /// line of its own and `{` below them, as swift-format writes it.
    package mutating func ifBlock(_ conditions: [String], _ body: (inout CodePrinter) -> Void) {
        let single = "if " + conditions.joined(separator: ", ")
        guard !fits(single + " {"), conditions.count > 1 else { return block(single, body) }
        line("if " + conditions[0] + ",")
        indented { p in
            for (index, condition) in conditions.enumerated().dropFirst() {
                p.line(condition + (index == conditions.count - 1 ? "" : ","))
            }
        }
        line("{")
        indented(body)
        line("}")
    }

    /// `switch subject {`, the body at the same level (Swift aligns `case` with `switch`), then `}`.
    package mutating func switchBlock(_ subject: String, _ body: (inout CodePrinter) -> Void) {
        line("switch \(subject) {")
        body(&self)
        line("}")
    }

    /// `case pattern:` with its statements one level in.
    package mutating func caseBlock(_ label: String, _ body: (inout CodePrinter) -> Void) {
        line(label)
        indented(body)
    }

    /// The body one level in.
    package mutating func indented(_ body: (inout CodePrinter) -> Void) {
        level += 1
        body(&self)
        precondition(level > 0, "cannot outdent below the margin")
        level -= 1
    }

    /// Whether `content` fits on a line at the current indentation.
    func fits(_ content: String) -> Bool {
        level * indentUnit.count + content.count <= Self.lineLimit
    }

    /// `///` lines; an empty entry prints `///` alone. A line over the limit is wrapped at its
    /// spaces, a list item's continued two spaces in, as DocC reads it.
    package mutating func docComment(_ lines: [String]) {
        for content in lines {
            guard !content.isEmpty else {
                line("///")
                continue
            }
            let continuation = content.hasPrefix("- ") ? "  " : ""
            var current = ""
            for word in content.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if !current.isEmpty, !current.allSatisfy({ $0 == " " }), !fits("/// " + candidate) {
                    line("/// " + current)
                    current = continuation + word
                } else {
                    current = candidate
                }
            }
            line("/// " + current)
        }
    }
}
