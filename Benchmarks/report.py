#!/usr/bin/env python3
"""Turns one `make bench` run into BENCHMARKS.md's tables.

    report.py RESULTS BENCHMARKS.md

Replaces everything from "## Results" on in BENCHMARKS.md; the text before it is kept.

RESULTS holds package-benchmark's influx export (Matching), instructions.txt
(count-instructions.sh), sizes.txt (compare-sizes.sh), generator.json and compile.json
(measure.py). Figures are medians (p50), except sizes.txt's times, which are each app's best
round. Ratios put routegen at 1: `12.3×` means the contender took 12.3 times as long per match as
routegen's generated parser.
"""
import csv, glob, json, os, platform, re, statistics, subprocess, sys

SIZES = [10, 100, 1000, 2000]
PARSERS = ["routegen", "routing-kit", "hand-written", "NSRegularExpression"]
BUILDERS = ["routegen", "URLComponents"]
PLURAL = {"hit": "hits", "miss": "misses", "literal": "literal-only hits"}


def machine():
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")),
               platform.processor())
    memory = next(int(line.split()[1]) for line in open("/proc/meminfo") if line.startswith("MemTotal"))
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    return f"{cpu}, {os.cpu_count()} cores, {memory / 1024 / 1024:.0f} GiB, Linux {platform.release()}; {swift}"


def matching(results):
    """{(kind, set, routes, contender): (ns per item, mallocs per item)} from the influx export."""
    figures = {}
    path = glob.glob(os.path.join(results, "*.influx.csv"))
    if not path:
        sys.exit(f"report.py: no influx export in {results}")
    rows = [row for row in csv.reader(open(path[0])) if len(row) > 10 and row[9] == "50.0"]
    for row in rows:
        metric, test, value = row[6], row[8], float(row[10])
        kind, set_, routes, contender, count = test.split("/")
        key = (kind, set_, int(routes), contender)
        per_item = value / int(count)
        time, mallocs = figures.get(key, (None, None))
        if metric.startswith("Time"):
            time = per_item
        elif metric.startswith("Malloc"):
            mallocs = per_item
        figures[key] = (time, mallocs)
    return figures


def ns(value):
    return f"{value:,.0f}" if value >= 10 else f"{value:.1f}"


def ratio(value, base):
    return f"{value / base:.1f}×"


def contender_cells(figures, kind, set_, routes, names):
    """Time (with its ratio to routegen's) and mallocs per item, for each contender in `names`."""
    base = figures[(kind, set_, routes, "routegen")][0]
    cells = []
    for name in names:
        time, mallocs = figures[(kind, set_, routes, name)]
        cells += [ns(time) + ("" if name == "routegen" else f" ({ratio(time, base)})"), f"{mallocs:.1f}"]
    return " | ".join(cells)


def header(names):
    return " | ".join(f"{name} ns (×) | mallocs" for name in names), "---:|---:|" * len(names)


def parsing_table(figures):
    titles, rule = header(PARSERS)
    lines = [f"| routes | URLs | {titles} |", f"|---:|---|{rule}"]
    for routes in SIZES:
        for set_ in ["hit", "miss", "literal"]:
            lines.append(f"| {routes:,} | {set_} | {contender_cells(figures, 'parse', set_, routes, PARSERS)} |")
    return "\n".join(lines)


def building_table(figures):
    titles, rule = header(BUILDERS)
    lines = [f"| routes | {titles} |", f"|---:|{rule}"]
    for routes in SIZES:
        lines.append(f"| {routes:,} | {contender_cells(figures, 'build', 'hit', routes, BUILDERS)} |")
    return "\n".join(lines)


def generator_table(generator):
    lines = ["| routes | files written | wall time (median) | best | peak memory | µs per route |",
             "|---:|---:|---:|---:|---:|---:|"]
    for size, result in sorted(generator.items(), key=lambda item: int(item[0])):
        seconds = result["seconds"]["median"]
        lines.append(f"| {int(size):,} | {result['files']} | {seconds:.3f} s | {result['seconds']['best']:.3f} s | "
                     f"{result['peakMiB']['median']:.0f} MiB | {seconds / int(size) * 1e6:.0f} |")
    return "\n".join(lines)


