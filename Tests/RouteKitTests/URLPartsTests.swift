import Foundation
import Testing

@_spi(Generated) @testable import RouteKit

/// `URLParts` finds a URL's parts in its string instead of asking URL; these tests hold it to what
/// URL's accessors answer, on tricky links and on many random ones.
@Suite struct URLPartsTests {
    static let tricky = [
        "edugo://materials/42", "edugo:///materials/42", "edugo:materials/42", "edugo:", "edugo://",
        "https://example.com", "https://example.com/", "https://Example.COM:443/a/b?c=d#e",
        "https://example.com:/x", "https://user@example.com/x", "https://user:pw@example.com:8443/x",
        "https://@example.com/x", "https://a@b@example.com/x", "https://example.com@evil.com/x",
        "https://[::1]/x", "https://[::1]:8080/x?y", "scale://[fe80::1]:1/x",
        "https://example.com/a%2Fb/%41?q=%26&r#frag?x", "https://example.com?only=query",
        "https://example.com#only-fragment", "https://example.com/p?#", "https://example.com/p?",
        "s+x.y-z://host/p", "x://h/p;params?q", "mailto:someone@example.com", "urn:isbn:0451450523",
        "file:///tmp/a%20b", "scale://host:0443/", "scale://h/%E2%9C%93/%zz", "HTTPS://EXAMPLE.COM/A",
        "https://example.com./a", "https://xn--exmple-cua.com/a", "scale://a/b/../c/./d",
    ]

    /// Checks `string` where Foundation reads it as a URL; returns whether it does.
    @discardableResult
    static func check(_ string: String) -> Bool {
        guard let url = URL(string: string) else { return false }
        var source = url.absoluteString
        source.withUTF8 { bytes in
            let capacity = URLParts.segmentBoundsCapacity(forByteCount: bytes.count)
            var bounds = [Int](repeating: -1, count: capacity + 1)
            let parts = bounds.withUnsafeMutableBufferPointer { URLParts(bytes, segments: $0.baseAddress!) }
            #expect(bounds[capacity] == -1, "wrote past the capacity for \(string)")
            func text(_ span: Range<Int>?) -> String? {
                span.map { String(decoding: bytes[$0], as: UTF8.self) }
            }
            let segments = (0..<parts.segmentCount).map { text(bounds[2 * $0]..<bounds[2 * $0 + 1])! }
            let path = url.path(percentEncoded: true)
            #expect(segments == path.split(separator: "/").map(String.init), "segments of \(string)")
            #expect(parts.pathHasPercent == path.contains("%"), "percent in \(string)")
            #expect(parts.pathHasDoubleSlash == path.contains("//"), "double slash in \(string)")
            #expect(text(parts.scheme) == url.scheme, "scheme of \(string)")
            #expect((parts.user != nil) == (url.user(percentEncoded: true) != nil), "user of \(string)")
            if !text(parts.host)!.lowercased().contains("xn--") {
                #expect(text(parts.host) == (url.host(percentEncoded: true) ?? ""), "host of \(string)")
            }
            #expect(text(parts.port).flatMap { Int($0) } == url.port, "port of \(string)")
            #expect(text(parts.path) == url.path(percentEncoded: true), "path of \(string)")
            #expect(text(parts.query) == url.query(percentEncoded: true), "query of \(string)")
        }
        return true
    }

    @Test(arguments: tricky) func agreesWithURLsAccessors(_ string: String) {
        #expect(Self.check(string), "URL(string:) reads \(string)")
    }

    @Test func agreesWithURLsAccessorsOnRandomLinks() {
        let pieces = [
            "a", "B", "0", "/", "//", "?", "#", "@", ":", "[", "]", "%2F", "%41", "%", ".", "-", "+", "=",
            "&",
            "example.com", "::1", "443", "x y", "é", "~", "!", "$", "'", "(", ";", ",", "*",
        ]
        let prefixes = ["scale://", "https://", "scale:", "https:", "", "S+c.al-e://", "//"]
        var parsed = 0
        for string in seededLinks(seed: 0x5EED, prefixes: prefixes, pieces: pieces, maximumPieces: 12) {
            if URL(string: string) != nil { parsed += 1 }
            Self.check(string)
        }
        #expect(parsed > 5_000)
    }
}

