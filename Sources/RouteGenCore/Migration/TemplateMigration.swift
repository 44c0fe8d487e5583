/// `routegen migrate`'s second pass: 1.1's `query:`, `fragment:`, `fragmentItems:` and a value's
/// `swift:` written as 1.2 writes them — each value named in the route's path template
/// (``PathTemplate``) and typed in `params:`. It reads the text the first pass wrote, whose other
/// keys are 1.2's already, and moves each value's text as it stands there.
enum TemplateMigration {
    /// The edits of every route and group of a manifest's text.
    static func edits(of root: YAMLNode, in text: String) -> [TextEdit] {
        let scalars = Array(text.unicodeScalars)
        var edits: [TextEdit] = []
        func walk(_ routes: YAMLNode?) {
            guard case .mapping(let entries)? = routes?.kind else { return }
            for entry in entries {
                guard case .mapping(let fields) = entry.value.kind else { continue }
                edits += routeEdits(Fields(entries: fields), text: scalars)
                walk(Fields(entries: fields)["routes"])
            }
        }
        if case .mapping(let entries) = root.kind { walk(Fields(entries: entries)["routes"]) }
        return edits
    }

    private typealias Fields = ManifestDecoder.Fields

    /// One value moved to `params:`: its entry's text there.
    private struct Moved {
        var item: PathTemplate.Item
        var text: String
    }

    private static func routeEdits(_ fields: Fields, text: [Unicode.Scalar]) -> [TextEdit] {
        guard let pathEntry = fields.entries.first(where: { $0.key.value == "path" }),
            let path = pathEntry.value.scalar, !PathTemplate.holdsMoreThanAPath(path)
        else { return [] }
        let sources = fields.entries.filter { ["query", "fragment", "fragmentItems"].contains($0.key.value) }
        let params = fields.entries.first { $0.key.value == "params" }
        var edits: [TextEdit] = []
        // A path value's Swift name becomes its placeholder's name.
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
        func moved(_ entries: [YAMLNode.Entry]) -> [Moved] {
            entries.map { entry in
                let swiftName = swiftEntry(of: entry.value)?.value.scalar
                let typeText =
                    entry.value.scalar ?? Fields(entries: mappingEntries(entry.value))["type"]?.scalar ?? ""
                let isRest = TypeReference(parsing: typeText)?.shape == .dictionary
                let name = swiftName ?? entry.key.value
                return Moved(
                    item: PathTemplate.Item(name: entry.key.value, value: name, isRest: isRest, offset: 0),
                    text: ManifestDecoder.flowScalar(name) + ": " + flowText(of: entry.value, in: text))
            }
        }
        let source = { (key: String) in sources.first { $0.key.value == key }?.value }
        let query = moved(mappingEntries(source("query")))
        let fragmentItems = moved(mappingEntries(source("fragmentItems")))
        var template = PathTemplate(path: renamedPath, items: query.map(\.item))
        var fragmentValue: [Moved] = []
        if let fragment = source("fragment") {
            if let fragmentPath = fragment.scalar {
                template.fragment = .path(fragmentPath, offset: 0, items: fragmentItems.map(\.item))
            } else {
                fragmentValue = moved(mappingEntries(fragment))
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
        if let params, case .mapping(let entries) = params.value.kind, let last = entries.last {
            edits += sources.map(TextEdit.remove)
            if params.value.isFlow {
                edits.append(
                    TextEdit(
                        range: last.value.textEnd..<last.value.textEnd, text: values.joined(separator: ", "),
                        kind: .appendToFlowList(listStart: params.value.span.lowerBound)))
            } else {
                let lineStart = text[..<last.keySpan.lowerBound].lastIndex { $0 == "\n" || $0 == "\r" }
                let indent = String(
                    repeating: " ", count: last.keySpan.lowerBound - (lineStart.map { $0 + 1 } ?? 0))
                edits.append(
                    TextEdit(
                        range: last.value.textEnd..<last.value.textEnd,
                        text: values.joined(separator: "\n" + indent),
                        kind: .appendToBlockList(itemStart: last.keySpan.lowerBound)))
            }
        } else if params == nil, sources.count == 1, source("fragment")?.scalar == nil,
            mappingEntries(sources[0].value).allSatisfy({ swiftEntry(of: $0.value) == nil })
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
        case .scalar:
            return written
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
