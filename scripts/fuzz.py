#!/usr/bin/env python3
"""fuzz.py — the nightly's fuzzing of the command line: traces for `replay`, reports for `merge`.

Each case is a real file handed to the built binary in a process of its own, as a user would:
the outcome is the exit status, the output and the files written, so a crash (a signal, or a
`crash` the supervisor reports), a hang (the harness's own `hang`, or no end within --timeout seconds of CPU time)
and an internal fault (exit 70) are counted, not lost with the process.

Traces: recorded runs of every container the binary drives (two seeds, 60 steps) and the
regression corpus, each changed once or twice the way a trace keeps its shape: a field set to
an extreme value, lines swapped, duplicated, dropped or moved (a valid operation at a wrong
moment), a line of another container's trace put in, a name changed, a key added or dropped,
a value of another type, the header's version or container changed, the file cut short. At
least half of the cases read as traces and drive a container (the "reached" figure).

Merges: the shard reports of three small soaks (two shards each; one with a planted bug, so
that failures are merged too), changed once or twice: a number set to an extreme value (a
negative one, a fraction, one past every whole number), counts past what the steps allow,
totals that are not the sums of their runs, elements of a list duplicated or dropped, keys
dropped or added, shard indices and counts out of range, a report read twice or missing, its
format, version or command changed, the file cut short; floating-point extremes (a time below
the clock's nanosecond or past ten years, a rate no machine reaches, a number past any
`Double` or 64 bits), values no run can have (loads, children, payloads of `Int.max`), a
container that is a path, a hidden file or control characters, and a failure's files named
outside the shard's folder, through a link out of it, or as a FIFO. Every merge copies the
failures (`--failures out`) beside a private file outside the shards' folders: a copy of it,
or any file written outside `out/` and the report, is a wrong acceptance.

Kept cases: `shrink --save-regression NAME` run in a package whose folders were turned
against it — `Tests` or `Tests/KeptCases` a link out of the package or a file, `Package.swift`
a folder, the case's file already there, a FIFO, or a link to a private file outside — and
with names that are paths, hidden, dashed, too long, empty or hold control characters. A case
saved must be a regular file inside the package's `Tests/KeptCases`, the only file written
besides the shrink's reproducer; a turned folder or a bad name must be refused in one line
(its first line `Error: …`, exit 64, 65 or 73), the private file unchanged.

A wrong acceptance is a case accepted (exit 0, or 1: violations found) that had to be refused
— a key no version has, a fraction or a number past every whole number, a negative count, a
count past the steps, a version or container this harness does not read; for merges also a
soak missing a shard accepted as whole — or any merged report worse than its inputs: a
negative number (the live bytes aside), totals that are not the sums of its runs, counts past
its steps, a seed twice. A refusal must be one line (exit 65); anything else is "unclear".

Any crashing, hanging or wrongly accepted input is copied into --keep (by default the
replay suite's Tests/ReplayTests/Fuzz/Crashers, which `swift test` reads: commit it)
and into the report folder. Exit 1 when a crash, a hang, a wrong acceptance or an unclear
error was seen, or fewer than half the traces reached a container; 0 otherwise; 64 for bad
arguments.

Usage:
  scripts/fuzz.py [--binary PATH] [--traces N] [--merges N] [--kept N] [--seed N]
                  [--jobs N] [--timeout SECONDS] [--report DIR] [--keep DIR]
"""

import argparse
import collections
import concurrent.futures
import copy
import hashlib
import json
import os
import random
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import usage  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Tests", "KeptCases")
CRASHERS = os.path.join(ROOT, "Tests", "ReplayTests", "Fuzz", "Crashers")

# Numbers at the edges of the documented bounds and of the types (all whole numbers fit a
# UInt64 or an Int64; none is past every whole number).
EXTREMES = [0, 1, 2, 3, 7, 8, 16, 63, 64, 65, 255, 256, 4095, 4096, 4097, 15625, 65535, 65536,
            100000, 1000000, 1000001, 1 << 20, (1 << 20) + 1, 64 << 20, (64 << 20) + 1,
            (1 << 31) - 1, 1 << 31, 1 << 32, (1 << 53) + 1, (1 << 63) - 1, -1, -(1 << 63)]
# Past every whole number a field may hold: refused wherever they stand.
PAST_EVERY_WHOLE_NUMBER = [1 << 64, 10 ** 30]
# Fields of a report that may be below zero (allocated less freed).
SIGNED_REPORT_FIELDS = {"liveBytes", "peakLiveBytes"}
# A run's times and rates at the edges of what a clock and a machine give: each refused
# (below the clock's nanosecond, above ten years, faster than 10^12 operations a second).
IMPOSSIBLE_TIMES = [("elapsedSeconds", 1e-300), ("elapsedSeconds", 5e-324),
                    ("elapsedSeconds", 1e-10), ("elapsedSeconds", 1e308),
                    ("operationsPerSecond", 1e300), ("operationsPerSecond", 1.5e12)]
# Numbers no field holds, written as such into the JSON text (Python cannot dump them).
PAST_EVERY_NUMBER = ["1e400", "-1e400", "99999999999999999999", "1e-400"]
# A run's values no run can have: each refused.
IMPOSSIBLE_VALUES = [("loads",), ("unloads",), ("memoryWarnings",), ("maxChildren",),
                     ("maxLoadedViews",), ("peakResidentBytes",),
                     ("reached", "largestPayloadBytes"), ("reached", "childrenMade"),
                     ("reached", "largestBurst"), ("reached", "virtualTimeTicks")]
# A report's container that names no container: a path, a hidden file, an option, control
# characters. Each refused, and nothing written outside the failures folder.
HOSTILE_CONTAINERS = ["../../escaped", "a/b", ".hidden", "-x", "", "x\n\u001b[31mred", "x" * 65]
# What every merge case has outside the shards' folders: a file no copy may carry.
SECRET = "FUZZ-SECRET-7f3a"


