#!/usr/bin/env bash
# Generates a synthetic app of N routes (default 2,000), builds it in debug and runs its smoke
# test; with BENCH=1 also builds it in release and prints ns per match. Prints the timings.
set -euo pipefail
routes=${1:-2000}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${SCALE_DIR:-$(mktemp -d)}
routegen="$root/.build/debug/routegen"
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }'; }

python3 "$root/Tests/Scale/make-app.py" "$routes" "$work"
cd "$work"
start=$(now)
"$routegen" generate Manifests/app.yaml --output Sources/App/Generated --swift-only
echo "scale: generate $routes routes: $(since "$start") s"
start=$(now)
swift build --build-tests >build.log 2>&1 || { tail -40 build.log; exit 1; }
echo "scale: debug build of the generated code (with RouteKit): $(since "$start") s"
swift test --skip-build >test.log 2>&1 || { tail -40 test.log; exit 1; }
# The smoke test must have run, not merely a test run that found nothing.
summary=$(grep -E "Test run with [0-9]+ tests? .*passed" test.log) || { tail -20 test.log; echo "scale: no test ran" >&2; exit 1; }
echo "$summary"
ran=$(echo "$summary" | sed -E 's/.*Test run with ([0-9]+) tests?.*/\1/')
[ "$ran" -ge 1 ] || { echo "scale: no test ran" >&2; exit 1; }
if [ "${BENCH:-0}" = 1 ]; then
    swift build -c release --product ScaleBench >release.log 2>&1 || { tail -40 release.log; exit 1; }
    .build/release/ScaleBench
fi
echo "scale: $ran passed, 0 failed ($routes routes)"
