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
grep -E "Test run with" test.log
if [ "${BENCH:-0}" = 1 ]; then
    swift build -c release --product ScaleBench >release.log 2>&1 || { tail -40 release.log; exit 1; }
    .build/release/ScaleBench
fi
echo "scale: 1 passed, 0 failed ($routes routes)"
