/// Finds the known name a misspelt one was probably meant to be, for "did you mean" hints.
enum NearMiss {
    /// The closest candidate within a small edit distance, or one equal ignoring case.
    static func suggestion(for name: String, among candidates: [String]) -> String? {
        let lowered = name.lowercased()
        if let same = candidates.first(where: { $0.lowercased() == lowered }) { return same }
        // A truncated name: 'developer' for 'developerMode'.
        if lowered.count >= 4, let longer = candidates.first(where: { $0.lowercased().hasPrefix(lowered) }) {
            return longer
        }
        let limit = max(1, min(3, name.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
