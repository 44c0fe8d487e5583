import Foundation

/// Android 15's dynamic rules (`dynamic_app_link_components` in `assetlinks.json`): what the static
/// filters cannot say — which query items and fragments choose a route, and which links stay in the
/// browser — written from the AASA's components, in their order, for the same trie. Android tries
/// the rules in order, the first that matches decides, and a link that matches none opens the
/// browser; the static filters still bound what the rules can claim.
///
/// Android's patterns (`*` zero or more characters up to the next character of the pattern, `?`
/// one, `?*` one or more) are Apple's, but a `*` stops at the first match of what follows it, so a
/// segment with text after a value (`?*.json`) could miss a value that holds that text, and the
/// documentation does not say whether a pattern sees a path encoded or decoded, nor in which case.
/// A rule that opens the app is widened where it cannot say a segment exactly (`?*`), as sending too
/// much is safe — the parser answers `notFound` — and a rule that excludes is left out where it
/// cannot, so that it never keeps a link the app reads in the browser.
extension AndroidAppLinks {
    /// The rules of the file served on host `origin`; `nil` where the static filters say all: no
    /// route is chosen by a query item or a fragment, and none is excluded.
    func dynamicRules(on origin: Int, aasa: AppSiteAssociation) -> [JSONValue]? {
        let components = aasa.components(on: origin)
        guard components.contains(where: { $0.exclude || !$0.query.isEmpty || $0.fragment != nil }) else {
            return nil
        }
        return components.compactMap(rule)
    }

    /// `component` as a rule: `nil` for an exclude Android cannot say exactly.
    private func rule(_ component: AASAComponent) -> JSONValue? {
        let exact = component.exclude
        let ignoresCase = !manifest.settings.caseSensitive || component.caseSensitive == false
        guard let path = Self.pattern(component.path, exact: exact, ignoresCase: ignoresCase) else {
            return nil
        }
        var rule: [String: JSONValue] = ["/": .string(path)]
        if !component.query.isEmpty {
            var query: [String: JSONValue] = [:]
            for (name, value) in component.query {
                guard let pattern = Self.pattern(value, exact: exact, ignoresCase: ignoresCase, isPath: false)
                else { return nil }
                query[name] = .string(pattern)
            }
            rule["?"] = .object(query)
        }
        if let fragment = component.fragment {
            guard let pattern = Self.pattern(fragment, exact: exact, ignoresCase: ignoresCase) else {
                return nil
            }
            rule["#"] = .string(pattern)
        }
        if component.exclude { rule["exclude"] = .bool(true) }
        return .object(rule)
    }

    /// An AASA pattern as Android says it, segment by segment (one piece for a query value): as it
    /// is where Android reads it alike, else `?*` (a segment it may not read alike, when not
    /// `exact`), else `nil`. Alike: wildcards only at a segment's end, and literal text that needs
    /// no escape, in a manifest that compares case.
    package static func pattern(
        _ aasa: String, exact: Bool, ignoresCase: Bool, isPath: Bool = true
    ) -> String? {
        let segments =
            isPath ? aasa.split(separator: "/", omittingEmptySubsequences: false).map(String.init) : [aasa]
        var written: [String] = []
        for segment in segments {
            let literal = segment.replacingOccurrences(of: "?*", with: "").replacingOccurrences(
                of: "*", with: "")
            let wildcardInside =
                segment.firstIndex(where: { $0 == "*" || $0 == "?" }).map { first in
                    segment[first...].contains { $0 != "*" && $0 != "?" }
                } ?? false
            let plain = literal.unicodeScalars.allSatisfy {
                $0.isASCII
                    && (CharacterSet.alphanumerics.contains($0)
                        || "-._~@:!$&'()+,;=".unicodeScalars.contains($0))
            }
            let hasLetters = literal.unicodeScalars.contains { CharacterSet.letters.contains($0) }
            if wildcardInside || !plain || (ignoresCase && hasLetters) {
                if exact { return nil }
                written.append(segment.isEmpty ? segment : "?*")
            } else {
                written.append(segment)
            }
        }
        return written.joined(separator: "/")
    }
}