class Usage(argparse.ArgumentParser):
    """An argument parser whose errors are one line and exit 64, as every script's are."""

    def error(self, message):
        usage.fail(message, __doc__)


def fatal(message, status=69):
    print(f"fuzz.py: error: {message}", file=sys.stderr)
    sys.exit(status)


# ---------------------------------------------------------------------------------------------
# JSON, walked


def leaves(value, path=()):
    """Every leaf of a JSON value, with its path (keys and indices)."""
    if isinstance(value, dict):
        for key, member in value.items():
            yield from leaves(member, path + (key,))
    elif isinstance(value, list):
        for index, element in enumerate(value):
            yield from leaves(element, path + (index,))
    else:
        yield path, value


def objects(value, path=()):
    """Every object in a JSON value, with its path."""
    if isinstance(value, dict):
        yield path, value
        for key, member in value.items():
            yield from objects(member, path + (key,))
    elif isinstance(value, list):
        for index, element in enumerate(value):
            yield from objects(element, path + (index,))


def lists(value, path=()):
    """Every non-empty list in a JSON value, with its path."""
    if isinstance(value, dict):
        for key, member in value.items():
            yield from lists(member, path + (key,))
    elif isinstance(value, list):
        if value:
            yield path, value
        for index, element in enumerate(value):
            yield from lists(element, path + (index,))


def at(value, path):
    for step in path:
        value = value[step]
    return value


def put(value, path, new):
    at(value, path[:-1])[path[-1]] = new


def is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def same(parent, key, value):
    """Whether `parent[key]` is still `value`, of the same type."""
    try:
        held = parent[key]
    except (KeyError, IndexError, TypeError):
        return False
    return type(held) is type(value) and held == value


def compact(value):
    return json.dumps(value, separators=(",", ":"), sort_keys=True)


# ---------------------------------------------------------------------------------------------
# Traces


def trace_seeds(binary, containers, scratch):
    """The seed traces: a recorded run of every container (two seeds) and the corpus."""
    seeds = []
    for container in containers:
        for seed in (1, 2):
            path = os.path.join(scratch, f"seed-{container}-{seed}.jsonl")
            made = subprocess.run(
                [binary, "run", "--container", container, "--seed", str(seed), "--steps", "60",
                 "--quiet", "--no-shrink", "--trace", path],
                capture_output=True, text=True, cwd=scratch)
            if made.returncode not in (0, 1) or not os.path.exists(path):
                fatal(f"recording a {container} trace failed: {made.stderr.strip()[-300:]}", 70)
            seeds.append((container, open(path).read()))
    for name in sorted(os.listdir(CORPUS)):
        if name.endswith(".jsonl"):
            text = open(os.path.join(CORPUS, name)).read()
            header = json.loads(text.split("\n", 1)[0])
            seeds.append((header.get("container", "stack"), text))
    return seeds


