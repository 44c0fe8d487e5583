/// A route's path pattern: `/materials/{materialId}`, `/settings/{section?}`, `/help/{topic...}`.
package struct PathPattern: Hashable, Sendable, CustomStringConvertible {
    package enum Segment: Hashable, Sendable {
        /// Matches exactly this text (after percent-decoding the URL's segment).
        case literal(String)
        /// `{name}`: one segment.
        case parameter(String)
        /// `{name?}`: one segment or none; last only.
        case optionalParameter(String)
        /// `{name...}`: the rest of the path, slashes included, possibly empty; last only. `*` is
        /// one whose value is ignored (``ignoredRest``): a prefix of the paths the route takes.
        case catchAll(String)
        /// `@{username}`, `{slug}-{id}`, `{name}.json`: values inside one segment, with literal
        /// text around them. `texts` has one more entry than `names`; those between two values
        /// are not empty. Split by RouteKit's `SegmentPieces`.
        case pieces(texts: [String], names: [String])

        /// `*`: the rest of the path, whatever it is, ignored (`/study/{id}/*`).
        package static let ignoredRest = Segment.catchAll("")

        /// The placeholder's name, `nil` for a literal, for values inside a segment, or for `*`.
        package var parameterName: String? {
            switch self {
            case .literal, .pieces: return nil
            case .catchAll(""): return nil
            case .parameter(let name), .optionalParameter(let name), .catchAll(let name): return name
            }
        }

        /// The names of the values the segment holds, in order.
        package var valueNames: [String] {
            if case .pieces(_, let names) = self { return names }
            return parameterName.map { [$0] } ?? []
        }
    }

    package var segments: [Segment]
    /// Where each segment starts in the pattern text, in characters (for precise diagnostics).
    package var offsets: [Int]
    /// Where each segment is written, for a group's path joined with its route's (two texts);
    /// empty for a pattern read from one text, whose ``offsets`` say it.
    package var origins: [SourceLocation] = []
    /// Whether it starts with `/`: a path's always does; a fragment's path may not
    /// (`fragment: "p/{phone}"` for `#p/+14085550123`).
    package var isRooted = true

    package init(segments: [Segment], offsets: [Int]? = nil, isRooted: Bool = true) {
        self.segments = segments
        self.offsets = offsets ?? Array(repeating: 0, count: segments.count)
        self.isRooted = isRooted
    }

    /// Where segment `index` is written, for a pattern whose text starts at `start`.
    package func location(ofSegment index: Int, from start: SourceLocation) -> SourceLocation {
        if origins.indices.contains(index) { return origins[index] }
        guard offsets.indices.contains(index) else { return start }
        return SourceLocation(file: start.file, line: start.line, column: start.column + offsets[index])
    }

    /// A group's path continued by one of its routes' (`/` continues it with nothing), located
    /// at the route's: `/schools/{school}` and `/reviews` make `/schools/{school}/reviews`.
    package static func joining(
        _ prefix: Located<PathPattern>, _ rest: Located<PathPattern>
    ) -> Located<PathPattern> {
        var joined = PathPattern(
            segments: prefix.value.segments + rest.value.segments,
            offsets: prefix.value.offsets + rest.value.offsets)
        joined.origins =
            prefix.value.segments.indices.map { prefix.value.location(ofSegment: $0, from: prefix.location) }
            + rest.value.segments.indices.map { rest.value.location(ofSegment: $0, from: rest.location) }
        return Located(joined, at: rest.location)
    }

    /// Each value with how it is read (`{id}`, `{rest...}`, `{user} inside a segment`), sorted: an
    /// alias reads the values its path reads, each as the path reads it, as a route's values
    /// have one reader each.
    package var valueReadings: [String] {
        segments.flatMap { segment in
            segment.hasPieces
                ? segment.valueNames.map { "{\($0)} inside a segment" }
                : segment.parameterName == nil
                    ? [] : ["\(PathPattern(segments: [segment]).description.dropFirst())"]
        }.sorted()
    }

    /// The value `other` reads inside a segment where this pattern reads it as a whole one, or the
    /// other way round, where both read the same values: what no alias can do.
    package func valueReadInsideASegmentOtherwise(than other: PathPattern) -> String? {
        guard Set(parameterNames) == Set(other.parameterNames) else { return nil }
        let inside = { (pattern: PathPattern, name: String) in
            pattern.segments.contains { $0.hasPieces && $0.valueNames.contains(name) }
        }
        return parameterNames.first { inside(self, $0) != inside(other, $0) }
    }

    /// The pattern with each placeholder renamed by `names` (those it lacks keep their name).
    package func renaming(_ names: [String: String]) -> PathPattern {
        PathPattern(
            segments: segments.map { segment in
                switch segment {
                case .literal: return segment
                case .parameter(let name): return .parameter(names[name] ?? name)
                case .optionalParameter(let name): return .optionalParameter(names[name] ?? name)
                case .catchAll(let name): return .catchAll(names[name] ?? name)
                case .pieces(let texts, let inner):
                    return .pieces(texts: texts, names: inner.map { names[$0] ?? $0 })
                }
            }, offsets: offsets, origins: origins, isRooted: isRooted)
    }

    private init(segments: [Segment], offsets: [Int], origins: [SourceLocation], isRooted: Bool) {
        self.segments = segments
        self.offsets = offsets
        self.origins = origins
        self.isRooted = isRooted
    }

    /// The same pattern with each segment transformed, rooted as it is.
    package func mapSegments(_ transform: (Segment) -> Segment) -> PathPattern {
        PathPattern(segments: segments.map(transform), isRooted: isRooted)
    }

    /// Placeholder names in path order.
    package var parameterNames: [String] { segments.flatMap(\.valueNames) }

    /// The pattern as written in the manifest's syntax.
    package var description: String {
        (isRooted ? "/" : "")
            + segments.map { segment in
                switch segment {
                case .literal(let text): return text
                case .parameter(let name): return "{\(name)}"
                case .optionalParameter(let name): return "{\(name)?}"
                case .catchAll(""): return "*"
                case .catchAll(let name): return "{\(name)...}"
                case .pieces(let texts, let names):
                    return texts[0] + zip(names, texts.dropFirst()).map { "{\($0)}\($1)" }.joined()
                }
            }.joined(separator: "/")
    }

    /// Equality ignores where segments were written.
    package static func == (lhs: PathPattern, rhs: PathPattern) -> Bool {
        lhs.segments == rhs.segments && lhs.isRooted == rhs.isRooted
    }
    package func hash(into hasher: inout Hasher) {
        hasher.combine(segments)
        hasher.combine(isRooted)
    }

    /// A problem in a pattern's text, at a character offset within it.
    package struct SyntaxError: Error, Equatable {
        package var message: ManifestMessage.Paths
        package var offset: Int
    }

    /// Parses the path a fragment holds (`/@{user}`, or `p/{phone}` without the leading `/`), whose
    /// literal text may hold `#` (`/#{alias}` for matrix.to's `#/#room:example.org`).
    package static func parseFragment(_ text: String) -> Result<PathPattern, SyntaxError> {
        guard !text.hasPrefix("/") else { return parse(text, inFragment: true) }
        return parse("/" + text, inFragment: true)
            .map { PathPattern(segments: $0.segments, offsets: $0.offsets.map { $0 - 1 }, isRooted: false) }
            .mapError { SyntaxError(message: $0.message, offset: max($0.offset - 1, 0)) }
    }

    /// Parses a pattern; the error names the first problem and where it is.
    package static func parse(_ text: String, inFragment: Bool = false) -> Result<PathPattern, SyntaxError> {
        let characters = Array(text)
        guard characters.first == "/" else {
            return .failure(SyntaxError(message: .withoutLeadingSlash(text: text), offset: 0))
        }
        var segments: [Segment] = []
        var offsets: [Int] = []
        var start = 1
        while start <= characters.count {
            var end = start
            while end < characters.count, characters[end] != "/" { end += 1 }
            let raw = String(characters[start..<end])
            if !raw.isEmpty {
                switch parseSegment(raw, at: start, inFragment: inFragment) {
                case .success(let segment):
                    if let previous = segments.last, previous.isLastOnly {
                        let kind = previous.lastOnlyKind
                        return .failure(
                            SyntaxError(
                                message: .notLast(kind: kind, segment: segmentText(previous)),
                                offset: offsets.last!))
                    }
                    segments.append(segment)
                    offsets.append(start)
                case .failure(let error):
                    return .failure(error)
                }
            }
            start = end + 1
        }
        return .success(PathPattern(segments: segments, offsets: offsets))
    }

    private static func segmentText(_ segment: Segment) -> String {
        PathPattern(segments: [segment]).description.dropFirst().description
    }

    /// One segment; `#` is text in a fragment's path, which follows the link's only `#`.
    private static func parseSegment(
        _ raw: String, at offset: Int, inFragment: Bool
    ) -> Result<Segment, SyntaxError> {
        let delimiters: Set<Character> = inFragment ? ["?", "%"] : ["?", "#", "%"]
        if raw.contains("{"),
            !(raw.hasPrefix("{") && raw.hasSuffix("}") && raw.dropFirst().firstIndex(of: "{") == nil)
        {
            return parsePieces(raw, at: offset, delimiters: delimiters)
        }
        if raw == "*", !inFragment { return .success(.ignoredRest) }
        if raw.hasPrefix("{") {
            guard raw.hasSuffix("}") else {
                return .failure(
                    SyntaxError(message: .placeholderNotWholeSegment(segment: raw), offset: offset))
            }
            var name = String(raw.dropFirst().dropLast())
            var make: (String) -> Segment = Segment.parameter
            if name.hasSuffix("...") {
                name.removeLast(3)
                make = Segment.catchAll
            } else if name.hasSuffix("?") {
                name.removeLast()
                make = Segment.optionalParameter
            }
            guard !name.isEmpty else {
                return .failure(
                    SyntaxError(message: .placeholderWithoutName, offset: offset))
            }
            if name.contains(where: { "{}/".contains($0) }) {
                return .failure(SyntaxError(message: .invalidPlaceholder(raw), offset: offset))
            }
            return .success(make(name))
        }
        if let index = raw.firstIndex(where: {
            "{}".contains($0) || delimiters.contains($0) || $0.isWhitespace
        }) {
            let character = raw[index]
            let message: ManifestMessage.Paths
            switch character {
            case "}" where !raw.contains("{"): message = .unopenedBrace(segment: raw, hint: true)
            case "{", "}": message = .placeholderNotWholeSegment(segment: raw)
            case "?", "#": message = .queryOrFragment(character: character)
            case "%": message = .encodedLiteral
            default: message = .whitespace
            }
            return .failure(
                SyntaxError(message: message, offset: offset + raw.distance(from: raw.startIndex, to: index)))
        }
        return .success(.literal(raw))
    }
}

