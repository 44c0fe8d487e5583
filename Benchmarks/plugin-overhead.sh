#!/usr/bin/env bash
# The build plugin's clean-build overhead, side by side: Tests/Integration's Bookshelf target built
# from clean with the plugin building its tool from source, with the plugin running a prebuilt
# artifact bundle (a release build of Scripts/make-bundle.sh, as an app gets it from a release),
# and with the plugin's output checked in instead, alternating, ROUNDS times each (default 3).
# Prints every time and the medians. BENCHMARKS.md records the result. ROUTEGEN_PACKAGE=DIR measures
# another checkout of routegen (an older commit, say) the same way; BUNDLE=DIR uses a bundle made
# already (default: one is made into .build/release-bundle).
set -euo pipefail
rounds=${1:-3}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build --package-path "$root" --product routegen-build >/dev/null
bundle=${BUNDLE:-$root/.build/release-bundle}
[ -f "$bundle/routegen.artifactbundle/info.json" ] || "$root/Scripts/make-bundle.sh" 0.0.0-dev "$bundle" >/dev/null
# The bundle must be inside the package that names it.
case "$bundle" in "$root"/*) ;; *) echo "plugin-overhead: BUNDLE must be inside $root" >&2; exit 1 ;; esac
bundle_path=${bundle#"$root"/}/routegen.artifactbundle

for variant in plugin bundle checked-in; do
    mkdir -p "$work/$variant"
    cp -R "$root/Tests/Integration/Package.swift" "$root/Tests/Integration/Sources" "$root/Tests/Integration/Tests" "$work/$variant/"
    sed -i "s|path: \"../..\"|path: \"${ROUTEGEN_PACKAGE:-$root}\"|" "$work/$variant/Package.swift"
done
# The checked-in variant: no plugin, and the Swift files it would generate in the target.
# (A trailing comma is left behind, which Swift 6.1 reads.)
sed -i '/plugins: \[.plugin(name: "RouteGenPlugin"/d' "$work/checked-in/Package.swift"
(cd "$work/checked-in" && "$root/.build/debug/routegen-build" Sources/Bookshelf/routes.yaml Sources/Bookshelf/reader.routes.yaml \
    --output Sources/Bookshelf/Generated --swift-only --name-by-manifest --source-root . >/dev/null)

now() { date +%s.%N; }
declare -A times
for round in $(seq "$rounds"); do
    for variant in plugin bundle checked-in; do
        cd "$work/$variant"
        rm -rf .build
        tool=()
        [ "$variant" = bundle ] && tool=(env "ROUTEGEN_TOOL_BUNDLE=$bundle_path")
        "${tool[@]}" swift package --manifest-cache none resolve >/dev/null 2>&1
        start=$(now)
        "${tool[@]}" swift build --manifest-cache none --target Bookshelf >build.log 2>&1 || { tail -30 build.log; exit 1; }
        took=$(awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }')
        echo "plugin-overhead: round $round, $variant: $took s"
        times[$variant]="${times[$variant]:-} $took"
    done
done
median() { echo "$1" | tr ' ' '\n' | grep . | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
p=$(median "${times[plugin]}") b=$(median "${times[bundle]}") c=$(median "${times[checked-in]}")
over() { awk -v a="$1" -v b="$c" 'BEGIN { printf "%.2f", a - b }'; }
echo "plugin-overhead: median clean build: checked-in sources $c s; plugin from source $p s (overhead $(over "$p") s);" \
    "plugin with the prebuilt bundle $b s (overhead $(over "$b") s)"
