extension ManifestMessage {
    /// The manifest's bytes, as ``YAMLReader`` reads them with libyaml: its size, its encoding,
    /// and the YAML a manifest may use.
    package enum YAML: Hashable, Sendable {
        case tooLarge(bytes: Int, maximum: Int)
        /// The first byte that is not UTF-8.
        case notUTF8(byte: UInt8)
        case parserNotAllocated
        case secondDocument
        case empty
        case alias
        case tooDeep(maximum: Int)
        case anchor(name: String)
        case tag(name: String)
        /// A mapping key that is a list or a mapping (`found` names which).
        case keyNotPlain(found: String)
        case duplicateKey(String)
        /// libyaml's `problem`, with its `context` and where that starts, and a hint for a
        /// mistake the line shows.
        case syntax(problem: String, context: SyntaxContext?, hint: SyntaxHint?)

        /// What libyaml was reading when it found the problem, and where that starts.
        package struct SyntaxContext: Hashable, Sendable {
            var text: String
            var line: Int
            var column: Int
        }

        /// What the line of a YAML syntax error shows.
        package enum SyntaxHint: Hashable, Sendable {
            case tabs
            /// A path with a placeholder, unquoted inside `[...]` or `{...}`.
            case unquotedPath(String)
            /// An unquoted `#` after a space inside `{...}` or `[...]`, on `line`: a comment to YAML,
            /// which hid the rest of the line (`word`, what follows it).
            case commentInFlow(line: Int, word: String)
        }

        package var text: String {
            switch self {
            case .tooLarge(let bytes, let maximum):
                "the manifest is \(bytes) bytes; at most \(maximum) are read — split it into feature manifests"
            case .notUTF8(let byte):
                "the manifest is not valid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true))); "
                    + "save it as UTF-8"
            case .parserNotAllocated:
                "libyaml could not allocate a parser"
            case .secondDocument:
                "a manifest holds one YAML document; remove the second '---' and what follows"
            case .empty:
                "the manifest is empty; it needs at least 'version: 1' and 'routes:'"
            case .alias:
                "YAML aliases (*name) are not supported in a manifest; write the value out"
            case .tooDeep(let maximum):
                "the manifest nests deeper than \(maximum) levels; a manifest needs far fewer"
            case .anchor(let name):
                "YAML anchors (&\(name)) are not supported in a manifest; write each value out"
            case .tag(let name):
                "YAML tags (\(name)) are not supported in a manifest; remove the tag, values are read by their key"
            case .keyNotPlain(let found):
                "a mapping key must be a plain name, found \(found)"
            case .duplicateKey(let key):
                "duplicate key '\(key)'; each key may appear once in a mapping"
            case .syntax(let problem, let context, let hint):
                "YAML syntax error: \(problem)"
                    + (context.map { " (\($0.text) at line \($0.line), column \($0.column))" } ?? "")
                    + (hint.map { "; " + $0.text } ?? "")
            }
        }
    }
}

extension ManifestMessage.YAML.SyntaxHint {
    var text: String {
        switch self {
        case .tabs:
            "indent with spaces, YAML does not allow tabs for indentation"
        case .unquotedPath(let path):
            "in a flow collection ({...} or [...]) a path with a '{placeholder}' must be quoted: write "
                + "\"\(path)\" for \(path)"
        case .commentInFlow(let line, let word):
            "the '#' on line \(line) starts a comment, which hides the rest of that line; quote what "
                + "holds it: \"\(word)\""
        }
    }
}
