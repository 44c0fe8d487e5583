import Foundation
@_spi(Generated) import RouteKit
import Testing

/// Where a route on some schemes only (manifest 1.2's `reach:`) is built: on one of its schemes,
/// after a host where the scheme carries one — always, or when it may and the route names hosts —
/// and each link is one its own parser reads back to the same path.
@Suite struct SchemeLimitBuilderTests {
    let scope = LinkScope(
        schemes: ["app", "hs", "opt"], hosts: ["example.com", "other.example"], hostSchemes: ["hs", "opt"],
        optionalHostSchemes: ["opt"])

    func link(_ schemes: [String], hosts: [String] = []) -> String {
        var builder = RouteURLBuilder()
        builder.schemes(schemes)
        if !hosts.isEmpty { builder.hosts(hosts) }
        builder.literal("pay")
        return builder.url(scheme: "app", defaultHost: "example.com", in: scope).absoluteString
    }

    @Test func aSchemeThatCarriesAHostIsBuiltAfterOne() throws {
        let cases: [([String], [String], String)] = [
            (["hs"], [], "hs://example.com/pay"),  // always after a host, the default one
            (["hs"], ["other.example"], "hs://other.example/pay"),  // the route's own host
            (["opt"], ["other.example"], "opt://other.example/pay"),  // may, and the route names hosts
            (["opt"], [], "opt://pay"),  // may, and the route names none: its screen link
            (["app"], [], "app://pay"),
            (["hs", "app"], [], "app://pay"),  // the scheme asked for, when it is one of them
        ]
        for (schemes, hosts, expected) in cases {
            let built = link(schemes, hosts: hosts)
            #expect(built == expected, "\(schemes) \(hosts)")
            // Read back by the parser's own reader: the path is the route's.
            let path = try RouteLink.read(URL(string: built)!, in: scope) { $0.path }
            #expect(path == "/pay", "\(built)")
        }
        #expect(cases.count >= 6)
    }
}
