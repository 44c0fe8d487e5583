/// `routegen migrate`'s second pass: 1.1's `query:`, `fragment:`, `fragmentItems:` and a value's
/// `swift:` written as 1.2 writes them — each value named in the route's path template
/// (``PathTemplate``) and typed in `params:`. It reads the text the first pass wrote, whose other
/// keys are 1.2's already, and moves each value's text as it stands there.
enum TemplateMigration {
    /// The edits of every route and group of a manifest's text.
    static func edits(of root: YAMLNode, in text: String) throws(DiagnosticError) -> [TextEdit] {
        // Spans count from after a byte order mark, as `apply` does.
        let scalars = Array(text.unicodeScalars.drop { $0 == "\u{FEFF}" })
        // Lines added to a block mapping end as the file's do.
        let newline = text.contains("\r\n") ? "\r\n" : "\n"
        var edits: [TextEdit] = []
        func walk(_ routes: YAMLNode?) throws(DiagnosticError) {
            guard case .mapping(let entries)? = routes?.kind else { return }
            for entry in entries {
                guard case .mapping(let fields) = entry.value.kind else { continue }
                edits += try routeEdits(Fields(entries: fields), text: scalars, newline: newline)
                try walk(Fields(entries: fields)["routes"])
            }
        }
        if case .mapping(let entries) = root.kind { try walk(Fields(entries: entries)["routes"]) }
        return edits
    }

    private typealias Fields = ManifestDecoder.Fields

    /// One value moved to `params:`: its entry's text there.
    private struct Moved {
        var item: PathTemplate.Item
        var text: String
    }