def mutate_trace(rng, seeds, containers):
    """One case: a seed trace changed once or twice; its text, what was done, and whether it
    must be refused."""
    container, text = seeds[rng.randrange(len(seeds))]
    lines = text.rstrip("\n").split("\n")
    header = json.loads(lines[0])
    steps = [json.loads(line) for line in lines[1:]]
    # Each change that must be refused, as (the object, the key, the value it was given): it
    # holds if the final trace still has it (a later change may drop, cut or overwrite it).
    done, evidence, cut = [], [], None
    for _ in range(1 if rng.random() < 0.8 else 2):
        kind = rng.choices(
            ["extreme", "swap", "duplicate", "drop", "move", "foreign", "name", "drop-key",
             "unknown-key", "retype", "past-whole", "fraction", "header", "truncate"],
            [18, 12, 10, 10, 12, 10, 5, 3, 4, 4, 3, 3, 3, 3])[0]
        lines_json = [header] + steps
        if kind in ("swap", "duplicate", "drop", "move") and not steps:
            kind = "foreign"
        if kind == "extreme" or kind in ("past-whole", "fraction", "retype"):
            numbers = [(line, path) for line, value in enumerate(lines_json)
                       for path, leaf in leaves(value) if is_number(leaf)]
            if kind == "retype":
                numbers = [(line, path) for line, value in enumerate(lines_json)
                           for path, leaf in leaves(value)
                           if leaf is not None and path and path[-1] not in ("note",)]
            if not numbers:
                continue
            line, path = numbers[rng.randrange(len(numbers))]
            old = at(lines_json[line], path)
            if kind == "extreme":
                new = rng.choice(EXTREMES)
            elif kind == "past-whole":
                new = rng.choice(PAST_EVERY_WHOLE_NUMBER)
            elif kind == "fraction":
                new = rng.choice([0.5, 1.5, 2.25, -0.5])
            else:
                # A value of another type: a number as text, text as a number, a list or an
                # object where a leaf belongs.
                choices = [[old], {"value": old}]
                choices.append(str(old) if is_number(old) else 7)
                new = rng.choice(choices)
            put(lines_json[line], path, new)
            if kind != "extreme":
                evidence.append((at(lines_json[line], path[:-1]), path[-1], new))
            done.append(f"{kind} line {line + 1} {'.'.join(map(str, path))}={compact(new)}")
        elif kind == "swap":
            a, b = rng.randrange(len(steps)), rng.randrange(len(steps))
            steps[a], steps[b] = steps[b], steps[a]
            done.append(f"swap lines {a + 2} and {b + 2}")
        elif kind == "duplicate":
            a = rng.randrange(len(steps))
            steps.insert(a, copy.deepcopy(steps[a]))
            done.append(f"duplicate line {a + 2}")
        elif kind == "drop":
            a = rng.randrange(len(steps))
            del steps[a]
            done.append(f"drop line {a + 2}")
        elif kind == "move":
            a = rng.randrange(len(steps))
            step = steps.pop(a)
            b = rng.randrange(len(steps) + 1)
            steps.insert(b, step)
            done.append(f"move line {a + 2} to {b + 2}")
        elif kind == "foreign":
            others = [t for c, t in seeds if c != container] or [t for _, t in seeds]
            donor = rng.choice(others).rstrip("\n").split("\n")[1:]
            if not donor:
                continue
            step = json.loads(rng.choice(donor))
            b = rng.randrange(len(steps) + 1)
            steps.insert(b, step)
            done.append(f"line of another container at {b + 2}: {compact(step)[:80]}")
        elif kind == "name":
            strings = [(line, path) for line, value in enumerate(lines_json)
                       for path, leaf in leaves(value) if isinstance(leaf, str)]
            if not strings:
                continue
            line, path = rng.choice(strings)
            pool = sorted({leaf for _, t in seeds for value in t.split("\n")[1:8] if value
                           for _, leaf in leaves(json.loads(value)) if isinstance(leaf, str)}
                          | set(containers) | {"", "default", "swarm"})
            new = rng.choice(pool)
            put(lines_json[line], path, new)
            if path == ("container",) and new not in containers:
                evidence.append((header, "container", new))
            done.append(f"name line {line + 1} {'.'.join(map(str, path))}={compact(new)}")
        elif kind in ("drop-key", "unknown-key"):
            found = [(line, path, obj) for line, value in enumerate(lines_json)
                     for path, obj in objects(value)]
            found = [f for f in found if f[2] or kind == "unknown-key"]
            if not found:
                continue
            line, path, obj = rng.choice(found)
            if kind == "drop-key":
                key = rng.choice(sorted(obj))
                del obj[key]
                done.append(f"drop key line {line + 1} {'.'.join(map(str, path + (key,)))}")
            else:
                key = rng.choice(["zz", "extra", "paylod", "capacty", "Op"])
                if key in obj:
                    continue
                obj[key] = rng.choice([1, "x", True])
                evidence.append((obj, key, obj[key]))
                done.append(f"unknown key line {line + 1} {'.'.join(map(str, path + (key,)))}")
        elif kind == "header":
            field = rng.choice(["version", "container"])
            if field == "version":
                new = rng.choice([-1, 0, 1, 2, 3, 4, 99])
                if new not in (1, 2, 3):
                    evidence.append((header, field, new))
            else:
                new = rng.choice(sorted(containers) + ["menus", "Stack", ""])
                if new not in containers:
                    evidence.append((header, field, new))
            header[field] = new
            done.append(f"header {field}={compact(new)}")
        elif kind == "truncate":
            cut = rng.random()
            done.append(f"cut at {cut:.3f} of the file")
    out = "\n".join(compact(value) for value in [header] + steps) + "\n"
    present = {id(obj) for value in [header] + steps for _, obj in objects(value)}
    present |= {id(lst) for value in [header] + steps for _, lst in lists(value)}
    must_refuse = cut is None and any(
        id(parent) in present and same(parent, key, value) for parent, key, value in evidence)
    if cut is not None:
        out = out[: int(len(out) * cut)]  # what had to be refused may be cut off
    return out, "; ".join(done) or "unchanged", must_refuse


# A case's wall time may be this many times its CPU time bound before it is a hang: a backstop
# for a case blocked off the CPU, far past what a loaded machine stretches a case to.
WALL_PER_CPU = 20


def run_case(binary, arguments, scratch, timeout):
    """Runs the binary on a case in `scratch`; (status or None for a hang, stdout, stderr).

    A hang is a case past `timeout` seconds of CPU time (RLIMIT_CPU: the same on a busy
    machine as on an idle one), or blocked past WALL_PER_CPU times as long on the clock."""
    env = dict(os.environ, TMPDIR=scratch)
    env.pop("VIEWCACHESTRESS_WORKER", None)
    seconds = max(1, int(timeout + 0.999))

    def limit_cpu():
        resource.setrlimit(resource.RLIMIT_CPU, (seconds, seconds + 5))

    process = subprocess.Popen([binary] + arguments, cwd=scratch, env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               errors="replace", start_new_session=True, preexec_fn=limit_cpu)
    try:
        out, err = process.communicate(timeout=timeout * WALL_PER_CPU)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        out, err = process.communicate()
        return None, out, err
    if process.returncode == -signal.SIGXCPU:
        return None, out, err
    return process.returncode, out, err


def violations_rules(report_path):
    try:
        report = json.load(open(report_path))
        return [v.get("rule") for run in report.get("runs", []) for v in run.get("violations", [])]
    except (OSError, ValueError):
        return []


def classify(status, err, must_refuse, rules):
    """The verdict of a case: crash, hang, fault, wrong-acceptance, unclear, refused, reached.

    `rules` are the rules the replay found broken in a trace with no planted bug: a `crash` or
    a `hang` there is the harness's (or a container's) own, where with a planted bug it may be
    that bug's."""
    if status is None or "hang" in rules:
        return "hang"
    if status < 0 or status >= 128 or "crash" in rules:
        return "crash"
    if status == 70:
        return "fault"
    if status in (0, 1):
        return "wrong-acceptance" if must_refuse else "reached"
    lines = [line for line in err.split("\n") if line.strip()]
    if status == 65 and len(lines) == 1 and lines[0].startswith("Error: "):
        return "refused"
    return "unclear"


