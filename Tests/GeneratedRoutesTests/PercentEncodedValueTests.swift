import EventsRoutes
import Foundation
@_spi(Generated) import RouteKit
import RouteKitTesting
import Testing

/// `percentEncoded: true` — an id that may hold `%2F` is read as the link writes it, escapes kept,
/// from a segment, a query item or the fragment, and built back unchanged.
@Suite struct PercentEncodedValueTests {
    func parse(_ text: String) throws -> EventRoute { try EventRoute(url: URL(string: text)!) }

    @Test func valuesAreReadAsWritten() throws {
        #expect(
            try parse("https://events.example/passes/YWE%2Fx?auth_token=a%2Bb%20c#sig%3D1/2")
                == .pass(serial: "YWE%2Fx", authToken: "a%2Bb%20c", signature: "sig%3D1/2"))
        #expect(try parse("events://passes/plain") == .pass(serial: "plain", authToken: nil, signature: nil))
        // `%2F` is not `/`: the decoded form is another path.
        #expect(throws: RouteError.self) { try parse("https://events.example/passes/YWE/x") }
        // An empty optional item or fragment is absent, as for a decoded value.
        #expect(
            try parse("https://events.example/passes/x?auth_token=#")
                == .pass(serial: "x", authToken: nil, signature: nil))
    }

    @Test func valuesAreBuiltAsTheyAre() {
        let pass = EventRoute.pass(serial: "YWE%2Fx", authToken: "a%2Bb%20c", signature: "sig%3D1/2?")
        #expect(
            pass.universalLink()?.absoluteString
                == "https://events.example/passes/YWE%2Fx?auth_token=a%2Bb%20c#sig%3D1/2?")
        // What a link cannot hold there is escaped: a space, a `%` that starts no escape, a delimiter.
        let raw = EventRoute.pass(serial: "a b/%zz?", authToken: "x&y#", signature: "#")
        #expect(
            raw.universalLink()?.absoluteString
                == "https://events.example/passes/a%20b%2F%25zz%3F?auth_token=x%26y%23#%23")
    }

    /// A value that cannot be written (empty, `.`, `..`) or does not decode to UTF-8 is refused:
    /// its link never reads as another route.
    @Test func unwritableValuesAreRefused() {
        for serial in ["", ".", "..", "a%FF"] {
            let pass = EventRoute.pass(serial: serial, authToken: nil, signature: nil)
            #expect(throws: RouteError.self, "\(serial)") { try EventRoute(url: pass.url) }
        }
        #expect(throws: RouteError.invalidParameter(name: "auth_token", value: "%FF", expected: "String")) {
            try parse("events://passes/x?auth_token=%FF")
        }
        #expect(throws: RouteError.invalidParameter(name: "#signature", value: "%C3", expected: "String")) {
            try parse("events://passes/x#%C3")
        }
    }

    /// Values a link can hold as they are — escapes of any byte and the characters each place
    /// allows — read back equal, on every scheme and host.
    @Test func encodedValuesRoundTrip() throws {
        var values = RandomValues(seed: 0xE5C0)
        var checked = 0
        for _ in 0..<300 {
            // Escapes of ASCII bytes, whole UTF-8 characters and the place's own characters: the
            // encoded form of a text.
            func encoded(_ allowed: String) -> String {
                let text = (0..<values.int(in: 1...8)).map { _ -> String in
                    switch values.int(in: 0...5) {
                    case 0: String(format: "%%%02X", values.int(in: 0...127))
                    case 1: ["%C3%A9", "%F0%9F%8E%93", "%E2%9C%93"].randomElement(using: &values.generator)!
                    default: String(allowed.randomElement(using: &values.generator)!)
                    }
                }.joined()
                return RouteURLBuilder.isDotSegment(text) ? text + "x" : text
            }
            let pass = EventRoute.pass(
                serial: encoded("abcXYZ09-._~!$&'()*+,;=:@"),
                authToken: values.bool() ? encoded("abc09-._~!$'()*+,;=:@/?") : nil,
                signature: values.bool() ? encoded("abc09-._~!$&'()*+,;=:@/?") : nil)
            try RouteCheck.roundTrip(pass)
            checked += 1
        }
        #expect(checked == 300)
    }
}
