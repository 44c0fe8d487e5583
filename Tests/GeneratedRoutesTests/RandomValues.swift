import EduGoModels
import Foundation
import SeededRandom

/// Values of every parameter type, leaning on the ones that break URL code.
struct RandomValues {
    var generator: SeededGenerator

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    /// Characters with a meaning in URLs, multi-byte ones and controls, mixed with plain ones.
    static let alphabet: [String] =
        "aZ09-._~".map(String.init) + [
            "/", "?", "#", "%", "+", "&", "=", " ", ";", ":", "@", "!", "$",
            "'", "(", ")", "*", ",", "[", "]", "\"", "<", ">", "\\", "^", "`", "{", "|", "}", "é", "ß", "中",
            "🎓", "👩‍💻",
            "\u{0}", "\n", "\t", "\u{7F}", "\u{200B}", "%2F", "%%", "..", ".",
        ]

    mutating func string(minLength: Int = 0, maxLength: Int = 12) -> String {
        let length = Int.random(in: minLength...maxLength, using: &generator)
        return (0..<length).map { _ in Self.alphabet.randomElement(using: &generator)! }.joined()
    }

    /// A non-empty value for a path segment (an empty segment is ignored by the parser).
    mutating func segment() -> String { string(minLength: 1) }

    /// A catch-all's value: non-empty pieces joined by `/`, possibly none.
    /// A catch-all's value: any text, with leading, trailing and doubled `/`, `%2F` as text, and
    /// dot pieces among the rest.
    mutating func rest() -> String {
        let pieces = ["/", "//", "%2F", ".", "..", "a", "é"]
        return (0..<Int.random(in: 0...6, using: &generator)).map { _ in
            Bool.random(using: &generator) ? pieces.randomElement(using: &generator)! : segment()
        }.joined()
    }

    mutating func int() -> Int {
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: return [Int.min, Int.max, 0, -1, 1].randomElement(using: &generator)!
        case 1: return Int.random(in: -1000...1000, using: &generator)
        default: return Int(bitPattern: UInt(generator.next()))
        }
    }

    mutating func double() -> Double {
        if Bool.random(using: &generator) {
            return [
                0, -0.0, 1, -1, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude,
                .leastNormalMagnitude, 0.1, 1e-300, 123_456_789.123_456_789,
            ].randomElement(using: &generator)!
        }
        while true {
            let value = Double(bitPattern: generator.next())
            if value.isFinite { return value }
        }
    }

    mutating func bool() -> Bool { Bool.random(using: &generator) }

    mutating func uuid() -> UUID {
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in bytes.indices { bytes[index] = UInt8.random(in: 0...255, using: &generator) }
        return bytes.withUnsafeBytes { UUID(uuid: $0.load(as: uuid_t.self)) }
    }

    mutating func optional<T>(_ make: (inout RandomValues) -> T) -> T? {
        Bool.random(using: &generator) ? make(&self) : nil
    }

    mutating func array<T>(_ make: (inout RandomValues) -> T) -> [T] {
        (0..<Int.random(in: 0...3, using: &generator)).map { _ in make(&self) }
    }

    mutating func element<T>(_ values: [T]) -> T { values.randomElement(using: &generator)! }

    mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }

    mutating func classCode() -> ClassCode {
        let characters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        return ClassCode(String((0..<6).map { _ in characters.randomElement(using: &generator)! }))!
    }
}