def compile_table(compiled):
    lines = ["| routes | generated (routegen) | hand-written | generated ÷ hand-written | lines generated / hand-written |",
             "|---:|---:|---:|---:|---:|"]
    for size in [100, 1000]:
        gen, hand = compiled[f"Gen{size}"], compiled[f"Hand{size}"]
        lines.append(f"| {size:,} | {gen['seconds']['median']:.2f} s | {hand['seconds']['median']:.2f} s | "
                     f"{gen['seconds']['median'] / hand['seconds']['median']:.2f} | {gen['lines']:,} / {hand['lines']:,} |")
    return "\n".join(lines)


def instructions(results):
    """`count-instructions.sh` lines: {(set, routes, contender): instructions per URL}."""
    counts = {}
    for line in open(os.path.join(results, "instructions.txt")):
        match = re.match(r"(\S+) (\S+) (\d+): (\d+) instructions per URL", line)
        if match:
            contender, set_, routes, count = match.groups()
            counts[(set_, int(routes), contender)] = int(count)
    return counts


def instructions_table(counts):
    lines = ["| routes | URLs | routegen | routing-kit | routing-kit ÷ routegen |", "|---:|---|---:|---:|---:|"]
    for routes in SIZES:
        for set_ in ["hit", "miss", "literal"]:
            ours, theirs = counts[(set_, routes, "routegen")], counts[(set_, routes, "routing-kit")]
            lines.append(f"| {routes:,} | {set_} | {ours:,} | {theirs:,} | {theirs / ours:.1f}× |")
    return "\n".join(lines)


def sizes(results):
    """`compare-sizes.sh` lines: {(set, routes, distinct): [time per URL in ns, one per round]}."""
    times = {}
    for line in open(os.path.join(results, "sizes.txt")):
        set_, routes, distinct, time = line.split()
        times.setdefault((set_, int(routes), int(distinct)), []).append(int(time))
    return times


def size_ratio(times, set_, distinct=0):
    """The median, over rounds, of the 2,000-route time over the 10-route time of the same round."""
    return statistics.median(a / b for a, b in zip(times[(set_, 2000, distinct)], times[(set_, 10, 0)]))


def sizes_table(times):
    lines = ["| URLs | 10 routes | 2,000 routes | ratio | 2,000 routes, the set's first 10 URLs | ratio |",
             "|---|---:|---:|---:|---:|---:|"]
    for set_ in ["hit", "miss", "literal"]:
        ten, all_, few = (min(times[(set_, routes, distinct)]) for routes, distinct in [(10, 0), (2000, 0), (2000, 10)])
        lines.append(f"| {set_} | {ten} ns | {all_} ns | {size_ratio(times, set_):.2f}× | {few} ns | "
                     f"{size_ratio(times, set_, 10):.2f}× |")
    return "\n".join(lines)


def goals(figures, counts, times, generator, compiled):
    def verdict(ok):
        return "met" if ok else "**missed**"

    rows = []
    for set_ in ["hit", "miss"]:
        speedup = figures[("parse", set_, 1000, "routing-kit")][0] / figures[("parse", set_, 1000, "routegen")][0]
        rows.append((f"≥ 10× routing-kit's throughput at 1,000 routes ({PLURAL[set_]})", f"{speedup:.1f}×", speedup >= 10))
    for set_ in ["hit", "miss"]:
        speedup = counts[(set_, 1000, "routing-kit")] / counts[(set_, 1000, "routegen")]
        rows.append((f"… counted in instructions ({PLURAL[set_]})", f"{speedup:.1f}×", speedup >= 10))
    for set_ in ["hit", "miss", "literal"]:
        ratio = size_ratio(times, set_)
        rows.append((f"2,000 routes ≤ 1.25× the cost of 10 ({PLURAL[set_]}, interleaved)", f"{ratio:.2f}×",
                     ratio <= 1.25))
    for set_ in ["hit", "miss", "literal"]:
        growth = counts[(set_, 2000, "routegen")] / counts[(set_, 10, "routegen")]
        rows.append((f"… counted in instructions ({PLURAL[set_]})", f"{growth:.2f}×", growth <= 1.25))
    worst = max(figures[("parse", "literal", routes, "routegen")][1] for routes in SIZES)
    rows.append(("≤ 2 mallocs per match on literal-only routes (worst size)", f"{worst:.1f}", worst <= 2))
    ten = generator["10000"]["seconds"]["median"]
    rows.append(("`routegen generate` of 10,000 routes < 1 s (release)", f"{ten:.2f} s", ten < 1))
    per = {size: generator[size]["seconds"]["median"] / int(size) for size in generator}
    linear = per["10000"] / per["1000"]
    rows.append(("generator linear: time per route at 10,000 ÷ at 1,000", f"{linear:.2f}", linear <= 1.25))
    growth = compiled["Gen1000"]["seconds"]["median"] / compiled["Gen100"]["seconds"]["median"]
    rows.append(("compile linear: 1,000 routes ≤ 12× 100 routes", f"{growth:.1f}×", growth <= 12))
    for size in [100, 1000]:
        against = compiled[f"Gen{size}"]["seconds"]["median"] / compiled[f"Hand{size}"]["seconds"]["median"]
        rows.append((f"compile ≤ 1.5× the hand-written code, {size:,} routes", f"{against:.2f}×", against <= 1.5))
    lines = ["| goal | measured | |", "|---|---:|---|"]
    lines += [f"| {goal} | {value} | {verdict(ok)} |" for goal, value, ok in rows]
    return "\n".join(lines)


