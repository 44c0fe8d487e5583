/// Pairs of routes at one path that the trie tells apart but whose links cross: a prefix's link,
/// built without its rest, read as the route at the prefix's path; a fragment value kept as
/// written read as a fragment's path without a leading `/`.
extension RouteTrieBuilder {
    static func crossedLinks(_ files: [RouteFile], _ trie: RouteTrie) -> [Diagnostic] {
        let patterns = pathPatterns(files)
        var diagnostics: [Diagnostic] = []
        // `url` builds a route's path, never an alias.
        for prefix in patterns
        where prefix.terminal.pattern == 0 && prefix.pattern.segments.last == .ignoredRest {
            let path = Array(prefix.pattern.segments.dropLast())
            let pathShape = shape(path, trie)
            for other in patterns where other.route.address != prefix.route.address {
                // The other route takes the prefix's path itself: as written, or with its `{x?}` left out.
                var segments = other.pattern.segments
                if case .optionalParameter? = segments.last, segments.count == path.count + 1 {
                    segments.removeLast()
                }
                // One chosen by an item or its fragment's path leaves the prefix's plain link alone.
                guard segments.count == path.count, shape(segments, trie) == pathShape,
                    trie.guarding(other.terminal).overlap(trie.guarding(prefix.terminal)) != nil,
                    other.route.fragmentPath == nil,
                    !other.route.conditions.contains(where: { $0.test != .absent })
                else { continue }
                diagnostics.append(
                    Diagnostic(
                        .conflicts(
                            .prefixTakenAtItsPath(
                                route: prefix.route.name, taker: other.route.name,
                                path: "\(prefix.route.written(PathPattern(segments: path)))")),
                        at: prefix.route.patternLocations[prefix.terminal.pattern],
                        notes: [
                            Diagnostic.Note(
                                .declared(other.route.name),
                                at: other.route.patternLocations[other.terminal.pattern])
                        ]))
                break
            }
        }
        for unrooted in patterns where unrooted.route.fragmentPath?.isRooted == false {
            let pathShape = shape(unrooted.pattern.segments, trie)
            for other in patterns where other.route.address != unrooted.route.address {
                guard shape(other.pattern.segments, trie) == pathShape,
                    other.route.fragmentPath == nil,
                    trie.guarding(other.terminal).overlap(trie.guarding(unrooted.terminal)) != nil,
                    let value = other.route.parameters.first(where: {
                        $0.percentEncoded && ($0.isFragment || $0.isFragmentItem)
                    })
                else { continue }
                diagnostics.append(
                    Diagnostic(
                        .conflicts(
                            .encodedFragmentBesideUnrootedPath(
                                route: other.route.name, value: value.errorName, other: unrooted.route.name)),
                        at: other.route.location,
                        notes: [Diagnostic.Note(.declared(unrooted.route.name), at: unrooted.route.location)])
                )
            }
        }
        return diagnostics
    }

    /// Every pattern of every route read by its path (not on any path), with its terminal.
    static func pathPatterns(
        _ files: [RouteFile]
    ) -> [(terminal: RouteTrie.Terminal, route: ResolvedRoute, pattern: PathPattern)] {
        files.flatMap { file in
            file.routes.filter { !$0.anyPath }.flatMap { route in
                route.patterns.enumerated().map { index, pattern in
                    (RouteTrie.Terminal(route: route.address, pattern: index), route, pattern)
                }
            }
        }
    }

    /// What of `segments` tells paths apart: literal texts as the trie keys them, where values are.
    private static func shape(_ segments: [PathPattern.Segment], _ trie: RouteTrie) -> [String] {
        segments.map { segment in
            switch segment {
            case .literal(let text): "l" + trie.key(text)
            case .parameter, .optionalParameter: "{}"
            case .catchAll: "..."
            case .pieces(let texts, _): "p" + texts.map(trie.key).joined(separator: "{}")
            }
        }
    }
}