    private static func routeEdits(
        _ fields: Fields, text: [Unicode.Scalar], newline: String
    ) throws(DiagnosticError) -> [TextEdit] {
        guard let pathEntry = fields.entries.first(where: { $0.key.value == "path" }),
            let path = pathEntry.value.scalar
        else { return [] }
        // Beside a template (1.2), the decoder refuses them: only `swift:` is left to rewrite.
        let sources =
            PathTemplate.holdsMoreThanAPath(path)
            ? [] : fields.entries.filter { ["query", "fragment", "fragmentItems"].contains($0.key.value) }
        let params = fields.entries.first { $0.key.value == "params" }
        var edits: [TextEdit] = []
        // An item's Swift name (1.2's template, whose path values the decoder keeps from `swift:`)
        // becomes the name in its braces.
        var renamedPath = path
        for entry in mappingEntries(params?.value) {
            guard let swift = swiftEntry(of: entry.value), let name = swift.value.scalar else { continue }
            for suffix in ["}", "?}", "...}"] {
                renamedPath = renamedPath.replacingOccurrences(
                    of: "{\(entry.key.value)\(suffix)", with: "{\(name)\(suffix)")
            }
            edits += [.replace(entry.keySpan, with: name), .remove(swift)]
        }
        guard !sources.isEmpty || renamedPath != path else { return [] }
        func moved(_ entries: [YAMLNode.Entry]) throws(DiagnosticError) -> [Moved] {
            try entries.map { entry throws(DiagnosticError) in
                let swiftName = swiftEntry(of: entry.value)?.value.scalar
                let typeText =
                    entry.value.scalar ?? Fields(entries: mappingEntries(entry.value))["type"]?.scalar ?? ""
                let isRest = TypeReference(parsing: typeText)?.shape == .dictionary
                guard PathTemplate.isItemName(entry.key.value) else {
                    throw DiagnosticError([
                        Diagnostic(
                            .migration(.itemNameUnwritable(item: entry.key.value)), at: entry.key.location)
                    ])
                }
                let name = PathTemplate.valueName(ofItem: entry.key.value, swiftName: swiftName)
                return Moved(
                    item: PathTemplate.Item(name: entry.key.value, value: name, isRest: isRest, offset: 0),
                    text: ManifestDecoder.flowScalar(name) + ": " + flowText(of: entry.value, in: text))
            }
        }
        let source = { (key: String) in sources.first { $0.key.value == key }?.value }
        let query = try moved(mappingEntries(source("query")))
        let fragmentItems = try moved(mappingEntries(source("fragmentItems")))
        var template = PathTemplate(path: renamedPath, items: query.map(\.item))
        var fragmentValue: [Moved] = []
        if let fragment = source("fragment") {
            if let fragmentPath = fragment.scalar {
                template.fragment = .path(fragmentPath, offset: 0, items: fragmentItems.map(\.item))
            } else {
                fragmentValue = try moved(mappingEntries(fragment))
                template.fragment = fragmentValue.first.map { .value($0.item.value, offset: 0) }
            }
        } else if !fragmentItems.isEmpty {
            template.fragment = .items(fragmentItems.map(\.item), offset: 0)
        }
        edits.append(
            .replace(
                pathEntry.value.span.lowerBound..<pathEntry.value.textEnd,
                with: ManifestDecoder.flowScalar(template.text)))
        let values = (query + fragmentValue + fragmentItems).map(\.text)
        guard !values.isEmpty else { return edits + sources.map(TextEdit.remove) }
        if let params, case .mapping(let entries) = params.value.kind, entries.isEmpty {
            // `params: {}`: the values are all it holds.
            edits.append(.replace(params, with: "params: { \(values.joined(separator: ", ")) }"))
            return edits + sources.map(TextEdit.remove)
        }
        // Without `params:`, a block of values is renamed `params:` and takes the others.
        var target = params
        if params == nil, let first = sources.first(where: { $0.value.scalar == nil }),
            movableLines(
                of: first,
                indent: column(of: mappingEntries(first.value).first?.keySpan.lowerBound ?? 0, in: text),
                in: text) != nil
        {
            edits.append(.replace(first.keySpan, with: "params"))
            target = first
        }
        if let params = target, case .mapping(let entries) = params.value.kind, !entries.isEmpty,
            let last = entries.last, !params.value.isFlow
        {
            // Block beside block: each source's lines move as they are, comments and all.
            let indent = column(of: last.keySpan.lowerBound, in: text)
            var pieces: [String] = []
            for (source, values) in [
                ("query", query), ("fragment", fragmentValue), ("fragmentItems", fragmentItems),
            ] {
                // A fragment's path is in the template; its entry goes below.
                guard let entry = sources.first(where: { $0.key.value == source }), entry != params,
                    entry.value.scalar == nil
                else { continue }
                if let lines = movableLines(of: entry, indent: indent, in: text, newline: newline) {
                    edits.append(TextEdit(range: lines.removed, text: "", kind: .replaceLines))
                    pieces.append(lines.moved)
                } else {
                    edits.append(.remove(entry))
                    pieces += values.map(\.text)
                }
            }
            edits += sources.filter { $0.key.value == "fragment" && $0.value.scalar != nil }.map(
                TextEdit.remove)
            if !pieces.isEmpty {
                edits.append(
                    TextEdit(
                        range: last.value.textEnd..<last.value.textEnd,
                        text: pieces.joined(separator: newline + String(repeating: " ", count: indent)),
                        kind: .appendToBlockList(itemStart: last.keySpan.lowerBound)))
            }
            return edits
        }
        if let params, case .mapping(let entries) = params.value.kind, let last = entries.last {
            // A flow `params:` takes the values in flow.
            edits += sources.map(TextEdit.remove)
            edits.append(
                TextEdit(
                    range: last.value.textEnd..<last.value.textEnd, text: values.joined(separator: ", "),
                    kind: .appendToFlowList(listStart: params.value.span.lowerBound)))
        } else if params == nil, sources.count == 1, source("fragment")?.scalar == nil,
            mappingEntries(sources[0].value).allSatisfy({
                swiftEntry(of: $0.value) == nil && PathTemplate.isValueName($0.key.value)
            })
        {
            // The values' own entries, under the name `params:`.
            edits.append(.replace(sources[0].keySpan, with: "params"))
        } else {
            let paramsText = "params: { \(values.joined(separator: ", ")) }"
            let first = sources.first { source("fragment")?.scalar == nil || $0.key.value != "fragment" }
            edits += sources.map { $0 == first ? .replace($0, with: paramsText) : .remove($0) }
        }
        return edits
    }

    /// How many characters precede `offset` on its line.
    private static func column(of offset: Int, in text: [Unicode.Scalar]) -> Int {
        offset - (text[..<offset].lastIndex { $0 == "\n" || $0 == "\r" }.map { $0 + 1 } ?? 0)
    }