def trace_case(binary, seeds, containers, seed, index, work, timeout):
    rng = random.Random(seed * 1_000_003 + index)
    text, done, must_refuse = mutate_trace(rng, seeds, containers)
    scratch = tempfile.mkdtemp(prefix=f"t{index}-", dir=work)
    path = os.path.join(scratch, "case.jsonl")
    with open(path, "w") as file:
        file.write(text)
    status, _, err = run_case(binary, ["replay", "case.jsonl", "--json", "r.json"], scratch,
                              timeout)
    rules = violations_rules(os.path.join(scratch, "r.json"))
    try:
        planted = json.loads(text.split("\n", 1)[0])["options"].get("plantedBugs")
    except (ValueError, KeyError, TypeError, AttributeError):
        planted = None
    verdict = classify(status, err, must_refuse, [] if planted else rules)
    leftover = [n for n in os.listdir(scratch) if n not in ("case.jsonl", "r.json")]
    shutil.rmtree(scratch)
    return {"index": index, "done": done, "status": status, "verdict": verdict,
            "error": err.strip().split("\n")[0][:300], "leftover": leftover, "input": text,
            "unplanted": bool(rules) and not planted}


# ---------------------------------------------------------------------------------------------
# Merges


def merge_seeds(binary, scratch):
    """The shard reports of three small soaks: stack, tabs, and stack with a planted bug."""
    soaks = []
    for name, extra in (("stack", []), ("tabs", ["--container", "tabs"]),
                        ("planted", ["--plant-bug", "capacity-off-by-one"])):
        folder = os.path.join(scratch, f"soak-{name}")
        os.makedirs(folder)
        for index in (0, 1):
            env = dict(os.environ, JOB_COMPLETION_INDEX=str(index))
            made = subprocess.run(
                [binary, "run", "--seed", "7", "--steps", "300", "--quiet", "--shard-dir", "s",
                 "--shards", "2"] + extra, cwd=folder, env=env, capture_output=True, text=True)
            if made.returncode not in (0, 1):
                fatal(f"the {name} soak's shard {index} failed: {made.stderr.strip()[-300:]}", 70)
        reports = []
        for index in (0, 1):
            with open(os.path.join(folder, "s", f"shard-{index}-of-2", "report.json")) as file:
                reports.append(json.load(file))
        soaks.append((name, reports))
    return soaks


def count_fields(run):
    """The (path, value, limit) of a run's counts bounded by its steps or by another count."""
    steps = run.get("steps", 0)
    bounded = []
    for i, kind in enumerate(run.get("operations", [])):
        bounded.append((("operations", i, "noOps"), kind.get("noOps", 0) + steps + 1))
    bounded.append((("reloads",), run.get("loads", 0) + 1))
    churn = run.get("churn")
    if churn:
        for i, _ in enumerate(churn.get("byKind", [])):
            bounded.append((("churn", "byKind", i, "count"), steps + 1))
        bounded.append((("churn", "peakStep"), steps + 1))
    coverage = run.get("coverage")
    if coverage:
        bounded.append((("coverage", "reachedPairs"), coverage.get("reachablePairs", 0) + 1))
    return bounded


