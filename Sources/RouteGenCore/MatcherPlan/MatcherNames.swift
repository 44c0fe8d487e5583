/// The names the matcher gives what it tests and the functions it has: a host by its name, a
/// group's subtree by the group, any other subtree by its path. Names never depend on a position,
/// so that adding a host or a route renames nothing.
struct MatcherNames {
    let manifest: ValidatedManifest
    /// The listed hosts, named.
    let origins: [MatcherPlan.Origin]
    /// The custom schemes, named (`appScheme`), for parsers whose routes differ by scheme.
    let schemes: [MatcherPlan.Origin]
    /// Each trie node's path from the root, as the first route through it writes it.
    private let paths: [Int: [PathPattern.Segment]]
    /// The group whose routes start at a node, the first in manifest order.
    private let groupStarts: [Int: (file: RouteFile, group: RouteNode)]

    init(_ manifest: ValidatedManifest) {
        self.manifest = manifest
        var taken: Set<String> = [MatcherPlan.customSchemeOrigin]
        origins =
            manifest.settings.hosts.map { host in
                let name = Self.unique(Self.name(ofHost: host), in: &taken)
                return MatcherPlan.Origin(name: name, host: host)
            }
            + (manifest.settings.anyHostOrigin == nil
                ? [] : [MatcherPlan.Origin(name: Self.unique("anyHost", in: &taken), host: "any other host")])
        schemes = manifest.settings.schemes.map { scheme in
            let name = Self.unique(Self.name(ofHost: scheme) + "Scheme", in: &taken)
            return MatcherPlan.Origin(name: name, host: scheme + ":")
        }
        let trie = manifest.trie
        var paths: [Int: [PathPattern.Segment]] = [0: []]
        /// The node `segments` lead to from the root, naming each node on the way.
        func walk(_ segments: [PathPattern.Segment], name: Bool) -> Int? {
            var node = 0
            for (index, segment) in segments.enumerated() {
                let current = trie.nodes[node]
                switch segment {
                case .literal(let text):
                    guard let child = current.literal(trie.key(text)) else { return nil }
                    node = child
                case .parameter, .optionalParameter:
                    guard let child = current.parameter else { return nil }
                    node = child
                case .pieces(let texts, _):
                    let keys = texts.map(trie.key)
                    guard let child = current.pieces.first(where: { $0.texts == keys })?.child else {
                        return nil
                    }
                    node = child
                case .catchAll:
                    return nil
                }
                if name, paths[node] == nil { paths[node] = Array(segments[...index]) }
            }
            return node
        }
        for (_, route) in manifest.allRoutes {
            for pattern in route.patterns { _ = walk(route.written(pattern).segments, name: true) }
        }
        var starts: [Int: (file: RouteFile, group: RouteNode)] = [:]
        for file in manifest.files {
            for group in file.groups {
                if let node = walk(group.path.segments, name: false), starts[node] == nil {
                    starts[node] = (file, group)
                }
            }
        }
        self.paths = paths
        groupStarts = starts
    }

    /// `matchClickWikiExample`: an exclusive host's function.
    func hostFunction(_ origin: Int) -> String {
        "match" + origins[origin].name.capitalizedFirst
    }

    /// Whether a group's routes start at `node`.
    func isGroupStart(_ node: Int) -> Bool { groupStarts[node] != nil }

    /// The function of the subtree at `node`: `matchCourseLesson` where group `course.lesson`
    /// starts, else `matchBooksBookChapters` for the path `/books/{book}/chapters`.
    func split(_ node: Int, depth: Int, parameterDepths: [Int]) -> MatcherPlanner.Split {
        let path = PathPattern(segments: paths[node] ?? []).description
        if let (file, group) = groupStarts[node] {
            let owner = file.isFeature ? file.enumName : ""
            return MatcherPlanner.Split(
                name: "match" + owner + ReturnValue.identifier(of: group).capitalizedFirst,
                summary: "The links under `\(path)`, where the routes of group `\(group.name)` are.",
                depth: depth, parameterDepths: parameterDepths)
        }
        let words = (paths[node] ?? []).map { segment -> String in
            switch segment {
            case .literal(let text): return text
            case .catchAll(""): return "rest"
            case .parameter(let name), .optionalParameter(let name), .catchAll(let name): return name
            case .pieces(_, let names): return names.joined(separator: " ")
            }
        }
        return MatcherPlanner.Split(
            name: "match" + words.map { SwiftNames.lowerCamel($0).capitalizedFirst }.joined(),
            summary: "The links under `\(path)`.", depth: depth, parameterDepths: parameterDepths)
    }

    /// `wiki.example` → `wikiExample`, `{lang}.wiki.example` → `langWikiExample`,
    /// `*.example.com` → `anyExampleCom`.
    static func name(ofHost host: String) -> String {
        let words = host.lowercased().replacingOccurrences(of: "*", with: "any")
        let name = SwiftNames.lowerCamel(words)
        return SwiftIdentifier.isValid(name)
            ? name : SwiftIdentifier.suggestion(for: name, keywordSuffix: "Host")
    }

    /// `name`, or `name2`, `name3`… when it is taken.
    static func unique(_ name: String, in taken: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while taken.contains(candidate) {
            candidate = name + String(number)
            number += 1
        }
        taken.insert(candidate)
        return candidate
    }
}
