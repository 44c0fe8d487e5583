#!/usr/bin/env bash
# Packs routegen's tools as a SwiftPM artifact bundle: what a release attaches, so that apps' builds
# download the plugins' tool instead of compiling it (and libyaml) on every clean build.
#
#     Scripts/make-bundle.sh VERSION OUTDIR [--debug]
#
# Builds `routegen-build` (the plugins' tool) and `routegen` (the CLI) in release, with libyaml and
# the Swift runtime linked in statically (a tool built by one toolchain then runs beside any other,
# and needs no Homebrew or apt libyaml), and writes:
#   OUTDIR/routegen.artifactbundle/info.json   schema 1.0: one artifact per tool, a variant per triple
#   OUTDIR/routegen.artifactbundle/routegen-VERSION-TRIPLE/bin/{routegen-build,routegen}
#   OUTDIR/routegen.artifactbundle.zip and its checksum (swift package compute-checksum)
# Run on each platform into one folder, it adds that platform's variant to the bundle.
# --debug packs the debug tools already built in .build/debug instead (as they are linked): how
# `make integration` tries the bundle path without a release build. --pack builds nothing: it zips
# the bundle already in OUTDIR (its variants made on each platform) and writes its checksum.
#
# On a Mac it packs that Mac's architecture (`arm64-apple-macosx`); Docs/Contributing.md,
# "Releasing", says how two architectures become one universal variant with lipo.
set -euo pipefail
version=${1:?usage: make-bundle.sh VERSION OUTDIR [--debug]}
out=${2:?usage: make-bundle.sh VERSION OUTDIR [--debug]}
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')

pack() {
    rm -f "$out/routegen.artifactbundle.zip"
    (cd "$out" && python3 -c 'import shutil; shutil.make_archive("routegen.artifactbundle", "zip", ".", "routegen.artifactbundle")')
    checksum=$(swift package --package-path "$root" compute-checksum "$out/routegen.artifactbundle.zip")
    echo "$checksum" >"$out/routegen.artifactbundle.zip.checksum"
    echo "make-bundle: $out/routegen.artifactbundle.zip, checksum $checksum"
}
if [ "${3:-}" = --pack ]; then
    [ -f "$out/routegen.artifactbundle/info.json" ] || { echo "make-bundle: no bundle in $out to pack" >&2; exit 1; }
    pack
    exit 0
fi

if [ "${3:-}" = --debug ]; then
    bin="$root/.build/debug"
    swift build --package-path "$root" --product routegen-build >/dev/null
    swift build --package-path "$root" --product routegen >/dev/null
else
    # libyaml's own pkg-config file, whose -L names a folder that holds only the static library:
    # the linker takes a folder's libyaml.a when it has no libyaml.so.
    pcdir=$(mktemp -d)
    trap 'rm -rf "$pcdir"' EXIT
    pc="$(pkg-config --variable=pcfiledir yaml-0.1)/yaml-0.1.pc"
    libdir=$(pkg-config --variable=libdir yaml-0.1)
    [ -f "$libdir/libyaml.a" ] || { echo "make-bundle: no $libdir/libyaml.a to link statically" >&2; exit 1; }
    mkdir "$pcdir/lib"
    ln -s "$libdir/libyaml.a" "$pcdir/lib/libyaml.a"
    sed "s|^Libs:.*|Libs: -L$pcdir/lib -lyaml|" "$pc" >"$pcdir/yaml-0.1.pc"
    static=()
    [ "$(uname)" = Linux ] && static=(--static-swift-stdlib)
    for product in routegen-build routegen; do
        PKG_CONFIG_PATH="$pcdir" swift build --package-path "$root" --scratch-path "$root/.build-release-bundle" \
            -c release "${static[@]}" --product "$product" >"$out/build-$product.log" 2>&1 ||
            { tail -30 "$out/build-$product.log"; exit 1; }
    done
    bin="$root/.build-release-bundle/release"
    if [ "$(uname)" = Linux ] && ldd "$bin/routegen-build" | grep -qE "libyaml|libswift"; then
        echo "make-bundle: routegen-build still links libyaml or the Swift runtime dynamically" >&2
        exit 1
    fi
fi

bundle="$out/routegen.artifactbundle"
variant="routegen-$version-$triple"
# A bundle already in OUTDIR keeps its other triples' variants: run this on each platform into one
# folder (copied between machines) to make a bundle for all of them.
rm -rf "$bundle/$variant" "$bundle.zip"
mkdir -p "$bundle/$variant/bin"
cp "$bin/routegen-build" "$bin/routegen" "$bundle/$variant/bin/"
# Debug information is most of a release binary's size; a release ships without it.
[ "${3:-}" = --debug ] || strip "$bundle/$variant/bin/routegen-build" "$bundle/$variant/bin/routegen"
python3 - "$bundle/info.json" "$version" "$variant" "$triple" <<'EOF'
import json, os, sys
path, version, variant, triple = sys.argv[1:]
old = json.load(open(path))["artifacts"] if os.path.exists(path) else {}
artifacts = {}
for tool in ("routegen-build", "routegen"):
    kept = [v for v in old.get(tool, {}).get("variants", []) if triple not in v["supportedTriples"]]
    if old.get(tool, {}).get("version", version) != version:
        kept = []  # another version's variants are not this release's
    variants = sorted(kept + [{"path": f"{variant}/bin/{tool}", "supportedTriples": [triple]}], key=lambda v: v["path"])
    artifacts[tool] = {"version": version, "type": "executable", "variants": variants}
with open(path, "w") as out:
    json.dump({"schemaVersion": "1.0", "artifacts": artifacts}, out, indent=2)
    out.write("\n")
EOF
pack
echo "make-bundle: $bundle ($triple)"
