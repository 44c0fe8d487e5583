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
