/// Which of RouteKit's readers reads a route's value, and where in the link: the one description
/// of how a value is read. The Swift printer prints it as one call
/// (`ParsingFileEmitter.read(_:of:)`), and `explain` runs the same reader on the link it explains
/// (`Explainer.values`). What a reader does with the text it finds (`percentEncoded`,
/// `lowercased`, `ignoreInvalid`, a default) is the parameter's, read beside it.
package enum ValueReader: Hashable, Sendable {
    /// `{name}`: a whole segment (`link.value(at:)`, `link.encodedText(at:)`).
    case segment
    /// `{name?}`: the last segment, which may be absent (`link.optionalValue(at:)`).
    case optionalSegment
    /// `{name...}`: the rest of the path, as one value (`link.rest(from:)`) or, for `[T]`, one
    /// value a segment (`link.restSegments(from:)`).
    case rest(list: Bool)
    /// `@{name}`, `{slug}-{id}`: a value inside a segment (`link.value(in:)`).
    case piece
    /// `{name}.example.com`: the host's first label (`link.hostValue(name:)`).
    case hostLabel
    /// `#/@{name}`: a value of the fragment read as a path (`FragmentPath.value`).
    case fragmentPath
    /// `#value`: the whole fragment (`link.fragment`, `link.optionalFragment`).
    case fragment(Presence)
    /// `?name=` or `#name=`: an item of the query or of the fragment's items (`query.required`,
    /// `.optional`, `.value(_:default:)`).
    case item(Items, Presence)
    /// `[T]`: every instance of an item, in link order (`query.repeated`).
    case repeatedItem(Items)
    /// `[String: String]`: every item no route reads (`query.others(excluding:)`).
    case otherItems
    /// A link carried in a query item (`link.requiredNestedLink`, `link.nestedLink`).
    case carriedLink(required: Bool)

    /// Whose items an item is read from.
    package enum Items: Hashable, Sendable {
        case query
        /// The fragment written as a query (`#name=value&…`).
        case fragment
    }

    /// What a value's absence means.
    package enum Presence: Hashable, Sendable {
        /// Absent is an error (`RouteError.missingParameter`).
        case required
        /// Absent or empty is `nil`.
        case optional
        /// Absent or empty is the parameter's default.
        case defaulted
    }
}

extension ValueReader {
    /// Where the value is, as messages name it: `query item`, `fragment item`, `fragment`.
    package var placeName: String {
        switch self {
        case .segment, .optionalSegment: "path segment"
        case .rest: "rest of the path"
        case .piece: "value inside a segment"
        case .hostLabel: "host label"
        case .fragmentPath: "value of the fragment's path"
        case .fragment: "fragment"
        case .item(.fragment, _), .repeatedItem(.fragment): "fragment item"
        case .item(.query, _), .repeatedItem(.query), .otherItems, .carriedLink: "query item"
        }
    }
}

extension ResolvedParameter {
    /// How the parser reads this value (``ValueReader``).
    package var reader: ValueReader {
        let presence: ValueReader.Presence =
            defaultValue != nil ? .defaulted : isOptional ? .optional : .required
        switch source {
        case .path: return .segment
        case .optionalPath: return .optionalSegment
        case .catchAll: return .rest(list: isSegmentList)
        case .pathPiece: return .piece
        case .host: return .hostLabel
        case .fragmentPath: return .fragmentPath
        case .fragment, .optionalFragment: return .fragment(presence)
        case .otherQueryItems: return .otherItems
        case .repeatedItem(let items): return .repeatedItem(items)
        case .item(let items), .optionalItem(let items):
            if type.isLink { return .carriedLink(required: presence == .required) }
            return .item(items, presence)
        }
    }
}
