import EventsRoutes
import Foundation
import RouteKit
import Testing

/// Manifest 1.1: links keep the URL's names (`gift_card_token`, `event-id`), the generated Swift
/// has lowerCamelCase ones (`giftCardToken`, `eventId`) or the `swift:` name (`seats`).
@Suite struct EventsParsingTests {
    let ticket = UUID(uuidString: "123E4567-E89B-12D3-A456-426614174000")!

    @Test func urlNamesAreReadIntoSwiftNames() throws {
        let url = URL(
            string:
                "events://events/7/tickets/\(ticket)?gift_card_token=g-1&seat=A1&seat=A2&giftCardToken=ignored"
        )!
        #expect(
            try EventRoute(url: url)
                == .ticket(eventId: 7, ticketId: ticket, giftCardToken: "g-1", seats: ["A1", "A2"]))
        #expect(
            try EventRoute(url: URL(string: "https://events.example/events/3?utm_source=mail&show_map=true")!)
                == .event(eventId: 3, utmSource: "mail", showMap: true))
    }

    @Test func linksAreWrittenWithTheURLNames() {
        #expect(
            EventRoute.ticket(eventId: 7, ticketId: ticket, giftCardToken: "g 1", seats: ["A1"]).url
                .absoluteString
                == "events://events/7/tickets/\(ticket.uuidString)?gift_card_token=g%201&seat=A1")
        #expect(
            EventRoute.redeem(redirectTo: "/home").url.absoluteString == "events://redeem?redirect_to=%2Fhome"
        )
    }

    @Test func errorsNameTheURLsItems() {
        #expect(throws: RouteError.missingParameter(name: "redirect_to")) {
            try EventRoute(url: URL(string: "events://redeem?redirectTo=x")!)
        }
        #expect(throws: RouteError.invalidParameter(name: "show_map", value: "maybe", expected: "Bool")) {
            try EventRoute(url: URL(string: "events://events/3?show_map=maybe")!)
        }
    }

    /// A feature manifest included at the top: a case of the app's enum, read with the app's names
    /// rule, its own handler reached through the app's.
    @Test func anIncludedFeatureIsACaseOfTheAppsEnum() throws {
        let stats = EventRoute.organizer(.eventStats(eventId: 3, timeZone: "Europe/Paris"))
        #expect(stats.url.absoluteString == "events://organizer/events/3/stats?time_zone=Europe%2FParis")
        #expect(
            try EventRoute(url: URL(string: "https://events.example/organizer/events/3/stats")!)
                == .organizer(.eventStats(eventId: 3, timeZone: "UTC")))
        #expect(stats.requiresAuth && stats.name == "eventStats")
        #expect(stats.navigation.stack == [.organizer(.dashboard)])
        #expect(throws: RouteError.notFound(path: "/events/3")) {
            try OrganizerRoute(url: URL(string: "events://events/3")!)
        }
    }
}