/// RouteLink reads `absoluteString` once; these tests hold it to the same link read through URL's
/// accessors, as it was read before: same error, or same segments and `path`.
@Suite struct RouteLinkAgreesWithURLTests {
    static let schemes = ["scale"]
    static let hosts = ["example.com", "*.example.org"]

    /// Whether `host` (lowercased) is listed, read as Strings: what `LinkScope` does on bytes.
    static func isListed(_ host: String) -> Bool {
        hosts.contains { listed in
            guard listed.hasPrefix("*.") else { return host == listed }
            let domain = listed.dropFirst()  // ".example.org": the apex itself is not covered
            return host.hasSuffix(domain) && host.utf8.count > domain.utf8.count
        }
    }

    /// The link through URL's accessors: an error, or the decoded segments and the written path.
    static func expected(_ url: URL) -> Result<([[UInt8]], String), RouteError> {
        guard let scheme = url.scheme?.lowercased() else {
            return .failure(.malformedURL(reason: "the URL has no scheme"))
        }
        var written = url.path(percentEncoded: true)
        if schemes.contains(scheme) {
            // An empty port is one too: `scale://:/` is no URL to WHATWG.
            let authority = url.absoluteString.dropFirst(scheme.count + 1)
            let hasEmptyPort =
                authority.hasPrefix("//")
                && authority.dropFirst(2).prefix { !"/?#".contains($0) }.split(separator: "@").last?
                    .hasSuffix(":") == true
            if url.user(percentEncoded: true) != nil || url.port != nil || hasEmptyPort {
                return .failure(.malformedURL(reason: "a custom-scheme link has no user info or port"))
            }
            if URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedHost?.hasPrefix("[")
                == true
            {
                return .failure(.malformedURL(reason: "a custom-scheme link has no IP-literal host"))
            }
            written = "/" + (url.host(percentEncoded: true) ?? "") + "/" + written
        } else if scheme == "https" {
            // Which host an error names is compared only where URL spells it as the string does.
            let host = shownHost(of: url) ?? "(as written)"
            guard let name = foundationHostName(of: url), isListed(name) else {
                return .failure(.unknownHost(host))
            }
            if let port = url.port, port != 443 { return .failure(.unknownHost("\(host):\(port)")) }
            if url.user(percentEncoded: true) != nil {
                return .failure(.malformedURL(reason: "a universal link has no user info"))
            }
        } else {
            return .failure(.unsupportedScheme(scheme))
        }
        let raw = written.split(separator: "/")
        var segments: [[UInt8]] = []
        for segment in raw {
            var bytes: [UInt8] = []
            var iterator = segment.utf8.makeIterator()
            while let byte = iterator.next() {
                if byte == UInt8(ascii: "%") {
                    guard let high = iterator.next().flatMap(hexValue),
                        let low = iterator.next().flatMap(hexValue)
                    else {
                        return .failure(.malformedURL(reason: "invalid percent-encoding in the path"))
                    }
                    bytes.append(high << 4 | low)
                } else {
                    bytes.append(byte)
                }
            }
            segments.append(bytes)
        }
        return .success((segments, "/" + raw.joined(separator: "/")))
    }

