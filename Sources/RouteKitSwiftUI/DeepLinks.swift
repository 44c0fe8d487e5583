// Compiled on Apple platforms only (SwiftUI); its signatures follow Apple's documentation of
// `onOpenURL(perform:)`, `onContinueUserActivity(_:perform:)` and `Binding(get:set:)`.
#if canImport(SwiftUI)
import Foundation
import RouteKit
import SwiftUI

extension View {
    /// Feeds the links this view's scene receives to `router`: custom-scheme and universal links,
    /// which SwiftUI hands to `onOpenURL`, and web-browsing activities (Handoff, and apps that
    /// receive universal links as activities).
    public func deepLinks<R: Route>(to router: DeepLinkRouter<R>) -> some View {
        onOpenURL { url in
            Task { @MainActor in _ = await router.open(url) }
        }
        .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
            guard let url = activity.webpageURL else { return }
            Task { @MainActor in _ = await router.open(url, source: .universalLink) }
        }
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension NavigationModel {
    /// The stack of `tab` as a binding, for that tab's `NavigationStack(path:)`.
    public func pathBinding(for tab: R.Tab?) -> Binding<[R]> {
        Binding(get: { self.path(for: tab) }, set: { self.setPath($0, for: tab) })
    }
}
#endif
