import Foundation
import Podcasts
import RouteKit
import RouteKitTesting
import Testing

/// The routes of a target whose default isolation is the main actor, used from the main actor and
/// from elsewhere.
@Suite struct PodcastsTests {
    @Test func routesAreReadOffTheMainActor() async throws {
        let read = await routes(of: [URL(string: "https://pods.example/shows/daily/episodes/7?t=30")!])
        #expect(read == [.episode(show: "daily", episodeId: 7, t: 30)])
        try RouteCheck.roundTrip(PodRoute.episode(show: "daily", episodeId: 7, t: 30))
    }

    @MainActor @Test func theRouterShowsALinkAndDefersOneBehindSignIn() async throws {
        let player = Player()
        await player.start()
        player.router.signOut()
        await player.router.open(URL(string: "pods://shows/daily/episodes/7")!)
        #expect(player.played == ["daily #7 at 0"])
        #expect(player.navigation.path == [.home, .episode(show: "daily", episodeId: 7, t: 0)])
        let deferred = await player.router.open(URL(string: "https://pods.example/go?to=%2Fqueue")!)
        #expect(deferred == .deferred(.signInRequired))
        await openNotification(["deeplink": "pods://queue"], in: player)
        #expect(player.played == ["daily #7 at 0"])
    }
}
