import Baselines10
import Baselines100
import Baselines1000
import Baselines2000
import BenchmarkSupport
import Foundation

/// Outside main.swift, so that the loop is not main-actor code with its isolation checks.
func run(_ arguments: [String]) {
    // Only the asked-for app is built: building one compiles its regular expressions, which is
    // most of the start-up that count-instructions.sh runs under valgrind.
    let corpora = [
        10: { Baselines10.corpus }, 100: { Baselines100.corpus }, 1000: { Baselines1000.corpus },
        2000: { Baselines2000.corpus },
    ]
    guard arguments.count >= 4, let size = Int(arguments[1]), let rounds = Int(arguments[3]),
        let corpus = corpora[size]?()
    else {
        print("usage: MatchLoop SIZE(10|100|1000|2000) SET(hit|miss|literal) ROUNDS [CONTENDER]")
        exit(2)
    }
    let sets = ["hit": corpus.hits, "miss": corpus.misses, "literal": corpus.literals]
    let name = arguments.count > 4 ? arguments[4] : "routegen"
    guard let urls = sets[arguments[2]], let contender = corpus.parsers.first(where: { $0.name == name })
    else {
        print("unknown set or contender; contenders: \(corpus.parsers.map(\.name).joined(separator: ", "))")
        exit(2)
    }
    // DISTINCT=k parses the set's first k URLs over and over instead, as many in all: the same
    // work per URL through fewer routes' code, which shows what route variety itself costs.
    var parsedURLs = urls
    if let distinct = ProcessInfo.processInfo.environment["DISTINCT"].flatMap(Int.init), distinct > 0 {
        parsedURLs = urls.indices.map { urls[$0 % min(distinct, urls.count)] }
    }
    var best = Duration.seconds(1_000)
    var parsed = 0
    for _ in 0..<7 {
        let elapsed = ContinuousClock().measure {
            for _ in 0..<rounds { parsed += contender.parseAll(parsedURLs) }
        }
        best = min(best, elapsed)
    }
    let nanoseconds = Double(best.components.seconds) * 1e9 + Double(best.components.attoseconds) / 1e9
    print(
        "\(name) \(arguments[2]) \(size): \(Int(nanoseconds / Double(rounds * urls.count))) ns per URL (\(parsed / (7 * rounds)) of \(urls.count) parsed)"
    )
}