    /// A block mapping of values (`query:` and its entries on the lines below) that can move under
    /// a block `params:` as it is: its entries at `indent`, none renamed. `removed` is its lines,
    /// `moved` the entries' text, its first line's indentation left to the insertion.
    private static func movableLines(
        of entry: YAMLNode.Entry, indent: Int, in text: [Unicode.Scalar], newline: String = "\n"
    ) -> (removed: Range<Int>, moved: String)? {
        let entries = mappingEntries(entry.value)
        guard !entry.value.isFlow, let first = entries.first, let last = entries.last,
            column(of: first.keySpan.lowerBound, in: text) == indent,
            entries.allSatisfy({ swiftEntry(of: $0.value) == nil && PathTemplate.isValueName($0.key.value) })
        else { return nil }
        let isBreak = { (scalar: Unicode.Scalar) in scalar == "\n" || scalar == "\r" }
        let keyLine = text[..<entry.keySpan.lowerBound].lastIndex(where: isBreak).map { $0 + 1 } ?? 0
        guard let keyEnd = text[entry.keySpan.lowerBound...].firstIndex(where: isBreak) else { return nil }
        var body = keyEnd
        while body < text.count, isBreak(text[body]) { body += 1 }
        let end = text[last.value.textEnd...].firstIndex(where: isBreak) ?? text.count
        var removedEnd = end
        if removedEnd < text.count, text[removedEnd] == "\r" { removedEnd += 1 }
        if removedEnd < text.count, text[removedEnd] == "\n" { removedEnd += 1 }
        let moved = String(String.UnicodeScalarView(text[body..<end])).drop { $0 == " " }
        // A comment after the key (`query:   # options`) goes first, as a line of its own.
        let keyRest = String(String.UnicodeScalarView(text[entry.keySpan.upperBound..<keyEnd]))[...]
        guard let hash = ManifestMigration.commentStart(in: keyRest) else {
            return (keyLine..<removedEnd, String(moved))
        }
        let comment = keyRest[hash...].trimmingCharacters(in: .whitespaces)
        return (keyLine..<removedEnd, comment + newline + String(repeating: " ", count: indent) + moved)
    }

    private static func mappingEntries(_ node: YAMLNode?) -> [YAMLNode.Entry] {
        if case .mapping(let entries)? = node?.kind { return entries }
        return []
    }

    private static func swiftEntry(of node: YAMLNode) -> YAMLNode.Entry? {
        mappingEntries(node).first { $0.key.value == "swift" }
    }

    /// A value's text on one line, without its `swift:`: as written when it is, else its
    /// entries' texts in flow style.
    private static func flowText(of node: YAMLNode, in text: [Unicode.Scalar]) -> String {
        let written = String(String.UnicodeScalarView(text[node.span.lowerBound..<node.textEnd]))
        switch node.kind {
        case .scalar(let value, let style):
            // As written where a flow mapping reads it so, else quoted.
            let plainInFlow =
                style == .plain && !value.contains(where: { ",[]{}#\"'".contains($0) || $0.isNewline })
                && !value.contains(": ")
            let quoted =
                (style == .singleQuoted || style == .doubleQuoted) && !written.contains(where: \.isNewline)
            return plainInFlow || quoted ? written : ManifestDecoder.flowScalar(value)
        case .mapping(let entries):
            let kept = entries.filter { $0.key.value != "swift" }
            if kept.count == 1, kept[0].key.value == "type" { return flowText(of: kept[0].value, in: text) }
            if node.isFlow, kept.count == entries.count, !written.contains(where: \.isNewline) {
                return written
            }
            let keyText = { (entry: YAMLNode.Entry) in
                String(String.UnicodeScalarView(text[entry.keySpan]))
            }
            return "{ "
                + kept.map { keyText($0) + ": " + flowText(of: $0.value, in: text) }
                .joined(separator: ", ") + " }"
        case .sequence(let items):
            if node.isFlow, !written.contains(where: \.isNewline) { return written }
            return "[" + items.map { flowText(of: $0, in: text) }.joined(separator: ", ") + "]"
        }
    }
}
