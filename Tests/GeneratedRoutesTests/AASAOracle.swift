import Foundation

/// An apple-app-site-association matcher written from Apple's documented rules, apart from
/// routegen's own: components in order, the first match wins, a matching exclude stops the scan,
/// all keys of a component must match; `*` is zero or more characters (crossing `/`), `?` exactly
/// one; a leading `/` is optional and a trailing `/` insignificant; a query dictionary requires
/// every instance of each named item to match, an absent item counting as "", and compares its
/// value as the URL writes it (`percentEncoded` defaults to true); a `#` pattern
/// matches the fragment (absent counting as "", no pattern meaning `*`).
struct AASAOracle {
    struct Component {
        var path: String?
        var query: [String: String]
        var fragment: String? = nil
        var exclude: Bool
        var caseSensitive: Bool
        var comment: String?
    }

    var components: [Component] = []
    /// Where hosts serve different files: each host's oracle, by the host as listed (README: one
    /// file per listed host, `apple-app-site-association.<host>`, `_` for a wildcard's `*`).
    var byHost: [(host: String, oracle: AASAOracle)] = []

    /// The files in `folder`: `apple-app-site-association`, served on every host, or one per host.
    init(folder: URL) throws {
        self.init(components: [])
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        if names.contains("apple-app-site-association") {
            try self.init(json: Data(contentsOf: folder.appendingPathComponent("apple-app-site-association")))
            return
        }
        let prefix = "apple-app-site-association."
        for name in names where name.hasPrefix(prefix) {
            let host = String(name.dropFirst(prefix.count)).replacingOccurrences(of: "_", with: "*")
            byHost.append((host, try AASAOracle(json: Data(contentsOf: folder.appendingPathComponent(name)))))
        }
    }

    /// The oracle of the file `host` is served: the listed host that covers it most specifically —
    /// the domain itself, then one label before a domain (`{lang}.example.com`), then a wildcard
    /// (the longer domain first).
    func served(on host: String) -> AASAOracle? {
        func rank(_ listed: String) -> (Int, Int)? {
            if listed == host { return (0, 0) }
            if listed.hasPrefix("{"), let dot = listed.firstIndex(of: ".") {
                let domain = listed[listed.index(after: dot)...]
                let label = host.dropLast(domain.count + 1)
                if host.hasSuffix("." + domain), !label.isEmpty, !label.contains(".") {
                    return (1, -domain.count)
                }
            }
            if listed.hasPrefix("*.") {
                let domain = listed.dropFirst(2)
                if host.hasSuffix("." + domain), host.count > domain.count + 1 { return (2, -domain.count) }
            }
            return nil
        }
        return byHost.compactMap { entry in rank(entry.host).map { ($0, entry.oracle) } }.min { $0.0 < $1.0 }?
            .1
    }

    init(json: Data) throws {
        let root = try JSONSerialization.jsonObject(with: json) as! [String: Any]
        let applinks = root["applinks"] as! [String: Any]
        let defaults = applinks["defaults"] as? [String: Any]
        let caseSensitive = defaults?["caseSensitive"] as? Bool ?? true
        for detail in applinks["details"] as! [[String: Any]] {
            for component in detail["components"] as! [[String: Any]] {
                components.append(
                    Component(
                        path: component["/"] as? String, query: component["?"] as? [String: String] ?? [:],
                        fragment: component["#"] as? String, exclude: component["exclude"] as? Bool ?? false,
                        caseSensitive: component["caseSensitive"] as? Bool ?? caseSensitive,
                        comment: component["comment"] as? String))
            }
        }
    }

    init(components: [Component]) { self.components = components }

    /// The component that decides `url`, or nil when none matches (or its host serves no file).
    func decide(_ url: URL) -> Component? {
        if !byHost.isEmpty {
            return url.host(percentEncoded: false).flatMap { served(on: $0.lowercased()) }?.decide(url)
        }
        let path = url.path(percentEncoded: true)
        let items = (URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQueryItems ?? [])
            .map { URLQueryItem(name: $0.name.removingPercentEncoding ?? $0.name, value: $0.value) }
        return components.first { component in
            let pattern = component.path ?? "*"
            guard Self.pathMatches(pattern, path, caseSensitive: component.caseSensitive),
                Self.glob(
                    component.fragment ?? "*", url.fragment ?? "", caseSensitive: component.caseSensitive)
            else {
                return false
            }
            for (name, itemPattern) in component.query {
                let values = items.filter { $0.name == name }.map { $0.value ?? "" }
                for value in values.isEmpty ? [""] : values
                where !Self.glob(itemPattern, value, caseSensitive: component.caseSensitive) {
                    return false
                }
            }
            return true
        }
    }

    /// Whether iOS hands `url` to the app.
    func sendsToApp(_ url: URL) -> Bool {
        guard let component = decide(url) else { return false }
        return !component.exclude
    }

    static func pathMatches(_ pattern: String, _ path: String, caseSensitive: Bool) -> Bool {
        let pattern = pattern.hasPrefix("/") ? pattern : "/" + pattern
        let trimmed =
            path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : (path.isEmpty ? "/" : path)
        return glob(pattern, trimmed, caseSensitive: caseSensitive)
            || glob(pattern, trimmed == "/" ? "/" : trimmed + "/", caseSensitive: caseSensitive)
    }

    /// Recursive glob: plain and obviously right rather than fast.
    static func glob(_ pattern: String, _ text: String, caseSensitive: Bool) -> Bool {
        let p = Array(caseSensitive ? pattern : pattern.lowercased())
        let t = Array(caseSensitive ? text : text.lowercased())
        var memo: [Int: Bool] = [:]
        func match(_ i: Int, _ j: Int) -> Bool {
            let key = i * (t.count + 1) + j
            if let known = memo[key] { return known }
            let result: Bool
            if i == p.count {
                result = j == t.count
            } else if p[i] == "*" {
                result = match(i + 1, j) || (j < t.count && match(i, j + 1))
            } else if j < t.count && (p[i] == "?" || p[i] == t[j]) {
                result = match(i + 1, j + 1)
            } else {
                result = false
            }
            memo[key] = result
            return result
        }
        return match(0, 0)
    }
}
