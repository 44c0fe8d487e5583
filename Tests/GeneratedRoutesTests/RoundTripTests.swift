import EduGoModels
import EduGoRoutes
import Foundation
import RouteKit
import RouteKitTesting
import ShopRoutes
import Testing

/// `Route(url: route.url) == route` for every route and every valid value, drawn at random from a
/// fixed seed (thousands of cases per route); likewise through `universalLink(host:)`.
@Suite struct RoundTripTests {
    static let casesPerRoute = 2000

    /// A random EduGo route of kind `index`, with values that satisfy the manifest's constraints.
    static func eduGoRoute(_ index: Int, _ r: inout RandomValues) -> EduGoRoute {
        switch index {
        case 0: return .dashboard
        case 1: return .materialDetail(materialId: r.uuid())
        case 2:
            return .assessment(
                assessmentId: r.uuid(), userId: r.uuid(), attempt: r.int(in: 1...10),
                tags: r.array { $0.string() },
                note: r.optional { $0.string(minLength: 1) })
        case 3: return .profile(userId: r.uuid())
        case 4: return .settings(section: r.optional { $0.element(EduGoRoute.SettingsSection.allCases) })
        case 5:
            return .search(
                q: String(r.string(minLength: 1, maxLength: 100).prefix(100)),
                code: r.optional { r in
                    let letters = (0..<3).map { _ in r.element(Array("ABCXYZ")) }
                    return String(letters) + String(r.int(in: 10...99))
                })
        case 6: return .joinClass(code: r.classCode())
        default: return .help(topic: r.rest())
        }
    }

    static func shopRoute(_ index: Int, _ r: inout RandomValues) -> ShopRoute {
        switch index {
        case 0: return .home
        case 1: return .product(id: r.int(), variant: r.optional { $0.int() }, preview: r.bool())
        case 2:
            return .productSearch(
                q: r.string(), minPrice: r.optional { $0.double() }, maxPrice: abs(r.double()),
                inStock: r.optional { $0.bool() }, sizes: r.array { $0.int() })
        case 3: return .review(id: r.int(), reviewId: r.uuid())
        case 4: return .deal(discount: Double(r.int(in: 0...1000)) / 1000)
        case 5: return .notifications(enabled: r.bool())
        case 6: return .giftCardBalance
        case 7:
            // A store named "gift" would be the literal route's URL: the manifest's precedence.
            var store = r.segment()
            if store.lowercased() == "gift" { store += "s" }
            return .storeCard(store: store, cardId: r.int())
        case 8: return .about
        case 9: return .shoeSale
        case 10: return .saleShoe
        default: return .pages(path: r.rest())
        }
    }

    @Test(arguments: 0..<8)
    func eduGoRoutesRoundTrip(_ index: Int) throws {
        var values = RandomValues(seed: 0xED60 + UInt64(index))
        for _ in 0..<Self.casesPerRoute {
            let route = Self.eduGoRoute(index, &values)
            try RouteCheck.roundTrip(route)
            if let link = route.universalLink(host: "dev.edugo.app") {
                #expect(try EduGoRoute(url: link) == route, "\(link.absoluteString)")
            }
        }
    }

    @Test(arguments: 0..<12)
    func shopRoutesRoundTrip(_ index: Int) throws {
        var values = RandomValues(seed: 0x5409 + UInt64(index))
        for _ in 0..<Self.casesPerRoute {
            let route = Self.shopRoute(index, &values)
            try RouteCheck.roundTrip(route)
            let link = try #require(route.universalLink(host: "eu.shop.example"))
            #expect(try ShopRoute(url: link) == route, "\(link.absoluteString)")
        }
    }

    /// A catch-all's value round-trips whatever its slashes: leading, trailing, doubled, alone,
    /// or `%2F` as text, on a custom scheme and as a universal link.
    @Test func catchAllValuesRoundTripWhateverTheirSlashes() throws {
        var values = RandomValues(seed: 0x5_1A5)
        var withSlashes = 0
        let fixed = ["/dev/null", "a//b", "a/", "/", "//", "///x///", "%2F", "a/%2F/b", "./..", "/./"]
        let random = (0..<2_000).map { _ in values.rest() }
        for topic in fixed + random {
            let help = EduGoRoute.help(topic: topic)
            #expect(
                try EduGoRoute(url: help.url) == help, "\(topic.debugDescription): \(help.url.absoluteString)"
            )
            let pages = ShopRoute.pages(path: topic)
            #expect(
                try ShopRoute(url: pages.url) == pages,
                "\(topic.debugDescription): \(pages.url.absoluteString)")
            let link = try #require(pages.universalLink(host: "shop.example"))
            #expect(try ShopRoute(url: link) == pages, "\(topic.debugDescription): \(link.absoluteString)")
            if topic.hasPrefix("/") || topic.hasSuffix("/") || topic.contains("//") { withSlashes += 1 }
        }
        #expect(withSlashes >= 500)
        // What the URL says stays readable: a plain path is written as one.
        #expect(EduGoRoute.help(topic: "a/b/c").url.absoluteString == "edugo://help/a/b/c")
        #expect(EduGoRoute.help(topic: "/dev/null").url.absoluteString == "edugo://help/%2Fdev/null")
    }
}
