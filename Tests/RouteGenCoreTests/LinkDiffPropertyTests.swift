import Foundation
import SeededRandom
import Testing

@testable import RouteGenCore

/// For random edits of random manifests: every link of a route that `diff` calls unbroken reads
/// the same before and after — same route, same values, still sent to the app — checked on random
/// links built independently of the witnesses `diff` tries. The reading is the trie matcher and
/// RouteKit's readers, which the three-matchers test holds equal to the generated parsers.
@Suite struct LinkDiffPropertyTests {
    static let words = ["items", "users", "a", "b", "new"]
    static let types = ["String", "Int", "Double", "Bool"]

    /// A route as the test writes it.
    struct RouteModel {
        var name: String
        var segments: [String]  // `lit`, `{p}`, `{p?}`, values inside `@{p}`, `{p}-{s}`, `{p}.json`
        var params: [String: String]
        var query: [(name: String, spec: String)]
        /// `fragmentItems:` (`#f=1`).
        var fragmentItems: [(name: String, spec: String)] = []
        /// `fragment: "/@{g0}"`: the fragment's path that chooses the route, its segments.
        var fragmentPath: [String]? = nil
        var universalLink = true
        var aliases: [String] = []
        var removed = false

        var yaml: String {
            var lines = ["  \(name):", "    path: \"/\(segments.joined(separator: "/"))\""]
            if !params.isEmpty {
                lines.append(
                    "    params: { "
                        + params.keys.sorted().map { "\($0): \(params[$0]!)" }.joined(separator: ", ") + " }")
            }
            if !query.isEmpty {
                lines.append(
                    "    query: { " + query.map { "\($0.name): \($0.spec)" }.joined(separator: ", ") + " }")
            }
            if !fragmentItems.isEmpty {
                lines.append(
                    "    fragmentItems: { "
                        + fragmentItems.map { "\($0.name): \($0.spec)" }.joined(separator: ", ")
                        + " }")
            }
            if let fragmentPath { lines.append("    fragment: \"/\(fragmentPath.joined(separator: "/"))\"") }
            if !universalLink { lines.append("    universalLink: false") }
            if !aliases.isEmpty {
                lines.append("    aliases: [" + aliases.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
            }
            if removed { lines.append("    removed: Retired in a test.") }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    static func yaml(_ routes: [RouteModel]) -> String {
        "version: 1.1\nschemes: [app]\nhosts: [example.com]\nappIDs: [ABCDE12345.com.example.app]\nroutes:\n"
            + routes.map(\.yaml).joined()
    }

    static func randomRoute(_ index: Int, _ r: inout SeededGenerator) -> RouteModel {
        var route = RouteModel(name: "r\(index)", segments: [], params: [:], query: [])
        for position in 0..<Int.random(in: 1...3, using: &r) {
            let kind = Int.random(in: 0..<5, using: &r)
            if kind < 2 {
                route.segments.append(words.randomElement(using: &r)!)
            } else if kind == 2 {
                let template = ["@{p%}", "{p%}-{s%}", "{p%}.json", "{p%}..{s%}"].randomElement(using: &r)!
                route.segments.append(template.replacingOccurrences(of: "%", with: "\(position)"))
                route.params["p\(position)"] = types.randomElement(using: &r)!
                if template.contains("{s%}") {
                    route.params["s\(position)"] = types.randomElement(using: &r)!
                }
            } else {
                let name = "p\(position)"
                route.segments.append("{\(name)}")
                route.params[name] = types.randomElement(using: &r)!
            }
        }
        if Int.random(in: 0..<3, using: &r) == 0 {
            route.query.append(
                ("q", ["Int?", "String", "{ type: Int, default: 1 }", "Bool?"].randomElement(using: &r)!))
        }
        if Int.random(in: 0..<4, using: &r) == 0 {
            route.fragmentItems.append(
                ("f", ["Int?", "String", "{ type: Int, default: 1 }", "[String]"].randomElement(using: &r)!))
        } else if Int.random(in: 0..<4, using: &r) == 0 {
            route.fragmentPath = [["@{g0}"], ["docs", "{g0}"], ["{g0}"]].randomElement(using: &r)!
            route.params["g0"] = types.randomElement(using: &r)!
        }
        return route
    }

    /// One random edit, breaking or not.
    static func edit(_ routes: inout [RouteModel], _ r: inout SeededGenerator) {
        let index = Int.random(in: 0..<routes.count, using: &r)
        switch Int.random(in: 0..<15, using: &r) {
        case 0: routes.remove(at: index)
        case 1:
            if let literal = routes[index].segments.firstIndex(where: { !$0.hasPrefix("{") }) {
                routes[index].segments[literal] = words.randomElement(using: &r)!
            }
        case 2:
            if let name = routes[index].params.keys.sorted().first {
                routes[index].params[name] = types.randomElement(using: &r)!
            }
        case 3:
            if let name = routes[index].params.keys.sorted().first(where: {
                routes[index].params[$0] == "Int"
            }) {
                routes[index].params[name] = "{ type: Int, min: \(Int.random(in: -2...50, using: &r)) }"
            }
        case 4: routes[index].query.append(("added", Bool.random(using: &r) ? "String" : "Int?"))
        case 5:
            if let item = routes[index].query.firstIndex(where: { $0.spec.contains("default") }) {
                routes[index].query[item].spec = "{ type: Int, default: 2 }"
            }
        case 6: routes[index].universalLink.toggle()
        case 7: routes[index].aliases.append("/" + words.randomElement(using: &r)! + "/alias")
        case 8: routes.append(randomRoute(routes.count + 100, &r))
        case 9:
            // The text around values inside a segment changes, or a value gets some.
            if let at = routes[index].segments.firstIndex(where: {
                $0.contains("}") && !$0.hasSuffix("}") || $0.contains("}-{")
            }) {
                routes[index].segments[at] = routes[index].segments[at].replacingOccurrences(
                    of: "-", with: "_"
                )
                .replacingOccurrences(of: ".json", with: ".xml")
            } else if let at = routes[index].segments.firstIndex(where: {
                $0.hasPrefix("{") && !$0.contains("?")
            }) {
                routes[index].segments[at] += ".json"
            }
        case 10:
            // A fragment item is added, or the query's item moves to the fragment.
            if let item = routes[index].query.first, Bool.random(using: &r) {
                routes[index].query.removeFirst()
                routes[index].fragmentItems.append(item)
            } else {
                routes[index].fragmentItems.append(("added", Bool.random(using: &r) ? "String" : "Int?"))
            }
        case 11:
            if let item = routes[index].fragmentItems.firstIndex(where: { $0.spec.contains("default") }) {
                routes[index].fragmentItems[item].spec = "{ type: Int, default: 2 }"
            }
        case 12 where Bool.random(using: &r):
            // A String value is read as written, escapes kept, or no longer.
            if let name = routes[index].params.keys.sorted().first(where: {
                routes[index].params[$0] == "String"
                    && routes[index].segments.contains("{\($0)}")
            }) {
                routes[index].params[name] = "{ type: String, percentEncoded: true }"
            } else if let name = routes[index].params.keys.sorted().first(where: {
                routes[index].params[$0]!.contains("percentEncoded")
            }) {
                routes[index].params[name] = "String"
            }
        case 12:
            // A String value is read lowercased, or no longer.
            if let name = routes[index].params.keys.sorted().first(where: {
                routes[index].params[$0]!.contains("String")
            }) {
                routes[index].params[name] =
                    routes[index].params[name] == "String" ? "{ type: String, lowercased: true }" : "String"
            }
        case 13:
            // A fragment's path gains a literal, loses its text, goes, or comes.
            if let path = routes[index].fragmentPath {
                switch Int.random(in: 0..<3, using: &r) {
                case 0: routes[index].fragmentPath = ["docs"] + path
                case 1: routes[index].fragmentPath = path.map { $0.replacingOccurrences(of: "@", with: "") }
                default:
                    routes[index].fragmentPath = nil
                    routes[index].params["g0"] = nil
                }
            } else if routes[index].fragmentItems.isEmpty {
                routes[index].fragmentPath = ["@{g0}"]
                routes[index].params["g0"] = "String"
            }
        default: routes[index].removed = true
        }
    }

    /// A random link: one of the old routes' patterns with values from a pool of texts (and the
    /// query and fragment items the route reads), or random words.
    static func randomLink(_ routes: [RouteModel], _ r: inout SeededGenerator) -> String {
        let values =
            [
                "42", "0", "-1", "7", "1000000", "1.5", "-2.5", "true", "false", "example", "Example", "x",
                "a%20b",
            ]
            + words
        let prefix = Bool.random(using: &r) ? "app://" : "https://example.com/"
        guard Int.random(in: 0..<4, using: &r) > 0, let route = routes.randomElement(using: &r) else {
            return prefix
                + (0..<Int.random(in: 1...3, using: &r)).map { _ in words.randomElement(using: &r)! }.joined(
                    separator: "/")
        }
        let path = route.segments.map { segment in
            segment.contains("{")
                ? segment.replacing(/\{[a-z0-9]+\}/) { _ in values.randomElement(using: &r)! } : segment
        }
        var link = prefix + path.joined(separator: "/")
        let items = route.query.filter { _ in Bool.random(using: &r) }.map {
            $0.name + "=" + values.randomElement(using: &r)!
        }
        if !items.isEmpty { link += "?" + items.joined(separator: "&") }
        let fragmentItems = route.fragmentItems.filter { _ in Bool.random(using: &r) }.map {
            $0.name + "=" + values.randomElement(using: &r)!
        }
        if !fragmentItems.isEmpty { link += "#" + fragmentItems.joined(separator: "&") }
        if let fragmentPath = route.fragmentPath, Int.random(in: 0..<4, using: &r) > 0 {
            link +=
                "#/"
                + fragmentPath.map {
                    $0.replacing(/\{[a-z0-9]+\}/) { _ in values.randomElement(using: &r)! }
                }.joined(separator: "/")
        }
        return link
    }

    @Test func linksOfRoutesDiffCallsUnbrokenReadTheSame() throws {
        var r = SeededGenerator(seed: 0x5EED_D1FF)
        var trials = 0, checked = 0, byFragmentPath = 0
        while trials < 150 {
            var routes = (0..<6).map { Self.randomRoute($0, &r) }
            guard let old = try? load(Self.yaml(routes), file: "old.yaml") else { continue }
            let oldRoutes = routes
            Self.edit(&routes, &r)
            if Bool.random(using: &r) { Self.edit(&routes, &r) }
            guard let new = try? load(Self.yaml(routes), file: "new.yaml") else { continue }
            trials += 1
            let changes = LinkDiff.compare(old: old, new: new)
            let broken = Set(changes.filter(\.isBreaking).map(\.route))
            let retired = Set(changes.filter { $0.kind == .retired }.map(\.route))
            for _ in 0..<60 {
                let link = Self.randomLink(oldRoutes, &r)
                let before = Explainer.explain(link, in: old)
                guard before.parses, let route = before.route, !broken.contains(route),
                    !retired.contains(route)
                else { continue }
                let after = Explainer.explain(link, in: new)
                checked += 1
                if link.contains("#/") { byFragmentPath += 1 }
                #expect(after.accepts(route), "\(link): \(route) → \(after.text)\n\(Self.yaml(routes))")
                #expect(LinkDiff.changedValue(before.values, after.values) == nil, "\(link)")
                #expect(before.aasaSendsToApp != true || after.aasaSendsToApp == true, "\(link)")
            }
        }
        #expect(checked >= 1000, "\(checked) links checked")
        #expect(byFragmentPath >= 30, "\(byFragmentPath) links of routes chosen by the fragment's path")
        print(
            "LinkDiffPropertyTests: \(trials) random edits, \(checked) links of unbroken routes read the same"
        )
    }
}
