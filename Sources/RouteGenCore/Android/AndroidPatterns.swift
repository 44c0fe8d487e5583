import Foundation

/// A route's paths in Android's pattern languages, and how Android matches them. Android matches a
/// filter's paths against the link's decoded path. Every pattern claims every path the parser reads
/// for the route, under any reading of the documentation; where a language cannot say a route
/// exactly, it claims more (paths the parser answers `notFound`), never less.
extension AndroidAppLinks {
    /// A `<data>` element's path: `android:path`, a literal; `android:pathPattern`, a simple glob
    /// (`.` any character, `x*` any number of `x`, `\\` an escape); or `android:pathAdvancedPattern`
    /// (Android 12), a glob with classes (`[^/]`) and `+` — each as Android reads it, before XML's
    /// and a manifest string's own escaping.
    package enum AndroidPath: Hashable, Sendable {
        case path(String)
        case pattern(String)
        case advancedPattern(String)

        /// The `<data>` attribute that holds it.
        package var attribute: String {
            switch self {
            case .path: "path"
            case .pattern: "pathPattern"
            case .advancedPattern: "pathAdvancedPattern"
            }
        }

        /// The pattern or path, as Android reads it.
        package var text: String {
            switch self {
            case .path(let text), .pattern(let text), .advancedPattern(let text): text
            }
        }

        /// Whether Android's matching of it claims the decoded `path`.
        package func matches(_ path: String) -> Bool {
            switch self {
            case .path(let text): text == path
            case .pattern(let pattern): AndroidAppLinks.simpleGlob(pattern, matches: path)
            case .advancedPattern(let pattern): AndroidAppLinks.advancedGlob(pattern, matches: path)
            }
        }
    }

    /// `route`'s paths in the most precise form `app` reads: per segment with
    /// `pathAdvancedPattern` where every Android version it runs on reads one, else `pathPattern`.
    static func paths(of route: ResolvedRoute, for app: AndroidApp, caseSensitive: Bool) -> [AndroidPath] {
        route.patterns.flatMap { pattern in
            app.readsAdvancedPatterns
                ? advancedPaths(pattern, caseSensitive: caseSensitive) { route.valueMayHoldSlash($0) }
                : androidPaths(pattern, caseSensitive: caseSensitive)
        }
    }

    /// `pattern` as Android's paths: a `pathPattern` of its literal segments, `.`, `*` and `\`
    /// escaped (any letter as `.` where literals ignore case), each after `/*` (any number of `/`),
    /// up to its first value, then `.*`; of literals only, ending in `/*`.
    package static func androidPaths(_ pattern: PathPattern, caseSensitive: Bool) -> [AndroidPath] {
        var result = ""
        var hasValue = false
        func literal(_ text: String) {
            for character in text {
                if !caseSensitive, character.isLetter {
                    result.append(".")
                } else {
                    if character == "." || character == "*" || character == "\\" { result.append("\\") }
                    result.append(character)
                }
            }
        }
        // `/*`: the parser skips empty segments, so `//browse/` and an empty path are its links too.
        loop: for segment in pattern.segments {
            hasValue = true
            switch segment {
            case .literal(let text):
                hasValue = false
                result.append("/*")
                literal(text)
            case .pieces(let texts, _):
                result += "/*"
                literal(texts[0])
                result += ".*"
                break loop
            case .parameter: result += "/.*"; break loop
            case .optionalParameter: result += ".*"; break loop
            // The rest may be empty: `/legal` is a link of `/legal/{document...}`.
            case .catchAll: return [.pattern(result + "/*"), .pattern(result + "/.*")]
            }
        }
        return [.pattern(hasValue ? result : result + "/*")]
    }