def mutate_merge(rng, soaks):
    """One case: a soak's reports changed; the files (name → text), what was done, and what
    the result must be: "refused", "incomplete" (not exit 0) or None (either)."""
    name, reports = soaks[rng.randrange(len(soaks))]
    reports = copy.deepcopy(reports)
    files = {"s/shard-0-of-2/report.json": reports[0], "s/shard-1-of-2/report.json": reports[1]}
    # What each report's changes require ("refused", "either" or None), and the soak's.
    musts, must = [None, None], None
    done, cut = [], None
    for _ in range(1 if rng.random() < 0.7 else 2):
        kind = rng.choices(
            ["number", "negative", "past-whole", "fraction", "count", "totals", "dup-element",
             "drop-element", "drop-key", "unknown-key", "retype", "shard", "twice", "missing",
             "header", "truncate", "no-runs", "time", "past-number", "impossible", "path",
             "container"],
            [14, 8, 4, 4, 8, 5, 8, 6, 5, 4, 5, 8, 3, 3, 4, 3, 2, 5, 4, 5, 8, 4])[0]
        which = rng.randrange(2)
        report = reports[which]
        if kind in ("number", "negative", "past-whole", "fraction"):
            numbers = [path for path, leaf in leaves(report) if is_number(leaf)]
            if not numbers:
                continue
            path = rng.choice(numbers)
            if kind == "number":
                new = rng.choice(EXTREMES)
                if new < 0 and path[-1] not in SIGNED_REPORT_FIELDS:
                    musts[which] = "refused"
            elif kind == "negative":
                new = rng.choice([-1, -30, -(1 << 63), -4.95])
                if path[-1] not in SIGNED_REPORT_FIELDS:
                    musts[which] = "refused"
            elif kind == "past-whole":
                new = rng.choice(PAST_EVERY_WHOLE_NUMBER)
            else:
                new = rng.choice([0.5, 1.5, 2.25])
            put(report, path, new)
            done.append(f"{kind} report {which} {'.'.join(map(str, path))}={compact(new)}")
        elif kind == "count":
            runs = report.get("runs") or []
            if not runs:
                continue
            path, value = rng.choice(count_fields(runs[0]))
            put(runs[0], path, value)
            musts[which] = "refused"
            done.append(f"count past its bound report {which} runs.0.{'.'.join(map(str, path))}"
                        f"={value}")
        elif kind == "totals":
            field = rng.choice(["runs", "steps", "violations", "failedRuns"])
            report["totals"][field] = report["totals"].get(field, 0) + rng.choice([1, 2, 1000])
            musts[which] = "refused"
            done.append(f"totals.{field} not its runs' in report {which}")
        elif kind in ("dup-element", "drop-element"):
            found = list(lists(report))
            if not found:
                continue
            path, elements = rng.choice(found)
            i = rng.randrange(len(elements))
            if kind == "dup-element":
                elements.insert(i, copy.deepcopy(elements[i]))
            else:
                del elements[i]
            done.append(f"{kind} report {which} {'.'.join(map(str, path))}[{i}]")
        elif kind in ("drop-key", "unknown-key"):
            found = [(path, obj) for path, obj in objects(report) if obj]
            if not found:
                continue
            path, obj = rng.choice(found)
            if kind == "drop-key":
                key = rng.choice(sorted(obj))
                del obj[key]
            else:
                key = "zz"
                obj[key] = 1
            done.append(f"{kind} report {which} {'.'.join(map(str, path + (key,)))}")
        elif kind == "retype":
            found = [(path, leaf) for path, leaf in leaves(report) if path]
            if not found:
                continue
            path, leaf = rng.choice(found)
            new = rng.choice([str(leaf) if is_number(leaf) else 7, [leaf], {"v": leaf}, None])
            put(report, path, new)
            done.append(f"retype report {which} {'.'.join(map(str, path))}={compact(new)[:40]}")
        elif kind == "shard":
            index = rng.choice([-1, 0, 1, 2, 3, 10 ** 9, (1 << 63) - 1])
            count = rng.choice([-1, 0, 1, 2, 3, 1000000, 1000001, 10 ** 9, (1 << 63) - 1])
            report["shard"] = {"index": index, "count": count}
            if not (1 <= count <= 1000000 and 0 <= index < count):
                musts[which] = "refused"
            elif musts[which] is None:
                musts[which] = "either"
            done.append(f"shard of report {which} = {index}/{count}")
        elif kind == "twice":
            files["s/again/report.json"] = report
            must = must or "incomplete"
            done.append(f"report {which} read twice")
        elif kind == "missing":
            files.pop(f"s/shard-{which}-of-2/report.json", None)
            must = must or "incomplete"
            done.append(f"report {which} missing")
        elif kind == "header":
            field, new = rng.choice([("version", 1), ("version", 3), ("version", -1),
                                     ("format", "viewcachestress-trace"), ("command", "merge"),
                                     ("harnessVersion", "0.0.1")])
            report[field] = new
            musts[which] = "refused"
            done.append(f"report {which} {field}={compact(new)}")
        elif kind == "truncate":
            cut = (which, rng.random())
            musts[which] = "refused"
            done.append(f"report {which} cut at {cut[1]:.3f}")
        elif kind == "no-runs":
            report["runs"] = []
            musts[which] = "refused"
            done.append(f"report {which} of no run")
        elif kind in ("time", "past-number", "impossible", "path", "container"):
            runs = report.get("runs") or []
            if not runs:
                continue
            run = runs[0]
            if kind == "time":
                field, new = rng.choice(IMPOSSIBLE_TIMES)
                run[field] = new
                musts[which] = "refused"
                done.append(f"time report {which} runs.0.{field}={new!r}")
            elif kind == "past-number":
                numbers = [path for path, leaf in leaves(run) if is_number(leaf)]
                if not numbers:
                    continue
                path = rng.choice(numbers)
                new = rng.choice(PAST_EVERY_NUMBER)
                # Written bare into the text: a string the dump leaves as its digits.
                put(run, path, "RAW:" + new)
                musts[which] = "refused"
                done.append(f"past-number report {which} runs.0.{'.'.join(map(str, path))}={new}")
            elif kind == "impossible":
                path = rng.choice(IMPOSSIBLE_VALUES)
                if len(path) > 1 and not isinstance(run.get(path[0]), dict):
                    continue
                put(run, path, (1 << 63) - 1)
                musts[which] = "refused"
                done.append(f"impossible report {which} runs.0.{'.'.join(path)}=Int.max")
            elif kind == "path":
                field = rng.choice(["reproducerPath", "tracePath", "swiftTestPath"])
                shard = f"s/shard-{which}-of-2"
                hostile = rng.choice([
                    "outside/secret.txt", f"{shard}/failures/link.jsonl",
                    f"{shard}/failures/pipe.jsonl", f"{shard}/../../outside/secret.txt",
                    f"{shard}/failures"])
                run[field] = hostile
                done.append(f"path report {which} runs.0.{field}={hostile}")
            else:
                new = rng.choice(HOSTILE_CONTAINERS)
                run["container"] = new
                musts[which] = "refused"
                done.append(f"container report {which} runs.0.container={compact(new)[:40]}")
    texts = {}
    for path, report in files.items():
        text = json.dumps(report, indent=1, sort_keys=True)
        text = re.sub(r'"RAW:([^"]*)"', r"\1", text)
        if cut is not None and report is reports[cut[0]]:
            text = text[: int(len(text) * cut[1])]
        texts[path] = text
    # A report missing is read by no one: what its changes required no longer holds; a shard
    # renumbered may make a missing or doubled one whole again.
    present = [i for i in (0, 1) if any(report is reports[i] for report in files.values())]
    if must == "incomplete" and "either" in musts:
        must = None
    if any(musts[i] == "refused" for i in present):
        must = "refused"
    return texts, "; ".join(done) or "unchanged", must


def walk(folder):
    """Every file, folder and link under `folder`, as paths relative to it."""
    found = []
    for root, folders, files in os.walk(folder):
        for name in folders + files:
            found.append(os.path.relpath(os.path.join(root, name), folder))
    return found


