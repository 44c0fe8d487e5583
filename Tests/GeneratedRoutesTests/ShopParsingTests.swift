import Foundation
@_spi(Generated) import RouteKit
import ShopRoutes
import Testing

@Suite struct ShopParsingTests {
    @Test func rootRoute() throws {
        #expect(try shop("shop://") == .home)
        #expect(try shop("shop:///") == .home)
        #expect(try shop("https://shop.example/") == .home)
        #expect(try shop("https://shop.example") == .home)
        #expect(ShopRoute.home.url.absoluteString == "shop://")
    }

    @Test func literalBeatsParameterAndBacktracks() throws {
        #expect(try shop("shop://products/search?q=hat") == .productSearch(q: "hat"))
        #expect(try shop("shop://products/42") == .product(id: 42))
        #expect(try shop("shop://products/42/reviews/\(material)") == .review(id: 42, reviewId: material))
        // /gift/cards/balance is literal; /gift/cards/7 dead-ends there and backtracks to /{store}/cards/{cardId}.
        #expect(try shop("shop://gift/cards/balance") == .giftCardBalance)
        #expect(try shop("shop://gift/cards/7") == .storeCard(store: "gift", cardId: 7))
    }

    /// `metadata:` keys are exhaustive properties: a route's own value, else the key's default.
    @Test func metadataIsAPropertyOfEveryRoute() throws {
        #expect(ShopRoute.home.section == .storefront)
        #expect(ShopRoute.home.campaign == "spring-sale")
        #expect(ShopRoute.home.tracked)
        #expect(ShopRoute.giftCardBalance.section == .account)
        #expect(!ShopRoute.giftCardBalance.tracked)
        let product = try shop("shop://products/7")
        #expect(product.section == .catalog && product.tracked && product.campaign == nil)
    }

    /// Metadata set per path: a path with metadata of its own (a flyer's short link) is a route
    /// that shows the other, so the app counts the campaign and shows the same screen.
    @Test func aPathWithItsOwnMetadataShowsTheRoute() throws {
        let promo = try shop("https://shop.example/products/7/flyer")
        #expect(promo == .productPromo(id: 7))
        #expect(promo.campaign == "flyer" && promo.section == .catalog)
        #expect(promo.navigation.shows == .product(id: 7, variant: nil, preview: false))
        #expect(try shop("https://shop.example/products/7").campaign == nil)
    }

    /// A route retired with `removed:` has no case; its links still match, and the compiled parser
    /// throws the typed error with the manifest's reason, on every scheme and host.
    @Test func aRemovedRoutesLinksThrowItsReason() throws {
        let expected = RouteError.removed(route: "clearance", reason: "Clearance sales ended in 2025.")
        for link in [
            "shop://clearance/summer", "https://shop.example/clearance/winter", "shop://CLEARANCE/x",
        ] {
            #expect(throws: expected, "\(link)") { try shop(link) }
        }
        #expect(throws: RouteError.notFound(path: "/clearance")) { try shop("shop://clearance") }
    }

    /// `shoesale` and `saleshoe` have the same 32-bit `SegmentHash` (the halves of their word swap),
    /// so the generated search reaches one `case` for both, which compares the segment with each.
    @Test func literalsWhoseHashesCollideAreComparedInTurn() throws {
        let hashes = ["shoesale", "saleshoe"].map { literal in
            var literal = literal
            return literal.withUTF8 { SegmentHash.hash(of: $0, ignoringCase: true) }
        }
        #expect(hashes[0] == hashes[1])
        #expect(try shop("shop://shoesale") == .shoeSale)
        #expect(try shop("https://shop.example/SaleShoe") == .saleShoe)
        #expect(shopFailure("shop://shoeshoe") == .notFound(path: "/shoeshoe"))
    }

    @Test func intDoubleAndBoolValues() throws {
        #expect(try shop("shop://products/-9223372036854775808") == .product(id: .min))
        #expect(
            shopFailure("shop://products/9223372036854775808")
                == .invalidParameter(name: "id", value: "9223372036854775808", expected: "Int"))
        #expect(
            shopFailure("shop://products/4.2") == .invalidParameter(name: "id", value: "4.2", expected: "Int")
        )
        #expect(try shop("shop://deals/0.25") == .deal(discount: 0.25))
        #expect(
            shopFailure("shop://deals/1.5")
                == .invalidParameter(name: "discount", value: "1.5", expected: "Double with max 1.0"))
        #expect(
            shopFailure("shop://deals/nan")
                == .invalidParameter(name: "discount", value: "nan", expected: "Double"))
        #expect(try shop("shop://prefs/notifications/1") == .notifications(enabled: true))
        #expect(try shop("shop://prefs/notifications/false") == .notifications(enabled: false))
        #expect(
            shopFailure("shop://prefs/notifications/yes")
                == .invalidParameter(name: "enabled", value: "yes", expected: "Bool"))
        #expect(
            try shop("shop://products/search?q=a&minPrice=1.5&inStock=true&sizes=38&sizes=40")
                == .productSearch(q: "a", minPrice: 1.5, inStock: true, sizes: [38, 40]))
        #expect(
            try shop("shop://products/7?preview=1&variant=3") == .product(id: 7, variant: 3, preview: true))
    }

    @Test func caseInsensitiveLiteralsAndWildcardHosts() throws {
        #expect(try shop("shop://PRODUCTS/Search?q=x") == .productSearch(q: "x"))
        #expect(try shop("https://eu.shop.example/products/1") == .product(id: 1))
        #expect(try shop("https://a.b.shop.example/products/1") == .product(id: 1))
        #expect(shopFailure("https://evilshop.example/products/1") == .unknownHost("evilshop.example"))
        #expect(try shop("https://shop.example/products/1") == .product(id: 1))
    }

    @Test func percentEncodedLiteral() throws {
        #expect(try shop("shop://%C3%BCber-uns") == .about)
        #expect(try shop("https://shop.example/%C3%BCBER-UNS") == .about)
        #expect(ShopRoute.about.url.absoluteString == "shop:///%C3%BCber-uns")
    }

    @Test func noTabsMeansNoTab() {
        #expect(ShopRoute.home.navigation == RouteNavigation<ShopRoute>())
        #expect(ShopRoute.home.navigation.tab == nil)
    }
}
