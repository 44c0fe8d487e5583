import EduGoRoutes
import Foundation
import RouteKit
import ShopRoutes
import Testing

/// The holes a differential run against the web-platform-tests URL suite found, each closed and
/// held here through generated parsers (`URLConformanceTests` holds RouteKit's reading to the whole
/// suite). Shop lists `shop.example`, `*.shop.example` and `xn--shp-tna.example` (shöp.example).
@Suite struct LinkSecurityTests {
    /// Listed hosts are domain names; a bracketed host is an IP literal (RFC 3986), which
    /// WHATWG calls invalid and `URLComponents.host` keeps bracketed.
    @Test(arguments: [
        ("https://[edugo.app]/dashboard", "[edugo.app]"),
        ("https://[dev.edugo.app]:443/dashboard", "[dev.edugo.app]"),
        ("https://[::1%25a.edugo.app]/dashboard", "[::1%25a.edugo.app]"),
    ])
    func bracketedHostsAreUnknown(_ text: String, _ host: String) {
        #expect(failure(text) == .unknownHost(host), "\(text)")
    }

    @Test func bracketedHostsUnderAWildcardAreUnknown() {
        #expect(shopFailure("https://[a.shop.example]/") == .unknownHost("[a.shop.example]"))
        #expect(shopFailure("https://[shop.example]:443/") == .unknownHost("[shop.example]"))
        // A custom scheme's host is its first segment; in brackets it is an IP literal, no segment.
        #expect(
            shopFailure("shop://[deals]/1")
                == .malformedURL(reason: "a custom-scheme link has no IP-literal host"))
    }

    /// Escapes are decoded before the host is compared, and what they decode to must be a domain
    /// name: `/`, NUL, `@` and bytes that are not UTF-8 are no part of one.
    @Test(arguments: [
        "https://evil.com%2F.shop.example/", "https://evil.com%00.shop.example/",
        "https://evil.com%40a.shop.example/", "https://shop.example%80.shop.example/",
        "https://evil.com%5C.shop.example/", "https://evil.com%3A1.shop.example/",
        "https://a%25.shop.example/",
    ])
    func escapesThatDecodeToNoDomainNameAreUnknown(_ text: String) {
        guard case .unknownHost = shopFailure(text) else {
            Issue.record("\(text) is not an unknown host: \(String(describing: shopFailure(text)))")
            return
        }
    }

    /// A listed host spelled with escapes, or in Unicode, is the listed host.
    @Test func listedHostsSpelledAnotherWayAreListed() throws {
        #expect(try shop("https://shop%2Eexample/") == .home)
        #expect(try shop("https://sho%70.example/") == .home)
        #expect(try shop("https://SHOP%2EEXAMPLE/") == .home)
        #expect(try shop("https://a%2Eshop.example/") == .home)
        #expect(try parse("https://edugo%2Eapp/dashboard") == .dashboard)
        // URL(string:) writes a Unicode host in its IDNA form, which is listed.
        let unicode = try #require(URL(string: "https://shöp.example/"))
        #expect(try ShopRoute(url: unicode) == .home)
        let capitals = try #require(URL(string: "https://SHÖP.example/"))
        #expect(try ShopRoute(url: capitals) == .home)
        #expect(try shop("https://xn--shp-tna.example/") == .home)
        // Percent-encoded UTF-8 is the same name once decoded and converted, as WHATWG reads it.
        #expect(try shop("https://sh%C3%B6p.example/") == .home)
        // An xn-- label that does not decode is no name.
        #expect(shopFailure("https://xn--zz.shop.example/") == .unknownHost("xn--zz.shop.example"))
    }

    /// One item that is not UTF-8 fails only the read that asks for it: an unknown tracking item
    /// is ignored, a known one is `invalidParameter` naming it.
    @Test func aQueryItemThatIsNotUTF8FailsOnlyItsOwnRead() throws {
        #expect(try parse("https://edugo.app/search?q=swift&utm_term=caf%E9") == .search(q: "swift"))
        #expect(
            failure("https://edugo.app/search?q=caf%E9")
                == .invalidParameter(name: "q", value: "caf\u{FFFD}", expected: "String"))
        #expect(
            shopFailure("shop://products/1?variant=%FF")
                == .invalidParameter(name: "variant", value: "\u{FFFD}", expected: "Int"))
    }
}
