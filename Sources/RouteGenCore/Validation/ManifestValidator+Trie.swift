import Foundation
import RouteKit

/// The route trie built from every route, and the conflicts it finds.
extension ManifestValidator {
    mutating func buildTrie(
        _ routes: [(declaration: Route, path: Located<PathPattern>, resolved: ResolvedRoute)]
    ) -> RouteTrie {
        var trie = RouteTrie(caseSensitive: manifest.caseSensitive)
        for (index, (route, path, resolved)) in routes.enumerated() {
            let locations = [path.location] + route.aliases.map(\.location)
            for (patternIndex, pattern) in resolved.patterns.enumerated() {
                let conflicts = trie.insert(
                    pattern, as: RouteTrie.Terminal(route: index, pattern: patternIndex),
                    sample: { name in Self.sample(for: resolved.parameters.first { $0.name == name }) })
                for conflict in conflicts {
                    let (existing, existingPath, _) = routes[conflict.existing.route]
                    let existingLocation =
                        conflict.existing.pattern == 0
                        ? existingPath.location : existing.aliases[conflict.existing.pattern - 1].location
                    let example = exampleURL(conflict.example)
                    let message: String
                    if conflict.existing.route == index {
                        message =
                            "two patterns of route '\(route.name.value)' match the same URLs (e.g. \(example)); "
                            + "remove one"
                    } else {
                        message =
                            "routes '\(existing.name.value)' and '\(route.name.value)' match the same URLs "
                            + "(e.g. \(example)); no URL can tell them apart — change one of the paths"
                    }
                    diagnostics.error(
                        message, at: locations[patternIndex],
                        notes: [
                            Diagnostic.Note("'\(existing.name.value)' is declared here", at: existingLocation)
                        ])
                }
            }
        }
        return trie
    }

    static func sample(for parameter: ResolvedParameter?) -> String {
        guard let parameter else { return "abc" }
        if parameter.source == .catchAll { return "a/b" }
        switch parameter.type {
        case .string, .external: return "abc"
        case .int: return "1"
        case .double: return "1.5"
        case .bool: return "true"
        case .uuid: return "00000000-0000-0000-0000-000000000001"
        case .stringEnum(let declaration): return declaration.values.first ?? "abc"
        }
    }

    /// A URL for `segments` on the manifest's first scheme, else its first host.
    func exampleURL(_ segments: [String]) -> String {
        let path = segments.joined(separator: "/")
        if let scheme = manifest.schemes.first?.value { return "\(scheme)://\(path)" }
        if let host = manifest.hosts.first?.value {
            let concrete = host.hasPrefix("*.") ? "www." + host.dropFirst(2) : host
            return "https://\(concrete)/\(path)"
        }
        return "/" + path
    }
}
