#!/bin/bash
# Instructions per URL of one parser on corpus sets, counted by valgrind's cachegrind: unlike time
# on this shared VM (±30% between runs), the count is the same from run to run, so it shows
# whether a change to the parser helps. Run `make bench` once first (it writes the corpus).
#
#     Benchmarks/count-instructions.sh [SIZE] [CONTENDER] [SET...]
#
# defaults: 1000 routegen hit miss literal. Each set is run for 2 and 12 rounds; the difference,
# divided by the URLs parsed in between, leaves out start-up (building the corpus and its routers).
set -euo pipefail
cd "$(dirname "$0")"
size=${1:-1000}
contender=${2:-routegen}
shift $(($# > 2 ? 2 : $#))
sets=("$@")
[ ${#sets[@]} -gt 0 ] || sets=(hit miss literal)
swift build -c release --product MatchLoop >/dev/null
# valgrind cannot read the debug information of Swift release binaries; a stripped copy it can.
loop=.build/release/MatchLoop-stripped
objcopy --strip-debug .build/release/MatchLoop "$loop"
instructions() {
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$loop" "$size" "$1" "$2" \
        "$contender" 2>&1 | awk '/I *refs/ { gsub(",", "", $NF); print $NF }'
}
for set in "${sets[@]}"; do
    few=$(instructions "$set" 2)
    many=$(instructions "$set" 12)
    # 7 timed repetitions of 10 more rounds over 1,000 URLs.
    echo "$contender $set $size: $(((many - few) / 70000)) instructions per URL"
done
