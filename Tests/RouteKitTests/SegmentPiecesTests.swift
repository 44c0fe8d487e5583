import Foundation
@_spi(Generated) import RouteKit
import Testing

/// RouteKit's one rule for values inside a segment, against the rule as the manifest docs state
/// it, written again with Foundation's string search: the segment starts with the first text and
/// ends with the last, each text between two values splits at its last occurrence, no value is
/// empty.
@Suite struct SegmentPiecesTests {
    /// The documented rule, from the right, with `range(of:options: .backwards)`.
    static func oracle(_ segment: String, _ texts: [String]) -> [String]? {
        guard segment.hasPrefix(texts[0]), segment.hasSuffix(texts.last!),
            segment.utf8.count >= texts[0].utf8.count + texts.last!.utf8.count
        else { return nil }
        var rest = String(segment.utf8.dropFirst(texts[0].utf8.count).dropLast(texts.last!.utf8.count))!
        var values: [String] = []
        for separator in texts.dropFirst().dropLast().reversed() {
            guard let range = rest.range(of: separator, options: [.backwards, .literal]) else { return nil }
            values.insert(String(rest[range.upperBound...]), at: 0)
            rest = String(rest[..<range.lowerBound])
        }
        values.insert(rest, at: 0)
        return values.contains(where: \.isEmpty) ? nil : values
    }

    @Test func theLastOccurrenceSplits() {
        #expect(
            SegmentPieces.split("rome-early-42", texts: ["", "-", ""], ignoringCase: false) == [
                "rome-early", "42",
            ])
        #expect(SegmentPieces.split("@ana", texts: ["@", ""], ignoringCase: false) == ["ana"])
        #expect(SegmentPieces.split("@@", texts: ["@", ""], ignoringCase: false) == ["@"])
        #expect(SegmentPieces.split("a.json.json", texts: ["", ".json"], ignoringCase: false) == ["a.json"])
        #expect(SegmentPieces.split("1..2..3", texts: ["", "..", ""], ignoringCase: false) == ["1..2", "3"])
        #expect(
            SegmentPieces.split("a-", texts: ["", "-", ""], ignoringCase: false) == nil, "empty last value")
        #expect(
            SegmentPieces.split("-a", texts: ["", "-", ""], ignoringCase: false) == nil, "empty first value")
        #expect(
            SegmentPieces.split("a-b-", texts: ["", "-", ""], ignoringCase: false) == nil,
            "the last '-' decides")
        #expect(SegmentPieces.split("@", texts: ["@", ""], ignoringCase: false) == nil)
        #expect(SegmentPieces.split("aba", texts: ["ab", "ba"], ignoringCase: false) == nil, "texts overlap")
        #expect(SegmentPieces.split("WIRE-7", texts: ["wire-", ""], ignoringCase: true) == ["7"])
        #expect(SegmentPieces.split("WIRE-7", texts: ["wire-", ""], ignoringCase: false) == nil)
        #expect(
            SegmentPieces.split("x-y.Html", texts: ["", "-", ".html"], ignoringCase: true) == ["x", "y"])
    }

    /// Random segments over an alphabet of the texts' own characters, so that texts occur often,
    /// overlap and touch: RouteKit and the oracle agree on each.
    @Test func theRuleMatchesTheOracle() {
        var seed: UInt64 = 0x5E6_5EED
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let templates: [[String]] = [
            ["", "-", ""], ["@", ""], ["", ".json"], ["wire-", ""], ["", "..", ""], ["", "-", "_", ""],
            ["p", "aa", "q"], ["", "aba", ""], ["x", "é", "x"],
        ]
        let alphabet = ["a", "b", "-", ".", "_", "@", "x", "p", "q", "é", "json", "wire"]
        var checked = 0
        var fitting = 0
        for _ in 0..<20_000 {
            let texts = templates[next(templates.count)]
            let random = { (count: Int) in (0..<count).map { _ in alphabet[next(alphabet.count)] }.joined() }
            // Half of them the texts with random values between, which fit more often.
            let segment =
                next(2) == 0
                ? random(next(9)) : texts[0] + texts.dropFirst().map { random(next(4)) + $0 }.joined()
            let expected = Self.oracle(segment, texts)
            #expect(
                SegmentPieces.split(segment, texts: texts, ignoringCase: false) == expected,
                "\(segment) \(texts)")
            checked += 1
            if expected != nil { fitting += 1 }
        }
        #expect(checked == 20_000)
        #expect(fitting >= 4_000)
    }

    /// In a case-insensitive manifest the texts are written as the manifest spells them, and read
    /// back ignoring case.
    @Test func theBuilderIgnoresCaseWhereTheManifestDoes() {
        var builder = RouteURLBuilder()
        builder.pieces(["Item-", "X", ".JSON"], ["4", "b"], ignoringCase: true)
        let url = builder.url(scheme: "app", host: "h.example")
        #expect(url.absoluteString == "app://h.example/Item-4Xb.JSON")
        #expect(
            SegmentPieces.split("Item-4Xb.JSON", texts: ["item-", "x", ".json"], ignoringCase: true) == [
                "4", "b",
            ])
    }

    /// What the builder writes reads back as the values, or is refused: never other values.
    @Test func theBuilderWritesWhatReadsBackOrNothingThatReads() {
        var checked = 0
        let samples = ["a", "a-b", "-", "", "..", ".", "a.", "@", "é-", "%2D", "x y"]
        for texts in [["", "-", ""], ["@", ""], ["", "..", ""], ["", ".json"], ["", "-", "_", ""]] {
            var combinations: [[String]] = [[]]
            for _ in 1..<texts.count { combinations = combinations.flatMap { c in samples.map { c + [$0] } } }
            for values in combinations {
                var builder = RouteURLBuilder()
                builder.pieces(texts, values)
                let url = builder.url(scheme: "app", host: "h.example")
                let segment = url.path(percentEncoded: false).dropFirst()
                let read = SegmentPieces.split(String(segment), texts: texts, ignoringCase: false)
                if SegmentPieces.readsBack(values, texts: texts, ignoringCase: false) {
                    #expect(read == values, "\(url)")
                } else {
                    // Each value is the byte 0xFF, which is no UTF-8: no literal is it, no value
                    // converts from it, so every route refuses the link.
                    let written = url.path(percentEncoded: true).dropFirst()
                    #expect(written.components(separatedBy: "%FF").count == values.count + 1, "\(url)")
                }
                checked += 1
            }
        }
        #expect(checked >= 300)
    }
}
