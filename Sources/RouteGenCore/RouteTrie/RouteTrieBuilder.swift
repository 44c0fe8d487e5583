/// Builds the one ``RouteTrie`` over every route file, reporting each pair of patterns no URL can
/// tell apart the same way wherever they are declared: at the later pattern, with a URL on the
/// app's scheme that both match, and a note at the other.
enum RouteTrieBuilder {
    static func build(_ files: [RouteFile], settings: AppSettings) -> (RouteTrie, [Diagnostic]) {
        var trie = RouteTrie(caseSensitive: settings.caseSensitive)
        var diagnostics: [Diagnostic] = []
        for file in files {
            for (index, route) in file.routes.enumerated() {
                for (patternIndex, pattern) in route.patterns.enumerated() {
                    let terminal = RouteTrie.Terminal(route: index, pattern: patternIndex, file: file.id)
                    let conflicts = trie.insert(pattern, as: terminal) { name in
                        sample(for: route.parameters.first { $0.name == name })
                    }
                    for conflict in conflicts {
                        let existing = files[conflict.existing.file].routes[conflict.existing.route]
                        let example = exampleURL(conflict.example, settings: settings)
                        let message =
                            conflict.existing.file == file.id && conflict.existing.route == index
                            ? "two patterns of route '\(route.name)' match the same URLs (e.g. \(example)); remove one"
                            : "routes '\(existing.name)' and '\(route.name)' match the same URLs (e.g. \(example)); "
                                + "no URL can tell them apart — change one of the paths"
                        diagnostics.append(
                            Diagnostic(
                                message, at: route.patternLocations[patternIndex],
                                notes: [
                                    Diagnostic.Note(
                                        "'\(existing.name)' is declared here",
                                        at: existing.patternLocations[conflict.existing.pattern])
                                ]))
                    }
                }
            }
        }
        return (trie, diagnostics)
    }

    /// A value that reads as `parameter`, to put in an example URL.
    static func sample(for parameter: ResolvedParameter?) -> String {
        guard let parameter else { return "abc" }
        if parameter.source == .catchAll, parameter.type == .string { return "a/b" }
        switch parameter.type {
        case .string, .external, .link: return "abc"
        case .int: return "1"
        case .double: return "1.5"
        case .bool: return "true"
        case .uuid: return "00000000-0000-0000-0000-000000000001"
        case .stringEnum(let declaration): return declaration.values.first ?? "abc"
        }
    }

    /// A URL for `segments` on the app's first scheme, else its first host.
    static func exampleURL(_ segments: [String], settings: AppSettings) -> String {
        let path = segments.joined(separator: "/")
        if let scheme = settings.schemes.first {
            if settings.hostSchemes.contains(scheme), let host = settings.schemeHost {
                return "\(scheme)://\(host)/\(path)"
            }
            return "\(scheme)://\(path)"
        }
        if let host = settings.hosts.first { return "https://\(AppSettings.concreteHost(host))/\(path)" }
        return "/" + path
    }
}