    /// Checks `string` where Foundation reads it as a URL; returns whether it does.
    @discardableResult
    static func check(_ string: String) -> Bool {
        guard let url = URL(string: string) else { return false }
        let actual: Result<([[UInt8]], String), RouteError> = Result { () throws(RouteError) in
            try RouteLink.read(url, in: LinkScope(schemes: schemes, hosts: hosts)) { link in
                ((0..<link.count).map { Array(link.segment($0)) }, link.path)
            }
        }
        switch (actual, expected(url)) {
        case (.failure(.unknownHost), .failure(.unknownHost("(as written)"))):
            break
        case (.failure(.unknownHost(let host)), .failure(.unknownHost(let expected)))
        where expected.hasPrefix("(as written):"):
            #expect(host.hasSuffix(expected.dropFirst("(as written)".count)), "\(string)")
        case (.failure(let error), .failure(let expected)):
            #expect(error == expected, "\(string)")
        case (.success(let (segments, path)), .success(let (expectedSegments, expectedPath))):
            #expect(segments == expectedSegments, "\(string)")
            #expect(path == expectedPath, "\(string)")
        case (let actual, let expected):
            Issue.record("\(string): \(actual) but URL's accessors give \(expected)")
        }
        return true
    }

    @Test(
        arguments: URLPartsTests.tricky + [
            "scale://é/x", "scale://xn--9ca/x", "https://ex%C3%A4mple.com/a", "https://a.example.org/%zz",
        ])
    func tricky(_ string: String) {
        #expect(Self.check(string), "URL(string:) reads \(string)")
    }

    @Test func randomLinks() {
        let pieces = [
            "a", "B", "0", "/", "//", "?", "#", "@", ":", "%2F", "%41", "%", "%4", ".", "-", "é", "~", "=",
            "&",
            "example.com", "example.org", "x.example.org", "443", "8080",
        ]
        let prefixes = ["scale://", "https://", "scale:", "https:", "SCALE://", "Https://", "ftp://", ""]
        var links = 0
        for string in seededLinks(seed: 0xBEEF, prefixes: prefixes, pieces: pieces, maximumPieces: 10) {
            if URL(string: string) != nil { links += 1 }
            Self.check(string)
        }
        #expect(links > 10_000)
    }
}

/// 20,000 strings, each a prefix and up to `maximumPieces - 1` pieces, from a seeded generator.
func seededLinks(seed: UInt64, prefixes: [String], pieces: [String], maximumPieces: Int) -> [String] {
    var seed = seed
    func next(_ bound: Int) -> Int {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((seed >> 33) % UInt64(bound))
    }
    return (0..<20_000).map { _ in
        var string = prefixes[next(prefixes.count)]
        for _ in 0..<next(maximumPieces) { string += pieces[next(pieces.count)] }
        return string
    }
}

/// `LinkScope` compares a link's scheme and host where they stand in the URL string.
@Suite struct LinkScopeTests {
    let scope = LinkScope(
        schemes: ["Scale", "my-app+x.y", "app-7.x", "a"], hosts: ["Example.com", "*.example.org"])

    /// Schemes of up to seven bytes are compared as one word with the URL's first eight bytes (or
    /// fewer, in a shorter URL), longer ones byte by byte.
    @Test func schemesIgnoreCase() {
        for (url, length) in [
            ("scale://x", 5), ("SCALE:x", 5), ("my-app+x.y://", 10), ("MY-APP+X.Y:", 10), ("scal://x", nil),
            ("scales://x", nil), ("scale", nil), ("my-app+x.z://", nil), (":", nil), ("", nil),
            ("App-7.X:", 7), ("app-7.x://host/path", 7), ("app-7.xy:", nil), ("app-7.", nil),
            ("app-7:", nil), ("a:", 1), ("A:b", 1), ("ab:", nil), ("a", nil),
        ] {
            #expect(
                Array(url.utf8).withUnsafeBufferPointer { scope.listedSchemeLength(of: $0) } == length,
                "\(url)")
        }
        #expect(scope.schemes == ["scale", "my-app+x.y", "app-7.x", "a"])
    }

    @Test func hostsIgnoreCaseAndWildcardsCoverSubdomainsOnly() {
        for (host, listed) in [
            ("example.com", true), ("EXAMPLE.COM", true), ("www.example.com", false), ("example.co", false),
            ("a.example.org", true), ("A.B.Example.ORG", true), ("example.org", false),
            (".example.org", false), ("x.example.org.", false),
            ("aexample.org", false), ("", false),
        ] {
            #expect(scope.isListed(host) == listed, "\(host)")
        }
    }
}
