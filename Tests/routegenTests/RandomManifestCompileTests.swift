import Foundation
import Testing

/// Every valid manifest generates Swift that compiles: manifests made by a seeded generator — odd
/// route names, Swift keywords as enum values, every parameter type, optional and catch-all
/// segments, defaults with quotes, brackets and backslashes, constraints, stacks, tabs, hosts, and
/// in manifests of version 1.1 routes chosen by their query, on any path, and by host —
/// are linted by the real binary, and every one that lints is generated and compiled, all in one
/// `swiftc` run with warnings as errors.
@Suite struct RandomManifestCompileTests {
    static let manifestCount = 60

    @Test func everyValidRandomManifestCompiles() throws {
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var generator = RandomManifest(seed: 0xC0_4411)
        var files: [URL] = []
        var valid = 0
        var validBeyondPath = 0
        var validByHost = 0
        var refused: [String] = []
        for index in 0..<Self.manifestCount {
            let text = generator.manifest(index)
            let manifest = directory.appendingPathComponent("m\(index).yaml")
            try text.write(to: manifest, atomically: true, encoding: .utf8)
            let output = directory.appendingPathComponent("out\(index)")
            let result = try CLI.run(["generate", manifest.path, "--output", output.path])
            guard result.status == 0 else {
                refused.append("m\(index).yaml:\n\(result.stderr)")
                continue
            }
            valid += 1
            if text.contains("anywhere:") { validBeyondPath += 1 }
            if text.contains("mailClick:") { validByHost += 1 }
            files += try GeneratedCodeCompileTests.swiftFiles(in: output)
        }
        let compilation = try GeneratedCodeCompileTests.typecheck(files, extraFlags: ["-warnings-as-errors"])
        print(
            "RandomManifestCompileTests: \(valid) of \(Self.manifestCount) random manifests valid "
                + "(\(validBeyondPath) with routes chosen by their query, \(validByHost) of them by host too); "
                + "their \(files.count) generated files compiled in one swiftc run: \(compilation.status == 0)"
        )
        #expect(compilation.status == 0, "\(compilation.output.prefix(4_000))")
        #expect(valid >= Self.manifestCount * 3 / 4, "lint refused too many:\n\(refused.prefix(3).joined())")
        #expect(validBeyondPath >= 10 && validByHost >= 5)
    }
}

/// Writes valid-looking manifests from a seed. Each has its own enum and type names, so that all
/// of them compile together in one module.
struct RandomManifest {
    var state: UInt64
    /// Whether the manifest being written is of version 1.1, whose Swift names are lowerCamelCase.
    var beyondPath = false

    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    mutating func pick<T>(_ values: [T]) -> T { values[next(values.count)] }
    mutating func chance(_ percent: Int) -> Bool { next(100) < percent }

