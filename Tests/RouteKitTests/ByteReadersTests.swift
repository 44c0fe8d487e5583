import Foundation
import Testing

@_spi(Generated) @testable import RouteKit

/// The readers that work on bytes in place, held to the String-based readings they replace.
@Suite struct ByteReadersTests {
    /// `Int(routeParameterUTF8:)` reads exactly what `Int(_:)` reads.
    @Test func intBytesReadAsIntDoes() {
        var texts = [
            "", "+", "-", "0", "-0", "+0", "007", "42", "-42", "+42", " 1", "1 ", "1_000", "0x10", "1e3", "٣",
            "--1", "+-1", String(Int.max), String(Int.min), "9223372036854775808", "-9223372036854775809",
            "99999999999999999999", "-", "١٢",
        ]
        let pieces = ["0", "1", "9", "-", "+", "a", " ", "00", "922337203685477580", "7", "8"]
        for string in seededLinks(seed: 0x1A7, prefixes: [""], pieces: pieces, maximumPieces: 6) {
            texts.append(string)
        }
        for text in texts {
            var text = text
            let read = text.withUTF8 { Int(routeParameterUTF8: $0) }
            #expect(read == Int(text), "'\(text)'")
        }
    }

    /// `utf8String` accepts exactly what `String(validating:as:)` accepts, and makes the same text.
    @Test func utf8StringValidatesAsTheStandardLibraryDoes() {
        var seed: UInt64 = 0x0F8
        let interesting: [UInt8] = [
            0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF, 0xA0, 0x9F,
        ]
        for _ in 0..<20_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let count = Int(seed >> 60)
            let bytes = (0..<count).map { interesting[Int((seed >> UInt64(4 * $0)) & 0xF)] }
            bytes.withUnsafeBufferPointer { buffer in
                #expect(utf8String(buffer) == String(validating: buffer, as: UTF8.self), "\(bytes)")
            }
        }
    }

    /// How the query's items read, through Foundation's decoding: split on `&`, empty items
    /// dropped, the name up to the first `=`; a value that does not decode to UTF-8 is `nil` (and
    /// fails only a reader that asks for it), a name that does not is shown with U+FFFD (or as
    /// written, for a malformed escape).
    static func expectedItems(_ query: String?) -> [(name: String, value: String?)] {
        var items: [(name: String, value: String?)] = []
        for item in (query ?? "").split(separator: "&") {
            let equals = item.firstIndex(of: "=")
            func decoded(_ part: Substring) -> String? {
                part.contains("%") ? String(part).removingPercentEncoding : String(part)
            }
            let name = item[..<(equals ?? item.endIndex)]
            let shownName =
                decoded(name)
                ?? URLConformanceTests.decoded(name.utf8).map { String(decoding: $0, as: UTF8.self) }
                ?? String(name)
            items.append((shownName, equals.map { decoded(item[item.index(after: $0)...]) } ?? ""))
        }
        return items
    }

    @Test func queryItemsReadAsFoundationDecodesThem() {
        let pieces = [
            "a", "b", "=", "&", "&&", "%41", "%2B", "+", "%", "%4", "%zz", "%C3%A9", "%C3", "%FF", "é", "x=1",
        ]
        var checked = 0
        var undecodable = 0
        for string in seededLinks(seed: 0xABC, prefixes: ["scale://h/p?"], pieces: pieces, maximumPieces: 8) {
            guard let url = URL(string: string) else { continue }
            let expected = Self.expectedItems(url.query(percentEncoded: true))
            let actual = try? RouteLink.read(url, in: LinkScope(schemes: ["scale"], hosts: [])) { link in
                link.query().items
            }
            #expect(actual?.map(\.name) == expected.map(\.name), "\(string)")
            #expect(actual?.map { $0.isUTF8 ? $0.value : nil } == expected.map(\.value), "\(string)")
            checked += 1
            if expected.contains(where: { $0.value == nil }) { undecodable += 1 }
        }
        #expect(checked > 10_000)
        #expect(undecodable > 400)
    }

    /// An item that does not decode fails only the reader that asks for it, naming it.
    @Test func anItemThatIsNotUTF8FailsOnlyItsOwnRead() throws {
        // Each URL has valid escapes only, or URL would encode its every `%`.
        for text in ["scale://h/p?q=swift&utm_term=caf%E9&s=%C3", "scale://h/p?n=4%zz2"] {
            let url = URL(string: text)!
            #expect(!url.absoluteString.contains("%25E9"))
            try check(url)
        }
        func check(_ url: URL) throws {
            try RouteLink.read(url, in: LinkScope(schemes: ["scale"], hosts: [])) { link throws(RouteError) in
                let query = link.query()
                guard query.items.count == 3 else {
                    // URL encodes a stray `%`, so it is text.
                    #expect(throws: RouteError.invalidParameter(name: "n", value: "4%zz2", expected: "Int")) {
                        try query.value("n", default: 1)
                    }
                    return
                }
                #expect(try query.required("q", as: String.self) == "swift")
                #expect(
                    throws: RouteError.invalidParameter(
                        name: "utm_term", value: "caf\u{FFFD}", expected: "String")
                ) {
                    try query.optional("utm_term", as: String.self)
                }
                #expect(throws: RouteError.invalidParameter(name: "s", value: "\u{FFFD}", expected: "String"))
                {
                    try query.repeated("s", as: String.self)
                }
            }
        }
        // A malformed escape (which no URL(string:) leaves) is no value, even where the bytes
        // before it would convert.
        var raw = "n=4%zz&m=%4"
        raw.withUTF8 { bytes in
            let query = RouteQuery(bytes)
            #expect(throws: RouteError.invalidParameter(name: "n", value: "4%zz", expected: "Int")) {
                try query.required("n", as: Int.self)
            }
            #expect(throws: RouteError.invalidParameter(name: "m", value: "%4", expected: "String")) {
                try query.optional("m", as: String.self)
            }
        }
    }

    /// The typed readers find the first item by its decoded name and convert its decoded value.
    @Test func typedQueryReaders() throws {
        let url = URL(string: "scale://h/p?n%61me=%34%32&name=7&tag=a&&tag=b%20c&flag&bad=x")!
        try RouteLink.read(url, in: LinkScope(schemes: ["scale"], hosts: [])) { link throws(RouteError) in
            let query = link.query()
            #expect(try query.required("name", as: Int.self) == 42)
            #expect(try query.optional("absent", as: Int.self) == nil)
            #expect(try query.value("absent", default: 5) == 5)
            #expect(try query.repeated("tag", as: String.self) == ["a", "b c"])
            #expect(try query.required("flag", as: String.self) == "")
            #expect(throws: RouteError.invalidParameter(name: "bad", value: "x", expected: "Int")) {
                try query.required("bad", as: Int.self)
            }
            #expect(throws: RouteError.missingParameter(name: "gone")) {
                try query.required("gone", as: Int.self)
            }
        }
    }

    /// An empty item (`?url=`, or `flag` without `=`) is an absent one to an optional or defaulted
    /// read, a value to a required or repeated one, and the builder leaves an empty optional or
    /// defaulted value out; the fragment's items read alike.
    @Test func anEmptyItemIsAbsentWhereItMayBe() throws {
        let url = URL(string: "scale://h/p?url=&flag&n=&s=&s=x&first=&first=2#url=&n=")!
        var checked = 0
        try RouteLink.read(url, in: LinkScope(schemes: ["scale"], hosts: [])) { link throws(RouteError) in
            for inFragment in [false, true] {
                let items = inFragment ? link.fragmentItems() : link.query()
                #expect(try items.optional("url", as: String.self) == nil)
                #expect(try items.optional("flag", as: String.self) == nil || inFragment)
                #expect(try items.value("n", default: 5) == 5)
                #expect(try items.optional("n", as: Int.self) == nil)
                checked += 1
            }
            let query = link.query()
            #expect(try query.required("url", as: String.self) == "")
            #expect(try query.repeated("s", as: String.self) == ["", "x"])
            #expect(
                try query.optional("first", as: Int.self) == nil, "the first item counts, and it is empty")
            #expect(throws: RouteError.invalidParameter(name: "n", value: "", expected: "Int")) {
                try query.required("n", as: Int.self)
            }
            #expect(throws: RouteError.invalidParameter(name: "#n", value: "", expected: "Int")) {
                try link.fragmentItems().required("n", as: Int.self)
            }
        }
        #expect(checked == 2)
        var builder = RouteURLBuilder()
        builder.query("url", "" as String?)
        builder.query("sort", "", default: "name")
        builder.query("kept", "x" as String?)
        builder.fragmentItem("state", "" as String?)
        #expect(builder.url(scheme: "scale").absoluteString == "scale://?kept=x")
    }

    /// An item's name is written encoded, so a name holding `&`, `=`, `#`, `+` or a space reads back.
    @Test func itemNamesAreWrittenEncoded() throws {
        var builder = RouteURLBuilder()
        var checked = 0
        let names = ["a&b", "c=d", "e#f", "g+h", "i j", "ü"]
        for name in names {
            builder.query(name, name + "1")
            builder.fragmentItem(name, name + "2")
        }
        let url = builder.url(scheme: "scale")
        try RouteLink.read(url, in: LinkScope(schemes: ["scale"], hosts: [])) { link throws(RouteError) in
            for name in names {
                #expect(try link.query().required(name, as: String.self) == name + "1", "\(url)")
                #expect(try link.fragmentItems().required(name, as: String.self) == name + "2", "\(url)")
                checked += 1
            }
        }
        #expect(checked == names.count)
    }

    /// A catch-all joins its decoded segments; a segment that is not UTF-8 is named in the error.
    @Test func restJoinsDecodedSegments() throws {
        func rest(_ string: String) -> Result<String, RouteError> {
            Result { () throws(RouteError) in
                try RouteLink.read(URL(string: string)!, in: LinkScope(schemes: ["scale"], hosts: [])) {
                    link throws(RouteError) in
                    try link.rest(from: 1, name: "rest")
                }
            }
        }
        #expect(try rest("scale://files/a/b%20c//%2F/d").get() == "a/b c///d")
        #expect(try rest("scale://files").get() == "")
        #expect(try rest("scale://files/%C3%A9").get() == "é")
        // A two-byte character split by a separator is two invalid segments, not one character.
        #expect(
            rest("scale://files/ok/%C3/%A9")
                == .failure(.invalidParameter(name: "rest", value: "\u{FFFD}", expected: "String")))
    }

    /// A link's segment hashes as its bytes do on their own (which is how the generator hashes each
    /// literal), wherever the segment stands: near the start of a short URL, in the URL string, or
    /// decoded into a buffer of its own.
    @Test func segmentsHashAsTheirBytesDo() throws {
        let pieces = [
            "/", "a", "B", "z", "Z", "0", "-", "%41", "%C3%A9", "%00", "[", "`", "{", "é", "xyzxyzxyz",
        ]
        var checked = 0
        try forEachSegment(seed: 0x5E6, pieces: pieces, maximumPieces: 25, links: 8_000) {
            link, segment, string in
            checked += 1
            let bytes = Array(link.segment(segment))
            let expected = bytes.withUnsafeBufferPointer { SegmentHash.hash(of: $0) }
            #expect(link.hash(at: segment) == expected, "\(string) #\(segment)")
            #expect(
                link.hashIgnoringCase(at: segment)
                    == asciiLowercased(bytes).withUnsafeBufferPointer { SegmentHash.hash(of: $0) },
                "\(string) #\(segment)")
        }
        #expect(checked > 8_000)
    }

    /// A segment equals a literal, compared a word at a time, exactly when their bytes are equal
    /// (ignoring ASCII case, against a lowercase literal): for literals of every length up to 40,
    /// equal and differing in each byte, wherever the segment stands, as with the hash.
    @Test func segmentsEqualLiteralsAsTheirBytesDo() throws {
        let pieces = ["/", "a", "B", "z", "Z", "0", "-", "%41", "%C3%A9", "%00", "[", "`", "é", "xyzxyzxyz"]
        var checked = (equal: 0, differing: 0)
        try forEachSegment(seed: 0xE0A1, pieces: pieces, maximumPieces: 40, links: 3_000) {
            link, segment, string in
            let bytes = Array(link.segment(segment))
            // The segment itself, its lowercase, each byte changed, and one byte more or less.
            var literals = [bytes, asciiLowercased(bytes), bytes + [0x61], Array(bytes.dropLast())]
            for offset in bytes.indices {
                var changed = asciiLowercased(bytes)
                changed[offset] ^= offset.isMultiple(of: 2) ? 0x01 : 0x80
                literals.append(changed)
            }
            for literal in literals where !literal.isEmpty {
                for ignoringCase in [false, true] {
                    let expected = (ignoringCase ? asciiLowercased(bytes) : bytes) == literal
                    let equal = literal.withUnsafeBufferPointer {
                        link.segment(
                            segment, equals: $0.baseAddress!, count: $0.count, ignoringCase: ignoringCase)
                    }
                    #expect(equal == expected, "\(string) #\(segment) \(literal) \(ignoringCase)")
                    if expected { checked.equal += 1 } else { checked.differing += 1 }
                }
            }
        }
        #expect(checked.equal > 3_000)
        #expect(checked.differing > 30_000)
    }

    /// Ignoring case lowercases ASCII capitals and nothing else; these segments, which differ in
    /// length or in their first or last eight bytes, hash apart. (Any two may share a 32-bit hash,
    /// as `shoesale` and `saleshoe` do; the parser then compares both, see `ShopParsingTests`.)
    @Test func segmentHashIgnoresASCIICaseOnly() {
        func hash(_ bytes: [UInt8], ignoringCase: Bool = false) -> UInt32 {
            bytes.withUnsafeBufferPointer { SegmentHash.hash(of: $0, ignoringCase: ignoringCase) }
        }
        let all = (0...255).map { UInt8($0) }
        for chunk in stride(from: 0, to: 256, by: 16) {
            let bytes = Array(all[chunk..<chunk + 16])
            let lowercased = asciiLowercased(bytes)
            #expect(hash(bytes, ignoringCase: true) == hash(lowercased))
            #expect(hash(Array(bytes.suffix(5)), ignoringCase: true) == hash(Array(lowercased.suffix(5))))
        }
        let texts = [
            "a", "b", "ab", "ba", "abc", "abcdefgh", "abcdefghi", "xbcdefghi", "abcdefghx",
            "notifications-settings", "notifications-x-settings", "Ab", "aB",
        ]
        let hashes = Set(texts.map { hash(Array($0.utf8)) })
        #expect(hashes.count == texts.count)
    }
}

/// `body` on every segment of the first `links` of `seededLinks`' paths, each put after a custom
/// scheme so that the first segment starts at offsets 2 to 8, under the first word's end.
private func forEachSegment(
    seed: UInt64, pieces: [String], maximumPieces: Int, links: Int,
    _ body: (borrowing RouteLink, Int, String) -> Void
) throws {
    let paths = seededLinks(seed: seed, prefixes: [""], pieces: pieces, maximumPieces: maximumPieces)
    let scope = LinkScope(schemes: ["a", "scale"], hosts: [])
    for (index, path) in paths.prefix(links).enumerated() {
        let string = ["a:", "a://", "scale://", "a:/x/"][index % 4] + path
        guard let url = URL(string: string) else { continue }
        try RouteLink.read(url, in: scope) { link throws(RouteError) in
            for segment in 0..<link.count { body(link, segment, string) }
        }
    }
}

/// `bytes` with ASCII capitals lowercased.
private func asciiLowercased(_ bytes: [UInt8]) -> [UInt8] {
    bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
}
