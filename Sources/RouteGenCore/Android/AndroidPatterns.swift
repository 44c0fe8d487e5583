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
        /// `android:pathPrefix` and `android:pathSuffix`, which routegen never writes but an app's
        /// own filters may (`routegen verify-app` reads them).
        case prefix(String)
        case suffix(String)

        /// Every `<data>` attribute that holds a path, as ``attribute`` names it.
        package static let attributes = [
            "path", "pathPrefix", "pathPattern", "pathSuffix", "pathAdvancedPattern",
        ]

        /// The path `<data>` attribute `attribute` (one of ``attributes``) holds, as Android reads it.
        package init?(attribute: String, text: String) {
            switch attribute {
            case "path": self = .path(text)
            case "pathPrefix": self = .prefix(text)
            case "pathPattern": self = .pattern(text)
            case "pathSuffix": self = .suffix(text)
            case "pathAdvancedPattern": self = .advancedPattern(text)
            default: return nil
            }
        }

        /// The `<data>` attribute that holds it.
        package var attribute: String {
            switch self {
            case .path: "path"
            case .pattern: "pathPattern"
            case .advancedPattern: "pathAdvancedPattern"
            case .prefix: "pathPrefix"
            case .suffix: "pathSuffix"
            }
        }

        /// The pattern or path, as Android reads it.
        package var text: String {
            switch self {
            case .path(let text), .pattern(let text), .advancedPattern(let text), .prefix(let text),
                .suffix(let text):
                text
            }
        }

        /// Whether Android's matching of it claims the decoded `path`.
        package func matches(_ path: String) -> Bool {
            switch self {
            case .path(let text): text == path
            case .prefix(let text): path.hasPrefix(text)
            case .suffix(let text): path.hasSuffix(text)
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
    /// escaped (an ASCII letter as `.` where literals ignore case), each after `/*` (any number of
    /// `/`), up to its first value, then `.*`; of literals only, with and without a trailing `/*`.
    package static func androidPaths(_ pattern: PathPattern, caseSensitive: Bool) -> [AndroidPath] {
        var result = ""
        var hasValue = false
        func literal(_ text: String) {
            for character in text {
                // The parser ignores the case of ASCII letters only, and compares others exactly.
                if !caseSensitive, character.isASCII, character.isLetter {
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
            case .catchAll:
                return result.isEmpty ? [.pattern("/.*")] : [.pattern(result), .pattern(result + "/.*")]
            }
        }
        // Android's matcher stops where the path runs out, so `/*wiki/*` would not claim `/wiki`: a
        // route of literals is said with and without its trailing slashes.
        guard !hasValue else { return [.pattern(result)] }
        return result.isEmpty ? [.pattern("/*")] : [.pattern(result), .pattern(result + "/*")]
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

    /// Whether `text` matches `pattern`, a `pathPattern`, as Android's `PatternMatcher` reads one:
    /// `.` any character, a character followed by `*` any number of it, `\\` makes the next
    /// literal. It reads left to right and never gives back: `x*` takes every `x` there is, `.*`
    /// skips to the first place the next pattern character is found, and once the path runs out
    /// only a `.*` ending the pattern still matches (so `/*wiki/*` does not claim `/wiki`).
    /// Outside `.*` an escaped `.` still takes any character. Characters are UTF-16 units, as in
    /// Android's strings.
    package static func simpleGlob(_ pattern: String, matches text: String) -> Bool {
        let p = Array(pattern.utf16), m = Array(text.utf16)
        let dot = UInt16(UInt8(ascii: ".")), star = UInt16(UInt8(ascii: "*")),
            escape = UInt16(UInt8(ascii: "\\"))
        var ip = 0, im = 0
        while ip < p.count, im < m.count {
            var c = p[ip]
            ip += 1
            let escaped = c == escape
            if escaped, ip < p.count {
                c = p[ip]
                ip += 1
            }
            guard ip < p.count, p[ip] == star else {
                if c != dot, m[im] != c { return false }
                im += 1
                continue
            }
            ip += 1
            if escaped || c != dot {
                while im < m.count, m[im] == c { im += 1 }
                continue
            }
            guard ip < p.count else { return true }
            var next = p[ip]
            ip += 1
            if next == escape, ip < p.count {
                next = p[ip]
                ip += 1
            }
            while im < m.count, m[im] != next { im += 1 }
            guard im < m.count else { return false }
            im += 1
        }
        if ip >= p.count, im >= m.count { return true }
        return ip == p.count - 2 && p[ip] == dot && p[ip + 1] == star
    }

    /// Whether `path` matches `pattern`, an `android:pathAdvancedPattern`, as Android's
    /// `PatternMatcher` reads one: tokens (`.` any character, `[…]` a class with ranges and `^`, a
    /// character, `\\` making the next one literal), each once or repeated by `*`, `+` or `{m,n}`;
    /// each token takes as many characters as it can and gives none back, and the whole path must
    /// be taken. Characters are UTF-16 units.
    package static func advancedGlob(_ pattern: String, matches path: String) -> Bool {
        let p = Array(pattern.utf16), m = Array(path.utf16)
        func unit(_ character: Character) -> UInt16 { character.utf16.first ?? 0 }
        var ip = 0, im = 0
        while ip < p.count {
            // The token: which units it takes.
            var takes: (UInt16) -> Bool
            switch p[ip] {
            case unit("."):
                takes = { _ in true }
                ip += 1
            case unit("["):
                ip += 1
                let excludes = ip < p.count && p[ip] == unit("^")
                if excludes { ip += 1 }
                var ranges: [ClosedRange<UInt16>] = []
                while ip < p.count, p[ip] != unit("]") {
                    var low = p[ip]
                    if low == unit("\\"), ip + 1 < p.count {
                        ip += 1
                        low = p[ip]
                    }
                    ip += 1
                    if ip + 1 < p.count, p[ip] == unit("-"), p[ip + 1] != unit("]") {
                        ranges.append(low...max(low, p[ip + 1]))
                        ip += 2
                    } else {
                        ranges.append(low...low)
                    }
                }
                ip += 1
                takes = { character in ranges.contains { $0.contains(character) } != excludes }
            default:
                var literal = p[ip]
                if literal == unit("\\"), ip + 1 < p.count {
                    ip += 1
                    literal = p[ip]
                }
                ip += 1
                takes = { $0 == literal }
            }
            // How many times.
            var (least, most) = (1, 1)
            if ip < p.count {
                switch p[ip] {
                case unit("*"):
                    (least, most) = (0, Int.max)
                    ip += 1
                case unit("+"):
                    (least, most) = (1, Int.max)
                    ip += 1
                case unit("{"):
                    let end = p[ip...].firstIndex(of: unit("}")) ?? p.count
                    let bounds = String(decoding: p[(ip + 1)..<end], as: UTF16.self)
                        .split(separator: ",", omittingEmptySubsequences: false)
                    least = Int(bounds.first ?? "") ?? 0
                    most = bounds.count == 1 ? least : Int(bounds[1]) ?? Int.max
                    ip = end + 1
                default: break
                }
            }
            var taken = 0
            while taken < most, im + taken < m.count, takes(m[im + taken]) { taken += 1 }
            guard taken >= least else { return false }
            im += taken
        }
        return im >= m.count
    }
}

extension ResolvedRoute {
    /// Whether path value `name` may hold a `/` once decoded: a String's, an app type's and any that
    /// ignores what does not convert may; a number's, a Boolean's or a UUID's may not, a string
    /// enum's where one of its values does.
    func valueMayHoldSlash(_ name: String) -> Bool {
        // A value read with `ignoreInvalid` takes any text, read as absent when it does not convert.
        guard let parameter = parameters.first(where: { $0.name == name }), !parameter.ignoreInvalid else {
            return true
        }
        switch parameter.type {
        case .int, .double, .bool, .uuid: return false
        case .stringEnum(let declaration): return declaration.values.contains { $0.contains("/") }
        case .string, .external, .link: return true
        }
    }
}
