#!/usr/bin/env bash
# `make bench`: writes the corpus, generates its routes, checks that the four parsers agree, then
# measures matching and building (package-benchmark), the generator and compile times, and writes
# the tables into BENCHMARKS.md. About 15 minutes on 2 cores, most of it release builds.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
results="$here/results"
cd "$here"
rm -rf "$results" && mkdir -p "$results"

echo "bench: routegen (release)"
swift build -c release --package-path "$root" --product routegen >"$results/routegen-build.log" 2>&1 \
    || { tail -40 "$results/routegen-build.log"; exit 1; }
routegen="$root/.build/release/routegen"

echo "bench: corpus"
python3 make-corpus.py .
for size in 10 100 1000 2000; do
    "$routegen" generate "Corpus/$size/Manifests/app.yaml" --output "Sources/Gen$size" --swift-only
done
"$routegen" generate Shapes/shapes.yaml --output Sources/GenShapes --swift-only

echo "bench: the parsers agree"
swift build -c release --product VerifyCorpus >"$results/verify-build.log" 2>&1 \
    || { tail -40 "$results/verify-build.log"; exit 1; }
.build/release/VerifyCorpus

echo "bench: matching and building (package-benchmark)"
swift package --allow-writing-to-package-directory benchmark --target Matching --format influx \
    --path "$results" --no-progress >"$results/matching.log" 2>&1 || { tail -40 "$results/matching.log"; exit 1; }

echo "bench: instructions per URL (cachegrind)"
for size in 10 100 1000 2000; do
    for contender in routegen routing-kit; do
        ./count-instructions.sh "$size" "$contender" hit miss literal >>"$results/instructions.txt"
    done
done

echo "bench: values inside a segment (ShapesLoop)"
./count-shapes.sh >>"$results/instructions.txt"

echo "bench: 2,000 routes against 10, interleaved (MatchLoop)"
./compare-sizes.sh 10 >"$results/sizes.txt"

echo "bench: generator"
python3 measure.py generator "$routegen" Corpus "$results/generator.json"

echo "bench: compile time (debug)"
python3 measure.py compile . "$results/compile.json"

python3 report.py "$results" "$root/BENCHMARKS.md"
echo "bench: wrote BENCHMARKS.md"
