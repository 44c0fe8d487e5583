// URL → typed route and route → URL, for every app size and contender, in one run.
//
// Each benchmark parses (or builds) a whole URL set per iteration; results are per set, and
// Benchmarks/report.py divides by the set's size (the last part of the name) to get per-match
// figures. Names: `parse/SET/ROUTES/CONTENDER/URLS`, `build/hit/ROUTES/BUILDER/URLS`.
import Baselines10
import Baselines100
import Baselines1000
import Baselines2000
import Benchmark
import BenchmarkSupport
import Foundation

let corpora = [Baselines10.corpus, Baselines100.corpus, Baselines1000.corpus, Baselines2000.corpus]

/// NSRegularExpression tries every route in turn; on large apps a sample keeps its run short.
func sample(_ urls: [URL], for contender: Contender, routes: Int) -> [URL] {
    contender.name == "NSRegularExpression" && routes >= 1000 ? Array(urls.prefix(100)) : urls
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], warmupIterations: 1, maxDuration: .seconds(1),
        maxIterations: 1000)

    for corpus in corpora {
        for contender in corpus.parsers {
            for (set, urls) in [("hit", corpus.hits), ("miss", corpus.misses), ("literal", corpus.literals)] {
                let urls = sample(urls, for: contender, routes: corpus.routes)
                Benchmark("parse/\(set)/\(corpus.routes)/\(contender.name)/\(urls.count)") { benchmark in
                    for _ in benchmark.scaledIterations { blackHole(contender.parseAll(urls)) }
                }
            }
        }
        for builder in corpus.builders {
            let build = builder.prepare(corpus.hits)
            Benchmark("build/hit/\(corpus.routes)/\(builder.name)/\(corpus.hits.count)") { benchmark in
                for _ in benchmark.scaledIterations { blackHole(build()) }
            }
        }
    }
}
