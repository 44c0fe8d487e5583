import Foundation
@_spi(Generated) import RouteKit

/// Any bytes as a URL string: the generated parser returns a route or a RouteError; a route's `url`
/// and universal link parse back to the same route.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let url = URL(string: text) else { return 0 }
    guard let route = try? EduGoRoute(url: url) else { return 0 }
    // Percent-encoding can take a value read from a link under the length limit over it, and a
    // longer link is refused by design (EduGoParsingTests.builtLinksOverTheLimitAreRefused).
    guard route.url.absoluteString.utf8.count <= RouteLink.maximumLength else { return 0 }
    guard let back = try? EduGoRoute(url: route.url), back == route else {
        fatalError("round trip failed: \(text) → \(route) → \(route.url.absoluteString)")
    }
    if let link = route.universalLink() {
        guard let back = try? EduGoRoute(url: link), back == route else {
            fatalError("universal-link round trip failed: \(text) → \(route) → \(link.absoluteString)")
        }
    }
    return 0
}
