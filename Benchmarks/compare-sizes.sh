#!/bin/bash
# Time per URL at 2,000 routes against 10, robust to this shared VM: `MatchLoop` on the two apps
# in turn, ROUNDS times per set, so that a slow spell of the machine hits both; report.py keeps
# each one's best run. The 2,000-route app also parses only its set's first 10 URLs (DISTINCT=10),
# as many times: the same app through as few routes' code as the 10-route app runs.
#
#     Benchmarks/compare-sizes.sh [ROUNDS]
#
# Prints `SET SIZE DISTINCT NANOSECONDS` lines (DISTINCT 0: the whole set). Run `make bench` once
# first (it writes the corpus).
set -euo pipefail
cd "$(dirname "$0")"
rounds=${1:-10}
swift build -c release --product MatchLoop >/dev/null
time_per_url() {
    DISTINCT=$3 .build/release/MatchLoop "$1" "$2" 50 | awk '{ print $4 }'
}
for _ in $(seq "$rounds"); do
    for set in hit miss literal; do
        echo "$set 10 0 $(time_per_url 10 "$set" 0)"
        echo "$set 2000 0 $(time_per_url 2000 "$set" 0)"
        echo "$set 2000 10 $(time_per_url 2000 "$set" 10)"
    done
done
