/// Manifest 1.2's `path:`: a template of the whole link after the host — its path, then the query's
/// items after `?` and the fragment after `#` — naming each value where the link holds it:
/// `/search?q={query}&page={page}`, `/docs/{page}#{section}`, `/#/@{user}`,
/// `/#/!{room}?via={via}`, `/auth#access_token={token}&state={state}`. `params:` types every value
/// it names. The path part is a ``PathPattern``'s text; this splits the rest off.
package struct PathTemplate: Sendable, Equatable {
    /// `name={value}`, an item read by its name in the link into the value `value`; or
    /// `{value...}`, every item no other reads.
    package struct Item: Sendable, Equatable {
        /// The item's name in the link; the value's for every other item.
        package var name: String
        /// The value it is read into: a name of `params:`.
        package var value: String
        /// `{value...}`: every other item.
        package var isRest: Bool
        /// Where the item starts, in characters from the template's start.
        package var offset: Int
    }

    /// What follows `#`.
    package enum Fragment: Sendable, Equatable {
        /// `#{section}`: the whole fragment, one value.
        case value(String, offset: Int)
        /// `#/@{user}`, `#p/{phone}`: a path that chooses the route, and the items after its `?`.
        case path(String, offset: Int, items: [Item])
        /// `#access_token={token}&state={state}`: the fragment written as a query.
        case items([Item], offset: Int)
    }

    /// The path, as ``PathPattern`` reads it (or `*`).
    package var path: String
    /// The query's items, in the order written.
    package var items: [Item] = []
    /// Where `?` is, when there are items.
    package var itemsOffset: Int? = nil
    package var fragment: Fragment? = nil

    /// Whether `text` holds more than a path: items or a fragment.
    package static func holdsMoreThanAPath(_ text: String) -> Bool {
        splitPoint(of: text, at: ["?", "#"]) != nil
    }

    /// Splits a template; the error names the first problem and where it is.
    package static func parse(_ text: String) -> Result<PathTemplate, PathPattern.SyntaxError> {
        let characters = Array(text)
        var end = characters.count
        var template = PathTemplate(path: "")
        if let hash = splitPoint(of: text, at: ["#"]) {
            end = hash
            switch fragment(String(characters[(hash + 1)...]), at: hash + 1) {
            case .success(let fragment): template.fragment = fragment
            case .failure(let error): return .failure(error)
            }
        }
        let beforeFragment = String(characters[..<end])
        if let question = splitPoint(of: beforeFragment, at: ["?"]) {
            switch items(String(characters[(question + 1)..<end]), at: question + 1) {
            case .success(let items): template.items = items
            case .failure(let error): return .failure(error)
            }
            template.itemsOffset = question
            end = question
        }
        template.path = String(characters[..<end])
        return .success(template)
    }

    /// The template's text: what ``parse(_:)`` reads back.
    package var text: String {
        var text = path
        if !items.isEmpty { text += "?" + Self.text(of: items) }
        switch fragment {
        case .value(let name, _): text += "#{\(name)}"
        case .path(let path, _, let items):
            text += "#" + path + (items.isEmpty ? "" : "?" + Self.text(of: items))
        case .items(let items, _): text += "#" + Self.text(of: items)
        case nil: break
        }
        return text
    }

    /// Every item: the query's, then the fragment's.
    package var allItems: [(item: Item, inFragment: Bool)] {
        let fragmentItems: [Item] =
            switch fragment {
            case .path(_, _, let items), .items(let items, _): items
            default: []
            }
        return items.map { ($0, false) } + fragmentItems.map { ($0, true) }
    }

    /// Whether `name` can be written as an item's name (`name={value}`): no character that
    /// splits or encodes a template.
    package static func isItemName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains(where: { "{}=&#?%".contains($0) || $0.isWhitespace })
    }

    /// Whether `name` can be held in braces as a value's name.
    package static func isValueName(_ name: String) -> Bool {
        !name.isEmpty && !name.contains(where: { "{}=&?./#%".contains($0) || $0.isWhitespace })
    }

    /// The name in braces of item `name`, which 1.1 read into `swiftName` (or derived one): the
    /// item's own name where braces hold it, else its Swift name (`utm.source={utmSource}`).
    package static func valueName(ofItem name: String, swiftName: String?) -> String {
        swiftName ?? (isValueName(name) ? name : SwiftNames.lowerCamel(name))
    }

    static func text(of items: [Item]) -> String {
        items.map { $0.isRest ? "{\($0.value)...}" : "\($0.name)={\($0.value)}" }.joined(separator: "&")
    }

    /// The first of `characters` outside a placeholder (whose `{name?}` holds a `?`).
    private static func splitPoint(of text: String, at characters: Set<Character>) -> Int? {
        var depth = 0
        for (index, character) in text.enumerated() {
            switch character {
            case "{": depth += 1
            case "}": depth = max(depth - 1, 0)
            case _ where depth == 0 && characters.contains(character): return index
            default: break
            }
        }
        return nil
    }

    /// A fragment: one value, items (a `=` and no `/`), or a path and the items after its `?`.
    private static func fragment(_ text: String, at offset: Int) -> Result<Fragment, PathPattern.SyntaxError>
    {
        guard !text.isEmpty else {
            return .failure(
                PathPattern.SyntaxError(message: .emptyTemplatePart(fragment: true), offset: offset - 1))
        }
        // One value, as the fragment's whole text: `{name}`, its type saying whether it may be absent.
        if text.hasPrefix("{"), let close = text.firstIndex(of: "}"), !text[..<close].contains("/") {
            let name = String(text[text.index(after: text.startIndex)..<close])
            let rest = text[text.index(after: close)...]
            if rest.hasPrefix("?") || rest.hasPrefix("#") || name.hasSuffix("?") || name.hasSuffix("...") {
                return .failure(
                    PathPattern.SyntaxError(
                        message: .fragmentValueAlone(name: name.trimmingCharacters(in: ["?", "."])),
                        offset: offset))
            }
        }
        if text.hasPrefix("{"), text.hasSuffix("}"), text.dropFirst().firstIndex(of: "{") == nil,
            !text.hasSuffix("...}"), !text.hasSuffix("?}"), text.count > 2
        {
            return .success(.value(String(text.dropFirst().dropLast()), offset: offset))
        }
        if text.contains("="), !text.contains("/") {
            return items(text, at: offset).map { .items($0, offset: offset) }
        }
        guard let question = splitPoint(of: text, at: ["?"]) else {
            return .success(.path(text, offset: offset, items: []))
        }
        let characters = Array(text)
        return items(String(characters[(question + 1)...]), at: offset + question + 1).map {
            .path(String(characters[..<question]), offset: offset, items: $0)
        }
    }

    /// `a={x}&b={y}&{rest...}`.
    private static func items(_ text: String, at offset: Int) -> Result<[Item], PathPattern.SyntaxError> {
        var items: [Item] = []
        var start = offset
        for piece in text.split(separator: "&", omittingEmptySubsequences: false).map(String.init) {
            defer { start += piece.count + 1 }
            if piece.isEmpty {
                return .failure(
                    PathPattern.SyntaxError(message: .emptyTemplatePart(fragment: false), offset: start - 1))
            }
            if let percent = piece.firstIndex(of: "%") {
                return .failure(
                    PathPattern.SyntaxError(
                        message: .encodedItemName,
                        offset: start + piece.distance(from: piece.startIndex, to: percent)))
            }
            if piece.hasPrefix("{"), piece.hasSuffix("...}"), piece.count > 5 {
                let name = String(piece.dropFirst().dropLast(4))
                items.append(Item(name: name, value: name, isRest: true, offset: start))
                continue
            }
            guard let equals = piece.firstIndex(of: "="),
                case let name = String(piece[..<equals]), isItemName(name),
                case let value = piece[piece.index(after: equals)...],
                value.hasPrefix("{"), value.hasSuffix("}"),
                case let valueName = String(value.dropFirst().dropLast()), isValueName(valueName)
            else {
                return .failure(PathPattern.SyntaxError(message: .notAnItem(piece), offset: start))
            }
            items.append(Item(name: name, value: valueName, isRest: false, offset: start))
        }
        return .success(items)
    }
}
