/// The hash a generated parser switches on to reach one literal segment among many in one step:
/// the generator computes it for each literal with ``hash(of:ignoringCase:)``, the parser for each
/// link's segment with ``RouteLink/hash(at:)``, and the literal found is then compared in full.
///
/// It reads at most two words whatever the segment's length: its last eight bytes (all of them in a
/// shorter segment) and, past eight, its first eight; and it adds the length. Bytes in between
/// are not read, so literals that differ only there share a `case` and are compared one after the
/// other, so that hashing costs the same for every segment (BENCHMARKS.md has what a byte-by-byte
/// hash cost).
///
/// The hash is 32 bits, the word's halves folded together: a `switch` over many literals is a
/// binary search in code, and each step compares with a 4-byte constant. Literals whose hashes
/// collide share a `case`, as above.
@_spi(Generated) public enum SegmentHash {
    /// The hash of `bytes`, with ASCII capitals lowercased when `ignoringCase` is true.
    public static func hash(of bytes: UnsafeBufferPointer<UInt8>, ignoringCase: Bool = false) -> UInt32 {
        guard let base = bytes.baseAddress else { return 0 }
        return hash(base, from: 0, to: bytes.count, ignoringCase: ignoringCase)
    }

    /// The hash of the non-empty `base[start..<end]`.
    @inlinable @inline(__always) static func hash(
        _ base: UnsafePointer<UInt8>, from start: Int, to end: Int, ignoringCase: Bool
    ) -> UInt32 {
        let count = end &- start
        var last = lastWord(base, from: start, to: end)
        var first = count > 8 ? loadWord(at: base + start) : 0
        if ignoringCase {
            last = asciiLowercased(last)
            first = asciiLowercased(first)
        }
        let word = (first &* 0x9E37_79B9_7F4A_7C15 ^ last) &+ UInt64(truncatingIfNeeded: count)
        return UInt32(truncatingIfNeeded: word ^ word &>> 32)
    }

    /// The last eight bytes of the non-empty `base[start..<end]`, or all of it when shorter, as one
    /// word: the first in the lowest byte, zeros after the last.
    @inlinable @inline(__always) static func lastWord(
        _ base: UnsafePointer<UInt8>, from start: Int, to end: Int
    ) -> UInt64 {
        let count = end &- start
        guard end >= 8 else { return loadShortWord(UnsafeBufferPointer(start: base + start, count: count)) }
        // The eight bytes that end the segment, shifted so that only its own remain.
        let word = loadWord(at: base + (end &- 8))
        return count < 8 ? word &>> UInt64(truncatingIfNeeded: 64 &- 8 &* count) : word
    }

    /// `word` with each ASCII capital lowercased (bytes from 0x80 up are left alone).
    @inlinable @inline(__always) static func asciiLowercased(_ word: UInt64) -> UInt64 {
        let low7 = word & 0x7F7F_7F7F_7F7F_7F7F
        // A byte's high bit: set from `A` on, and from after `Z` on; no sum carries into the next byte.
        let fromA = low7 &+ 0x3F3F_3F3F_3F3F_3F3F
        let afterZ = low7 &+ 0x2525_2525_2525_2525
        let capitals = fromA & ~afterZ & ~word & 0x8080_8080_8080_8080
        return word | capitals &>> 2
    }
}
