/// The plan without what a reader would strike out: a test that what came before already decides,
/// a switch on one literal (an `if`), an `if` whose only statement is another `if`, two `if`s in a
/// row on the same test, a test before
/// the very return that follows it, a step no link reaches. Every rewrite keeps which route each link reaches (MatcherPlanTests run
/// both plans on the same links).
extension MatcherPlan {
    func simplified() -> MatcherPlan {
        var plan = self
        let universe = Set(origins.indices).union(customOrigins)
        plan.functions = functions.map { function in
            var facts = Facts(countMin: function.depth, origins: universe)
            var simplified = function
            simplified.steps = Self.inTail(Self.simplify(function.steps, &facts))
            return simplified
        }
        return plan
    }

    /// What is known of a link at a step: from the tests that led there, and from those that
    /// returned if they held.
    struct Facts {
        var countMin = 0
        var countMax: Int? = nil
        /// The origins the link may be on.
        var origins: Set<Int>
        /// The reach tests known to hold or fail.
        var reaches: [RouteReach: Bool] = [:]
        var conditions: [QueryCondition: Bool] = [:]

        /// Whether `test` holds, where that is known.
        func truth(of test: Test) -> Bool? {
            switch test {
            case .pathEnds(let count):
                if countMin == count, countMax == count { return true }
                if count < countMin || countMax.map({ count > $0 }) == true { return false }
                return nil
            case .pathLonger(let count):
                if countMin > count { return true }
                if let countMax, countMax <= count { return false }
                return nil
            case .segment, .pieces, .fragmentPath: return nil
            case .reach(let reach): return reaches[reach]
            case .origin(let set):
                if origins.isSubset(of: set) { return true }
                if origins.isDisjoint(with: set) { return false }
                return nil
            case .condition(let condition):
                if let known = conditions[condition] { return known }
                // An item is absent exactly when it is not present.
                let opposite: QueryCondition.Test
                switch condition.test {
                case .present: opposite = .absent
                case .absent: opposite = .present
                case .equals: return nil
                }
                return conditions[
                    QueryCondition(name: condition.name, test: opposite, inFragment: condition.inFragment)
                ]
                .map { !$0 }
            }
        }

        mutating func assume(_ test: Test, _ holds: Bool) {
            switch (test, holds) {
            case (.pathEnds(let count), true):
                countMin = count
                countMax = count
            case (.pathEnds(let count), false):
                if countMin == count { countMin += 1 }
                if countMax == count { countMax = count - 1 }
            case (.pathLonger(let count), true): countMin = max(countMin, count + 1)
            case (.pathLonger(let count), false): countMax = min(countMax ?? count, count)
            case (.segment, _), (.pieces, _), (.fragmentPath, _): break
            case (.reach(let reach), _): reaches[reach] = holds
            case (.origin(let set), true): origins.formIntersection(set)
            case (.origin(let set), false): origins.subtract(set)
            case (.condition(let condition), _): conditions[condition] = holds
            }
        }
    }

