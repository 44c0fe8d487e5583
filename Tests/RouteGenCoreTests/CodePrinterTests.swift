import Testing

@testable import RouteGenCore

/// The printer lays out a ``SwiftExpr``: it wraps at arguments and elements and never inside a
/// string literal or a piece of code, whatever brackets and commas they hold.
@Suite struct CodePrinterTests {
    static let tricky = #"a], [b, c), (d, e"#

    func printed(_ expression: SwiftExpr, prefix: String = "") -> String {
        var p = CodePrinter()
        p.expression(expression, prefix: prefix)
        return p.text
    }

    @Test func aShortExpressionIsOneLine() {
        let call = SwiftExpr.call(.code(".listing"), [.init("filter", .string(Self.tricky))])
        #expect(printed(call) == #".listing(filter: "a], [b, c), (d, e")"# + "\n")
    }

    @Test func aLongArrayOfCallsWithBracketedStringsWrapsAtItsElements() {
        let element = SwiftExpr.call(.code(".listing"), [.init("filter", .string(Self.tricky))])
        let navigation = SwiftExpr.call(
            .code("RouteNavigation"), [.init("stack", .array([element, element, element]))])
        let line = #".listing(filter: "a], [b, c), (d, e")"#
        #expect(
            printed(navigation) == """
                RouteNavigation(
                    stack: [
                        \(line),
                        \(line),
                        \(line)
                    ]
                )

                """)
    }

    @Test func stringsLongerThanALineStayWhole() {
        let long = String(repeating: "(,[", count: 50)
        let call = SwiftExpr.call(
            .code("f"),
            [.init("label", .string("[" + long)), .init("items", .array([.string(long), .string("]")]))])
        let text = printed(call)
        #expect(text.contains("    label: \"[\(long)\",\n"))
        #expect(text.contains("    items: [\n"))
        #expect(text.contains("        \"\(long)\",\n"))
        #expect(text.contains("        \"]\"\n"))
        // Every string literal is on one line, opened and closed there.
        for line in text.split(separator: "\n") {
            #expect(line.filter { $0 == "\"" }.count % 2 == 0, "\(line)")
        }
    }

    @Test func argumentsThatFitOneLevelInShareALine() {
        let call = SwiftExpr.call(
            .code("try " + String(repeating: "x", count: 95)), [.code("link"), .init("idAt", .code("1"))],
            trailing: "))")
        #expect(
            printed(call, prefix: "return ") == """
                return try \(String(repeating: "x", count: 95))(
                    link, idAt: 1
                )))

                """)
    }

    @Test func signaturesKeepEachParameterWhole() {
        var p = CodePrinter()
        let parameters = (1...6).map { #"value\#($0): String = "\#(Self.tricky)""# }
        p.wrapped("case listing", parameters, "")
        let lines = p.text.split(separator: "\n").map(String.init)
        #expect(lines.first == "case listing(")
        #expect(lines.last == ")")
        #expect(lines.count == 8)
        #expect(lines[1] == #"    value1: String = "a], [b, c), (d, e","#)
    }
}