extension PathPattern {
    /// `@{username}`, `{slug}-{id}.html`: literal texts around values inside one segment.
    fileprivate static func parsePieces(
        _ raw: String, at offset: Int, delimiters: Set<Character>
    ) -> Result<Segment, SyntaxError> {
        var texts = [""]
        var names: [String] = []
        var characters = raw.enumerated().makeIterator()
        while let (index, character) = characters.next() {
            if character == "}" {
                return .failure(
                    SyntaxError(message: .unopenedBrace(segment: raw, hint: false), offset: offset + index))
            }
            guard character == "{" else {
                if delimiters.contains(character) || character.isWhitespace {
                    return .failure(
                        SyntaxError(message: .textAroundValue(character: character), offset: offset + index))
                }
                texts[texts.count - 1].append(character)
                continue
            }
            var name = ""
            var closed = false
            while let (_, next) = characters.next() {
                if next == "}" {
                    closed = true
                    break
                }
                name.append(next)
            }
            guard closed else {
                return .failure(
                    SyntaxError(message: .unclosedBrace(segment: raw), offset: offset + index))
            }
            if name.hasSuffix("?") || name.hasSuffix("...") {
                return .failure(
                    SyntaxError(message: .optionalValueInsideSegment(name: name), offset: offset + index))
            }
            guard !name.isEmpty, !name.contains(where: { "{/".contains($0) }) else {
                return .failure(
                    SyntaxError(message: .invalidPlaceholder("{\(name)}"), offset: offset + index))
            }
            if !names.isEmpty, texts.last!.isEmpty {
                return .failure(
                    SyntaxError(
                        message: .valuesSideBySide(first: names.last!, second: name), offset: offset + index))
            }
            names.append(name)
            texts.append("")
        }
        return .success(.pieces(texts: texts, names: names))
    }
}

extension PathPattern.Segment {
    fileprivate var isLastOnly: Bool {
        switch self {
        case .optionalParameter, .catchAll: return true
        case .literal, .parameter, .pieces: return false
        }
    }

    fileprivate var lastOnlyKind: String {
        if case .catchAll("") = self { return "the ignored rest" }
        if case .catchAll = self { return "the catch-all" }
        return "the optional segment"
    }
}

extension PathPattern.Segment {
    /// Whether it holds values inside, with literal text around them.
    package var hasPieces: Bool {
        if case .pieces = self { return true }
        return false
    }

    /// A segment's literal texts: its text, or the texts around its values.
    package var texts: [String] {
        switch self {
        case .literal(let text): return [text]
        case .pieces(let texts, _): return texts
        case .parameter, .optionalParameter, .catchAll: return []
        }
    }
}
