#!/usr/bin/env python3
"""heaptrack-check.py — the harness's churn figures against heaptrack's record of every allocation.

For each container, the same seeded run twice, each in a single process: once as it is, for
the harness's report (the operations' allocations and bytes: `churn.allocations`,
`churn.allocatedBytes`), and once under heaptrack (Debian's `heaptrack`, which records every
malloc with its call stack before handing it to jemalloc). The run is a function of its seed,
so both make the same allocations; the first is the one compared because heaptrack's own
bookkeeping allocates on the run's thread too, and jemalloc's counters would count it. From
heaptrack's file the script counts every allocation made inside `StressRunner.perform` (an
operation's window), outside `ChurnRecorder.excluding` (the harness's bookkeeping inside a
window) and outside `StressRunner.measureChurn` (the warm-up and calibration runs before the
measurement). Bytes are compared in jemalloc's size classes (`nallocx` on each requested size,
through ctypes), as the harness's byte counters count them.

Fails (exit 1) when a container's counts differ by more than 1 % or its bytes by more than
0.1 %; prints a table either way (on this project's machine the two agree exactly).

Usage:
  scripts/heaptrack-check.py [--binary PATH] [--steps N] [--seed N] [CONTAINER ...]
"""

import argparse
import ctypes
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import usage  # noqa: E402

WINDOW = "0A6RunnerC7perform_2on"  # StressRunner.perform(_:on:), mangled
EXCLUDED = ("13ChurnRecorderC9excluding", "0A6RunnerC12measureChurn")


def fatal(message):
    print(f"heaptrack-check: error: {message}", file=sys.stderr)
    sys.exit(2)


def read_heaptrack(path):
    """The requested sizes of the allocations made inside the window, from heaptrack's file.

    heaptrack's format (heaptrack_interpret): `s` strings, `i` instruction pointers with their
    function names (inlined frames too), `t` trace nodes (an instruction pointer and the parent
    node, defined before its children), `a` allocation infos (size, trace), `+` allocations.
    """
    data = subprocess.run(["zstd", "-dc", path], check=True, capture_output=True).stdout
    strings = [""]  # 1-based
    ips = [(False, False)]  # 1-based: (in the window, excluded) by the frames at that address
    traces = [(False, False)]  # 1-based: the same, for the whole chain from the root
    infos = []  # 0-based: (size, trace)
    sizes = []
    for raw in io.BytesIO(data):
        line = raw.decode("utf-8", "replace").rstrip("\n")
        if not line:
            continue
        kind = line[0]
        if kind == "s":
            parts = line.split(" ", 2)
            strings.append(parts[2] if len(parts) == 3 else "")
        elif kind == "i":
            fields = line.split()
            names = [strings[int(fields[i], 16)] for i in range(3, len(fields), 3)]
            ips.append((any(WINDOW in name for name in names),
                        any(mark in name for name in names for mark in EXCLUDED)))
        elif kind == "t":
            _, ip, parent = line.split()
            own, above = ips[int(ip, 16)], traces[int(parent, 16)]
            traces.append((own[0] or above[0], own[1] or above[1]))
        elif kind == "a":
            _, size, trace = line.split()
            infos.append((int(size, 16), int(trace, 16)))
        elif kind == "+":
            size, trace = infos[int(line[2:], 16)]
            window, excluded = traces[trace]
            if window and not excluded:
                sizes.append(size)
    return sizes


def main():
    usage.check(__doc__, ["--binary=", "--steps=", "--seed="], "any")
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.error = lambda message: usage.fail(message, __doc__)
    parser.add_argument("--binary", default=".build/release/stress-harness")
    parser.add_argument("--steps", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("containers", nargs="*", help="default: every container the binary drives")
    args = parser.parse_args()
    for tool in ("heaptrack", "zstd"):
        if shutil.which(tool) is None:
            fatal(f"{tool} is not installed (scripts/setup.sh --measure installs it)")
    if not os.access(args.binary, os.X_OK):
        fatal(f"no binary at {args.binary} (swift build -c release)")
    if not args.containers:
        listed = subprocess.run([args.binary, "profiles", "--json"], check=True, capture_output=True)
        args.containers = [c["name"] for c in json.loads(listed.stdout)["containers"]]
    # jemalloc cannot be loaded into a running process (its TLS is static): this script runs
    # with it preloaded, as its own allocator, and asks it for size classes.
    if "libjemalloc" not in os.environ.get("LD_PRELOAD", ""):
        env = dict(os.environ, LD_PRELOAD="libjemalloc.so.2")
        os.execve(sys.executable, [sys.executable] + sys.argv, env)
    try:
        jemalloc = ctypes.CDLL("libjemalloc.so.2")
        jemalloc.nallocx.restype = ctypes.c_size_t
        jemalloc.nallocx.argtypes = [ctypes.c_size_t, ctypes.c_int]
    except OSError:
        fatal("libjemalloc.so.2 cannot be loaded (Debian's libjemalloc2)")

    failed = False
    print(f"{'container':<12} {'harness allocs':>15} {'heaptrack':>10} {'diff':>7}   "
          f"{'harness bytes':>14} {'heaptrack':>12} {'diff':>7}")
    with tempfile.TemporaryDirectory() as scratch:
        for container in args.containers:
            record = os.path.join(scratch, f"{container}")
            report = os.path.join(scratch, f"{container}.json")
            env = dict(os.environ, VIEWCACHESTRESS_WORKER="1")
            env.pop("LD_PRELOAD", None)
            command = [args.binary, "run", "--container", container, "--seed", str(args.seed),
                       "--steps", str(args.steps)]
            plain = subprocess.run(command + ["--json", report], env=env, capture_output=True,
                                   text=True)
            if plain.returncode != 0 or not os.path.exists(report):
                fatal(f"{container}: the run failed: {plain.stderr.strip()[-300:]}")
            traced = subprocess.run(["heaptrack", "-o", record] + command, env=env,
                                    capture_output=True, text=True)
            if traced.returncode != 0:
                fatal(f"{container}: the run under heaptrack failed: {traced.stderr.strip()[-300:]}")
            churn = json.load(open(report))["runs"][0].get("churn")
            if not churn:
                fatal(f"{container}: the report has no churn (is jemalloc serving the process?)")
            files = [f for f in os.listdir(scratch) if f.startswith(container + ".") and f.endswith(".zst")]
            files += [f for f in os.listdir(scratch) if f == container + ".zst"]
            if not files:
                fatal(f"{container}: heaptrack wrote no file")
            sizes = read_heaptrack(os.path.join(scratch, files[0]))
            count = len(sizes)
            # heaptrack records sizes, not alignments. Every block under 16 bytes in a window is
            # a view's payload, which View.init allocates 16-byte aligned (the Swift runtime's
            # posix_memalign): jemalloc serves it from its 16-byte class, not the 8-byte one
            # (MALLOCX_LG_ALIGN(4) is 4). Larger classes are multiples of 16 either way.
            classes = sum(jemalloc.nallocx(size, 4 if size < 16 else 0) for size in sizes)
            harness_count = churn["allocations"]
            harness_bytes = churn["allocatedBytes"]
            count_diff = abs(count - harness_count) / max(1, harness_count) * 100
            bytes_diff = abs(classes - harness_bytes) / max(1, harness_bytes) * 100
            bad = count_diff > 1.0 or bytes_diff > 0.1
            failed = failed or bad
            print(f"{container:<12} {harness_count:>15,} {count:>10,} {count_diff:>6.2f}%   "
                  f"{harness_bytes:>14,} {classes:>12,} {bytes_diff:>6.2f}%{'  FAILED' if bad else ''}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
