// A plain release loop over one corpus set, for `perf record` and for counting instructions
// (`count-instructions.sh`): package-benchmark's harness runs its benchmarks on a dispatch thread
// and interposes malloc, which makes profiles harder to read. MatchLoop does not link
// package-benchmark, so every contender's mallocs and frees are the system's, as in an app.
//
//     MatchLoop SIZE SET ROUNDS [CONTENDER]
//
// parses the SET (`hit`, `miss` or `literal`) of the SIZE-route app ROUNDS times with CONTENDER
// (default `routegen`), seven times over, and prints the best time per URL. With `DISTINCT=k` in
// the environment it parses only the set's first k URLs, repeated to the set's size.
run(CommandLine.arguments)
