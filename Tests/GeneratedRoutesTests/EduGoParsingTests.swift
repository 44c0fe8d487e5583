import EduGoModels
import EduGoRoutes
import Foundation
@_spi(Generated) import RouteKit
import Testing

let material = UUID(uuidString: "123E4567-E89B-12D3-A456-426614174000")!
let learner = UUID(uuidString: "9F1C0A3E-5B7D-4E2A-8C61-0D2F4B6A8E90")!

@Suite struct EduGoParsingTests {
    @Test(arguments: [
        "edugo://dashboard", "edugo:///dashboard", "edugo:dashboard", "EDUGO://dashboard",
        "edugo-dev://dashboard",
        "https://edugo.app/dashboard", "https://EDUGO.APP/dashboard", "HTTPS://dev.edugo.app/dashboard",
        "https://edugo.app:443/dashboard", "https://edugo.app//dashboard//",
        "edugo://dashboard/?from=push#top",
    ])
    func customSchemesAndHostsReachTheSameRoute(_ text: String) throws {
        #expect(try parse(text) == .dashboard)
    }

    @Test func pathParametersAreTyped() throws {
        #expect(try parse("edugo://materials/\(material)") == .materialDetail(materialId: material))
        #expect(
            try parse("edugo://materials/\(material.uuidString.lowercased())")
                == .materialDetail(materialId: material))
        #expect(
            failure("edugo://materials/42")
                == .invalidParameter(name: "materialId", value: "42", expected: "UUID"))
    }

    @Test func queryItemsRequiredDefaultedRepeatedAndOptional() throws {
        let base = "https://edugo.app/assessments/\(material)"
        #expect(
            try parse("\(base)?userId=\(learner)")
                == .assessment(assessmentId: material, userId: learner, attempt: 1, tags: [], note: nil))
        #expect(
            try parse("\(base)?tags=a&userId=\(learner)&attempt=3&tags=b%20c&note=hi&utm=x")
                == .assessment(
                    assessmentId: material, userId: learner, attempt: 3, tags: ["a", "b c"], note: "hi"))
        // A scalar item given twice: the first counts.
        #expect(try parse("\(base)?userId=\(learner)&attempt=2&attempt=9").assessmentAttempt == 2)
        #expect(failure(base) == .missingParameter(name: "userId"))
        #expect(
            failure("\(base)?userId=nope")
                == .invalidParameter(name: "userId", value: "nope", expected: "UUID"))
        #expect(failure("\(base)?userId=") == .invalidParameter(name: "userId", value: "", expected: "UUID"))
        #expect(
            failure("\(base)?userId=\(learner)&attempt=two")
                == .invalidParameter(name: "attempt", value: "two", expected: "Int"))
    }

    @Test func constraintsAreChecked() throws {
        let base = "edugo://assessments/\(material)?userId=\(learner)"
        #expect(
            failure("\(base)&attempt=0")
                == .invalidParameter(name: "attempt", value: "0", expected: "Int with min 1"))
        #expect(
            failure("\(base)&attempt=11")
                == .invalidParameter(name: "attempt", value: "11", expected: "Int with max 10"))
        #expect(try parse("edugo://search?q=swift&code=ABC12") == .search(q: "swift", code: "ABC12"))
        #expect(
            failure("edugo://search?q=")
                == .invalidParameter(name: "q", value: "", expected: "String with minLength 1"))
        let long = String(repeating: "x", count: 101)
        #expect(
            failure("edugo://search?q=\(long)")
                == .invalidParameter(name: "q", value: long, expected: "String with maxLength 100"))
        #expect(
            failure("edugo://search?q=a&code=abc12")
                == .invalidParameter(
                    name: "code", value: "abc12", expected: "String matching pattern [A-Z]{3}[0-9]{2}"))
    }

    @Test func aliasesParseToTheRouteAndURLsUseThePath() throws {
        #expect(try parse("edugo://u/\(learner)") == .profile(userId: learner))
        #expect(EduGoRoute.profile(userId: learner).url.absoluteString == "edugo://profile/\(learner)")
    }

    @Test func optionalLastSegment() throws {
        #expect(try parse("edugo://settings") == .settings(section: nil))
        #expect(try parse("edugo://settings/privacy") == .settings(section: .privacy))
        #expect(
            failure("edugo://settings/billing")
                == .invalidParameter(
                    name: "section", value: "billing",
                    expected: "SettingsSection (account, privacy, notifications or about)"))
        #expect(failure("edugo://settings/privacy/more") == .notFound(path: "/settings/privacy/more"))
    }

    @Test func externalTypes() throws {
        #expect(try parse("edugo://join/ab12cd") == .joinClass(code: ClassCode("AB12CD")!))
        #expect(
            failure("edugo://join/abc")
                == .invalidParameter(name: "code", value: "abc", expected: "ClassCode"))
    }

    @Test func catchAllTakesTheRestAndIsSchemeOnly() throws {
        #expect(try parse("edugo://help/billing/refunds/eu") == .help(topic: "billing/refunds/eu"))
        #expect(try parse("edugo://help") == .help(topic: ""))
        // Split before decoding: %2F stays inside its segment (and decodes to '/').
        #expect(try parse("edugo://help/a%2Fb") == .help(topic: "a/b"))
        #expect(try parse("edugo://help/caf%C3%A9") == .help(topic: "café"))
        // universalLink: false — not reachable over https.
        #expect(failure("https://edugo.app/help/billing") == .notFound(path: "/help/billing"))
        #expect(EduGoRoute.help(topic: "x").universalLink() == nil)
    }

    @Test func deprecatedRoutesStillParse() throws {
        #expect(try parse("edugo://courses").name == "legacyCourses")
    }

    @Test func schemeAndHostErrors() {
        #expect(failure("http://edugo.app/dashboard") == .unsupportedScheme("http"))
        #expect(failure("javascript:alert(1)") == .unsupportedScheme("javascript"))
        #expect(failure("otherapp://dashboard") == .unsupportedScheme("otherapp"))
        #expect(failure("https://evil.com/dashboard") == .unknownHost("evil.com"))
        #expect(failure("https://edugo.app.evil.com/dashboard") == .unknownHost("edugo.app.evil.com"))
        #expect(failure("https://edugo.app@evil.com/dashboard") == .unknownHost("evil.com"))
        #expect(failure("https://edugo.app:8443/dashboard") == .unknownHost("edugo.app:8443"))
        #expect(
            failure("https://user@edugo.app/dashboard")
                == .malformedURL(reason: "a universal link has no user info"))
    }

    @Test func pathErrors() {
        #expect(failure("edugo://nowhere/at/all") == .notFound(path: "/nowhere/at/all"))
        #expect(failure("https://edugo.app/") == .notFound(path: "/"))
        #expect(failure("edugo://Dashboard") == .notFound(path: "/Dashboard"))  // case-sensitive manifest
        #expect(failure("edugo://materials") == .notFound(path: "/materials"))
    }

    @Test func overlongURLsAreRefused() {
        let text = "edugo://search?q=" + String(repeating: "a", count: RouteLink.maximumLength)
        #expect(failure(text) == .malformedURL(reason: "the URL is longer than 8192 bytes"))
    }

    /// Fuzzing found a link under the limit whose route builds one over it: a `:` read as written
    /// in a catch-all is written `%3A`. The built link is refused like any other, by name.
    @Test func builtLinksOverTheLimitAreRefused() throws {
        let topic = String(repeating: "a:", count: 3_000)
        let read = try EduGoRoute(url: #require(URL(string: "edugo://help/" + topic)))
        #expect(read == .help(topic: topic))
        #expect(read.url.absoluteString.utf8.count > RouteLink.maximumLength)
        #expect(
            failure(read.url.absoluteString) == .malformedURL(reason: "the URL is longer than 8192 bytes"))
    }

    @Test func metadataComesFromTheManifest() {
        #expect(EduGoRoute.dashboard.name == "dashboard")
        #expect(!EduGoRoute.dashboard.requiresAuth)
        #expect(EduGoRoute.materialDetail(materialId: material).requiresAuth)
        #expect(EduGoRoute.profile(userId: learner).permissions == ["member"])
        #expect(EduGoRoute.dashboard.permissions.isEmpty)
        #expect(
            EduGoRoute.materialDetail(materialId: material).navigation
                == RouteNavigation(tab: .library, stack: [.dashboard]))
        #expect(EduGoRoute.settings().navigation.presentation == .sheet)
        #expect(
            EduGoRoute.assessment(assessmentId: material, userId: learner).navigation.presentation == .cover)
        #expect(EduGoRoute.Tab.allCases == [.home, .library, .profile])
    }

    @Test func canonicalURLs() {
        #expect(EduGoRoute.dashboard.url.absoluteString == "edugo://dashboard")
        #expect(EduGoRoute.dashboard.universalLink()?.absoluteString == "https://edugo.app/dashboard")
        #expect(
            EduGoRoute.dashboard.universalLink(host: "DEV.edugo.app")?.absoluteString
                == "https://dev.edugo.app/dashboard")
        #expect(EduGoRoute.dashboard.universalLink(host: "evil.com") == nil)
        // Defaults are left out; values are percent-encoded.
        #expect(
            EduGoRoute.assessment(assessmentId: material, userId: learner, attempt: 1, tags: ["a b", "c&d"])
                .url.absoluteString
                == "edugo://assessments/\(material)?userId=\(learner)&tags=a%20b&tags=c%26d")
        #expect(EduGoRoute.search(q: "a+b=c?#").url.absoluteString == "edugo://search?q=a%2Bb%3Dc%3F%23")
    }
}

extension EduGoRoute {
    var assessmentAttempt: Int? {
        if case .assessment(_, _, let attempt, _, _) = self { return attempt }
        return nil
    }
}