    /// `pattern` as `pathAdvancedPattern`s, a segment at a time: each literal after `/+` (any number
    /// of `/`, as the parser skips empty segments), a letter as `[aA]` where literals ignore case,
    /// the glob's own characters escaped; a value that cannot hold a `/` as `[^/]+`; from a value
    /// that can (a String: Android matches the decoded path, where `%2F` is a `/`), or a value
    /// followed by text in its segment, `.*` to the end; the end `/*`. Android's matcher takes as
    /// many characters as a token can and never gives one back, so each repeated token is followed
    /// by one it cannot match: the patterns read alike with or without backtracking.
    package static func advancedPaths(
        _ pattern: PathPattern, caseSensitive: Bool, valueMayHoldSlash: (String) -> Bool
    ) -> [AndroidPath] {
        var result = ""
        func literal(_ text: String) {
            for character in text {
                let lower = String(character).lowercased(), upper = String(character).uppercased()
                if !caseSensitive, character.isASCII, lower != upper {
                    result += "[" + lower + upper + "]"
                } else if !caseSensitive, character.isLetter {
                    result += "."
                } else {
                    if "\\.*+[]{}".contains(character) { result += "\\" }
                    result.append(character)
                }
            }
        }
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                result += "/+"
                literal(text)
            case .parameter(let name):
                if valueMayHoldSlash(name) { return [.advancedPattern(result + "/.*")] }
                result += "/+[^/]+"
            case .optionalParameter(let name):
                let value = valueMayHoldSlash(name) ? "/.*" : "/+[^/]+/*"
                return [.advancedPattern(result + "/*"), .advancedPattern(result + value)]
            case .catchAll:
                return [.advancedPattern(result + "/*"), .advancedPattern(result + "/.*")]
            case .pieces(let texts, let names):
                result += "/+"
                literal(texts[0])
                for (index, name) in names.enumerated() {
                    let last = index == names.count - 1 && texts[index + 1].isEmpty
                    guard last, !valueMayHoldSlash(name) else { return [.advancedPattern(result + ".*")] }
                    result += "[^/]+"
                }
            }
        }
        return [.advancedPattern(result + "/*")]
    }

    /// Whether `text` matches `pattern`, a `pathPattern` as Android's documentation describes it:
    /// `.` any character, a character followed by `*` any number of it, `\\` makes the next literal.
    package static func simpleGlob(_ pattern: String, matches text: String) -> Bool {
        var tokens: [(character: Character?, repeats: Bool)] = []  // nil: any character
        var characters = Array(pattern)[...]
        while let first = characters.popFirst() {
            var token: Character? = first == "." ? nil : first
            if first == "\\", let next = characters.popFirst() { token = next }
            let repeats = characters.first == "*"
            if repeats { characters = characters.dropFirst() }
            tokens.append((token, repeats))
        }
        let input = Array(text)
        var memo: [Int: Bool] = [:]
        func match(_ t: Int, _ i: Int) -> Bool {
            if let known = memo[t * (input.count + 1) + i] { return known }
            let result: Bool
            if t == tokens.count {
                result = i == input.count
            } else {
                let (character, repeats) = tokens[t]
                let fits = { (index: Int) in
                    index < input.count && (character == nil || input[index] == character)
                }
                if repeats {
                    result = match(t + 1, i) || (fits(i) && match(t, i + 1))
                } else {
                    result = fits(i) && match(t + 1, i + 1)
                }
            }
            memo[t * (input.count + 1) + i] = result
            return result
        }
        return match(0, 0)
    }

    /// Whether `path` matches `pattern`, an `android:pathAdvancedPattern` (the `PatternMatcher`
    /// advanced glob): `.` any character, `[…]` a class (`[^/]`, `[a-z]`), `*`, `+` and `{m,n}`
    /// repeat what comes before, `\` makes the next character literal; the whole path must match.
    package static func advancedGlob(_ pattern: String, matches path: String) -> Bool {
        var regex = "^"
        var characters = Array(pattern)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\\":
                if let next = characters.popFirst() {
                    regex += NSRegularExpression.escapedPattern(for: String(next))
                }
            case "[":
                var body = ""
                while let inner = characters.popFirst(), inner != "]" {
                    body += inner == "\\" ? "\\" + String(characters.popFirst() ?? "\\") : String(inner)
                }
                regex += "[" + body + "]"
            case ".", "*", "+": regex.append(character)
            case "{":
                let bound = characters.prefix { $0 != "}" }
                characters = characters.dropFirst(bound.count + 1)
                regex += "{" + String(bound) + "}"
            default: regex += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        guard let compiled = try? NSRegularExpression(pattern: regex + "$") else { return false }
        return compiled.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }
}

extension ResolvedRoute {
    /// Whether path value `name` may hold a `/` once decoded: a String's or an app type's may, a
    /// number's, a Boolean's or a UUID's may not, a string enum's where one of its values does.
    func valueMayHoldSlash(_ name: String) -> Bool {
        guard let parameter = parameters.first(where: { $0.name == name }) else { return true }
        switch parameter.type {
        case .int, .double, .bool, .uuid: return false
        case .stringEnum(let declaration): return declaration.values.contains { $0.contains("/") }
        case .string, .external, .link: return true
        }
    }
}
