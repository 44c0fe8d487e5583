import Testing

@testable import RouteGenCore

/// The printer wraps long lines at commas and brackets of code, never inside a string literal.
@Suite struct CodePrinterTests {
    @Test func splittingSkipsStringLiterals() {
        #expect(
            CodePrinter.splitTopLevel(#".a(x: "a], [b, c), (d, e"), .b, f("\"(", [1, 2])"#) == [
                #".a(x: "a], [b, c), (d, e")"#, ".b", #"f("\"(", [1, 2])"#,
            ])
        #expect(CodePrinter.splitTopLevel(#""\\", "a,b""#) == [#""\\""#, #""a,b""#])
        #expect(CodePrinter.splitTopLevel("") == [])
    }

    @Test func aLongArrayOfStringsFullOfBracketsWrapsAtItsElements() {
        var p = CodePrinter()
        let element = #".listing(filter: "a], [b, c), (d, e")"#
        p.wrapped("RouteNavigation", ["stack: [\(element), \(element), \(element)]"], "")
        #expect(
            p.text == """
                RouteNavigation(
                    stack: [
                        \(element),
                        \(element),
                        \(element)
                    ]
                )

                """)
    }

    @Test func aStringBeforeTheArrayIsNotTakenForIt() {
        var p = CodePrinter()
        let long = String(repeating: "x", count: 100)
        p.wrapped("f", [#"label: "[\#(long)""#, #"items: ["\#(long)", "]"]"#], "")
        #expect(p.text.contains("    items: [\n"))
        #expect(p.text.contains(#"        "\#(long)","#))
        #expect(p.text.contains(#"        "]""#))
    }
}
