import Foundation
import Testing

/// Generated code compiles, warning-free, in every isolation setup an app target has: the old
/// default (nonisolated) and Xcode 26's (the main actor as default isolation, SE-0466, with the
/// upcoming features InferIsolatedConformances and NonisolatedNonsendingByDefault), in Swift 6 and
/// Swift 5 language modes. Every reference manifest's output and `Generated/` are compiled in one
/// module with an app that attaches the router and reads routes from other isolations (a
/// notification delegate, a background task).
@Suite struct IsolationSetupTests {
    struct Setup: CustomStringConvertible, Sendable {
        var description: String
        var flags: [String]
    }

    static let mainActorDefault = [
        "-default-isolation", "MainActor", "-enable-upcoming-feature", "InferIsolatedConformances",
        "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
    ]
    static let setups = [
        Setup(description: "Swift 6, nonisolated by default", flags: ["-swift-version", "6"]),
        Setup(
            description: "Swift 6, MainActor by default (Xcode 26)",
            flags: ["-swift-version", "6"] + mainActorDefault),
        Setup(description: "Swift 5, nonisolated by default", flags: ["-swift-version", "5"]),
        Setup(
            description: "Swift 5, MainActor by default", flags: ["-swift-version", "5"] + mainActorDefault),
    ]

    /// An app of the shop: a handler, the router attached to a navigation model and to the handler,
    /// and routes read and built off the main actor.
    static let app = """
        import Foundation
        import RouteKit

        struct Screens: ShopRouteHandler {
            func home() {}
            func product(id: Int, variant: Int?, preview: Bool) {}
            func productSearch(q: String, minPrice: Double?, maxPrice: Double, inStock: Bool?, sizes: [Int]) {}
            func productPromo(id: Int) {}
            func review(id: Int, reviewId: UUID) {}
            func deal(discount: Double) {}
            func notifications(enabled: Bool) {}
            func giftCardBalance() {}
            func storeCard(store: String, cardId: Int) {}
            func about() {}
            func shoeSale() {}
            func saleShoe() {}
            func pages(path: String) {}
        }

        @MainActor final class AppModel {
            let router = DeepLinkRouter<ShopRoute>()
            var state = NavigationState<ShopRoute>()

            func start() async {
                await router.attach { [weak self] route in
                    self?.state.apply(route)
                    route.dispatch(to: Screens())
                }
                router.signIn(user: "ana")
            }
        }

        /// A notification delegate's method is nonisolated: it reads the link where the payload is.
        nonisolated func didReceive(_ userInfo: [AnyHashable: Any], model: AppModel) async {
            let link = NotificationLink(userInfo: userInfo)
            await model.router.open(link)
        }

        /// A background task reads and builds routes, and hands them to the main actor.
        nonisolated func prefetch(_ urls: [URL]) async -> [ShopRoute] {
            let routes = urls.compactMap { try? ShopRoute(url: $0) }
            for route in routes {
                _ = (route.url, route.universalLink(), route.requiresAuth, route.permissions, route.name)
                _ = route.navigation
            }
            return routes
        }

        @MainActor func show(_ urls: [URL], in model: AppModel) async {
            for route in await prefetch(urls) { model.state.apply(route) }
            let wiki = WikiRoute.go(to: .account)
            Task.detached { _ = (wiki.requiresAuth, wiki.url, try? WikiRoute(url: wiki.url)) }
            _ = await Task.detached { SchoolRoute.allCasesForTesting }.value
        }

        extension SchoolRoute {
            nonisolated static var allCasesForTesting: [SchoolRoute] { [] }
        }

        """

    @Test(arguments: setups)
    func generatedCodeAndAnAppCompileWithoutWarnings(_ setup: Setup) throws {
        let directory = try GeneratedCodeCompileTests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = directory.appendingPathComponent("App.swift")
        try Self.app.write(to: app, atomically: true, encoding: .utf8)
        var files: [URL] = []
        for root in ["Generated", "Tests/Reference"] {
            let folder = CLI.repository.appendingPathComponent(root)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
                let output = folder.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: output.path, isDirectory: &isDirectory),
                    isDirectory.boolValue
                else { continue }
                files += try GeneratedCodeCompileTests.swiftFiles(in: output)
            }
        }
        #expect(files.count >= 30)
        let (status, output) = try CLI.tool(
            [
                "swiftc", "-typecheck", "-module-name", "App", "-package-name", "app", "-I",
                GeneratedCodeCompileTests.modules.path, "-warnings-as-errors",
            ] + setup.flags + files.map(\.path) + [app.path])
        #expect(status == 0, "\(setup): \(output.prefix(4_000))")
    }
}