def merged_problems(report):
    """What makes a merged report worse than its inputs; empty when nothing does."""
    problems = []
    for path, leaf in leaves(report):
        if is_number(leaf) and leaf < 0 and (not path or path[-1] not in SIGNED_REPORT_FIELDS):
            problems.append(f"{'.'.join(map(str, path))} is {leaf}")
    runs = report.get("runs", [])
    totals = report.get("totals", {})
    sums = {"runs": len(runs), "steps": sum(run.get("steps", 0) for run in runs),
            "violations": sum(len(run.get("violations", [])) for run in runs),
            "failedRuns": sum(1 for run in runs if run.get("violations"))}
    for field, value in sums.items():
        if totals.get(field) != value:
            problems.append(f"totals.{field} is {totals.get(field)}, its runs add up to {value}")
    seeds = [run.get("options", {}).get("seed") for run in runs]
    if seeds != sorted(set(seeds)):
        problems.append(f"seeds {seeds} not each once in order")
    for i, run in enumerate(runs):
        steps = run.get("steps", 0)
        operations = sum(k.get("applied", 0) + k.get("noOps", 0) for k in run.get("operations", []))
        if operations > steps:
            problems.append(f"runs[{i}]: {operations} operations in {steps} steps")
        if run.get("reloads", 0) > run.get("loads", 0):
            problems.append(f"runs[{i}]: more reloads than loads")
        coverage = run.get("coverage") or {}
        if sum(r.get("steps", 0) for r in coverage.get("reached", [])) > steps:
            problems.append(f"runs[{i}]: coverage counts more steps than the run's")
    churn = (report.get("merge") or {}).get("churn")
    if churn:
        measured = [run["churn"] for run in runs if run.get("churn")]
        for field in ("allocatedBytes", "allocations"):
            total = sum(c.get(field, 0) for c in measured)
            if churn.get(field) != total:
                problems.append(f"merge.churn.{field} is {churn.get(field)}, its runs' {total}")
    return problems


def merge_case(binary, soaks, seed, index, work, timeout):
    rng = random.Random(seed * 2_000_003 + index)
    texts, done, must = mutate_merge(rng, soaks)
    scratch = tempfile.mkdtemp(prefix=f"m{index}-", dir=work)
    for path, text in texts.items():
        os.makedirs(os.path.dirname(os.path.join(scratch, path)), exist_ok=True)
        with open(os.path.join(scratch, path), "w") as file:
            file.write(text)
    # Outside the shards' folders, a file no copy may carry; inside, a link to it and a FIFO
    # (a report may name them).
    os.makedirs(os.path.join(scratch, "outside"))
    with open(os.path.join(scratch, "outside", "secret.txt"), "w") as file:
        file.write(SECRET)
    os.chmod(os.path.join(scratch, "outside", "secret.txt"), 0o600)
    for shard in ("shard-0-of-2", "shard-1-of-2"):
        failures = os.path.join(scratch, "s", shard, "failures")
        if os.path.isdir(os.path.join(scratch, "s", shard)):
            os.makedirs(failures, exist_ok=True)
            os.symlink("../../../outside/secret.txt", os.path.join(failures, "link.jsonl"))
            os.mkfifo(os.path.join(failures, "pipe.jsonl"))
    before = set(walk(scratch))
    status, _, err = run_case(
        binary, ["merge", "s", "--json", "m.json", "--failures", "out"], scratch, timeout)
    verdict = classify(status, err, must == "refused", [])
    problems = []
    merged = os.path.join(scratch, "m.json")
    if os.path.exists(merged) and verdict not in ("crash", "hang", "fault"):
        try:
            problems = merged_problems(json.load(open(merged)))
        except ValueError:
            problems = ["the merged report is not JSON"]
    if status == 0 and must == "incomplete":
        problems.append("a soak with a shard missing or read twice accepted as whole")
    # Written only into the failures folder and the report; nothing copied from outside the
    # shards' folders.
    for path in sorted(set(walk(scratch)) - before):
        if path not in ("m.json", "out") and not path.startswith("out/"):
            problems.append(f"wrote {path} outside the failures folder")
        full = os.path.join(scratch, path)
        if path.startswith("out/") and os.path.isfile(full) and not os.path.islink(full):
            with open(full, errors="replace") as file:
                if SECRET in file.read():
                    problems.append(f"copied a file from outside its shard's folder into {path}")
    if problems and verdict in ("reached", "refused"):
        verdict = "wrong-acceptance"
    if status == 65 and must == "incomplete" and verdict == "unclear" and os.path.exists(merged):
        verdict = "refused"  # the named shards, then one error line: the documented outcome
    shutil.rmtree(scratch)
    return {"index": index, "done": done, "status": status, "verdict": verdict,
            "error": (err.strip().split("\n") or [""])[-1][:300], "problems": problems,
            "input": texts}


# ---------------------------------------------------------------------------------------------
# Kept cases

# How a package's folders are turned against `--save-regression` (a plain package first).
KEPT_LAYOUTS = ["plain", "plain", "tests-link", "regressions-link", "regressions-file",
                "tests-file", "package-folder", "case-exists", "case-fifo", "case-link"]
HOSTILE_NAMES = ["../escaped", "a/b", ".hidden", "-x", "", "x\n\u001b[31mred", "x" * 65,
                 "Upper", "x y", "é", "/abs"]


def kept_seed(binary, scratch):
    """A reproducer of a planted leak: the trace every kept case saves."""
    folder = os.path.join(scratch, "kept-seed")
    os.makedirs(folder)
    made = subprocess.run(
        [binary, "run", "--plant-bug", "leak-retain-cycle", "--steps", "300", "--seed", "1",
         "--failures", "f", "--quiet", "--no-churn"], cwd=folder, capture_output=True,
        text=True)
    reproducers = [n for n in os.listdir(os.path.join(folder, "f")) if n.endswith(".min.jsonl")] \
        if os.path.isdir(os.path.join(folder, "f")) else []
    if made.returncode != 1 or not reproducers:
        fatal(f"the kept cases' seed run failed: {made.stderr.strip()[-300:]}", 70)
    with open(os.path.join(folder, "f", reproducers[0])) as file:
        return file.read()


