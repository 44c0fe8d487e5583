import EduGoRoutes
import Foundation
import RouteKit
import Testing
import WikiRoutes

/// URLs an attacker would try, against the generated EduGo parser: each gets the exact outcome
/// listed — never a crash, never a route it should not reach.
@Suite struct HostileURLTests {
    static let uuid = "123E4567-E89B-12D3-A456-426614174000"

    /// Host spoofing: only edugo.app and dev.edugo.app, exactly, over https.
    @Test(arguments: [
        ("https://edugo.app.evil.com/dashboard", "edugo.app.evil.com"),
        ("https://evil.com/edugo.app/dashboard", "evil.com"),
        ("https://edugo.app@evil.com/dashboard", "evil.com"),
        ("https://edugo.app:443@evil.com/dashboard", "evil.com"),
        ("https://edugo.app./dashboard", "edugo.app."),
        ("https://xedugo.app/dashboard", "xedugo.app"),
        ("https://dev.edugo.app.evil.com/dashboard", "dev.edugo.app.evil.com"),
        ("https://evil.dev.edugo.app/dashboard", "evil.dev.edugo.app"),
        ("https://edugo.app:8080/dashboard", "edugo.app:8080"),
    ])
    func spoofedHostsAreUnknown(_ text: String, _ host: String) {
        #expect(failure(text) == .unknownHost(host), "\(text)")
    }

    /// The same spoofs on a scheme that carries the host (`wiki://wiki.example/…`), and what an
    /// https host would decode: its host is compared as written.
    @Test(arguments: [
        ("wiki://wiki.example.evil.com/articles/x", "wiki.example.evil.com"),
        ("wiki://evil.com/wiki.example/articles/x", "evil.com"),
        ("wiki://xwiki.example/", "xwiki.example"),
        ("wiki://wiki.example./", "wiki.example."),
        ("wiki://wiki%2Eexample/", "wiki%2eexample"),
        ("wiki://evil.com%2F.wiki.example/", "evil.com%2f.wiki.example"),
        ("wiki://articles/x", "articles"),
        ("wiki:///articles/x", ""),
    ])
    func spoofedHostsOnAHostSchemeAreUnknown(_ text: String, _ host: String) {
        #expect(throws: RouteError.unknownHost(host), "\(text)") { try WikiRoute(url: URL(string: text)!) }
    }

    /// Spoofs of a host whose first label is a value (`{lang}.wiki.example`), on https and on the
    /// scheme that carries the host: one label before the domain, never more, never a foreign host.
    @Test(arguments: [
        ("https://en.wiki.example.evil.com/articles/x", "en.wiki.example.evil.com"),
        ("https://en.evil.wiki.example/articles/x", "en.evil.wiki.example"),
        ("https://en%2Eevil.wiki.example/articles/x", "en%2eevil.wiki.example"),
        ("https://evil.com%2F.wiki.example/articles/x", "evil.com%2f.wiki.example"),
        ("https://.wiki.example/articles/x", ".wiki.example"),
        ("https://en..wiki.example/articles/x", "en..wiki.example"),
        ("https://en.wiki.example./articles/x", "en.wiki.example."),
        ("https://a.b.m.wiki.example/articles/x", "a.b.m.wiki.example"),
        ("https://m.wiki.example.evil.com/", "m.wiki.example.evil.com"),
        ("wiki://en.evil.wiki.example/articles/x", "en.evil.wiki.example"),
        ("wiki://en%2Eevil.wiki.example/articles/x", "en%2eevil.wiki.example"),
        ("wiki://de.wiki.example.evil.com/", "de.wiki.example.evil.com"),
    ])
    func spoofedValueHostsAreUnknown(_ text: String, _ host: String) {
        #expect(throws: RouteError.unknownHost(host), "\(text)") { try WikiRoute(url: URL(string: text)!) }
    }

    @Test func homographHostsAreUnknown() throws {
        // A Cyrillic "е" in place of the Latin "e": whatever form URL gives it, it is not a listed host.
        let url = try #require(URL(string: "https://\u{435}dugo.app/dashboard"))
        #expect(throws: RouteError.self) { try EduGoRoute(url: url) }
        if case .unknownHost = failure(url.absoluteString) {
        } else {
            Issue.record("\(url) was not an unknown host")
        }
    }

