import Foundation
import Testing

/// The links generated code builds, compiled and run: what Docs/Manifest.md promises `url` writes.
@Suite struct BuiltLinkTests {
    /// A first scheme that names screens by host and also mirrors web links (`host: optional`)
    /// builds the screen form, and the host form for a route on some hosts only, which only that
    /// form reaches; each link reads back as its route.
    @Test func aSchemeWithAnOptionalHostBuildsTheHostFormForARouteOnSomeHosts() throws {
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
        version: 1.1
        enum: SignalRoute
        schemes: [{ name: sgnl, host: optional }]
        hosts: [signal.me, signal.art]
        appIDs: [ABCDE12345.org.example.signal]
        routes:
          linkDevice: { path: /linkdevice }
          contact: { path: "/p/{phone}", hosts: [signal.me] }
          stickers: { path: /addstickers, hosts: [signal.art], query: { pack_id: String } }

        """.write(to: directory.appendingPathComponent("signal.yaml"), atomically: true, encoding: .utf8)
        let main = """
            import Foundation
            let routes: [SignalRoute] = [.linkDevice, .contact(phone: "14085550123"), .stickers(packId: "abc")]
            for route in routes {
                let readsBack = (try? SignalRoute(url: route.url)) == route
                print(route.url.absoluteString, readsBack, route.universalLink()?.absoluteString ?? "-")
            }
            """
        let run = try GeneratedCodeCompileTests.run(main, generatedFrom: "signal.yaml", in: directory)
        try #require(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "sgnl://linkdevice true https://signal.me/linkdevice",
                "sgnl://signal.me/p/14085550123 true https://signal.me/p/14085550123",
                "sgnl://signal.art/addstickers?pack_id=abc true https://signal.art/addstickers?pack_id=abc",
            ])
    }
}
