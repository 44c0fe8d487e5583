#!/bin/bash
# Instructions per URL of a value read from inside a segment (`/@ana`, `/p/rome-42`,
# `/files/report.json`) against the same values in segments of their own, counted by valgrind's
# cachegrind as count-instructions.sh counts them: runs of 2 and 12 rounds over 1,000 URLs, the
# difference divided by the URLs parsed in between.
#
#     Benchmarks/count-shapes.sh
set -euo pipefail
cd "$(dirname "$0")"
(cd .. && swift build -c release --product routegen >/dev/null)
../.build/release/routegen generate Shapes/shapes.yaml --output Sources/GenShapes --swift-only >/dev/null
swift build -c release --product ShapesLoop >/dev/null
loop=.build/release/ShapesLoop-stripped
objcopy --strip-debug .build/release/ShapesLoop "$loop"
instructions() {
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$loop" "$1" "$2" 2>&1 |
        awk '/I *refs/ { gsub(",", "", $NF); print $NF }'
}
for set in segment inside; do
    few=$(instructions "$set" 2)
    many=$(instructions "$set" 12)
    echo "routegen $set: $(((many - few) / 10000)) instructions per URL"
done
