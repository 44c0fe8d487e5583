#!/usr/bin/env bash
# End to end, in a real package: the build-tool plugin (first build, no-op build, a touched
# manifest, a broken manifest), the generated types' tests, and the command plugin with --check.
# Run by `make integration`; prints timings and closes with "N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")"

manifest=Sources/Bookshelf/routes.yaml
backup=$(mktemp)
log=$(mktemp)
cp "$manifest" "$backup"
feature=Sources/Bookshelf/reader.routes.yaml
feature_backup=$(mktemp)
cp "$feature" "$feature_backup"
trap 'cp "$backup" "$manifest"; cp "$feature_backup" "$feature"; rm -f "$backup" "$feature_backup" "$log"; rm -rf Generated Sources/Bookshelf/Generated .build-bundle .quickstart' EXIT
passed=0

step() { echo "integration: $*"; }
pass() { passed=$((passed + 1)); echo "integration:   ok"; }
fail() {
    cat "$log" >&2
    echo "integration: FAILED: $*" >&2
    echo "integration: $passed passed, 1 failed"
    exit 1
}
now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }'; }
# SwiftPM itself has crashed here once (a segfault in libdispatch while a command plugin failed, not
# reproduced in 10 runs since). A SwiftPM killed by a signal is run once more, and says so; any
# other failure counts.
swiftpm() {
    local status=0
    "$@" >"$log" 2>&1 || status=$?
    if [ "$status" -gt 128 ]; then
        echo "integration:   SwiftPM died of signal $((status - 128)); running it once more"
        status=0
        "$@" >"$log" 2>&1 || status=$?
    fi
    return "$status"
}
build() { swiftpm swift build --build-tests; }
plugin() { swiftpm swift package --allow-writing-to-package-directory generate-routes "$@"; }

step "first build: the plugin generates the routes of Bookshelf"
start=$(now)
build || fail "the first build failed"
echo "integration:   build took $(since "$start") s"
grep -q "Generating routes of Bookshelf from reader.routes.yaml, routes.yaml" "$log" || fail "the plugin did not run"
pass

step "the next build recompiles nothing"
# After a clean build SwiftPM relinks the plugin's tool once on Linux, which reruns the command
# (a toolchain issue, see Docs/Adopting.md); routegen then writes no file, so nothing recompiles.
generated=$(find .build -path '*RouteGenPlugin*' -name routes.yaml.swift | head -1)
[ -n "$generated" ] || fail "no generated routes.yaml.swift under .build"
# Modification time to the nanosecond (GNU stat's %.9Y; %N would be the quoted file name).
mtime() { stat -c %.9Y "$1"; }
before=$(mtime "$generated")
sleep 1
build || fail "the second build failed"
if grep -q "Compiling Bookshelf" "$log"; then fail "Bookshelf was recompiled with an unchanged manifest"; fi
[ "$(mtime "$generated")" = "$before" ] || fail "the generated file was rewritten"
pass

step "a build with nothing changed runs nothing"
start=$(now)
build || fail "the no-op build failed"
echo "integration:   no-op build took $(since "$start") s"
if grep -q "Generating" "$log"; then fail "the plugin ran again with an unchanged manifest"; fi
pass

# (After the no-op check: `swift test` re-prepares the plugin tool, so the next build regenerates.)
step "the generated types, exercised by the package's tests"
swiftpm swift test --skip-build || fail "swift test failed"
grep -q "Test run with 7 tests" "$log" || fail "the tests did not run"
pass

step "a changed manifest regenerates and recompiles"
printf '  shelf:\n    path: /shelves/{name}\n    tab: library\n' >>"$manifest"
sed -i 's/    public func account() { log.append("account") }/&\n    public func shelf(name: String) { log.append("shelf \\(name)") }/' Sources/Bookshelf/Navigator.swift
build || fail "the build after adding a route failed"
grep -q "Generating routes of Bookshelf from reader.routes.yaml, routes.yaml" "$log" || fail "the plugin did not rerun"
grep -q "Compiling Bookshelf" "$log" || fail "Bookshelf was not recompiled"
sed -i '/public func shelf(name: String)/d' Sources/Bookshelf/Navigator.swift
pass

step "a changed included manifest regenerates too"
printf '  bookmarks:\n    path: /books/{id}/bookmarks\n    params: { id: Int }\n' >>"$feature"
build && fail "a feature handler missing bookmarks(id:) compiled"
grep -q "Generating routes of Bookshelf from reader.routes.yaml, routes.yaml" "$log" || fail "the plugin did not rerun for the included file"
grep -q "protocol requires function 'bookmarks(id:)'" "$log" || fail "the compiler did not name the feature's new route"
cp "$feature_backup" "$feature"
pass

