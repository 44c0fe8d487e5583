import Foundation

/// Builds source text line by line with indentation, so emitters describe structure rather than
/// concatenating strings. Blank lines carry no indentation, so output has no trailing whitespace.
public struct CodePrinter {
    public private(set) var text = ""
    private var level = 0
    private let indentUnit = "    "
    /// Lines longer than this are wrapped by ``wrapped(_:_:_:)``, as swift-format would.
    public static let lineLimit = 110

    public init() {}

    /// One line at the current indentation; an empty string prints a blank line.
    public mutating func line(_ content: String = "") {
        if !content.isEmpty {
            text += String(repeating: indentUnit, count: level)
            text += content
        }
        text += "\n"
    }

    /// `opener {`, the body one level in, then `}` (or `closer`).
    public mutating func block(_ opener: String, closer: String = "}", _ body: (inout CodePrinter) -> Void) {
        line(opener + " {")
        indented(body)
        line(closer)
    }

    /// `switch subject {`, the body at the same level (Swift aligns `case` with `switch`), then `}`.
    public mutating func switchBlock(_ subject: String, _ body: (inout CodePrinter) -> Void) {
        line("switch \(subject) {")
        body(&self)
        line("}")
    }

    /// `case pattern:` with its statements one level in.
    public mutating func caseBlock(_ label: String, _ body: (inout CodePrinter) -> Void) {
        line(label)
        indented(body)
    }

    /// The body one level in.
    public mutating func indented(_ body: (inout CodePrinter) -> Void) {
        level += 1
        body(&self)
        precondition(level > 0, "cannot outdent below the margin")
        level -= 1
    }

    /// `head(item, item)tail` on one line when it fits; otherwise the items one level in, on one
    /// line if they fit there, else one per line, and `)tail` on a line of its own.
    public mutating func wrapped(_ head: String, _ items: [String], _ tail: String) {
        let single = head + "(" + items.joined(separator: ", ") + ")" + tail
        if items.isEmpty || fits(single, extraLevels: 0) {
            line(single)
            return
        }
        line(head + "(")
        indented { p in
            let joined = items.joined(separator: ", ")
            if p.fits(joined, extraLevels: 0) {
                p.line(joined)
            } else {
                for (index, item) in items.enumerated() {
                    p.item(item, last: index == items.count - 1)
                }
            }
        }
        line(")" + tail)
    }

    /// A block whose opening line is ``wrapped(_:_:_:)``: `head(items)tail {`, body, `}`.
    public mutating func wrappedBlock(
        _ head: String, _ items: [String], _ tail: String, _ body: (inout CodePrinter) -> Void
    ) {
        wrapped(head, items, tail + " {")
        indented(body)
        line("}")
    }

    /// One item of a wrapped list; an array literal too long for a line gets a line per element.
    private mutating func item(_ item: String, last: Bool) {
        let comma = last ? "" : ","
        guard !fits(item + comma, extraLevels: 0), item.hasSuffix("]"),
            let open = Self.codeIndices(item).first(where: { item[$0] == "[" })
        else {
            line(item + comma)
            return
        }
        let elements = Self.splitTopLevel(
            String(item[item.index(after: open)..<item.index(before: item.endIndex)]))
        line(String(item[...open]))
        indented { p in
            for (index, element) in elements.enumerated() {
                p.line(element + (index < elements.count - 1 ? "," : ""))
            }
        }
        line("]" + comma)
    }

    /// Splits `a, f(b, c), [d]` at the commas outside brackets, parentheses and string literals.
    static func splitTopLevel(_ text: String) -> [String] {
        var parts: [String] = []
        var depth = 0
        var start = text.startIndex
        for index in codeIndices(text) {
            switch text[index] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "," where depth == 0:
                parts.append(text[start..<index].trimmingCharacters(in: .whitespaces))
                start = text.index(after: index)
            default: break
            }
        }
        let last = text[start...].trimmingCharacters(in: .whitespaces)
        if !last.isEmpty { parts.append(last) }
        return parts
    }

    /// The indices of `text`'s characters that are code, not inside a string literal: generated
    /// code writes strings as `"…"` with `\` escapes (``SwiftSyntax/stringLiteral(_:)``).
    static func codeIndices(_ text: String) -> [String.Index] {
        var indices: [String.Index] = []
        var inString = false
        var escaped = false
        for index in text.indices {
            let character = text[index]
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else {
                indices.append(index)
            }
        }
        return indices
    }

    private func fits(_ content: String, extraLevels: Int) -> Bool {
        (level + extraLevels) * indentUnit.count + content.count <= Self.lineLimit
    }

    /// `///` lines; an empty entry prints `///` alone.
    public mutating func docComment(_ lines: [String]) {
        for content in lines {
            line(content.isEmpty ? "///" : "/// " + content)
        }
    }
}