def kept_case(binary, trace, seed, index, work, timeout):
    rng = random.Random(seed * 3_000_017 + index)
    layout = KEPT_LAYOUTS[index % len(KEPT_LAYOUTS)] if index < 2 * len(KEPT_LAYOUTS) \
        else rng.choice(KEPT_LAYOUTS)
    hostile = rng.random() < 0.3
    name = rng.choice(HOSTILE_NAMES) if hostile else f"kept-{rng.randrange(10 ** 6)}"
    scratch = tempfile.mkdtemp(prefix=f"k{index}-", dir=work)
    package = os.path.join(scratch, "pkg")
    outside = os.path.join(scratch, "outside")
    os.makedirs(outside)
    secret = os.path.join(outside, "secret.txt")
    with open(secret, "w") as file:
        file.write(SECRET)
    os.makedirs(package)
    with open(os.path.join(package, "case.jsonl"), "w") as file:
        file.write(trace)
    if layout == "package-folder":
        os.makedirs(os.path.join(package, "Package.swift"))
    else:
        with open(os.path.join(package, "Package.swift"), "w") as file:
            file.write("// swift-tools-version: 6.1\n")
    regressions = os.path.join(package, "Tests", "KeptCases")
    target = os.path.join(regressions, f"{name}.jsonl")
    if layout == "tests-link":
        os.symlink("../outside", os.path.join(package, "Tests"))
    elif layout == "tests-file":
        open(os.path.join(package, "Tests"), "w").close()
    else:
        os.makedirs(os.path.join(package, "Tests"))
        if layout == "regressions-link":
            os.symlink("../../outside", regressions)
        elif layout == "regressions-file":
            open(regressions, "w").close()
        elif layout.startswith("case-") and not hostile:
            os.makedirs(regressions)
            if layout == "case-exists":
                with open(target, "w") as file:
                    file.write("kept before\n")
            elif layout == "case-fifo":
                os.mkfifo(target)
            else:
                os.symlink("../../../outside/secret.txt", target)
    before = set(walk(scratch))
    status, _, err = run_case(binary, ["shrink", "case.jsonl", "--save-regression", name],
                              package, timeout)
    must_refuse = hostile or layout != "plain"
    problems = []
    lines = [line for line in err.split("\n") if line.strip()]
    if status is None:
        verdict = "hang"
    elif status < 0 or status >= 128:
        verdict = "crash"
    elif status == 70:
        verdict = "fault"
    elif status == 0:
        verdict = "wrong-acceptance" if must_refuse else "reached"
        if not must_refuse and (os.path.islink(target) or not os.path.isfile(target)):
            problems.append("said saved, but no regular file inside Tests/KeptCases")
    elif status in (64, 65, 73) and lines and lines[0].startswith("Error: ") and \
            len(lines[0]) <= 400 and "\u001b" not in err:
        verdict = "refused" if must_refuse else "unclear"
    else:
        verdict = "unclear"
    with open(secret) as file:
        if file.read() != SECRET:
            problems.append("changed the private file outside the package")
    allowed = {"pkg/case.min.jsonl", "pkg/case.min.swift", "pkg/Tests", "pkg/Tests/KeptCases"}
    for path in sorted(set(walk(scratch)) - before):
        inside = path.startswith("pkg/Tests/KeptCases/") and not os.path.islink(
            os.path.join(scratch, "pkg", "Tests"))
        if path not in allowed and not inside:
            problems.append(f"wrote {path}")
    if layout == "case-exists" and not hostile:
        with open(target) as file:
            if file.read() != "kept before\n":
                problems.append("replaced a case kept before")
    if problems and verdict in ("reached", "refused"):
        verdict = "wrong-acceptance"
    shutil.rmtree(scratch)
    return {"index": index, "done": f"{layout} name={name!r}", "status": status,
            "verdict": verdict, "error": (lines or [""])[0][:300], "problems": problems,
            "input": {"layout": layout, "name": name, "trace": trace}}


# ---------------------------------------------------------------------------------------------


def keep(case, kind, folders):
    """Keeps a bad case's input where the replay suite reads it."""
    digest = hashlib.sha256(json.dumps(case["input"], sort_keys=True).encode()).hexdigest()[:10]
    kept = []
    for folder in folders:
        if kind == "trace":
            os.makedirs(folder, exist_ok=True)
            path = os.path.join(folder, f"trace-{digest}.jsonl")
            with open(path, "w") as file:
                file.write(case["input"])
        elif kind == "kept":
            # Not a regression case the suite reads: the layout and name to set up by hand.
            os.makedirs(folder, exist_ok=True)
            path = os.path.join(folder, f"kept-{digest}.json")
            with open(path, "w") as file:
                json.dump(case["input"], file, indent=2)
        else:
            path = os.path.join(folder, f"merge-{digest}")
            for name, text in case["input"].items():
                os.makedirs(os.path.dirname(os.path.join(path, name)), exist_ok=True)
                with open(os.path.join(path, name), "w") as file:
                    file.write(text)
        kept.append(path)
    return kept


def by_change(cases):
    """Verdicts by the first change made to a case: which changes reach the containers."""
    table = collections.defaultdict(collections.Counter)
    for case in cases:
        table[case["done"].split(" ")[0]][case["verdict"]] += 1
    return {change: dict(sorted(verdicts.items())) for change, verdicts in sorted(table.items())}