def main():
    results, out = sys.argv[1], sys.argv[2]
    figures = matching(results)
    counts = instructions(results)
    times = sizes(results)
    generator = json.load(open(os.path.join(results, "generator.json")))
    compiled = json.load(open(os.path.join(results, "compile.json")))
    report = f"""## Results

Machine: {machine()}.

### Goals

{goals(figures, counts, times, generator, compiled)}

### URL → typed route

Median time and mallocs per URL over sets of 1,000 URLs (NSRegularExpression: the first 100 at
1,000 and 2,000 routes). `hit`: every route in turn with fresh values; `miss`: unknown first
segments, unknown routes under a feature's prefix, and paths too deep; `literal`: literal-only
routes. (×) is the time relative to routegen's parser. The hit sets of different sizes mix route
kinds differently (the 10-route app has 3 literal-only routes), so the literal rows compare sizes
best. On this shared 2-core VM, repeated runs of the same set differ by up to ±30%.

{parsing_table(figures)}

### Instructions per match

The same parsers on the same sets, in instructions per URL as valgrind's cachegrind counts them
(`Benchmarks/count-instructions.sh`, over `MatchLoop`): a figure that, unlike time on this VM, is
the same from run to run. Instructions are not time (a cache miss or a mispredicted branch costs
many), and both columns include the loop's own ~90 instructions per URL (taking the next URL,
retaining and releasing it, the call). `MatchLoop` does not link package-benchmark, so its mallocs
and frees are the system's, without the interposer that the timed runs above have (about 85
instructions more per malloc and free).

{instructions_table(counts)}

### 2,000 routes against 10, interleaved

routegen's time per URL in 10 rounds of `MatchLoop` (`Benchmarks/compare-sizes.sh`), each round
running the two apps one right after the other, so that a slow spell of this VM mostly reaches
both. Times are each app's best round; a ratio is the median over rounds of the two apps' times
in the same round, and the goals above take their timed 2,000-against-10 ratios from here. The
last columns parse only the set's first 10 URLs with the 2,000-route app, as many times: the same
app and the same work per URL, through as few routes' code as the 10-route app runs.

{sizes_table(times)}

### route → URL

Median time and mallocs per URL, building the URL of each of the 1,000 hit routes: routegen's
`url` against the hand-written `url` that fills URLComponents.

{building_table(figures)}

### Generator

`routegen generate` (release build) of the whole app, Swift, AASA, plists and docs, into an empty
folder: median of 5 runs; peak memory is the process's maximum resident set.

{generator_table(generator)}

### Compile time

`swift build --target T` (debug) after touching T's sources, its dependencies already built:
median of 3 runs. The generated target holds everything routegen writes (enums, parser, builder,
metadata, handler protocols and `dispatch`); the hand-written one an enum per feature, a parser
and a URL builder.

{compile_table(compiled)}
"""
    # Everything from "## Results" on is replaced; what comes before is written by hand.
    text = open(out).read() if os.path.exists(out) else ""
    marker = "## Results"
    with open(out, "w") as file:
        file.write((text[:text.index(marker)] if marker in text else text) + report)
    print(f"report.py: wrote {out}")


main()
