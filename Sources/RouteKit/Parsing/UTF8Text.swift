/// Whether the bytes `iterator` gives are well-formed UTF-8, checked without making a String.
@inlinable func isWellFormedUTF8<Bytes: IteratorProtocol<UInt8>>(_ iterator: inout Bytes) -> Bool {
    var parser = Unicode.UTF8.ForwardParser()
    while true {
        switch parser.parseScalar(from: &iterator) {
        case .valid: continue
        case .emptyInput: return true
        case .error: return false
        }
    }
}

/// `bytes` as a String when they are UTF-8, else `nil`. `String(validating:as:)` is generic and
/// not specialized across the module boundary, so it looks up metadata on every call; this checks
/// ASCII first, then UTF-8, and makes the String from a buffer.
@inlinable func utf8String(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    if !bytes.allSatisfy({ $0 < 0x80 }) {
        var iterator = bytes.makeIterator()
        guard isWellFormedUTF8(&iterator) else { return nil }
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// Percent-decodes a path segment, or a query name or value, byte by byte; `isMalformed` once an
/// escape is cut short or not hexadecimal.
@usableFromInline struct PercentDecoder: IteratorProtocol {
    @usableFromInline let encoded: UnsafeBufferPointer<UInt8>
    @usableFromInline var offset = 0
    @usableFromInline var isMalformed = false

    @inlinable init(_ encoded: UnsafeBufferPointer<UInt8>) { self.encoded = encoded }

    @inlinable mutating func next() -> UInt8? {
        guard offset < encoded.count else { return nil }
        let byte = encoded[offset]
        offset += 1
        guard byte == UInt8(ascii: "%") else { return byte }
        guard offset + 2 <= encoded.count, let high = hexValue(encoded[offset]),
            let low = hexValue(encoded[offset + 1])
        else {
            isMalformed = true
            return nil
        }
        offset += 2
        return high << 4 | low
    }
}

/// `0`–`9`, `a`–`f`, `A`–`F` as a number.
@inline(__always) @usableFromInline func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
}

/// The eight bytes at `pointer` as one word, the first in the lowest byte.
@inlinable @inline(__always) func loadWord(at pointer: UnsafePointer<UInt8>) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
}

/// `bytes`, at most eight, as one word: the first in the lowest byte, zeros after the last. Out
/// of line, as only the shortest strings need it and its loop would grow every caller.
@usableFromInline @inline(never) func loadShortWord(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * $1.offset) }
}
