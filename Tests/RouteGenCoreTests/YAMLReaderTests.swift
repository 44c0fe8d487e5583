import RouteGenCore
import Testing

@Suite struct YAMLReaderTests {
    func read(_ text: String) throws -> YAMLNode {
        try YAMLReader.read(Array(text.utf8), file: "t.yaml")
    }

    func entries(_ node: YAMLNode) -> [YAMLNode.Entry] {
        if case .mapping(let entries) = node.kind { return entries }
        Issue.record("not a mapping: \(node)")
        return []
    }

    @Test func marksAreOneBasedForNestedNodes() throws {
        let root = try read(
            """
            routes:
              home:
                path: /home
                aliases: ["/h", /start]
            """)
        #expect(root.location == Location(file: "t.yaml", line: 1, column: 1))
        let routes = entries(root)[0]
        #expect(routes.key == Located("routes", at: Location(file: "t.yaml", line: 1, column: 1)))
        let home = entries(routes.value)[0]
        #expect(home.key.location == Location(file: "t.yaml", line: 2, column: 3))
        let fields = entries(home.value)
        #expect(
            fields[0].value
                == YAMLNode(
                    .scalar("/home", .plain), at: Location(file: "t.yaml", line: 3, column: 11), span: 26..<31
                ))
        guard case .sequence(let aliases) = fields[1].value.kind else {
            Issue.record("aliases is not a list")
            return
        }
        #expect(fields[1].value.isFlow)
        #expect(
            aliases[0]
                == YAMLNode(
                    .scalar("/h", .doubleQuoted), at: Location(file: "t.yaml", line: 4, column: 15),
                    span: 46..<50))
        #expect(
            aliases[1]
                == YAMLNode(
                    .scalar("/start", .plain), at: Location(file: "t.yaml", line: 4, column: 21),
                    span: 52..<58))
    }

    @Test func spansCountCharactersAndCoverKeysAndCollections() throws {
        // What `routegen migrate` edits: each key's and value's text, in characters from the start.
        let text = "é: { min: 1, max: 🎓 }\nlist:\n  - a\n"
        let root = try read(text)
        let characters = Array(text.unicodeScalars)
        func written(_ span: Range<Int>) -> String {
            String(String.UnicodeScalarView(characters[span]))
        }
        let fields = entries(root)
        #expect(written(fields[0].keySpan) == "é")
        #expect(written(fields[0].value.span) == "{ min: 1, max: 🎓 }")
        let inner = entries(fields[0].value)
        #expect(inner.map { written($0.keySpan) } == ["min", "max"])
        #expect(inner.map { written($0.value.span) } == ["1", "🎓"])
        #expect(written(fields[1].keySpan) == "list")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        // "é" is two bytes and "🎓" four; columns count each as one character.
        let root = try read("café: 🎓 x\nnext: [é, ü]\n")
        let fields = entries(root)
        #expect(fields[0].value.location.column == 7)
        #expect(fields[0].value.scalar == "🎓 x")
        #expect(fields[1].key.location == Location(file: "t.yaml", line: 2, column: 1))
        let items = try #require(
            { if case .sequence(let items) = fields[1].value.kind { items } else { nil } }(),
            "\(fields[1].value) is not a sequence")
        #expect(items.map(\.location.column) == [8, 11])
    }

    @Test func yaml11LookalikesStayStringsWhereStringsAreExpected() throws {
        let manifest = try load(
            """
            version: 1
            schemes: [app]
            types:
              Answer: [yes, no, on, off, 1.0, 0x10, ~x]
            routes:
              home:
                path: /
                description: 0x10
                query:
                  code: { type: String, default: 1.0 }
                  flag: { type: String, default: no }
            """)
        #expect(manifest.app.enums[0].values == ["yes", "no", "on", "off", "1.0", "0x10", "~x"])
        #expect(manifest.app.routes[0].description == "0x10")
        #expect(manifest.app.routes[0].parameters.map(\.defaultValue) == [.string("1.0"), .string("no")])
    }

    @Test func numbersAndBooleansAreReadStrictly() {
        #expect(
            diagnostics("version: 0x1\nschemes: [app]\nroutes: { a: { path: / } }\n")
                == "test.yaml:1:10: error: 'version' must be the number 1, 1.1 or 1.2, found '0x1'")
        #expect(
            diagnostics("version: 1\nschemes: [app]\nroutes: { a: { path: /, auth: on } }\n")
                == "test.yaml:3:31: error: 'auth' must be true or false, found 'on'")
        #expect(
            diagnostics("version: '1'\nschemes: [app]\nroutes: { a: { path: / } }\n")
                == "test.yaml:1:10: error: 'version' must be the number 1, 1.1 or 1.2, found '1'")
    }

    @Test func byteOrderMarkIsSkippedAndColumnsUnchanged() throws {
        let root = try YAMLReader.read([0xEF, 0xBB, 0xBF] + Array("a: b\n".utf8), file: "t.yaml")
        #expect(entries(root)[0].value.location.column == 4)
    }

    @Test func oversizedInputIsRefusedBeforeParsing() {
        let bytes = [UInt8](repeating: 0x20, count: YAMLReader.maximumSize + 1)
        #expect(throws: DiagnosticError.self) { try YAMLReader.read(bytes, file: "big.yaml") }
    }

    @Test func deepNestingIsRefusedWithoutRecursion() {
        let text = "a: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(diagnostics(text).contains("nests deeper than 64 levels"))
    }
}
