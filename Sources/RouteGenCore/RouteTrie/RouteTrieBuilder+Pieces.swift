import Foundation
@_spi(Generated) import RouteKit

/// Segments with values inside (`@{name}`, `{slug}-{id}`) sit in the trie beside the parameter and
/// beside each other: the matcher tries them in order, but a segment both can take (`a-b` for
/// `/p/{a}-{b}` and `/p/{c}`) would choose between routes by declaration order, silently. Such
/// pairs are conflicts, found here with a link both match; a literal still comes first, as it does
/// against a parameter.
extension RouteTrieBuilder {
    static func piecesConflicts(
        _ files: [RouteFile], _ trie: RouteTrie, settings: AppSettings
    ) -> [Diagnostic] {
        let patterns = pathPatterns(files)
        var diagnostics: [Diagnostic] = []
        for (later, new) in patterns.enumerated() where new.pattern.segments.contains(where: \.hasPieces) {
            for (earlier, existing) in patterns.enumerated() where earlier != later {
                // Each pair once: at the later of the two, or at the one with pieces when only one has.
                if earlier > later, existing.pattern.segments.contains(where: \.hasPieces) { continue }
                guard
                    let witness = trie.guarding(existing.terminal).overlap(trie.guarding(new.terminal)),
                    !trie.guarding(existing.terminal).isNarrower(than: trie.guarding(new.terminal)),
                    !trie.guarding(new.terminal).isNarrower(than: trie.guarding(existing.terminal)),
                    var segments = link(matching: existing.pattern, new.pattern, trie: trie),
                    !patternsKeepApart(existing, new, caseSensitive: trie.caseSensitive)
                else { continue }
                // Values of each route's types where both still take them: `p/rome-1`, not `p/x-x`.
                for (position, segment) in new.pattern.segments.enumerated() where position < segments.count {
                    guard case .pieces(let texts, let names) = segment else { continue }
                    let values = names.map { name in
                        sample(for: new.route.parameters.first { $0.name == name })
                    }
                    let typed = texts[0] + zip(values, texts.dropFirst()).map { $0 + $1 }.joined()
                    var candidate = segments
                    candidate[position] = typed
                    if link(candidate, isTakenBy: existing.pattern, trie),
                        link(candidate, isTakenBy: new.pattern, trie)
                    {
                        segments = candidate
                    }
                }
                let example = exampleURL(segments, witness: witness, settings: settings)
                let message: ManifestMessage.Conflicts =
                    existing.terminal.route == new.terminal.route
                    ? .samePatternTwice(route: new.route.name, example: example)
                    : conflictMessage(existing.route, new.route, example: example)
                diagnostics.append(
                    Diagnostic(
                        .conflicts(message), at: new.route.patternLocations[new.terminal.pattern],
                        notes: [
                            Diagnostic.Note(
                                .declared(existing.route.name),
                                at: existing.route.patternLocations[existing.terminal.pattern])
                        ]))
            }
        }
        return diagnostics
    }

    /// Whether, at some segment, one route's whole value has a `pattern:` that fails on the other's
    /// literal text (`@` of `/@{user}`) before reading all of it, so that no text starting so can
    /// match it: the link the trie gives the second was never the first's, and the two do not
    /// conflict (`/{slug}` typed `\w+` beside `/@{user}`). A pattern that reads the whole literal
    /// first (`[a-z]{2}`, even where no text could match), or an unreadable one, keeps the conflict.
    static func patternsKeepApart(
        _ a: (terminal: RouteTrie.Terminal, route: ResolvedRoute, pattern: PathPattern),
        _ b: (terminal: RouteTrie.Terminal, route: ResolvedRoute, pattern: PathPattern),
        caseSensitive: Bool
    ) -> Bool {
        for (value, pieces) in [(a, b), (b, a)] {
            for (left, right) in zip(value.pattern.segments, pieces.pattern.segments) {
                guard case .parameter(let name) = left, case .pieces(let texts, _) = right,
                    let start = texts.first, !start.isEmpty,
                    caseSensitive || !start.contains(where: \.isLetter),
                    let parameter = value.route.parameters.first(where: { $0.name == name }),
                    // A value kept as written is checked encoded, where the literal is read decoded.
                    !parameter.percentEncoded, let pattern = parameter.constraints.pattern
                else { continue }
                // A value read lowercased is checked lowercased.
                let text = parameter.lowercased ? start.lowercased() : start
                if !Self.pattern(pattern.value, mayMatchTextStartingWith: text) { return true }
            }
        }
        return false
    }

    /// Whether some text that starts with `prefix` matches `pattern` whole, as RouteKit checks a
    /// value (`^(?:pattern)$`): the regular expression either matches `prefix` or runs out of it
    /// before failing (ICU's `hitEnd`).
    static func pattern(_ pattern: String, mayMatchTextStartingWith prefix: String) -> Bool {
        guard let regex = try? NSRegularExpression(pattern: "^(?:\(pattern))$") else { return true }
        var possible = false
        regex.enumerateMatches(
            in: prefix, options: [.reportCompletion, .anchored],
            range: NSRange(prefix.startIndex..., in: prefix)
        ) { match, flags, stop in
            if match != nil || flags.contains(.hitEnd) {
                possible = true
                stop.pointee = true
            }
        }
        return possible
    }

    /// The segments of a link both patterns match, where they take it apart differently at a
    /// segment with values inside; `nil` when no link is found, or when a literal decides.
    static func link(matching a: PathPattern, _ b: PathPattern, trie: RouteTrie) -> [String]? {
        for a in variants(a) {
            for b in variants(b) {
                if let link = link(matching: a, b, trie: trie) { return link }
            }
        }
        return nil
    }