step "a route no handler handles fails the build, naming it"
build && fail "a handler missing shelf(name:) compiled"
grep -q "protocol requires function 'shelf(name:)'" "$log" || fail "the compiler did not name the route"
pass

step "a broken manifest fails the build at its line and column"
cp "$backup" "$manifest"
printf '  broken:\n    path: /broken\n    presentaton: sheet\n' >>"$manifest"
line=$(($(wc -l <"$manifest")))
build && fail "a broken manifest built"
grep -qE "routes.yaml:$line:5: error: unknown key 'presentaton' in route 'broken'; did you mean 'presentation'\?" "$log" ||
    fail "the build did not report routes.yaml:$line:5"
cp "$backup" "$manifest"
build || fail "the build after restoring the manifest failed"
pass

step "the command plugin writes Generated/, and --check passes"
rm -rf Generated
plugin || fail "generate-routes failed"
test -f Generated/catalog/CatalogRoute+Parsing.swift || fail "Generated/catalog was not written"
plugin --check || fail "--check failed right after generating"
grep -q "Generated/catalog: up to date" "$log" || fail "--check did not say the output is up to date"
plugin --chek && fail "a misspelled --check was taken"
grep -q "unknown argument --chek; usage: " "$log" || fail "a misspelled --check was not named with the usage"
pass

step "--check fails naming a stale file, and writes nothing"
echo "// edited by hand" >>Generated/catalog/CatalogRoute.swift
plugin --check && fail "--check passed with an edited file"
grep -q "Generated/catalog/CatalogRoute.swift: error: out of date; run routegen generate" "$log" ||
    fail "--check did not name the stale file"
tail -1 Generated/catalog/CatalogRoute.swift | grep -q "edited by hand" || fail "--check wrote"
pass

step "--target writes a target's manifest where --output says"
plugin --target Bookshelf --output Generated/bookshelf || fail "generate-routes --target failed"
test -f Generated/bookshelf/BookshelfRoute.swift || fail "Generated/bookshelf was not written"
test -f Generated/bookshelf/apple-app-site-association || fail "the AASA was not written"
pass

step "the Xcode Run Script recipe builds routegen from the checkout and writes the routes"
# As Xcode runs it, as far as Linux allows: its variables set, an iOS SDKROOT that must not leak.
rm -rf Generated/xcode
SRCROOT=$PWD DERIVED_FILE_DIR=$PWD/.build/xcode-derived SDKROOT=/no/iPhoneOS.sdk \
    ../../Scripts/xcode-generate-routes.sh Manifests/catalog.yaml Generated/xcode >"$log" 2>&1 ||
    fail "the Run Script recipe failed"
test -f Generated/xcode/CatalogRoute+Parsing.swift || fail "the Run Script recipe wrote no routes"
head -1 Generated/xcode/CatalogRoute.swift | grep -q "Generated by routegen from Manifests/catalog.yaml. Do not edit." ||
    fail "the Run Script recipe's header does not name the manifest relative to SRCROOT"
pass

step "routegen's output checked in beside the build plugin fails the build, saying which to keep"
plugin --target Bookshelf --output Sources/Bookshelf/Generated || fail "generate-routes into the target failed"
build && { rm -rf Sources/Bookshelf/Generated; fail "a target with the plugin and checked-in output built"; }
rm -rf Sources/Bookshelf/Generated
grep -q "Sources/Bookshelf/Generated/BookshelfRoute+Parsing.swift is routegen's output checked in, and RouteGenPlugin generates the same routes while target 'Bookshelf' builds" "$log" ||
    fail "the build did not name the checked-in output"
grep -q "keep one: remove RouteGenPlugin from the target's 'plugins:'" "$log" || fail "the build did not say which to keep"
pass