    /// A YAML double-quoted string holding `text`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    static let routeNames = [
        "home", "item", "itemDetail", "a", "route2", "settingsPage", "über", "naïve", "x_y",
        "aLongRouteNameThatGoesOn",
        "list", "show", "search", "copy", "Page", "détail",
    ]
    static let enumValues = [
        "default", "class", "self", "Type", "case", "in", "none", "some", "init", "true", "false", "a1", "β",
    ]
    static let texts = [
        #"a], [b, c), (d, e"#, #"say "hi""#, #"back\slash"#, "tab\there", "ümlaut", "", "#", "%2F", "a/b",
        "{x}",
        "🎓", "\"\"\"", "$(x)", #"\(x)"#,
    ]
    static let literals = ["items", "über", "a-b", "a.b", "a_b", "x~y", "ITEMS", "2024", "café"]

    mutating func manifest(_ index: Int) -> String {
        let enumName = "Random\(index)Route"
        let typeName = "Kind\(index)"
        beyondPath = chance(50)
        var lines = ["version: \(beyondPath ? "1.1" : "1")", "enum: \(enumName)", "schemes: [rnd\(index)]"]
        let hasHosts = chance(50)
        if hasHosts {
            let more =
                beyondPath
                ? ", \"{lang}.h\(index).example\", { name: mail\(index).example, exclusive: true }" : ""
            lines.append("hosts: [h\(index).example, \"*.w\(index).example\"\(more)]")
            lines.append("appIDs: [ABCDE12345.com.example.r\(index)]")
        }
        if chance(30) { lines.append("caseSensitive: false") }
        if beyondPath, chance(50) { lines.append("formats: { UUID: lowercase, Bool: number }") }
        let tabs = chance(50) ? ["first", "second"] : []
        if !tabs.isEmpty { lines.append("tabs: [\(tabs.joined(separator: ", "))]") }
        var values = Set<String>()
        for _ in 0..<(2 + next(4)) { values.insert(pick(Self.enumValues)) }
        lines.append("types:")
        lines.append("  \(typeName): [\(values.sorted().map(Self.quoted).joined(separator: ", "))]")
        if beyondPath, hasHosts { lines.append("  Lang\(index): [en, de, x-1]") }
        lines.append("routes:")
        if beyondPath { lines += beyondPathRoutes(index, hasHosts: hasHosts) }
        var names: [String] = []
        var stackable: [String] = []
        for route in 0..<(2 + next(7)) {
            var name = pick(Self.routeNames)
            if names.contains(name) { name += "\(route)" }
            names.append(name)
            let (routeLines, hasPathValues) = routeLines(
                name, number: route, typeName: typeName, values: values.sorted(), beneath: stackable.last,
                tabs: tabs, hasHosts: hasHosts)
            lines += routeLines
            if !hasPathValues { stackable.append(name) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Routes of manifest 1.1 told apart by more than their path: a value of an item, an item
    /// present and another absent, an item on any path, items of the fragment; with hosts, a route on the hosts whose
    /// first label is a value and a catch-all on an exclusive host.
    mutating func beyondPathRoutes(_ index: Int, hasHosts: Bool) -> [String] {
        let value = Self.quoted(pick(Self.texts.filter { !$0.isEmpty }))
        var lines = [
            "  plainPage: { path: /cond }",
            "  tabPage: { path: /cond, when: { tab: \(value) } }",
            "  tokenPage: { path: /cond, when: { token: present, tab: absent }, query: { token: \(pick(["String", "Int", "UUID"])) } }",
            "  anywhere: { path: \"*\", when: { zz_find: present }, query: { zz_find: String } }",
            "  callback: { path: /cb, when: { \"#error\": absent }, fragmentItems: { access_token: \(pick(["String", "UUID"])), "
                + "expires_in: { type: Int, default: 60 }, scope: \"[String]\" } }",
            "  callbackError: { path: /cb, when: { \"#error\": \(value) }, fragmentItems: { state: String? } }",
            "  folded: { path: \"/folded/{section}\", params: { section: { type: String, lowercased: true } }, "
                + "query: { mode: { type: \"[String]\", lowercased: true }, sort: { type: String, default: name, lowercased: true } } }",
            "  foldedDark: { path: /fd, when: { theme: { equals: dark, lowercased: true } } }",
        ]
        if hasHosts {
            lines += [
                "  local: { path: \"/local/{id}\", hosts: [\"{lang}.h\(index).example\"], params: { lang: Lang\(index), id: Int } }",
                "  mailClick: { path: \"/{rest...}\", hosts: [mail\(index).example] }",
            ]
        }
        return lines
    }

    /// A route's lines, and whether its path has values (then no stack can name it).
    mutating func routeLines(
        _ name: String, number: Int, typeName: String, values: [String], beneath: String?, tabs: [String],
        hasHosts: Bool
    ) -> ([String], Bool) {
        var lines = ["  \(Self.quoted(name)):"]
        // A literal of its own first, so that no two routes match the same URLs.
        var path = "/r\(number)"
        var params: [String] = []
        let types = ["String", "Int", "Double", "Bool", "UUID", typeName]
        for segment in 0..<next(3) {
            if chance(50) {
                path += "/" + pick(Self.literals)
            } else {
                let type = pick(types)
                path += "/{p\(segment)}"
                params.append("p\(segment): \(type)")
            }
        }
        switch next(4) {
        case 0: path += "/{tail...}"
        case 1:
            path += "/{last?}"
            params.append("last: \(pick(types))")
        default: break
        }
        lines.append("    path: \(Self.quoted(path))")
        if !params.isEmpty { lines.append("    params: { \(params.joined(separator: ", ")) }") }
        var query: [String] = []
        for item in 0..<next(4) {
            // In 1.1 `é0` would become the Swift name `0`, which lint refuses.
            let key = pick(["q", "page", "sort_order", "ref", "flag", beyondPath ? "e_e" : "é"]) + "\(item)"
            switch next(6) {
            case 0: query.append("\(key): String?")
            case 1: query.append("\(key): { type: String, default: \(Self.quoted(pick(Self.texts))) }")
            case 2: query.append("\(key): { type: Int, default: \(next(50)), min: 0, max: 100 }")
            case 3: query.append("\(key): \"[\(pick(["String", "Int", typeName]))]\"")
            case 4: query.append("\(key): { type: \(typeName), default: \(Self.quoted(pick(values))) }")
            default: query.append("\(key): { type: Double?, min: -1.5 }")
            }
        }
        if !query.isEmpty {
            lines.append("    query:")
            lines += query.map { "      \($0)" }
        }
        if chance(30) { lines.append("    auth: true") }
        if chance(20) { lines.append("    permissions: [\(Self.quoted(pick(Self.texts) + "p"))]") }
        if !tabs.isEmpty, chance(50) { lines.append("    tab: \(pick(tabs))") }
        if let beneath, chance(40) {
            // A stack names an earlier route without path values, which lint requires.
            lines.append("    stack: [\(Self.quoted(beneath))]")
        }
        lines.append("    presentation: \(pick(["push", "sheet", "cover", "root", "reset"]))")
        if hasHosts, chance(20) { lines.append("    universalLink: false") }
        if chance(20) {
            lines.append("    deprecated: \(Self.quoted(pick(Self.texts) + " (old)"))")
        } else if path.contains("{"), chance(10) {
            // Retired: no case; never under `stack`, which names routes without path values.
            lines.append("    removed: \(Self.quoted(pick(Self.texts) + " (gone)"))")
        }
        lines.append("    description: \(Self.quoted("Route \(name): " + pick(Self.texts)))")
        return (lines, path.contains("{"))
    }
}
