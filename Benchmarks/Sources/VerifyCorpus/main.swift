// Checks, before anything is measured, that the four parsers agree on every URL of every corpus: a
// hit parses to the route it names, a miss parses to nothing. Exits 1 listing the disagreements.
import Baselines10
import Baselines100
import Baselines1000
import Baselines2000
import BenchmarkSupport

#if canImport(Glibc)
import Glibc
#endif

var failed = false
for corpus in [Baselines10.corpus, Baselines100.corpus, Baselines1000.corpus, Baselines2000.corpus] {
    let problems = corpus.disagreements()
    for problem in problems.prefix(10) { print("disagreement: \(problem)") }
    failed = failed || !problems.isEmpty
    print(
        "\(corpus.routes) routes: \(corpus.parsers.count) parsers agree on \(corpus.hits.count) hits and "
            + "\(corpus.misses.count) misses: \(problems.isEmpty ? "yes" : "NO (\(problems.count))")")
}
exit(failed ? 1 : 0)
