import Foundation
import RouteKit

/// The app's screens. In this target every declaration is on the main actor unless it says
/// otherwise, as in an Xcode 26 app target; the generated routes are not, so they are read
/// anywhere.
public final class Player: PodRouteHandler {
    public private(set) var played: [String] = []
    public let router = DeepLinkRouter<PodRoute>()
    public let navigation = NavigationModel<PodRoute>(selectedTab: .listen)

    public init() {}

    /// Attaches the router: each route is shown and handled.
    public func start() async {
        await router.attach { [weak self] route in
            guard let self else { return }
            navigation.apply(route)
            route.dispatch(to: self)
        }
    }

    public func home() { played.append("home") }
    public func episode(show: String, episodeId: Int, t: Int) {
        played.append("\(show) #\(episodeId) at \(t)")
    }
    public func queue() { played.append("queue") }
    public func go(to: PodRoute?) { played.append("go") }
}

/// A notification delegate's method runs off the main actor: it reads the payload's link there and
/// sends the `Sendable` value on.
nonisolated public func openNotification(_ userInfo: [AnyHashable: Any], in player: Player) async {
    let link = NotificationLink(userInfo: userInfo)
    await player.router.open(link)
}

/// Routes read in a background task.
nonisolated public func routes(of urls: [URL]) async -> [PodRoute] {
    urls.compactMap { try? PodRoute(url: $0) }
}
