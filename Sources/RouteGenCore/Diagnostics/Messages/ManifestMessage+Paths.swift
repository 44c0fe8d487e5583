extension ManifestMessage {
    /// A path pattern's text (`path:`, `aliases:`, a fragment's path), as ``PathPattern`` parses it.
    package enum Paths: Hashable, Sendable {
        case withoutLeadingSlash(text: String)
        /// An optional value or a catch-all (`kind`) followed by another segment.
        case notLast(kind: String, segment: String)
        case placeholderNotWholeSegment(segment: String)
        case placeholderWithoutName
        /// `placeholder` as written: `{a/b}`, `{}x`.
        case invalidPlaceholder(String)
        /// A `}` no `{` opened; `hint` adds how a value is written (for a segment without values).
        case unopenedBrace(segment: String, hint: Bool)
        case unclosedBrace(segment: String)
        /// A `?` or `#` in the path.
        case queryOrFragment(character: Character)
        case encodedLiteral
        case whitespace
        /// `character` (`?`, `#`, `%` or whitespace) in the text around a value inside a segment.
        case textAroundValue(character: Character)
        case optionalValueInsideSegment(name: String)
        case valuesSideBySide(first: String, second: String)
        /// A piece between `&`s of a template's items that is no `name={value}` or `{rest...}`.
        case notAnItem(String)
        /// Nothing after `#`, after `?`, or between two `&`s of a template.
        case emptyTemplatePart(fragment: Bool)
        /// `#{name?}`, `#{name...}`, or a fragment's value followed by more (`#{s}?x={x}`).
        case fragmentValueAlone(name: String)
        /// A `%` in an item's name.
        case encodedItemName

        package var text: String {
            switch self {
            case .withoutLeadingSlash(let text):
                "a path must start with '/', e.g. '/\(text)'"
            case .notLast(let kind, let segment):
                "\(kind) '\(segment)' must be the last segment of the path"
            case .placeholderNotWholeSegment(let segment):
                "a placeholder must fill a whole segment: '/{name}', not '/\(segment)'"
            case .placeholderWithoutName:
                "a placeholder needs a name, e.g. '{id}'"
            case .invalidPlaceholder(let placeholder):
                "'\(placeholder)' is not a valid placeholder"
            case .unopenedBrace(let segment, let hint):
                "'}' closes no placeholder in '\(segment)'" + (hint ? "; a value is written '{name}'" : "")
            case .unclosedBrace(let segment):
                "'{' in '\(segment)' is not closed with '}'"
            case .queryOrFragment(let character):
                "a path cannot contain '\(character)'; "
                    + ManifestMessage.spelled(
                        "declare query items under 'query:'",
                        "write items and a fragment in the route's 'path:'")
            case .encodedLiteral:
                "write literal segments unencoded; routegen percent-encodes them where needed"
            case .whitespace:
                "a path segment cannot contain whitespace"
            case .textAroundValue(let character):
                "the text around a value cannot contain '\(character)'; write it unencoded, "
                    + ManifestMessage.spelled(
                        "and declare query items under 'query:'", "and write items after the path's '?'")
            case .optionalValueInsideSegment(let name):
                "a value inside a segment is required: '{\(name)}' cannot be optional or a "
                    + "catch-all beside literal text; write '/{\(name)}' as a segment of its own"
            case .emptyTemplatePart(let fragment):
                fragment
                    ? "'#' must be followed by the fragment: its value ('#{section}'), a path ('#/@{user}') "
                        + "or items ('#a={x}&b={y}')"
                    : "an item is missing: write 'name={value}' after '?' and between two '&'s"
            case .fragmentValueAlone(let name):
                "a fragment read as one value is the whole fragment, '#{\(name)}' (typed '\(name): String?' "
                    + "where it may be absent); items follow a fragment's path ('#/p?x={x}')"
            case .encodedItemName:
                "write an item's name as the link decodes it, unencoded; routegen percent-encodes it where needed"
            case .notAnItem(let item):
                "write an item as 'name={value}', or '{rest...}' for every other item, not '\(item)'"
            case .valuesSideBySide(let first, let second):
                "two values inside a segment need literal text between them, e.g. '{a}-{b}'; "
                    + "nothing tells where '\(first)' ends and '\(second)' starts"
            }
        }
    }
}
