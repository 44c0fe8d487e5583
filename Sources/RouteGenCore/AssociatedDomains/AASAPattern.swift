import Foundation

/// Apple's `components` pattern matching, as Apple documents it: `*` matches zero or more
/// characters (across `/`), `?` exactly one, `?*` at least one; a pattern matches the whole text;
/// a path's leading `/` is optional and a trailing `/` insignificant.
package enum AASAPattern {
    /// Whether `pattern` matches `text` entirely.
    /// Whether `text` is written the same encoded and decoded, and holds no wildcard: unreserved
    /// characters and `@ : ! $ & ' ( ) + , ; =` only. Such a literal says the same to every matcher,
    /// whichever way it reads a link.
    package static func standsAsWritten(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.allSatisfy {
            $0.isASCII
                && (CharacterSet.alphanumerics.contains($0) || "-._~@:!$&'()+,;=".unicodeScalars.contains($0))
        }
    }

    package static func matches(_ pattern: String, _ text: String, caseSensitive: Bool = true) -> Bool {
        let p = Array((caseSensitive ? pattern : pattern.lowercased()).unicodeScalars)
        let t = Array((caseSensitive ? text : text.lowercased()).unicodeScalars)
        // Classic glob matching with one backtrack point for the last `*`: linear in practice.
        var pi = 0, ti = 0
        var star: Int?
        var mark = 0
        while ti < t.count {
            if pi < p.count, p[pi] == "?" || (p[pi] != "*" && p[pi] == t[ti]) {
                pi += 1
                ti += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi
                mark = ti
                pi += 1
            } else if let star {
                pi = star + 1
                mark += 1
                ti = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }

    /// Whether a path pattern matches a URL path (percent-encoded as the URL has it).
    package static func matchesPath(_ pattern: String, _ path: String, caseSensitive: Bool = true) -> Bool {
        let pattern = pattern.hasPrefix("/") ? pattern : "/" + pattern
        var path = path.isEmpty ? "/" : path
        if path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return matches(pattern, path, caseSensitive: caseSensitive)
            || matches(pattern, path == "/" ? "/" : path + "/", caseSensitive: caseSensitive)
    }
}

/// One entry of `components`.
package struct AASAComponent: Hashable, Sendable {
    /// The `/` pattern.
    package var path: String
    /// The `?` dictionary: item name → pattern (`?*` for a required item).
    package var query: [String: String]
    /// The `#` pattern (`?*` for a required fragment); `nil` leaves Apple's default, `*`.
    package var fragment: String?
    package var exclude: Bool
    /// `false` where the component compares without case (a `when:` value compared lowercased);
    /// `nil` takes the file's default.
    package var caseSensitive: Bool? = nil
    package var comment: String

    package init(
        path: String, query: [String: String] = [:], fragment: String? = nil, exclude: Bool = false,
        comment: String
    ) {
        self.path = path
        self.query = query
        self.fragment = fragment
        self.exclude = exclude
        self.comment = comment
    }

    /// Whether the component matches a URL's encoded path, decoded query items and fragment.
    package func matches(
        path urlPath: String, query items: [(name: String, value: String)],
        fragment urlFragment: String? = nil,
        caseSensitive fileDefault: Bool
    ) -> Bool {
        let caseSensitive = self.caseSensitive ?? fileDefault
        guard AASAPattern.matchesPath(path, urlPath, caseSensitive: caseSensitive) else { return false }
        if let fragment, !AASAPattern.matches(fragment, urlFragment ?? "", caseSensitive: caseSensitive) {
            return false
        }
        for (name, pattern) in query {
            let values = items.filter { $0.name == name }.map(\.value)
            // An absent item counts as the empty string; every instance must match.
            for value in values.isEmpty ? [""] : values
            where !AASAPattern.matches(pattern, value, caseSensitive: caseSensitive) {
                return false
            }
        }
        return true
    }

    var json: JSONValue {
        var members: [String: JSONValue] = ["/": .string(path), "comment": .string(comment)]
        if !query.isEmpty { members["?"] = .object(query.mapValues(JSONValue.string)) }
        if let fragment { members["#"] = .string(fragment) }
        if exclude { members["exclude"] = .bool(true) }
        if let caseSensitive { members["caseSensitive"] = .bool(caseSensitive) }
        return .object(members)
    }
}
