#!/usr/bin/env python3
"""Measures what package-benchmark cannot: whole commands.

    measure.py generator ROUTEGEN CORPUS OUT.json [--sizes 100,1000,10000] [--runs 5]
        `routegen generate` of CORPUS/N/Manifests/app.yaml into a fresh folder: wall time and peak
        resident memory of the process (wait4's ru_maxrss), median and best of --runs.
    measure.py compile PACKAGE OUT.json [--targets Gen100,Hand100,Gen1000,Hand1000] [--runs 3]
        `swift build --target T` (debug) after touching T's sources, once its dependencies are
        built: the time to type-check and compile T. Also the time of a build with nothing to do.
"""
import argparse, json, os, pathlib, shutil, statistics, subprocess, sys, tempfile, time


def run(command, cwd=None):
    """Runs `command`; returns (seconds, peak resident KiB). Exits on failure."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.stderr.write(output.decode(errors="replace")[-4000:])
        sys.exit(f"measure.py: {' '.join(command)} failed")
    return seconds, usage.ru_maxrss


def summary(samples):
    return {"median": statistics.median(samples), "best": min(samples), "runs": len(samples)}


def generator(args):
    results = {}
    for size in [int(size) for size in args.sizes.split(",")]:
        manifest = os.path.join(args.corpus, str(size), "Manifests", "app.yaml")
        times, memory = [], []
        for _ in range(args.runs):
            with tempfile.TemporaryDirectory() as output:
                seconds, kib = run([args.routegen, "generate", manifest, "--output", output])
                files = len(os.listdir(output))
            times.append(seconds)
            memory.append(kib / 1024)
        results[str(size)] = {"seconds": summary(times), "peakMiB": summary(memory), "files": files}
        print(f"generator: {size} routes: {statistics.median(times):.3f} s, {statistics.median(memory):.0f} MiB, {files} files")
    return results


def compile_times(args):
    results = {}
    swift = ["swift", "build", "--package-path", args.package]
    for target in args.targets.split(","):
        run(swift + ["--target", target])  # dependencies and a first build
        noop = [run(swift + ["--target", target])[0] for _ in range(args.runs)]
        times = []
        for _ in range(args.runs):
            for source in pathlib.Path(args.package, "Sources", target).glob("*.swift"):
                source.touch()
            times.append(run(swift + ["--target", target])[0])
        lines = sum(len(source.read_text().splitlines())
                    for source in pathlib.Path(args.package, "Sources", target).glob("*.swift"))
        results[target] = {"seconds": summary(times), "noopSeconds": summary(noop), "lines": lines}
        print(f"compile: {target}: {statistics.median(times):.2f} s ({lines} lines; no-op build {statistics.median(noop):.2f} s)")
    return results


def main():
    parser = argparse.ArgumentParser()
    commands = parser.add_subparsers(dest="command", required=True)
    gen = commands.add_parser("generator")
    gen.add_argument("routegen")
    gen.add_argument("corpus")
    gen.add_argument("out")
    gen.add_argument("--sizes", default="100,1000,10000")
    gen.add_argument("--runs", type=int, default=5)
    comp = commands.add_parser("compile")
    comp.add_argument("package")
    comp.add_argument("out")
    comp.add_argument("--targets", default="Gen100,Hand100,Gen1000,Hand1000")
    comp.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    results = generator(args) if args.command == "generator" else compile_times(args)
    with open(args.out, "w") as out:
        json.dump(results, out, indent=2, sort_keys=True)


main()
