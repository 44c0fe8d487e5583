import Foundation
import RouteGenCore
@_spi(Generated) import RouteKit

/// The route trie searched by backtracking, as the generated parser's precedence says — literal
/// before segment with values before parameter before catch-all, a route on any path first — apart
/// from the matcher plan: the tests hold the plan, which the generator prints and `explain` runs,
/// to this reading of the same trie.
extension RouteTrie {
    /// A successful match: the pattern, and the raw text of each placeholder that took a value,
    /// in path order (an absent optional segment takes none; a catch-all takes the rest joined by `/`).
    struct Match: Equatable, Sendable {
        var terminal: Terminal
        var values: [String]
    }

    /// Matches percent-decoded, non-empty path segments: a route on any path first, then the
    /// path's; terminals `accept` refuses are passed over as if absent (the generated parser does
    /// so for scheme-only routes on https, and for guards the link does not meet).
    func match(_ segments: [String], accept: (Terminal) -> Bool = { _ in true }) -> Match? {
        if let terminal = anyPath.first(where: accept) { return Match(terminal: terminal, values: []) }
        var values: [String] = []
        var deepest = 0
        return search(node: 0, index: 0, segments, &values, accept, &deepest)
    }

    /// How many leading segments some pattern matches, when the whole path matches none: where
    /// a failed match went wrong.
    func matchedPrefixLength(_ segments: [String], accept: (Terminal) -> Bool = { _ in true }) -> Int {
        var values: [String] = []
        var deepest = 0
        _ = search(node: 0, index: 0, segments, &values, accept, &deepest)
        return deepest
    }

    private func search(
        node: Int, index: Int, _ segments: [String], _ values: inout [String], _ accept: (Terminal) -> Bool,
        _ deepest: inout Int
    ) -> Match? {
        deepest = max(deepest, index)
        let current = nodes[node]
        let catchAll = current.catchAlls.first(where: accept)
        guard index < segments.count else {
            if let terminal = current.terminals.first(where: accept) {
                return Match(terminal: terminal, values: values)
            }
            if let catchAll { return Match(terminal: catchAll, values: values + [""]) }
            return nil
        }
        if let child = current.literal(key(segments[index])),
            let found = search(node: child, index: index + 1, segments, &values, accept, &deepest)
        {
            return found
        }
        for (texts, child) in current.pieces {
            guard
                let pieces = SegmentPieces.split(segments[index], texts: texts, ignoringCase: !caseSensitive)
            else { continue }
            values += pieces
            if let found = search(node: child, index: index + 1, segments, &values, accept, &deepest) {
                return found
            }
            values.removeLast(pieces.count)
        }
        if let child = current.parameter {
            values.append(segments[index])
            if let found = search(node: child, index: index + 1, segments, &values, accept, &deepest) {
                return found
            }
            values.removeLast()
        }
        if let catchAll {
            return Match(terminal: catchAll, values: values + [segments[index...].joined(separator: "/")])
        }
        return nil
    }
}
