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

    /// `schemes:` limits a route to some custom schemes: `checkIn` is on `events:` only, beside the
    /// web's `checkInPage` on the same path, and `scanned` takes every link on `eventscan:`.
    @Test func routesOnSomeSchemesOnly() throws {
        func parse(_ text: String) throws -> EventRoute { try EventRoute(url: URL(string: text)!) }
        for link in ["events://checkin/A1", "events:/checkin/A1", "EVENTS:///checkin/A1"] {
            #expect(try parse(link) == .checkIn(code: "A1"), "\(link)")
        }
        #expect(try parse("https://events.example/checkin/A1") == .checkInPage(code: "A1"))
        var scanned = 0
        for link in [
            "eventscan://checkin/A1", "eventscan://events/7", "eventscan://", "eventscan:x?ticket=\(ticket)",
        ] {
            #expect(try parse(link) == .scanned(ticket: link.contains("?") ? ticket : nil), "\(link)")
            scanned += 1
        }
        #expect(scanned == 4)
        // Each is built on its scheme, and reads back; none is a universal link.
        var built = 0
        for route in [
            EventRoute.checkIn(code: "a/b c"), .checkInPage(code: "A1"), .scanned(ticket: ticket), .scanned(),
        ] {
            #expect(try EventRoute(url: route.url) == route, "\(route.url)")
            built += 1
        }
        #expect(built == 4)
        #expect(EventRoute.checkIn(code: "A1").url.absoluteString == "events://checkin/A1")
        // eventscan's links are written `eventscan:/…` (`form: path`), and read in every form.
        #expect(
            EventRoute.scanned(ticket: ticket).url.absoluteString
                == "eventscan:/?ticket=123e4567-e89b-12d3-a456-426614174000")
        #expect(EventRoute.checkIn(code: "A1").universalLink(host: "events.example") == nil)
        #expect(EventRoute.scanned().universalLink() == nil)
        #expect(
            EventRoute.checkInPage(code: "A1").universalLink()?.absoluteString
                == "https://events.example/checkin/A1")
    }

    @Test func linksAreWrittenWithTheURLNames() {
        #expect(
            EventRoute.ticket(eventId: 7, ticketId: ticket, giftCardToken: "g 1", seats: ["A1"]).url
                .absoluteString
                == "events://events/7/tickets/123e4567-e89b-12d3-a456-426614174000?gift_card_token=g%201&seat=A1"
        )
        #expect(
            EventRoute.redeem(redirectTo: "/home").url.absoluteString == "events://redeem?redirect_to=%2Fhome"
        )
    }

    /// `formats:` spells the links it builds as the app's server does — UUIDs in lowercase, Bools
    /// as 1 and 0 — and reading takes every spelling.
    @Test func linksSpellValuesInTheManifestsFormats() throws {
        let lower = "events://events/7/tickets/123e4567-e89b-12d3-a456-426614174000"
        #expect(
            EventRoute.ticket(eventId: 7, ticketId: ticket, giftCardToken: nil, seats: []).url.absoluteString
                == lower)
        #expect(
            EventRoute.event(eventId: 3, utmSource: nil, showMap: true).universalLink()?.absoluteString
                == "https://events.example/events/3?show_map=1")
        #expect(
            EventRoute.event(eventId: 3, utmSource: nil, showMap: false).url.absoluteString
                == "events://events/3")
        for spelling in [
            lower, "events://events/7/tickets/123E4567-E89B-12D3-A456-426614174000",
        ] {
            #expect(
                try EventRoute(url: URL(string: spelling)!)
                    == .ticket(eventId: 7, ticketId: ticket, giftCardToken: nil, seats: []), "\(spelling)")
        }
        for (text, value) in [("1", true), ("true", true), ("0", false), ("false", false)] {
            #expect(
                try EventRoute(url: URL(string: "events://events/3?show_map=\(text)")!)
                    == .event(eventId: 3, utmSource: nil, showMap: value))
        }
        var r = RandomValues(seed: 0xF0A7)
        var checked = 0
        for _ in 0..<200 {
            let route = EventRoute.ticket(
                eventId: r.int(), ticketId: r.uuid(), giftCardToken: nil, seats: [])
            let url = route.url.absoluteString
            #expect(url == url.lowercased(), "\(url)")
            #expect(try EventRoute(url: route.url) == route)
            checked += 1
        }
        #expect(checked == 200)
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

    /// `path: "/guides/{event-id}/*"`: a prefix, whatever follows it ignored, built without it.
    @Test func aPathEndingInAStarIsAPrefix() throws {
        var read = 0
        for link in [
            "events://guides/3", "events://guides/3/", "events://guides/3/maps/hall-b",
            "https://events.example/guides/3/a/b/c?x=1", "events://guides/3/%2F..",
        ] {
            #expect(try EventRoute(url: URL(string: link)!) == .guide(eventId: 3), "\(link)")
            read += 1
        }
        #expect(read == 5)
        #expect(throws: RouteError.self) { try EventRoute(url: URL(string: "events://guides")!) }
        #expect(throws: RouteError.self) { try EventRoute(url: URL(string: "events://guides/x/maps")!) }
        #expect(EventRoute.guide(eventId: 3).url.absoluteString == "events://guides/3")
        #expect(
            EventRoute.guide(eventId: 3).universalLink()?.absoluteString == "https://events.example/guides/3")
    }

    /// A feature included by a group is written as a group is: the group's part of the path once,
    /// then its routes'; a feature it includes by a group of its own continues both, and one its
    /// top-level `include:` lists writes its whole path, under no group's. Each reads back.
    @Test func featuresInsideAFeatureWriteTheirGroupsPathsOnce() throws {
        let links: [(EventRoute, String)] = [
            (.staff(.roster), "events://staff/roster"),
            (.staff(.shifts(.list)), "events://staff/shifts"),
            (.staff(.shifts(.shift(shiftId: 2))), "events://staff/shifts/2"),
            (.staff(.door(.gate(gate: 4))), "events://doors/4"),
            (.staff(.shifts(.badge(.badge(badge: 9)))), "events://badges/9"),
        ]
        for (route, link) in links {
            #expect(route.url.absoluteString == link)
            #expect(try EventRoute(url: URL(string: link)!) == route)
            let web = link.replacingOccurrences(of: "events://", with: "https://events.example/")
            #expect(try EventRoute(url: URL(string: web)!) == route)
            // The staff group's sign-in covers the routes under it, not the door's absolute ones.
            #expect(route.requiresAuth == !(link.contains("doors") || link.contains("badges")))
        }
        #expect(links.count == 5)
        #expect(throws: RouteError.self) { try EventRoute(url: URL(string: "events://staff/doors/4")!) }
        #expect(EventRoute.staff(.shifts(.shift(shiftId: 2))).navigation.stack == [.staff(.shifts(.list))])
    }
}
