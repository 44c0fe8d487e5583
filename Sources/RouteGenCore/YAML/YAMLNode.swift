/// A YAML value as written, with the place it was written. Scalars stay text: the manifest
/// decoder reads them by the schema (a `no` where a string is expected stays `"no"`),
/// never by YAML 1.1's guessing.
package struct YAMLNode: Sendable, Equatable {
    /// How a scalar was written; only plain scalars can mean null or a number.
    package enum ScalarStyle: Sendable, Equatable {
        case plain
        case singleQuoted
        case doubleQuoted
        case literal
        case folded
    }

    package struct Entry: Sendable, Equatable {
        package var key: Located<String>
        package var value: YAMLNode
        /// Where the key is written, in characters (Unicode scalars) from the file's start.
        package var keySpan: Range<Int> = 0..<0
    }

    package enum Kind: Sendable, Equatable {
        case scalar(String, ScalarStyle)
        case mapping([Entry])
        case sequence([YAMLNode])
    }

    package var kind: Kind
    package var location: SourceLocation
    /// True for `[...]` and `{...}` collections.
    package var isFlow: Bool
    /// Where the value is written, in characters (Unicode scalars) from the file's start (after a
    /// byte order mark): what `routegen migrate` edits in place.
    package var span: Range<Int>

    package init(_ kind: Kind, at location: SourceLocation, isFlow: Bool = false, span: Range<Int> = 0..<0) {
        self.kind = kind
        self.location = location
        self.isFlow = isFlow
        self.span = span
    }

    /// Where the value's own text ends: a scalar's or a flow collection's end, or a block
    /// collection's last value's (libyaml ends a block at the next token, past the comments and
    /// blank lines that follow it, which are not the value's).
    package var textEnd: Int {
        switch kind {
        case .scalar: return span.upperBound
        case .mapping(let entries) where !isFlow: return entries.last?.value.textEnd ?? span.upperBound
        case .sequence(let items) where !isFlow: return items.last?.textEnd ?? span.upperBound
        default: return span.upperBound
        }
    }

    /// The text of a scalar, `nil` for collections.
    package var scalar: String? {
        if case .scalar(let text, _) = kind { return text }
        return nil
    }

    /// A plain `~`, `null`, `Null`, `NULL` or empty scalar.
    package var isNull: Bool {
        guard case .scalar(let text, .plain) = kind else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// What kind of value this is, for messages such as "expected a list, found a mapping".
    package var kindDescription: String {
        switch kind {
        case .scalar: return isNull ? "null" : "a scalar"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }
}
