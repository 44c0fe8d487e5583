import Foundation

/// A universal link's host name as Foundation reads it, under RouteKit's host rules (Docs/Security.md,
/// "Security"), for tests to hold RouteKit's own reading to: `URLComponents`' host (escapes
/// decoded, an IP literal's brackets kept), refused when it holds one of WHATWG's forbidden domain
/// code points, in its IDNA form when it is not ASCII (the form `URL` writes a Unicode host in),
/// lowercased. `nil` when Foundation has no host or the rules refuse it.
func foundationHostName(of url: URL) -> String? {
    // Foundation IDNA-encodes a host before it decodes its escapes (`%41éx` becomes `xn--%41x-dpa`),
    // a host no browser makes and whose decoded label is no longer valid IDNA: refused.
    let authority = url.absoluteString.split(separator: "//", maxSplits: 1).last?.prefix {
        !"/?#".contains($0)
    }
    if let authority, authority.lowercased().contains("xn--"), authority.contains("%") { return nil }
    guard var host = URLComponents(url: url, resolvingAgainstBaseURL: false)?.host else { return nil }
    let forbidden = Set("#%/:<>?@[\\]^|".unicodeScalars)
    func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value <= 0x20 || scalar.value == 0x7F || forbidden.contains(scalar)
    }
    if host.unicodeScalars.contains(where: isForbidden) { return nil }
    if !host.unicodeScalars.allSatisfy(\.isASCII) {
        let prefix = "https://"
        guard let written = URL(string: prefix + host + "/")?.absoluteString else { return nil }
        host = String(written.dropFirst(prefix.count).dropLast())
        if !host.unicodeScalars.allSatisfy(\.isASCII) || host.unicodeScalars.contains(where: isForbidden) {
            return nil
        }
    }
    return host.lowercased()
}

/// The host an ``RouteError/unknownHost(_:)`` names, where `URL` spells it as the URL string does
/// (no escapes, no IDNA): lowercased, an IP literal with its brackets; `nil` for the others.
func shownHost(of url: URL) -> String? {
    let host = (url.host(percentEncoded: true) ?? "").lowercased()
    if host.contains("%") || url.absoluteString.lowercased().contains("xn--") { return nil }
    let isIPLiteral = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedHost?.hasPrefix(
        "[")
    return isIPLiteral == true ? "[\(host)]" : host
}