    /// `steps` with what `facts` decides struck out; `facts` then holds what is known after them.
    static func simplify(_ steps: [Step], _ facts: inout Facts) -> [Step] {
        var result: [Step] = []
        var pending = steps[...]
        while let step = pending.popFirst(), !Step.alwaysReturns(result) {
            switch step {
            case .when(let tests, let body):
                var inner = facts
                guard var remaining = undecided(tests, &inner) else { continue }
                if remaining.isEmpty {
                    // Always true here: its steps stand in its place.
                    pending = body + pending
                    continue
                }
                var steps = simplify(body, &inner)
                if steps.count == 1, case .when(let more, let innermost) = steps[0] {
                    remaining += more
                    steps = innermost
                }
                guard !steps.isEmpty else { continue }
                remaining = ordered(withoutWeakerCounts(remaining))
                if case .when(let previous, let before)? = result.last, previous == remaining,
                    !Step.alwaysReturns(before)
                {
                    // `if c { A }` then `if c { B }`, where A falls through to B: one `if c { A; B }`.
                    result[result.count - 1] = .when(remaining, before + steps)
                } else {
                    result.append(.when(remaining, steps))
                }
                if Step.alwaysReturns(steps), remaining.count == 1 { facts.assume(remaining[0], false) }
            case .hashSwitch(let depth, let cases) where cases.count == 1:
                // One literal is an `if` on its segment: a switch of one case is noise.
                pending = [.when([.pathLonger(than: depth)] + cases[0].tests, cases[0].steps)] + pending
            case .hashSwitch(let depth, let cases):
                let kept = cases.compactMap { entry -> HashCase? in
                    var inner = facts
                    inner.assume(.pathLonger(than: depth), true)
                    guard let tests = undecided(entry.tests, &inner) else { return nil }
                    let steps = simplify(entry.steps, &inner)
                    return steps.isEmpty
                        ? nil : HashCase(hash: entry.hash, tests: ordered(tests), steps: steps)
                }
                if !kept.isEmpty { result.append(.hashSwitch(depth: depth, cases: kept)) }
            case .call, .returnRoute:
                result.append(step)
            }
        }
        return withoutTestsBeforeTheirOwnSteps(result)
    }

    /// The tests `facts` does not decide, each assumed from there on; `nil` when one fails.
    static func undecided(_ tests: [Test], _ facts: inout Facts) -> [Test]? {
        var remaining: [Test] = []
        for test in tests {
            switch facts.truth(of: test) {
            case true?: continue
            case false?: return nil
            case nil:
                remaining.append(test)
                facts.assume(test, true)
            }
        }
        return withoutWeakerCounts(remaining)
    }

    /// `count > 1` beside `count > 2` or `count == 3` says nothing more.
    static func withoutWeakerCounts(_ remaining: [Test]) -> [Test] {
        remaining.filter { test in
            guard case .pathLonger(let count) = test else { return true }
            return !remaining.contains {
                switch $0 {
                case .pathLonger(let other): return other > count
                case .pathEnds(let other): return other > count
                default: return false
                }
            }
        }
    }

    /// The order tests are printed in: the cheap path tests first, then the link's scheme and host,
    /// then its query.
    static func ordered(_ tests: [Test]) -> [Test] {
        func rank(_ test: Test) -> Int {
            switch test {
            case .pathEnds, .pathLonger: return 0
            case .segment, .pieces: return 1
            case .reach: return 2
            case .origin: return 3
            case .condition: return 4
            case .fragmentPath: return 5
            }
        }
        return tests.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
            .map(\.element)
    }

    /// `if tests { steps }` right before the same `steps`, which always return: the test changes
    /// nothing, so the `if` goes (two equal returns become one).
    static func withoutTestsBeforeTheirOwnSteps(_ steps: [Step]) -> [Step] {
        var steps = steps
        var index = 0
        while index < steps.count {
            if case .when(_, let body) = steps[index], Step.alwaysReturns(body),
                Array(steps[(index + 1)...]) == body
            {
                steps.remove(at: index)
                index = max(index - 1, 0)
            } else {
                index += 1
            }
        }
        return steps
    }

    /// A call that nothing follows returns its result, `nil` included.
    static func inTail(_ steps: [Step]) -> [Step] {
        guard let last = steps.last else { return steps }
        let tail: Step
        switch last {
        case .when(let tests, let body): tail = .when(tests, inTail(body))
        case .hashSwitch(let depth, let cases):
            tail = .hashSwitch(
                depth: depth,
                cases: cases.map { HashCase(hash: $0.hash, tests: $0.tests, steps: inTail($0.steps)) })
        case .call(let name, _): tail = .call(name, fallsThrough: false)
        case .returnRoute: tail = last
        }
        return steps.dropLast() + [tail]
    }
}
