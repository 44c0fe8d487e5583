import Foundation

/// `routegen migrate`: a manifest 1.1 and the features it includes, rewritten in 1.2's spelling.
/// Each file's text is edited in place where the decoder found a 1.1 key (``VersionedKey``), so
/// order and layout stay, and comments where they can; the result is loaded again and must read and build every
/// link as before (``LinkDiff`` finds no change) and, from 1.1, generate the same files byte for
/// byte, or nothing is returned. From version 1, the Swift names of values and enum cases become
/// 1.1's.
package enum ManifestMigration {
    /// One file of the manifest, rewritten.
    package struct File: Sendable, Equatable {
        /// The path, as ``ManifestLoader/load(_:file:read:list:)`` names it.
        package var path: String
        package var text: String
        /// The keys rewritten (the version line not counted).
        package var rewrittenKeys: Int
        /// The version the file was written in; `nil` for a feature that names none.
        package var writtenIn: ManifestVersion?
    }

    /// The app manifest `file` (`bytes`) and each file it includes (`read`), in 1.2. Throws the
    /// manifest's errors when it has any, and a ``ManifestMessage/Migration`` when it cannot be
    /// rewritten. A manifest already in 1.2 gives its files unchanged, but for a key it still
    /// spells as 1.1 did.
    package static func migrate(
        _ bytes: [UInt8], file: String, read: @escaping (String) -> [UInt8]?
    ) throws(DiagnosticError) -> [File] {
        // A manifest 1.2 may still spell a key as 1.1 did: it is read with both spellings.
        let loaded = VersionedKey.$isChecked.withValue(false) {
            Result { () throws(DiagnosticError) in try ManifestLoader.load(bytes, file: file, read: read) }
        }
        let original = try loaded.get()
        let paths = [file] + ManifestLoader.includedFiles(of: bytes, file: file, read: read)
        var files: [File] = []
        var version = ManifestVersion.v1_2
        var versionSpan: Range<Int>?
        for (index, path) in paths.enumerated() {
            guard let fileBytes = index == 0 ? bytes : read(path) else { continue }
            let root = try YAMLReader.read(fileBytes, file: path)
            let manifest = ManifestDecoder.decode(root, file: path, isFeature: index > 0).0
            if index == 0 { (version, versionSpan) = (manifest.version.value, manifest.versionSpan) }
            let refusals = manifest.versionedKeys.compactMap { key -> Diagnostic? in
                guard case .cannotMigrate(let reason) = key.spelling else { return nil }
                return Diagnostic(.migration(reason), at: key.key.location)
            }
            if !refusals.isEmpty { throw DiagnosticError(refusals) }
            var edits = manifest.versionedKeys.flatMap(\.edits)
            if let span = manifest.versionSpan, manifest.version.value < .v1_2 {
                edits.append(.replace(span, with: ManifestVersion.v1_2.rawValue))
            }
            // The values 1.2 names in the path move in a second pass, over the keys' 1.2 text.
            let firstPass = apply(edits, to: String(decoding: fileBytes, as: UTF8.self))
            let firstRoot = try YAMLReader.read(Array(firstPass.utf8), file: path)
            files.append(
                File(
                    path: path,
                    text: apply(try TemplateMigration.edits(of: firstRoot, in: firstPass), to: firstPass),
                    rewrittenKeys: manifest.versionedKeys.count { $0.spelling != .since1_2 },
                    writtenIn: manifest.versionSpan == nil ? nil : manifest.version.value))
        }
        let texts = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
        // Its errors would point at text the user never wrote: they are named as the migration's.
        let reloaded = Result { () throws(DiagnosticError) in
            try ManifestLoader.load(Array(files[0].text.utf8), file: file) {
                texts[$0].map { Array($0.utf8) }
            }
        }
        guard case .success(let migrated) = reloaded else {
            let first = reloaded.failure?.diagnostics.first?.message ?? ""
            throw DiagnosticError([Diagnostic(.migration(.rewriteInvalid(first)), file: file)])
        }
        // From 1.1, every file is the same; from 1, Swift names become 1.1's (lowerCamelCase),
        // and every link reads and is built as before: as the original reads them as 1.1, where
        // only the Swift names differ.
        var compared = original
        if version < .v1_1, let versionSpan,
            let named = try? ManifestLoader.load(
                Array(
                    apply([.replace(versionSpan, with: "1.1")], to: String(decoding: bytes, as: UTF8.self))
                        .utf8),
                file: file, read: read)
        {
            compared = named
        }
        if let change = LinkDiff.compare(old: compared, new: migrated).first {
            throw DiagnosticError([
                Diagnostic(.migration(.changesLinks(change.diagnostic.message)), file: file)
            ])
        }
        let before = Generator.files(for: original)
        let after = Generator.files(for: migrated)
        let changed =
            zip(before, after).first { $0 != $1 }?.0.name ?? (before.count != after.count ? "" : nil)
        if let changed, version >= .v1_1 {
            throw DiagnosticError([Diagnostic(.migration(.changesOutput(file: changed)), file: file)])
        }
        return files
    }

    /// `text` with `edits` applied, counted in characters (Unicode scalars) as ``YAMLNode`` spans
    /// are (after a byte order mark, which is kept). Edits do not overlap; a removed entry takes
    /// its separator with it.
    package static func apply(_ edits: [TextEdit], to text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        let bom: Unicode.Scalar = "\u{FEFF}"
        let offset = scalars.first == bom ? 1 : 0
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            var range = (edit.range.lowerBound + offset)..<(edit.range.upperBound + offset)
            var text = edit.text
            switch edit.kind {
            case .replace:
                // A comment kept after the replacement would hide what follows it on its line.
                let rest = scalars[range.upperBound...].prefix { $0 != "\n" && $0 != "\r" }
                if rest.allSatisfy({ $0 == " " || $0 == "\t" }) || rest.first(where: { $0 != " " }) == "#" {
                    text += keptComments(in: scalars[range])
                }
            case .removeEntry:
                let comments = keptComments(in: scalars[range])
                range = separated(range, in: scalars)
                // A block entry of several lines leaves its comments as a line where it was.
                if !comments.isEmpty, range.lowerBound == 0 || scalars[range.lowerBound - 1] == "\n" {
                    let indent = scalars[range.lowerBound...].prefix { $0 == " " }.count
                    let newline =
                        range.count >= 2 && scalars[range.upperBound - 1] == "\n"
                        && scalars[range.upperBound - 2] == "\r"
                    text =
                        String(repeating: " ", count: indent) + comments.drop { $0 == " " }
                        + (newline ? "\r\n" : "\n")
                }
            case .replaceLines:
                break
            case .appendToFlowList(let start):
                let listStart = start + offset
                // The list's last character that is no blank and in no comment: `[`, `,` or an item's.
                let lines = String(String.UnicodeScalarView(scalars[listStart..<range.lowerBound]))
                    .split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" }
                let last = lines.map { line in
                    line.range(of: #"(^|\s)#"#, options: .regularExpression).map { line[..<$0.lowerBound] }
                        ?? line[...]
                }.joined().last { !$0.isWhitespace }
                if last != "[", last != "{", last != "," { text = ", " + text }
            case .appendToBlockList(let start):
                let itemStart = start + offset
                // After the comment that ends the item's line, with its line's prefix (`  - `).
                let end =
                    scalars[range.lowerBound...].firstIndex { $0 == "\n" || $0 == "\r" } ?? scalars.count
                let lineStart =
                    scalars[..<itemStart].lastIndex { $0 == "\n" || $0 == "\r" }.map { $0 + 1 } ?? 0
                let newline =
                    scalars[end...].starts(with: ["\r", "\n"])
                    ? "\r\n" : end < scalars.count ? String(scalars[end]) : "\n"
                text = newline + String(String.UnicodeScalarView(scalars[lineStart..<itemStart])) + text
                range = end..<end
            }
            scalars.replaceSubrange(range, with: text.unicodeScalars)
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    /// The comments inside a replaced value of several lines (a block mapping's or list's), kept
    /// after what replaces it: `   # a; b`.
    static func keptComments(in text: ArraySlice<Unicode.Scalar>) -> String {
        guard text.contains("\n") else { return "" }
        var comments: [String] = []
        for line in String(String.UnicodeScalarView(text)).split(whereSeparator: \.isNewline) {
            guard let hash = commentStart(in: line) else { continue }
            comments.append(String(line[line.index(after: hash)...]).trimmingCharacters(in: .whitespaces))
        }
        return comments.isEmpty ? "" : "   # " + comments.joined(separator: "; ")
    }

    /// Where a YAML comment starts on `line`: a `#` at its start or after a space, outside a quoted
    /// scalar (`"/x#y"` holds none).
    static func commentStart(in line: Substring) -> Substring.Index? {
        var quote: Character?
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " || previous == "\t" {
                return index
            }
            previous = character
            index = line.index(after: index)
        }
        return nil
    }

    /// An entry's range widened to what removing it takes: in a flow mapping the comma before it
    /// (or, first in its mapping, the one after it) and the spaces and line breaks between; in a
    /// block mapping its line, or, when a comment follows it there, all but the comment, which
    /// stays where the entry began.
    static func separated(_ range: Range<Int>, in text: [Unicode.Scalar]) -> Range<Int> {
        let blank: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r"]
        var before = range.lowerBound
        while before > 0, blank.contains(text[before - 1]) { before -= 1 }
        var end = range.upperBound
        if before > 0, text[before - 1] == "," {
            return (before - 1)..<end
        }
        if before > 0, text[before - 1] == "{" {
            while end < text.count, blank.contains(text[end]) { end += 1 }
            if end < text.count, text[end] == "," { end += 1 }
            while end < text.count, text[end] == " " { end += 1 }
            return range.lowerBound..<end
        }
        var start = range.lowerBound
        while start > 0, text[start - 1] == " " || text[start - 1] == "\t" { start -= 1 }
        guard start == 0 || text[start - 1] == "\n" || text[start - 1] == "\r" else { return range }
        while end < text.count, text[end] == " " || text[end] == "\t" { end += 1 }
        if end < text.count, text[end] == "#" { return range.lowerBound..<end }
        if end < text.count, text[end] == "\r" { end += 1 }
        guard end == text.count || text[end] == "\n" else { return range }
        return start..<min(end + 1, text.count)
    }
}

extension Result {
    /// The error, if it failed.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