def main():
    parser = Usage(prog="scripts/fuzz.py", description=__doc__.split("\nUsage:")[0],
                   formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/stress-harness"),
                        help="the stress-harness to fuzz (default: the release build)")
    parser.add_argument("--traces", type=int, default=5000, help="trace cases (default 5000)")
    parser.add_argument("--merges", type=int, default=800, help="merge cases (default 800)")
    parser.add_argument("--kept", type=int, default=200,
                        help="kept-case cases, shrink --save-regression (default 200)")
    parser.add_argument("--seed", type=int, default=1, help="the cases' seed (default 1)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="cases at once (default: the number of cores)")
    parser.add_argument("--timeout", type=float, default=60,
                        help="seconds of CPU time after which a case is a hang (default 60)")
    parser.add_argument("--report", help="write fuzz.json, fuzz.md and the bad inputs here")
    parser.add_argument("--keep", default=CRASHERS,
                        help="keep bad inputs here as regression cases (default: "
                             "Tests/ReplayTests/Fuzz/Crashers; '' keeps none)")
    usage.check(__doc__, ["--binary=", "--traces=", "--merges=", "--kept=", "--seed=", "--jobs=",
                          "--timeout=", "--report=", "--keep="], 0)
    args = parser.parse_args()
    for name in ("traces", "merges", "kept", "jobs"):
        if getattr(args, name) < (1 if name == "jobs" else 0):
            parser.error(f"--{name} must be a whole number of at least "
                         f"{1 if name == 'jobs' else 0}, got {getattr(args, name)}")
    if args.timeout <= 0:
        parser.error(f"--timeout must be positive, got {args.timeout}")
    args.binary = os.path.abspath(args.binary)  # the cases run in folders of their own
    if not os.access(args.binary, os.X_OK):
        fatal(f"no binary at {args.binary} (swift build -c release --product stress-harness)")
    if args.report:
        os.makedirs(args.report, exist_ok=True)
    listed = subprocess.run([args.binary, "profiles", "--json"], capture_output=True, text=True)
    if listed.returncode != 0:
        fatal(f"{args.binary} profiles --json failed: {listed.stderr.strip()[-200:]}", 70)
    containers = [c["name"] for c in json.loads(listed.stdout)["containers"]]

    work = tempfile.mkdtemp(prefix="fuzz-")
    try:
        seeds = trace_seeds(args.binary, containers, work)
        soaks = merge_seeds(args.binary, work)
        kept_trace = kept_seed(args.binary, work) if args.kept > 0 else ""
        pool = concurrent.futures.ThreadPoolExecutor(args.jobs)
        try:
            traces = list(pool.map(
                lambda i: trace_case(args.binary, seeds, containers, args.seed, i, work,
                                     args.timeout), range(args.traces)))
            merges = list(pool.map(
                lambda i: merge_case(args.binary, soaks, args.seed, i, work, args.timeout),
                range(args.merges)))
            kept_cases = list(pool.map(
                lambda i: kept_case(args.binary, kept_trace, args.seed, i, work, args.timeout),
                range(args.kept)))
        finally:
            # Stopped: the cases not begun are dropped, those running end within a moment.
            pool.shutdown(wait=True, cancel_futures=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    bad = ("crash", "hang", "fault", "wrong-acceptance", "unclear")
    figures = {"seed": args.seed}
    lines = [f"## Fuzzing (seed {args.seed})", "",
             "| target | cases | reached | refused | exit statuses | crashes | hangs | "
             "wrong acceptances | unclear errors |", "|---|---|---|---|---|---|---|---|---|"]
    kept = []
    commands = {"trace": "replay", "merge": "merge", "kept": "shrink --save-regression"}
    for kind, cases in (("trace", traces), ("merge", merges), ("kept", kept_cases)):
        verdicts = collections.Counter(case["verdict"] for case in cases)
        statuses = collections.Counter(
            "hang" if case["status"] is None else str(case["status"]) for case in cases)
        figures[kind] = {
            "cases": len(cases), "verdicts": dict(sorted(verdicts.items())),
            "statuses": dict(sorted(statuses.items())),
            "reached": verdicts["reached"], "refused": verdicts["refused"],
            "crashes": verdicts["crash"] + verdicts["fault"], "hangs": verdicts["hang"],
            "wrongAcceptances": verdicts["wrong-acceptance"], "unclear": verdicts["unclear"],
            "leftovers": sum(1 for case in cases if case.get("leftover")),
            "violationsWithNoPlantedBug": sum(1 for case in cases if case.get("unplanted")),
            "byChange": by_change(cases),
        }
        f = figures[kind]
        status_text = ", ".join(f"{s}: {n}" for s, n in sorted(statuses.items()))
        reached = f"{f['reached']} ({100 * f['reached'] / max(1, len(cases)):.1f} %)"
        label = "kept cases" if kind == "kept" else f"{kind}s"
        lines.append(f"| {label} (`{commands[kind]}`) | {len(cases)} "
                     f"| {reached} | {f['refused']} | {status_text} | {f['crashes']} "
                     f"| {f['hangs']} | {f['wrongAcceptances']} | {f['unclear']} |")
        for case in cases:
            if case["verdict"] in bad:
                folders = [path for path in (args.keep,) if path]
                if args.report:
                    folders.append(os.path.join(args.report, "fuzz-inputs"))
                paths = keep(case, kind, folders)
                kept.append(f"- {kind} {case['index']}: {case['verdict']} (exit {case['status']}; "
                            f"{case['done']}) {case['error']} {' '.join(case.get('problems', []))}"
                            f" → {', '.join(os.path.relpath(p, ROOT) for p in paths)}")
    reach = figures["trace"]["reached"] / max(1, figures["trace"]["cases"])
    failed = bool(kept) or (args.traces > 0 and reach < 0.5)
    lines.append("")
    if args.traces > 0 and reach < 0.5:
        lines.append(f"Fewer than half the traces reached a container ({reach * 100:.1f} %).")
    if kept:
        lines.append("Inputs kept as regression cases (commit them; `swift test` reads them):")
        lines.extend(kept)
    else:
        lines.append("No crash, hang, internal fault, wrong acceptance or unclear error.")
    text = "\n".join(lines)
    print(text)
    if args.report:
        with open(os.path.join(args.report, "fuzz.json"), "w") as file:
            json.dump(figures, file, indent=2, sort_keys=True)
        with open(os.path.join(args.report, "fuzz.md"), "w") as file:
            file.write(text + "\n")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
