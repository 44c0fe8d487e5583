#!/usr/bin/env bash
# The build plugin's clean-build overhead, side by side: Tests/Integration built from clean with the
# plugin, and the same package with the plugin's output checked in instead, alternating, ROUNDS
# times each (default 3). Prints every time and the medians. BENCHMARKS.md records the result.
# ROUTEGEN_PACKAGE=DIR measures another checkout of routegen (an older commit, say) the same way.
set -euo pipefail
rounds=${1:-3}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build --package-path "$root" --product routegen-build >/dev/null

for variant in plugin checked-in; do
    mkdir -p "$work/$variant"
    cp -R "$root/Tests/Integration/Package.swift" "$root/Tests/Integration/Sources" "$root/Tests/Integration/Tests" "$work/$variant/"
    sed -i "s|path: \"../..\"|path: \"${ROUTEGEN_PACKAGE:-$root}\"|" "$work/$variant/Package.swift"
done
# The checked-in variant: no plugin, and the Swift files it would generate in the target.
sed -i '/plugins: \[.plugin(name: "RouteGenPlugin"/d' "$work/checked-in/Package.swift"
sed -i 's|dependencies: \[.product(name: "RouteKit", package: "routegen")\],|dependencies: [.product(name: "RouteKit", package: "routegen")]|' "$work/checked-in/Package.swift"
(cd "$work/checked-in" && "$root/.build/debug/routegen-build" Sources/Bookshelf/routes.yaml Sources/Bookshelf/reader.routes.yaml \
    --output Sources/Bookshelf/Generated --swift-only --name-by-manifest --source-root . >/dev/null)

now() { date +%s.%N; }
declare -A times
for round in $(seq "$rounds"); do
    for variant in plugin checked-in; do
        cd "$work/$variant"
        rm -rf .build
        swift package resolve >/dev/null 2>&1
        start=$(now)
        swift build --target Bookshelf >build.log 2>&1 || { tail -30 build.log; exit 1; }
        took=$(awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }')
        echo "plugin-overhead: round $round, $variant: $took s"
        times[$variant]="${times[$variant]:-} $took"
    done
done
median() { echo "$1" | tr ' ' '\n' | grep . | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
p=$(median "${times[plugin]}") c=$(median "${times[checked-in]}")
echo "plugin-overhead: median clean build with the plugin $p s, with checked-in sources $c s, overhead $(awk -v a="$p" -v b="$c" 'BEGIN { printf "%.2f", a - b }') s"
