/// A key one manifest version spells and another does not: one of 1.2's (`read:`, `range:`),
/// which an older manifest may not use, or one of 1.1's that 1.2 writes otherwise, with the 1.2
/// text that says the same. The decoder records each; validation checks them against the app's
/// version, and `routegen migrate` applies the edits.
package struct VersionedKey: Sendable, Equatable {
    /// Whether validation checks each key against the version (it does, but while `routegen
    /// migrate` reads a manifest 1.2 that still spells a key as 1.1 did, to rewrite it).
    @TaskLocal package static var isChecked = true
    /// Whether a manifest before 1.2 is warned of each key 1.2 writes otherwise, with its 1.2
    /// text (`routegen lint` does; a build stays quiet).
    @TaskLocal package static var warnsOfOlderSpellings = false

    package enum Spelling: Sendable, Equatable {
        /// A key of 1.2 and later.
        case since1_2
        /// A key of 1.1 that 1.2 replaced; `replacement` is the 1.2 text (`range: 1...100`), empty
        /// where 1.2 writes nothing (a flag that says the default).
        case replacedIn1_2(replacement: String)
        /// A key of 1.1 that says what 1.2 cannot, and why: `routegen migrate` refuses it.
        case cannotMigrate(ManifestMessage.Migration)
    }

    package var key: Located<String>
    package var spelling: Spelling
    /// The edits that write this key, and those it is merged with, as 1.2 does.
    package var edits: [TextEdit] = []

    package init(key: Located<String>, spelling: Spelling, edits: [TextEdit] = []) {
        self.key = key
        self.spelling = spelling
        self.edits = edits
    }
}

/// One edit of a manifest's text, in characters (Unicode scalars) from its start: `routegen
/// migrate`'s unit, computed from ``YAMLNode`` spans by the decoder, applied by ``ManifestMigration``.
package struct TextEdit: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// `range` is replaced by `text`.
        case replace
        /// `range` is a `key: value` entry, removed with its separator: its line in a block
        /// mapping (when nothing else is on it but a comment, which stays), its comma in a flow one.
        case removeEntry
        /// `range`, whole lines, replaced by `text` as it is: no comment in it is kept.
        case replaceLines
        /// `text` added as the last item of a flow sequence or mapping that starts at `listStart` and
        /// whose `]` or `}` is at `range`, with a comma unless it is empty or already ends with one.
        case appendToFlowList(listStart: Int)
        /// `text` added as the last item of a block sequence or mapping: a line after the one that
        /// ends at `range`, with the prefix (`  - `, or the indentation) of the item that starts at
        /// `itemStart`.
        case appendToBlockList(itemStart: Int)
    }

    package var range: Range<Int>
    package var text: String
    package var kind: Kind

    package static func replace(_ range: Range<Int>, with text: String) -> TextEdit {
        TextEdit(range: range, text: text, kind: .replace)
    }

    package static func remove(_ entry: YAMLNode.Entry) -> TextEdit {
        TextEdit(range: entry.keySpan.lowerBound..<entry.value.textEnd, text: "", kind: .removeEntry)
    }

    /// `entry`, key and value, replaced by `text`.
    package static func replace(_ entry: YAMLNode.Entry, with text: String) -> TextEdit {
        .replace(entry.keySpan.lowerBound..<entry.value.textEnd, with: text)
    }
}
