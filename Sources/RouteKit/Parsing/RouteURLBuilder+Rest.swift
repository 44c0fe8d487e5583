/// A catch-all's value, `{rest...}`: the rest of the path, as one value or one element a segment.
extension RouteURLBuilder {
    /// A catch-all's value: one segment per `/`-separated piece, so that `a/b` is written `a/b`.
    ///
    /// A reader joins a catch-all's decoded segments with `/` and ignores empty ones, so a `/` that
    /// would make an empty segment (leading, trailing or doubled) is written inside its neighbour
    /// as `%2F` instead: `/dev/null` is `%2Fdev/null`, `a//b` is `a%2F/b`, and every value reads
    /// back as it was.
    public mutating func rest(_ value: String) {
        rest(text: value)
    }

    /// A typed catch-all's value: its ``RouteParameter/routePath``, written as a String catch-all is.
    public mutating func rest<T: RouteParameter>(_ value: T) {
        rest(text: value.routePath)
    }

    /// A `[T]` catch-all's value (1.1): one segment an element, its `/` written `%2F`; no element
    /// (or an empty one) is written as `%FF`, which no reader takes.
    public mutating func restSegments<T: RouteParameter>(_ values: [T]) {
        if values.isEmpty { appendSegment("", encoding: true) }
        for value in values { segment(value) }
    }

    mutating func rest(text value: String) {
        var piece = ""
        var characters = value.makeIterator()
        var next = characters.next()
        while let character = next {
            next = characters.next()
            if character == "/", !piece.isEmpty, let following = next, following != "/" {
                appendSegment(piece, encoding: true)
                piece = ""
            } else {
                piece.append(character)
            }
        }
        if !piece.isEmpty { appendSegment(piece, encoding: true) }
    }
}
