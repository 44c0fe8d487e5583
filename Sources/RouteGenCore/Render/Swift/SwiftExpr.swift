/// A Swift expression as structure: the printer wraps it at its joints (arguments, elements) and
/// never inside a piece of code or a string literal, so no text is ever parsed back.
indirect enum SwiftExpr: Equatable {
    /// Code that is never split: a name, a number, `.home`, `nil`, a type.
    case code(String)
    /// A string literal of this text, escaped when printed.
    case string(String)
    /// `callee(label: value, …)`; `trailing` follows the parenthesis (`)` of enclosing wrappers).
    case call(SwiftExpr, [Argument], trailing: String = "")
    /// `[a, b]`.
    case array([SwiftExpr])

    /// One argument of a call.
    struct Argument: Equatable {
        var label: String?
        var value: SwiftExpr

        init(_ label: String?, _ value: SwiftExpr) {
            self.label = label
            self.value = value
        }

        /// An unlabeled argument, or a parameter declaration, written as it is.
        static func code(_ text: String) -> Argument { Argument(nil, .code(text)) }

        var text: String { (label.map { $0 + ": " } ?? "") + value.text }
    }

    /// The expression on one line.
    var text: String {
        switch self {
        case .code(let code): return code
        case .string(let string): return SwiftSyntax.stringLiteral(string)
        case .call(let callee, let arguments, let trailing):
            return callee.text + "(" + arguments.map(\.text).joined(separator: ", ") + ")" + trailing
        case .array(let elements): return "[" + elements.map(\.text).joined(separator: ", ") + "]"
        }
    }
}

extension CodePrinter {
    /// `prefix`, the expression, `suffix` on one line when they fit. Otherwise a call puts its
    /// arguments one level in (on one line if they fit there, else one a line, each wrapped the same
    /// way) and `)` on a line of its own; an array puts each element on a line.
    mutating func expression(_ expression: SwiftExpr, prefix: String = "", suffix: String = "") {
        let single = prefix + expression.text + suffix
        switch expression {
        case .call(let callee, let arguments, let trailing) where !arguments.isEmpty && !fits(single):
            line(prefix + callee.text + "(")
            indented { p in
                let joined = arguments.map(\.text).joined(separator: ", ")
                if p.fits(joined) {
                    p.line(joined)
                } else {
                    for (index, argument) in arguments.enumerated() {
                        p.expression(
                            argument.value, prefix: argument.label.map { $0 + ": " } ?? "",
                            suffix: index < arguments.count - 1 ? "," : "")
                    }
                }
            }
            line(")" + trailing + suffix)
        case .array(let elements) where !elements.isEmpty && !fits(single):
            line(prefix + "[")
            indented { p in
                for (index, element) in elements.enumerated() {
                    p.expression(element, suffix: index < elements.count - 1 ? "," : "")
                }
            }
            line("]" + suffix)
        default:
            line(single)
        }
    }

    /// `head(items)tail`, wrapped as ``expression(_:prefix:suffix:)`` wraps a call: for signatures
    /// and case declarations, whose items are never split.
    mutating func wrapped(_ head: String, _ items: [String], _ tail: String) {
        expression(.call(.code(head), items.map(SwiftExpr.Argument.code)), suffix: tail)
    }

    /// A block whose opening line is ``wrapped(_:_:_:)``: `head(items)tail {`, body, `}`.
    mutating func wrappedBlock(
        _ head: String, _ items: [String], _ tail: String, _ body: (inout CodePrinter) -> Void
    ) {
        wrapped(head, items, tail + " {")
        indented(body)
        line("}")
    }
}