step "the build plugin's files are byte for byte the command plugin's, with no absolute path"
built=$(dirname "$generated")
for pair in routes.yaml:BookshelfRoute reader.routes.yaml:ReaderRoute; do
    manifest_name=${pair%%:*} enum_name=${pair##*:}
    for suffix in "" +Parsing +Handling; do
        cmp -s "$built/$manifest_name$suffix.swift" "Generated/bookshelf/$enum_name$suffix.swift" ||
            fail "$manifest_name$suffix.swift differs from Generated/bookshelf/$enum_name$suffix.swift"
    done
done
if grep -rl "$PWD" "$built" Generated; then fail "generated files name an absolute path"; fi
pass

step "routegen diff --against HEAD passes unchanged links and fails naming a broken one"
diff_routegen() { swift run --package-path ../.. -q routegen diff "$@" >"$log" 2>&1; }
diff_routegen --against HEAD Manifests/catalog.yaml || fail "diff failed on an unchanged manifest"
grep -q "no link breaks" "$log" || fail "diff did not say that no link breaks"
catalog_backup=$(mktemp)
cp Manifests/catalog.yaml "$catalog_backup"
sed -i 's|path: /items/{id}|path: /products/{id}|' Manifests/catalog.yaml
diff_routegen --against HEAD Manifests/catalog.yaml && { cp "$catalog_backup" Manifests/catalog.yaml; fail "a renamed path passed diff"; }
cp "$catalog_backup" Manifests/catalog.yaml
rm -f "$catalog_backup"
grep -q "Manifests/catalog.yaml:5:3: error: links to 'item' no longer parse, e.g. catalog://items/42" "$log" ||
    fail "diff did not name the broken link"
pass

step "the build plugin runs a prebuilt artifact bundle instead of building its tool"
# As a release's bundle is used (Scripts/make-bundle.sh; here of the debug tools), in a build folder of its own;
# named by an absolute path, as an app that depends on routegen by URL names it.
../../Scripts/make-bundle.sh 0.0.0-dev ../../.build/integration-bundle --debug >"$log" 2>&1 || fail "make-bundle failed"
ROUTEGEN_TOOL_BUNDLE="$(cd ../.. && pwd)/.build/integration-bundle/routegen.artifactbundle" \
    swift build --manifest-cache none --scratch-path .build-bundle --target Bookshelf >"$log" 2>&1 ||
    fail "the build with the bundle failed"
grep -q "Generating routes of Bookshelf from reader.routes.yaml, routes.yaml" "$log" || fail "the plugin did not run"
if grep -qE "Compiling (routegen_build|RouteGenCore|RouteGenDriver)" "$log"; then fail "the plugin's tool was built from source"; fi
from_bundle=$(find .build-bundle -path '*RouteGenPlugin*' -name routes.yaml.swift | head -1)
[ -n "$from_bundle" ] && cmp -s "$from_bundle" "$generated" || fail "the bundle's tool wrote other code than the source-built one"
rm -rf .build-bundle
pass

step "the README's quick start, step by step: its routes.yaml, stubs write the first Swift file, the build"
# Steps 2 to 4 as a new package does them (step 1's dependency by path here, as no release is
# tagged): the target has only routes.yaml until the stubs are written, and every step works.
mkdir -p .quickstart/Sources/App
cat >.quickstart/Package.swift <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "QuickStart",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "routegen", path: "$(cd ../.. && pwd)")],
    targets: [
        .target(
            name: "App",
            dependencies: [.product(name: "RouteKit", package: "routegen")],
            plugins: [.plugin(name: "RouteGenPlugin", package: "routegen")]
        )
    ]
)
EOF
# Step 2's manifest, as the README writes it.
awk '/^\*\*2\. Write `routes.yaml`/ { step = 1 } step && /^```yaml$/ { copy = 1; next } copy && /^```$/ { exit } copy' \
    ../../README.md >.quickstart/Sources/App/routes.yaml
grep -q "enum: AppRoute" .quickstart/Sources/App/routes.yaml || fail "step 2's manifest was not found in the README"
# The README's order: the stubs (the first Swift file) before the first build, which needs one.
grep -q '^\*\*3\. Handle every route' ../../README.md && grep -q '^\*\*4\. Generate while building' ../../README.md ||
    fail "the README's step 3 is not the stubs and step 4 the build"
# Step 3: `swift run` prints its build on standard error and the stubs on standard output.
(cd .quickstart && swift run routegen stubs Sources/App/routes.yaml 2>"$log" >Sources/App/AppRouteNavigator.swift) ||
    fail "step 3's stubs failed"
grep -q "struct AppRouteNavigator: AppRouteHandler" .quickstart/Sources/App/AppRouteNavigator.swift ||
    fail "step 3 wrote no handler"
(cd .quickstart && swiftpm swift build) || fail "step 4's build failed"
grep -q "Generating routes of App from routes.yaml" "$log" || fail "step 4's build did not run the plugin"
rm -rf .quickstart
pass

echo "integration: $passed passed, 0 failed"
