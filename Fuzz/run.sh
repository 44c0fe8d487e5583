#!/usr/bin/env bash
# Builds the libFuzzer targets (with AddressSanitizer) and runs each for N seconds (default 60) on a
# scratch copy of the committed seed corpus. A crash, leak, timeout or failed round trip fails the
# run and leaves the input in Fuzz/artifacts/: turn it into a regression test.
set -euo pipefail
seconds=${1:-60}
cd "$(dirname "$0")"
rm -rf Sources/URLFuzz/Generated && mkdir -p Sources/URLFuzz/Generated artifacts
cp ../Generated/edugo/*.swift ../Tests/Support/EduGoModels/ClassCode.swift Sources/URLFuzz/Generated/
sed -i '/^import EduGoModels$/d' Sources/URLFuzz/Generated/*.swift
flags=(-c debug --sanitize fuzzer --sanitize address -Xswiftc -sanitize=fuzzer,address)
swift build "${flags[@]}" --product ManifestFuzz 2>&1 | grep -vE "Cannot export local symbol" | tail -1
swift build "${flags[@]}" --product URLFuzz 2>&1 | grep -vE "Cannot export local symbol" | tail -1
passed=0
for target in ManifestFuzz URLFuzz; do
    seeds=Corpus/$( [ "$target" = ManifestFuzz ] && echo manifest || echo url )
    work=$(mktemp -d)
    cp "$seeds"/* "$work"/
    echo "fuzz: $target for $seconds s"
    .build/debug/$target -max_total_time="$seconds" -rss_limit_mb=3072 -timeout=10 \
        -artifact_prefix="artifacts/$target-" -print_final_stats=1 "$work" >"$work.log" 2>&1 || {
        tail -40 "$work.log"
        echo "fuzz: $passed passed, 1 failed"
        exit 1
    }
    grep -E "stat::number_of_executed_units|DONE" "$work.log" | tail -2 | sed 's/^/fuzz:   /'
    rm -rf "$work" "$work.log"
    passed=$((passed + 1))
done
echo "fuzz: $passed passed, 0 failed"
