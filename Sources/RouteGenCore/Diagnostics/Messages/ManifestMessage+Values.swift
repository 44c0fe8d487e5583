extension ManifestMessage {
    /// Defaults, examples, constraints and reading options of values; metadata and context items.
    package enum Values: Hashable, Sendable {
        /// Written `text` that `type` does not read; `values` are a string enum's.
        case unreadable(role: Role, text: String, subject: Subject, type: String, values: [String]?)
        /// Written `text` that the value's constraint refuses; `violation` says what it allows.
        case breaksConstraint(role: Role, text: String, subject: Subject, violation: String)
        case boundsOnNonNumber(String, type: String)
        case fractionalIntBound(String)
        case minAboveMax(min: String, max: String)
        case lengthOnNonString(String, type: String)
        /// `range:` on a value that is neither a number nor a String.
        case rangeOnType(String, type: String)
        /// `range:` of a String's length with a bound that is not a whole number.
        case lengthRangeNotWhole(String)
        case rangeReversed(lower: String, upper: String)
        case negativeLength
        case minLengthAboveMaxLength(min: Int, max: Int)
        case patternOnNonString(String, type: String)
        case invalidPattern(String)
        case externalDefault(String, type: String)
        case ignoreInvalidAlwaysPresent(String)
        /// `read: [last]` on a value that is not an item of one value.
        case lastPlace(String)
        case lastOfList(String)
        case lastOfCarriedLink(String)
        case percentEncodedNonString(String, type: String)
        case percentEncodedPlace(String)
        case percentEncodedLowercased(String)
        /// A default or example of a percent-encoded value, and how a link writes it.
        case percentEncodedText(String, text: String, written: String)
        /// `lowercased` on a host value or a catch-all (`isHost`).
        case lowercasedPlace(String, isHost: Bool)
        case lowercasedPattern(String, pattern: String)
        case lowercasedDefault(String, text: String)
        case lowercasedEnumValue(String, type: String, value: String)
        case lowercasedType(String, type: String)
        /// A metadata key beside a member of `enumName` (a generated one, or a route's case).
        case metadataKeyClash(String, enumName: String, isGenerated: Bool)
        case metadataKeyListed(String)
        case metadataKeyOptions(String)
        case metadataList(String, type: String)
        case metadataAppType(String, type: String)
        /// A route's metadata key the app does not declare; `declared` are the keys it does.
        case unknownMetadataKey(String, suggestion: String?, declared: [String])
        case missingMetadata(route: String, key: String, type: String)
        case contextItemOptions(String)
        case contextItemLink(String)
        case contextItemOtherItems(String, type: String)
        case contextItemRequired(String, element: String)

        /// How a checked value is written: as a default, an example, or a route's metadata value.
        package enum Role: String, Hashable, Sendable {
            case defaultValue = "default"
            case example
            case value
        }

        /// Whose value is checked.
        package enum Subject: Hashable, Sendable {
            case parameter(String)
            case metadataKey(String)

            var text: String {
                switch self {
                case .parameter(let name): "parameter '\(name)'"
                case .metadataKey(let name): "metadata key '\(name)'"
                }
            }
        }

        /// `percentEncoded` as the manifest writes it.
        private var raw: String { ManifestMessage.spelled("'percentEncoded'", "'read: [raw]'") }
        /// `lowercased` as the manifest writes it.
        private var lowercased: String { ManifestMessage.spelled("'lowercased'", "'read: [lowercased]'") }

        package var text: String {
            switch self {
            case .unreadable(let role, let text, let subject, let type, let values):
                "\(role.rawValue) '\(text)' of \(subject.text) is not "
                    + (values.map { "one of \($0.joined(separator: ", "))" } ?? "a valid \(type)")
            case .breaksConstraint(let role, let text, let subject, let violation):
                "\(role.rawValue) '\(text)' of \(subject.text) breaks its constraint: expected \(violation)"
            case .boundsOnNonNumber(let name, let type):
                "\(spelled("'min' and 'max' apply", "'range' applies")) to Int and Double parameters; '\(name)' is \(type)"
            case .fractionalIntBound(let name):
                "a bound of Int parameter '\(name)' must be a whole number"
            case .minAboveMax(let min, let max):
                spelled(
                    "'min' (\(min)) is greater than 'max' (\(max))",
                    "'range' goes from \(min) up to \(max): write the lower bound first")
            case .lengthOnNonString(let name, let type):
                "\(spelled("'minLength' and 'maxLength' apply", "a length 'range' applies")) to String parameters; "
                    + "'\(name)' is \(type)"
            case .rangeOnType(let name, let type):
                "'range' bounds a number's value or a String's length; '\(name)' is \(type)"
            case .lengthRangeNotWhole(let name):
                "'range' of String parameter '\(name)' bounds its length: write whole numbers"
            case .rangeReversed(let lower, let upper):
                "'range' goes from \(lower) up to \(upper): write the lower bound first"
            case .negativeLength:
                "a length must not be negative"
            case .minLengthAboveMaxLength(let min, let max):
                spelled(
                    "'minLength' (\(min)) is greater than 'maxLength' (\(max))",
                    "'range' goes from \(min) up to \(max): write the lower bound first")
            case .patternOnNonString(let name, let type):
                "'pattern' applies to String parameters; '\(name)' is \(type)"
            case .invalidPattern(let pattern):
                "'pattern' '\(pattern)' is not a valid regular expression"
            case .externalDefault(let name, let type):
                "parameter '\(name)' of external type '\(type)' cannot have a default; "
                    + "routegen cannot check it — make the item optional instead"
            case .lastPlace(let name):
                "'last' chooses which of an item's instances counts; '\(name)' is not a query or fragment item"
            case .lastOfList(let name):
                "'\(name)' is a list, which reads every instance of its item; remove 'last'"
            case .lastOfCarriedLink(let name):
                "'\(name)' carries a link, read from the item's first instance as every link it is carried "
                    + "in reads it; remove 'last'"
            case .ignoreInvalidAlwaysPresent(let name):
                "\(spelled("'ignoreInvalid'", "'read: [lenient]'")) needs a parameter that may be absent: an optional "
                    + "segment '{\(name)?}', an "
                    + "optional query item, or one with a default"
            case .percentEncodedNonString(let name, let type):
                "'\(name)' is '\(type)', which is read from decoded text; \(raw) keeps a "
                    + "String as the link writes it — make it a String, or remove \(raw)"
            case .percentEncodedPlace(let name):
                "\(raw) keeps a value as the link writes it: a whole segment "
                    + "('{\(name)}'), a catch-all of one value, an item or the fragment; '\(name)' is not one — "
                    + "remove it"
            case .percentEncodedLowercased(let name):
                "'\(name)' is kept as the link writes it (\(raw)), so it is not lowercased; keep one of "
                    + "them"
            case .percentEncodedText(let name, let text, let written):
                "'\(name)' is kept as the link writes it (\(raw)), so '\(text)' must be written "
                    + "as a link writes it, escapes and all; write '\(written)'"
            case .lowercasedPlace(let name, let isHost):
                "'\(name)' is \(isHost ? "a host, which is always read lowercased" : "the rest of the path"); "
                    + "\(lowercased) applies to a segment's value, an item or the fragment"
            case .lowercasedPattern(let name, let pattern):
                "'\(name)' is read lowercased, so its pattern '\(pattern)' asks for capitals it never sees; "
                    + "write it for lowercase text"
            case .lowercasedDefault(let name, let text):
                "'\(name)' is read lowercased, so its default is never read with capitals: write "
                    + "'\(text.lowercased())'"
            case .lowercasedEnumValue(let name, let type, let value):
                "'\(name)' is read lowercased, so '\(type)' value '\(value)' would never match; write "
                    + "its values in lowercase ('\(value.lowercased())')"
            case .lowercasedType(let name, let type):
                "'\(name)' is of type \(type), which has no case to fold; \(lowercased) applies to a String "
                    + "or a string enum"
            case .metadataKeyClash(let name, let enumName, let isGenerated):
                "metadata key '\(name)' would be a member of '\(enumName)' beside "
                    + "\(isGenerated ? "the generated" : "the route's case") '\(name)'; rename it, e.g. "
                    + "'\(name)Value'"
            case .metadataKeyListed(let name):
                "metadata key '\(name)' is declared twice"
            case .metadataKeyOptions(let name):
                "metadata key '\(name)' takes 'type' and 'default' only"
            case .metadataList(let name, let type):
                "metadata key '\(name)' cannot be a list '\(type)'; use one value"
            case .metadataAppType(let name, let type):
                "metadata key '\(name)' has app type '\(type)', which routegen cannot check; "
                    + "use Bool, Int, Double, String or a string enum under 'types:'"
            case .unknownMetadataKey(let name, let suggestion, let declared):
                "unknown metadata key '\(name)'"
                    + didYouMean(
                        suggestion,
                        otherwise: declared.isEmpty
                            ? "; declare it under the app's top-level 'metadata:', e.g. metadata: { \(name): Bool }"
                            : "; declared keys: \(declared.joined(separator: ", "))")
            case .missingMetadata(let route, let key, let type):
                "route '\(route)' needs a value of metadata key '\(key)' (\(type)), "
                    + "which has no default; add 'metadata: { \(key): ... }' or give the key a default"
            case .contextItemOptions(let name):
                "context item '\(name)' takes 'type', 'default', 'example' and 'swift'; its values are "
                    + "never checked, as one that does not convert reads as absent"
            case .contextItemLink(let name):
                "context item '\(name)' cannot hold a link to one of the app's routes; declare it under "
                    + spelled("a route's 'query:'", "a route's query item ('?\(name)={\(name)}')")
            case .contextItemOtherItems(let name, let type):
                "context item '\(name)' cannot be '\(type)'; a route reads every other "
                    + "item with a query item of that type"
            case .contextItemRequired(let name, let element):
                "context item '\(name)' may be absent from any link; make it "
                    + "'\(element)?' or give it a default"
            }
        }
    }
}