    @Test func caseOfSchemeAndHostDoesNotMatter() throws {
        #expect(try parse("HTTPS://EDUGO.APP/dashboard") == .dashboard)
        #expect(try parse("EduGo://dashboard") == .dashboard)
    }

    @Test(arguments: [
        ("http://edugo.app/dashboard", "http"), ("javascript:alert(1)", "javascript"),
        ("file:///etc/passwd", "file"), ("edugox://dashboard", "edugox"), ("data:text/html,hi", "data"),
        ("ftp://edugo.app/dashboard", "ftp"), ("mailto:a@edugo.app", "mailto"),
    ])
    func otherSchemesAreUnsupported(_ text: String, _ scheme: String) {
        #expect(failure(text) == .unsupportedScheme(scheme), "\(text)")
    }

    @Test func userInfoAndPortsOnCustomSchemesAreMalformed() {
        #expect(
            failure("edugo://user@dashboard")
                == .malformedURL(reason: "a custom-scheme link has no user info or port"))
        #expect(
            failure("edugo://dashboard:80")
                == .malformedURL(reason: "a custom-scheme link has no user info or port"))
    }

    @Test func percentEncodingTricks() throws {
        // %2F stays inside its segment: no extra segment appears.
        #expect(try parse("edugo://help/a%2F..%2Fsettings") == .help(topic: "a/../settings"))
        #expect(failure("edugo://materials%2F\(Self.uuid)") == .notFound(path: "/materials%2F\(Self.uuid)"))
        // Encoded letters are the letters; double encoding is not decoded twice.
        #expect(try parse("edugo://dash%62oard") == .dashboard)
        #expect(failure("edugo://dash%2562oard") == .notFound(path: "/dash%2562oard"))
        // Overlong UTF-8 for '/' decodes to bytes that match nothing and are no value.
        #expect(failure("edugo://%C0%AFdashboard") == .notFound(path: "/%C0%AFdashboard"))
        #expect(
            failure("edugo://join/%C0%AF%C0%AF%C0%AF")
                == .invalidParameter(
                    name: "code", value: "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}",
                    expected: "ClassCode"))
        // NUL is a character like any other in a String value, and round-trips.
        let nul = try parse("edugo://search?q=a%00b")
        #expect(nul == .search(q: "a\u{0}b"))
        #expect(try EduGoRoute(url: nul.url) == nul)
        // An invalid escape: URL(string:) encodes the stray '%', so the value is the text "%zz",
        // and it round-trips.
        if let url = URL(string: "edugo://search?q=%zz") {
            let route = try EduGoRoute(url: url)
            #expect(route == .search(q: "%zz"))
            #expect(try EduGoRoute(url: route.url) == route)
        }
    }

    @Test func dotSegmentsAreNeverResolved() {
        #expect(failure("edugo://materials/../dashboard") == .notFound(path: "/materials/../dashboard"))
        #expect(failure("edugo://./dashboard") == .notFound(path: "/./dashboard"))
        #expect(failure("https://edugo.app/help/../dashboard") == .notFound(path: "/help/../dashboard"))
    }

    @Test func longURLsAndValues() throws {
        let long = String(repeating: "a", count: 8000)
        #expect(try parse("edugo://help/\(long)") == .help(topic: long))
        #expect(
            failure("edugo://help/\(long)\(long)")
                == .malformedURL(reason: "the URL is longer than 8192 bytes"))
        let deep = String(repeating: "/a", count: 4000)
        #expect(failure("edugo://x\(deep)") == .notFound(path: "/x\(deep)"))
    }

    @Test func repeatedItemsTheFirstCountsForScalars() throws {
        let base = "edugo://assessments/\(Self.uuid)?userId=\(Self.uuid)"
        #expect(try parse("\(base)&attempt=2&attempt=99").assessmentAttempt == 2)
        #expect(
            failure("\(base)&attempt=99&attempt=2")
                == .invalidParameter(name: "attempt", value: "99", expected: "Int with max 10"))
        let other = "9F1C0A3E-5B7D-4E2A-8C61-0D2F4B6A8E90"
        let route = try parse("\(base)&userId=\(other)")
        let userId = try #require(
            { if case .assessment(_, let userId, _, _, _) = route { userId } else { nil } }(),
            "\(route) is not an assessment")
        #expect(userId == UUID(uuidString: Self.uuid), "a second userId cannot replace the first")
    }
}