    /// Whether `pattern` takes every segment of `link`, segment by segment.
    private static func link(_ link: [String], isTakenBy pattern: PathPattern, _ trie: RouteTrie) -> Bool {
        variants(pattern).contains { segments in
            if case .catchAll? = segments.last {
                return link.count >= segments.count - 1
                    && zip(segments.dropLast(), link).allSatisfy { takes($0, $1, trie) }
            }
            return segments.count == link.count && zip(segments, link).allSatisfy { takes($0, $1, trie) }
        }
    }

    /// A pattern ending in an optional segment as the two patterns it stands for.
    private static func variants(_ pattern: PathPattern) -> [[PathPattern.Segment]] {
        guard case .optionalParameter(let name) = pattern.segments.last else { return [pattern.segments] }
        return [Array(pattern.segments.dropLast()), pattern.segments.dropLast() + [.parameter(name)]]
    }

    private static func link(
        matching a: [PathPattern.Segment], _ b: [PathPattern.Segment], trie: RouteTrie
    ) -> [String]? {
        var link: [String] = []
        var differs = false
        var index = 0
        while index < max(a.count, b.count) {
            let left = index < a.count ? a[index] : nil
            let right = index < b.count ? b[index] : nil
            switch (left, right) {
            case (.catchAll?, _), (_, .catchAll?):
                // The rest: the other pattern's own segments.
                let rest = (left.map { if case .catchAll = $0 { b } else { a } } ?? a)[index...]
                link += rest.compactMap { if case .catchAll = $0 { nil } else { sample(of: $0) } }
                return differs ? link : nil
            case (let left?, let right?):
                guard let segment = segment(matching: left, right, trie: trie) else { return nil }
                switch (left, right) {
                case (.literal, .literal): break
                case (.literal, _), (_, .literal): return nil  // the literal comes first
                case (.pieces(let one, _), .pieces(let other, _)):
                    differs = differs || one.map(trie.key) != other.map(trie.key)
                case (.pieces, _), (_, .pieces): differs = true
                default: break
                }
                link.append(segment)
            default:
                return nil
            }
            index += 1
        }
        return differs ? link : nil
    }

    /// A segment text both take, tried from the texts of each.
    private static func segment(
        matching a: PathPattern.Segment, _ b: PathPattern.Segment, trie: RouteTrie
    ) -> String? {
        let candidates = candidates(a, b) + candidates(b, a)
        return candidates.first { takes(a, $0, trie) && takes(b, $0, trie) }
    }

    /// Texts `segment` takes, with values made of the other's texts.
    private static func candidates(_ segment: PathPattern.Segment, _ other: PathPattern.Segment) -> [String] {
        switch segment {
        case .literal(let text): return [text]
        case .parameter, .optionalParameter, .catchAll:
            return ["x"] + (other.hasPieces ? [sample(of: other)] : [])
        case .pieces(let texts, _):
            // Values made of the other's texts, and of their starts and ends (`-2` for `v-`).
            let parts = Set(
                other.texts.filter { !$0.isEmpty }.flatMap { text in
                    (1...text.count).flatMap { [String(text.prefix($0)), String(text.suffix($0))] }
                }
            ).sorted()
            let words = ["x"] + parts.flatMap { ["x" + $0 + "x", $0 + "x", "x" + $0] }
            var values: [[String]] = [[]]
            for _ in 1..<texts.count {
                values = values.flatMap { chosen in words.map { chosen + [$0] } }.prefix(2_000).map { $0 }
            }
            return values.map { chosen in texts[0] + zip(chosen, texts.dropFirst()).map { $0 + $1 }.joined() }
        }
    }

    /// Whether `segment` of a pattern takes the decoded segment `text`.
    static func takes(_ segment: PathPattern.Segment, _ text: String, _ trie: RouteTrie) -> Bool {
        switch segment {
        case .literal(let literal): return trie.key(literal) == trie.key(text)
        case .parameter, .optionalParameter, .catchAll: return !text.isEmpty
        case .pieces(let texts, _):
            return SegmentPieces.split(trie.key(text), texts: texts.map(trie.key), ignoringCase: false) != nil
        }
    }

    /// A text the segment takes on its own.
    fileprivate static func sample(of segment: PathPattern.Segment) -> String {
        switch segment {
        case .literal(let text): return text
        case .parameter, .optionalParameter, .catchAll: return "x"
        case .pieces(let texts, _): return texts.joined(separator: "x")
        }
    }
}

/// Fragments as paths (`fragment: "/@{user}"`, 1.1): two routes at one path are told apart by
/// their fragments' paths as two paths are, by the same rules.
extension RouteTrieBuilder {
    /// The segments of a fragment both patterns take, as a pattern of literals, where no literal
    /// decides between them (their texts keyed as the trie keys them); `nil` when none.
    static func fragment(matching a: PathPattern, _ b: PathPattern) -> PathPattern? {
        guard a.segments.count == b.segments.count, a.isRooted == b.isRooted else { return nil }
        let keyed = RouteTrie(caseSensitive: true)
        if let link = link(matching: a, b, trie: keyed) {
            return PathPattern(segments: link.map { .literal($0) }, isRooted: a.isRooted)
        }
        let same = zip(a.segments, b.segments).allSatisfy { left, right in
            switch (left, right) {
            case (.literal(let one), .literal(let other)): one == other
            case (.pieces(let one, _), .pieces(let other, _)): one == other
            case (.parameter, .parameter): true
            default: false
            }
        }
        return same ? witness(a) : nil
    }

    /// A fragment `pattern` takes, as a pattern of literals: each value a sample.
    static func witness(_ pattern: PathPattern) -> PathPattern {
        pattern.mapSegments { .literal(sample(of: $0)) }
    }
}
