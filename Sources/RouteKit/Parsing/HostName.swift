import Foundation

/// A universal link's host read as the WHATWG URL Standard and Foundation read it, for the hosts
/// that are not plain ASCII as written: those with a percent-escape, an IDNA (`xn--`) label,
/// brackets, or a byte that is not ASCII. Plain hosts are compared where they stand in the URL
/// string (``LinkScope``); this is the careful path for the rest.
///
/// The rules (Docs/Security.md):
/// - a bracketed host is an IP literal, and listed hosts are DNS names: refused;
/// - percent-escapes are decoded; what they decode to must be UTF-8 and hold no byte a domain
///   cannot have (WHATWG's forbidden domain code points: controls, space, `#`, `%`, `/`, `:`, `<`,
///   `>`, `?`, `@`, `[`, `\`, `]`, `^`, `|`, DEL), so `evil.com%2F.example.org` is refused;
/// - a name that is not ASCII is converted to its IDNA form by Foundation (case, width and dots
///   mapped, as browsers do), and refused when it has none;
/// - an `xn--` label must decode (Foundation's `URLComponents` reads it), or the host is refused.
enum HostName {
    /// The host, lowercased ASCII as it is compared with the listed hosts, or why it is refused.
    ///
    /// `written` is the host as it stands in the URL string (without brackets); `isIPLiteral` says
    /// whether it had them.
    static func read(
        _ written: UnsafeBufferPointer<UInt8>.SubSequence, isIPLiteral: Bool
    ) -> Result<
        String, HostRefusal
    > {
        if isIPLiteral { return .failure(.ipLiteral) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(written.count)
        var decoder = PercentDecoder(UnsafeBufferPointer(rebasing: written))
        while let byte = decoder.next() { decoded.append(byte) }
        if decoder.isMalformed { return .failure(.malformedEscape) }
        // Not String(validating:as:): it needs macOS 15 and iOS 18, and RouteKit runs on older ones.
        guard let text = decoded.withUnsafeBufferPointer(utf8String) else { return .failure(.notUTF8) }
        if let forbidden = firstForbidden(in: text) { return .failure(.forbidden(forbidden)) }
        var name = text
        if !text.utf8.allSatisfy({ $0 < 0x80 }) {
            // Foundation's IDNA conversion, which maps as browsers do (`BÜCHER` → `xn--bcher-kva`,
            // `。` → `.`). The text holds no forbidden byte, so it is a host and nothing else here.
            // Foundation writes a host's IDNA form into the URL string; read it from there, still
            // encoded, as decoding again would decode twice (`％４１` maps to `%41`).
            let prefix = "https://"
            guard let string = URL(string: "\(prefix)\(text)/")?.absoluteString, string.hasPrefix(prefix),
                string.hasSuffix("/")
            else { return .failure(.noIDNAForm) }
            let mapped = String(string.dropFirst(prefix.count).dropLast())
            guard mapped.utf8.allSatisfy({ $0 < 0x80 }) else { return .failure(.noIDNAForm) }
            if let forbidden = firstForbidden(in: mapped) { return .failure(.forbidden(forbidden)) }
            name = mapped
        }
        name = String(decoding: name.utf8.map(asciiLowercased), as: UTF8.self)
        if name.split(separator: ".").contains(where: { $0.hasPrefix("xn--") }),
            URLComponents(string: "https://\(name)/")?.host == nil
        {
            return .failure(.undecodableIDNA)
        }
        return .success(name)
    }

    /// The first of WHATWG's forbidden domain code points in `text`, if any.
    private static func firstForbidden(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { scalar in
            scalar.value < 0x21 || scalar.value == 0x7F || "#%/:<>?@[\\]^|".unicodeScalars.contains(scalar)
        }
    }
}

/// Why a universal link's host is not one of a parser's hosts: what `routegen explain` says of an
/// ``RouteError/unknownHost(_:)``.
@_spi(Generated) public enum HostRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// A bracketed host, which is an IP literal.
    case ipLiteral
    /// A `%` that starts no escape.
    case malformedEscape
    /// Escapes that decode to bytes that are not UTF-8.
    case notUTF8
    /// A character, once decoded, that no domain name has.
    case forbidden(Unicode.Scalar)
    /// A name that is not ASCII and has no IDNA form.
    case noIDNAForm
    /// An `xn--` label that does not decode.
    case undecodableIDNA
    /// A domain name that is not listed.
    case notListed(String)

    public var description: String {
        switch self {
        case .ipLiteral: return "a bracketed host is an IP literal, and listed hosts are domain names"
        case .malformedEscape: return "the host has a malformed percent-escape"
        case .notUTF8: return "the host's percent-escapes do not decode to UTF-8"
        case .forbidden(let scalar):
            let shown =
                scalar.properties.generalCategory == .control
                ? "U+\(String(scalar.value, radix: 16, uppercase: true))" : "'\(scalar)'"
            return "the host holds \(shown) once decoded, which no domain name has"
        case .noIDNAForm: return "the host has no IDNA (xn--) form"
        case .undecodableIDNA: return "the host has an xn-- label that does not decode"
        case .notListed(let name): return "'\(name)' is neither a listed host nor under a listed '*.' domain"
        }
    }
}
