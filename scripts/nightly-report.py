#!/usr/bin/env python3
"""nightly-report.py — the nightly run's summary: reads the JSON the harness and the benchmarks
left in the report folder and writes summary.md, benchmarks.json, benchmarks.svg, step-cost.svg
(each container's instructions per step of every night beside this one, against its goal), coverage.json
(the night's contract coverage per container) and coverage.svg (the coverage of every night
whose report folder sits beside this one, over time).

The charts are drawn by the harness itself (`stress-harness _chart`, the package's chart code):
this script gathers their figures, never draws.

Each night also writes night.json (its figures and commit), and the page of every night in the
report folder's parent is written again: index.html, self-contained, a chart per figure across
the nights (throughput, instructions per step, churn per step and per operation kind, peak live
and resident bytes, coverage, the mutation score, failures), each night linked to its summary
and commit, the latest night's regressions marked (NIGHTLY_COMMIT_URL, with {commit} in it,
links the commits).

Usage:
  scripts/nightly-report.py --harness BINARY REPORT_DIR THRESHOLDS_DIR [PROBLEM ...]
  scripts/nightly-report.py --history --harness BINARY PARENT_DIR
      index.html alone, from the night.json of every night in PARENT_DIR
  scripts/nightly-report.py --check-benchmarks REPORT_DIR THRESHOLDS_DIR
      the benchmarks' gate alone: allocation counts may not grow, peak resident memory by at
      most 10 %; wall-clock times are not gated (exit 1 naming what failed)
  scripts/nightly-report.py --check-magnitudes REPORT_DIR
      the magnitudes' gate alone: some run of every container drew a view of 1 MiB or more,
      made 65,536 children or more, heard a burst of 16 memory warnings or more and reached a
      day of virtual time (exit 1 naming what a container missed); the largest parameter and
      the deepest nesting are shown, not gated (a run's radius and nesting are drawn once)
"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import usage  # noqa: E402



def code_section(title, text, path):
    """A report section: a heading, a sentence, and the non-empty lines of `path` as code; none
    when the night wrote no such file."""
    if not os.path.exists(path):
        return []
    with open(path) as f:
        table = [line.rstrip("\n") for line in f if line.strip()]
    return [f"## {title}", "", text, "", "```"] + table + ["```", ""]

def load(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def size(value):
    value = float(value)
    for unit in ["B", "KiB", "MiB", "GiB"]:
        if abs(value) < 1024 or unit == "GiB":
            return f"{value:.0f} {unit}" if unit == "B" else f"{value:.1f} {unit}"
        value /= 1024


def benchmark_rows(report, thresholds_dir):
    rows = []
    for reference_path in sorted(glob.glob(os.path.join(thresholds_dir, "*.p90.json"))):
        name = os.path.basename(reference_path)[: -len(".p90.json")]
        reference = load(reference_path) or {}
        current = load(os.path.join(report, "benchmarks-p90", os.path.basename(reference_path))) or {}
        for metric, threshold in sorted(reference.items()):
            value = current.get(metric)
            rows.append({"benchmark": name, "metric": metric, "threshold": threshold, "current": value})
    return rows


# The benchmarks' gate, one rule for the nightly and the benchmarks' own thresholds
# (Benchmarks/Thresholds/gate.json, read by ContainerBenchmarks' gate() too): what is
# deterministic or nearly so fails the night; wall-clock time on a shared two-core machine drifts
# by 40 % and more between runs of the same build (p90 up to +155 % was seen), so times are
# shown, never gated. Allowed growth over the p90 threshold, by metric, as a fraction.
GATE_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Benchmarks", "Thresholds", "gate.json")
with open(GATE_FILE) as gate_file:
    GATED = {metric: percent / 100 for metric, percent in json.load(gate_file)["allowedGrowthPercentAtP90"].items()}


def verdict(row):
    """`failed`, `ok` or `not gated` for a benchmark row."""
    if row["metric"] not in GATED:
        return "not gated"
    if row["current"] is None:
        return "failed"
    limit = row["threshold"] * (1 + GATED[row["metric"]])
    return "failed" if row["current"] > limit else "ok"


def metric_text(metric, value):
    """A benchmark value with its unit."""
    if value is None:
        return "—"
    if metric == "wallClock":
        return f"{value / 1e6:,.2f} ms"
    if metric == "peakMemoryResident":
        return size(value)
    if metric == "mallocCountTotal":
        return f"{value:,} allocations"
    if metric == "throughput":
        return f"{value:,} /s"
    return f"{value:,}"


def draw(harness, chart, path):
    """Writes `path`, the SVG of `chart` ({"history": …} or {"gate": …}) drawn by the harness's
    own chart code (`stress-harness _chart`)."""
    request = {"format": "viewcachestress-chart", "version": 1, **chart}
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(request, f)
    try:
        done = subprocess.run([harness, "_chart", f.name, path], capture_output=True, text=True)
    finally:
        os.unlink(f.name)
    if done.returncode != 0:
        sys.exit(f"nightly-report.py: the harness could not draw {path}: {done.stderr.strip()}")


def gate_chart(rows):
    """Each benchmark metric as a bar, its p90 tonight over its threshold: red only for a gated
    metric past its limit (a failure), grey for the times (shown, not gated), green otherwise."""
    shown = [r for r in rows if r["current"] is not None]
    # A threshold of 0 (no allocation at all): 100 % while it holds, the longest bar when not.
    finite = [r["current"] / r["threshold"] for r in shown if r["threshold"]]
    longest = max([1.0] + finite)
    bars = []
    for r in shown:
        ratio = r["current"] / r["threshold"] if r["threshold"] else (1.0 if r["current"] == 0 else longest)
        bars.append({
            "label": f'{r["benchmark"].split(".", 1)[-1]} · {r["metric"]}',
            "ratio": ratio,
            "text": f"{ratio * 100:.0f} %" if r["threshold"] else f'{r["current"]:,} (of 0)',
            "verdict": {"failed": "failed", "ok": "ok", "not gated": "informational"}[verdict(r)],
        })
    return {"gate": {"title": "p90 tonight as a percentage of the checked-in threshold "
                              "(throughput: higher is better)", "bars": bars}}


def runs_of(document):
    """The runs of a harness's JSON report (`runs` of its versioned document)."""
    if document is None:
        return None
    if isinstance(document, dict) and "runs" in document:
        return document["runs"]
    return document if isinstance(document, list) else [document]


def coverage_by_container(report):
    """Each container's contract coverage over the night's runs together, as the harness's own
    union computes it (`stress-harness merge`, written by nightly.sh beside each report as
    NAME.merged.json): reached and reachable state × kind pairs, the pairs no run reached, and
    the checked rules no run exercised."""
    result = {}
    merged = [os.path.join(report, "soak.merged.json")] + sorted(
        glob.glob(os.path.join(report, "container-*.merged.json")))
    for path in merged:
        document = load(path)
        runs = runs_of(document)
        coverage = ((document or {}).get("merge") or {}).get("coverage")
        if not runs or not coverage:
            continue
        result[runs[0]["container"]] = {
            "reachedPairs": coverage["reachedPairs"],
            "reachablePairs": coverage["reachablePairs"],
            "neverReached": [", ".join(p["state"]) + " × " + p["kind"] for p in coverage["neverReached"]],
            "neverExercised": sorted(c["rule"] for c in coverage["checks"] if c["checked"] and c["checks"] == 0),
        }
    return result


# What some run of every container must reach in a night (#27): a view of a mebibyte, and
# 65,536 children made in one run (a count kept in 16 bits wraps). A default run of 200,000
# steps makes 10,000 to 50,000; the soak's runs, millions of steps, cross it.
MAGNITUDE_GOALS = {"largestPayloadBytes": 1 << 20, "childrenMade": 65536, "largestBurst": 16,
                   "virtualTimeTicks": 86_400_000}
# Shown with the goals, not gated: the largest parameter (a capacity, a radius) and nesting.
MAGNITUDE_SHOWN = ("largestParameter", "nesting")


def magnitudes_by_container(report):
    """Each container's largest figures over the night's runs (each run's `reached`): the
    largest payload, the most children one run made, the most children one step removed."""
    result = {}
    paths = [os.path.join(report, "soak.json")] + sorted(glob.glob(os.path.join(report, "container-*.json")))
    for path in paths:
        if path.endswith(".merged.json"):
            continue
        for run in runs_of(load(path)) or []:
            reached = run.get("reached")
            if not reached:
                continue
            keys = ("largestPayloadBytes", "childrenMade", "largestBatchRemoved", "largestBurst",
                    "virtualTimeTicks") + MAGNITUDE_SHOWN
            figures = result.setdefault(run["container"], dict({"runs": 0}, **{k: 0 for k in keys}))
            figures["runs"] += 1
            for key in keys:
                # Reports from before a figure was reached have none: 0.
                value = reached.get(key) or 0
                figures[key] = max(figures[key], value if isinstance(value, int) else 0)
    return result


def magnitude_misses(figures):
    """The goals of MAGNITUDE_GOALS a container's figures miss, as words."""
    misses = []
    if figures["largestPayloadBytes"] < MAGNITUDE_GOALS["largestPayloadBytes"]:
        misses.append(f'largest payload {size(figures["largestPayloadBytes"])} (goal 1 MiB)')
    if figures["childrenMade"] < MAGNITUDE_GOALS["childrenMade"]:
        misses.append(f'{figures["childrenMade"]:,} children made in one run (goal 65,536)')
    if figures["largestBurst"] < MAGNITUDE_GOALS["largestBurst"]:
        misses.append(f'bursts of at most {figures["largestBurst"]:,} memory warnings (goal 16)')
    if figures["virtualTimeTicks"] < MAGNITUDE_GOALS["virtualTimeTicks"]:
        misses.append(f'{virtual_time(figures["virtualTimeTicks"])} of virtual time (goal 1 d)')
    return misses


def virtual_time(ticks):
    """Milliseconds of virtual time in the largest unit they reach: `412 ms`, `3 h`, `2.5 d`."""
    for unit, size_ in (("d", 86_400_000), ("h", 3_600_000), ("min", 60_000), ("s", 1000)):
        if ticks >= size_:
            value = ticks / size_
            return f'{value:,.0f} {unit}' if value >= 100 else f'{value:.3g} {unit}'
    return f'{ticks} ms'


def magnitude_summary(figures):
    """A container's figures in words, for the gate's line."""
    return (f'{size(figures["largestPayloadBytes"])}, {figures["childrenMade"]:,} children, '
            f'{figures["largestBatchRemoved"]:,} removed at once, bursts of '
            f'{figures["largestBurst"]:,}, {virtual_time(figures["virtualTimeTicks"])} of virtual '
            f'time, parameter up to {figures["largestParameter"]:,}, '
            f'{figures["nesting"]:,} views deep')


def check_magnitudes(report):
    """The magnitudes' gate alone: exit 1 naming every container whose runs missed a goal."""
    magnitudes = magnitudes_by_container(report)
    for container, figures in magnitudes.items():
        misses = magnitude_misses(figures)
        print(f'{"failed" if misses else "ok":9}  {container}: ' + ("; ".join(misses) or
              magnitude_summary(figures)))
    if not magnitudes:
        print("no run reports with the magnitudes reached")
        return 1
    return 1 if any(magnitude_misses(f) for f in magnitudes.values()) else 0


def history_of(report, read):
    """{night: {series: value}} for every night folder beside `report` (this one among them)
    for which `read(folder)` gives figures."""
    history = {}
    for folder in glob.glob(os.path.join(os.path.dirname(os.path.abspath(report)), "*")):
        figures = read(folder)
        if figures:
            history[os.path.basename(folder)] = figures
    return history


def history_chart(history, title, unit, axis, goals=None):
    """The request of a chart of `history`: a line per series, in the order they first appear,
    night by night (a gap where a night has none), each with its goal from `goals`, if any."""
    nights = sorted(history)
    names = list(dict.fromkeys(name for night in nights for name in history[night]))
    return {"history": {
        "title": title, "nights": nights, "unit": unit, "axis": axis,
        "series": [{"name": name, "values": [history[n].get(name) for n in nights],
                    "goal": (goals or {}).get(name)} for name in names],
    }}


def night_coverage(folder):
    """A night's coverage per container as the percentage of reachable pairs reached."""
    night = load(os.path.join(folder, "coverage.json"))
    return night and {c: 100.0 * v["reachedPairs"] / v["reachablePairs"] if v["reachablePairs"] else 100.0
                      for c, v in night.items()}


def read_step_cost(path):
    """Each container's instructions per step in a night's instructions.txt (the table of
    scripts/instructions.sh, with or without --check's columns), in its order; None without one."""
    try:
        with open(path) as f:
            rows = [line.split() for line in f if line.strip() and not line.startswith("container")]
    except OSError:
        return None
    return {row[0]: int(row[1]) for row in rows if len(row) >= 2 and row[1].isdigit()} or None


def step_cost_goals(table="instructionsPerStep"):
    """The step-cost goals of `table` (Benchmarks/Thresholds/step-cost.json): with churn off, or
    with churn measured (instructionsPerStepWithChurn)."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Benchmarks", "Thresholds", "step-cost.json")
    return (load(path) or {}).get(table, {})


NIGHT_FORMAT = "viewcachestress-night"

# The figures the history page charts, in its order: the key in night.json, the chart's title,
# its unit and axis, which way it gets better (None: shown, not judged), and the change for the
# worse that is noise.
# Wall-clock throughput varies by ±40 % on a shared machine; instruction counts do not vary;
# churn by kind and peak live and resident bytes follow the night's seeds (a new seed each night).
HISTORY_FIGURES = [
    ("throughput", "Throughput: steps per second of each container's runs", "count",
     "steps per second", "higher", 0.4),
    ("instructionsPerStep", "Instructions per step (callgrind; goals dashed)", "count",
     "instructions per step", "lower", 0.02),
    ("churnBytesPerStep", "Churn: bytes allocated per step, each container", "bytes",
     "bytes per step", "lower", 0.1),
    ("churnBytesPerOperation", "Churn of the stack by operation kind: bytes per operation "
     "(the six that allocate most)", "bytes", "bytes per operation", "lower", 0.25),
    # Shown, not judged: a run's peak live bytes are its rarest draw's (a few views of 4 MiB at
    # once), which a new seed each night moves by a third and more.
    ("peakLiveBytes", "Peak live bytes of a run, each container", "bytes", "peak live", None, 0.0),
    ("peakResidentBytes", "Peak resident memory of a run, each container", "bytes",
     "peak resident", "lower", 0.5),
    ("coverage", "Contract coverage: reachable state × operation pairs reached", "percent",
     "pairs reached", "higher", 0.0),
    ("mutationScore", "Mutation score: container mutants found", "percent", "found", "higher", 0.0),
    ("failures", "Failures found: runs with a violation", "count", "runs", "lower", 0.0),
    ("fuzz", "Fuzzing the command line: crashes, hangs, wrong acceptances (scripts/fuzz.py)",
     "count", "cases", "lower", 0.0),
]


def night_figures(report):
    """The night's figures for the history page, from its own files: each container's
    throughput, churn per step, peak live and resident bytes (its runs together, the highest
    peak), the stack's churn per operation kind, instructions per step, coverage, the mutation
    score and the runs that failed."""
    figures = {key: {} for key, *_ in HISTORY_FIGURES}
    files = [("stack", os.path.join(report, "soak.json"))] + [
        (os.path.basename(p)[len("container-"):-len(".json")], p)
        for p in sorted(glob.glob(os.path.join(report, "container-*.json")))
        if not p.endswith(".merged.json")]
    failed = 0
    for name, path in files:
        runs = runs_of(load(path))
        if not runs:
            continue
        steps = sum(r["steps"] for r in runs)
        seconds = max((r["elapsedSeconds"] for r in runs), default=0)
        failed += sum(1 for r in runs if r["violations"])
        if seconds:
            figures["throughput"][name] = steps / seconds
        figures["peakResidentBytes"][name] = max(r["peakResidentBytes"] for r in runs)
        churns = [r["churn"] for r in runs if r.get("churn")]
        if churns and steps:
            figures["churnBytesPerStep"][name] = sum(c["allocatedBytes"] for c in churns) / steps
            figures["peakLiveBytes"][name] = max(c["peakLiveBytes"] for c in churns)
        if name == "stack" and churns:
            kinds = {}
            for churn in churns:
                for kind in churn.get("byKind", []):
                    total = kinds.setdefault(kind["kind"], [0, 0])
                    total[0] += kind["allocatedBytes"]
                    total[1] += kind["count"]
            figures["churnBytesPerOperation"] = {k: b / n for k, (b, n) in kinds.items() if n}
    figures["failures"] = {"runs failed": failed} if files else {}
    figures["instructionsPerStep"] = read_step_cost(os.path.join(report, "instructions.txt")) or {}
    figures["coverage"] = night_coverage(report) or {}
    mutation = load(os.path.join(report, "mutation-score.json"))
    if mutation:
        figures["mutationScore"] = {"score": mutation["score"]}
    fuzz = load(os.path.join(report, "fuzz.json"))
    if fuzz:
        figures["fuzz"] = {f"{kind} {what}": fuzz[kind][key]
                           for kind in ("trace", "merge", "kept") if kind in fuzz
                           for what, key in (("crashes", "crashes"), ("hangs", "hangs"),
                                             ("false accepts", "wrongAcceptances"))}
    return {key: value for key, value in figures.items() if value}


def commit_of_checkout():
    """The commit the nightly ran (`git rev-parse HEAD` of this checkout), or None."""
    try:
        done = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True,
                              cwd=os.path.dirname(os.path.abspath(__file__)))
    except OSError:
        return None
    return done.stdout.strip() or None


def gates_of(problems):
    """The gates the problems name, each once, in order: the part of each before its colon
    (`step cost: 2 container(s) above their goal …` → `step cost`)."""
    return list(dict.fromkeys(problem.split(":", 1)[0].strip() for problem in problems))


def write_night(report, passed, failed=()):
    """night.json: what the history page reads of this night (`failed`: the gates it failed)."""
    commit = commit_of_checkout()
    template = os.environ.get("NIGHTLY_COMMIT_URL")
    night = {
        "format": NIGHT_FORMAT, "version": 1, "night": os.path.basename(os.path.abspath(report)),
        "commit": commit, "commitURL": template.replace("{commit}", commit) if template and commit else None,
        "passed": passed, "failed": list(failed), "figures": night_figures(report),
    }
    with open(os.path.join(report, "night.json"), "w") as f:
        json.dump(night, f, indent=2)


def history_page(parent):
    """The page request of every night in `parent` that has a night.json, oldest first."""
    nights = []
    for path in sorted(glob.glob(os.path.join(parent, "*", "night.json"))):
        night = load(path)
        if isinstance(night, dict) and night.get("format") == NIGHT_FORMAT:
            nights.append((os.path.basename(os.path.dirname(path)), night))
    names = [name for name, _ in nights]
    goals = step_cost_goals()
    figures, not_measured = [], []
    for key, title, unit, axis, better, tolerance in HISTORY_FIGURES:
        history = {name: night["figures"].get(key, {}) for name, night in nights}
        if not any(history.values()):
            not_measured.append(title)
            continue
        if key == "churnBytesPerOperation":
            # The six kinds that allocate most, in any night: a legend of twenty reads as none.
            peak = {}
            for values in history.values():
                for kind, value in values.items():
                    peak[kind] = max(peak.get(kind, 0), value)
            kept = sorted(peak, key=lambda kind: -peak[kind])[:6]
            history = {name: {k: v for k, v in values.items() if k in kept} for name, values in history.items()}
        chart = history_chart(history, title, unit, axis, goals if key == "instructionsPerStep" else None)
        figures.append({"chart": chart["history"], "better": better, "tolerance": tolerance})
    return {"page": {
        "title": "ViewCacheStress nightly: every night in " + os.path.basename(os.path.abspath(parent)),
        "nights": [{"name": name, "summary": f"{name}/summary.md", "commit": night.get("commit"),
                    "commitURL": night.get("commitURL"), "passed": bool(night.get("passed")),
                    "failed": [str(gate) for gate in night.get("failed") or []]}
                   for name, night in nights],
        "figures": figures, "notMeasured": not_measured,
    }}


def write_history(harness, parent):
    """index.html in `parent`: the history page of every night there, drawn by the harness."""
    draw(harness, history_page(parent), os.path.join(parent, "index.html"))


def check_benchmarks(report, thresholds_dir):
    """The gate alone: exit 1 naming every gated metric past its limit (or missing)."""
    rows = benchmark_rows(report, thresholds_dir)
    failed = [r for r in rows if verdict(r) == "failed"]
    for r in rows:
        print(f'{verdict(r):9}  {r["benchmark"].split(".", 1)[-1]} · {r["metric"]}: '
              f'{metric_text(r["metric"], r["current"])} against {metric_text(r["metric"], r["threshold"])}')
    if not rows:
        print("no benchmark results to check")
        return 1
    return 1 if failed else 0


def main():
    usage.check(__doc__, ["--harness=", "--history", "--check-benchmarks", "--check-magnitudes"], "any")
    if len(sys.argv) >= 2 and sys.argv[1] == "--check-benchmarks":
        sys.exit(check_benchmarks(sys.argv[2], sys.argv[3]))
    if len(sys.argv) == 3 and sys.argv[1] == "--check-magnitudes":
        sys.exit(check_magnitudes(sys.argv[2]))
    if len(sys.argv) == 5 and sys.argv[1] == "--history" and sys.argv[2] == "--harness":
        write_history(sys.argv[3], sys.argv[4])
        return
    if len(sys.argv) < 5 or sys.argv[1] != "--harness":
        sys.exit("usage: nightly-report.py --harness BINARY REPORT_DIR THRESHOLDS_DIR [PROBLEM ...]")
    harness, report, thresholds_dir, problems = sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5:]
    lines = ["# Nightly report", ""]
    lines.append("**Result: " + ("FAILED**" if problems else "passed**"))
    lines += [f"- {p}" for p in problems]
    lines.append("")

    soak = runs_of(load(os.path.join(report, "soak.json")))
    if soak is not None:
        runs = soak
        steps = sum(r["steps"] for r in runs)
        seconds = max((r["elapsedSeconds"] for r in runs), default=0)
        failed = [r for r in runs if r["violations"]]
        lines += ["## Soak", ""]
        lines.append(
            f"{len(runs)} runs, {steps:,} steps in {seconds:.0f} s "
            f"({steps / seconds if seconds else 0:,.0f} steps/s in all), {len(failed)} failed."
        )
        for r in failed:
            v = r["violations"][0]
            lines.append(
                f'- seed {r["options"]["seed"]}: {v["rule"]} — expected {v["expected"]}; saw {v["seen"]}; '
                f'reproducer `{r.get("reproducerPath")}`'
            )
        lines.append("")

    container_lines = []
    # One file per container the harness lists (nightly.sh asks it: scripts/lib/containers.sh).
    for path in sorted(glob.glob(os.path.join(report, "container-*.json"))):
        if path.endswith(".merged.json"):
            continue
        name = os.path.basename(path)[len("container-"):-len(".json")]
        runs = runs_of(load(path))
        if runs is None:
            continue
        steps = sum(r["steps"] for r in runs)
        failed = [r for r in runs if r["violations"]]
        container_lines.append(f"- {name}: {len(runs)} runs, {steps:,} steps, {len(failed)} failed")
        for r in failed:
            v = r["violations"][0]
            container_lines.append(
                f'  - seed {r["options"]["seed"]}: {v["rule"]} — expected {v["expected"]}; '
                f'saw {v["seen"]}; reproducer `{r.get("reproducerPath")}`'
            )
    if container_lines:
        lines += ["## Other containers", ""] + container_lines + [""]

    timeline = (runs_of(load(os.path.join(report, "timeline.json"))) or [None])[0]
    if timeline and timeline.get("churn"):
        churn = timeline["churn"]
        lines += ["## Churn (one run, live-bytes budget 32 KiB)", "", "![timeline](timeline.svg)", ""]
        lines.append(
            f'{size(churn["allocatedBytes"])} allocated, {churn["allocations"]:,} allocations, '
            f'peak live {size(churn["peakLiveBytes"])}'
            + (
                f', {"within" if churn["bound"]["held"] else "**over**"} its bound {size(churn["bound"]["bytes"])}.'
                if churn.get("bound")
                else "."
            )
        )
        for p in timeline.get("pressure", []):
            lines.append(f'- pressure {p["source"]}: {p["warnings"]} warnings, mean drop {size(p["meanDropBytes"])}')
        lines.append("")

    short, long = ((runs_of(load(os.path.join(report, f"memory-{n}.json"))) or [None])[0] for n in ("short", "long"))
    if short and long:
        a, b = short["peakResidentBytes"], long["peakResidentBytes"]
        lines += ["## Memory over run length", ""]
        lines.append(
            f'Peak resident memory: {size(a)} at {short["steps"]:,} steps, {size(b)} at '
            f'{long["steps"]:,} steps ({b / a if a else 0:.3f}×; the gate is 1.10×).'
        )
        lines.append("")

    for file in ("sweep.json", "sweep-pages.json"):
        sweep = load(os.path.join(report, file))
        if isinstance(sweep, dict):
            sweep = sweep.get("rows")
        if not sweep:
            continue
        name = sweep[0].get("parameter", "capacity")
        chart = file.replace(".json", ".svg")
        lines += [f"## {name.capitalize()} sweep", ""]
        if os.path.exists(os.path.join(report, chart)):
            lines += [f"![{name} sweep]({chart})", ""]
        lines += [f"| {name} | mean live | peak live | reloads / 1,000 steps | churned |", "|---|---|---|---|---|"]
        for row in sweep:
            mean = row.get("meanLiveBytes")  # format 2 on
            lines.append(
                f'| {row.get("value", row.get("capacity"))} | {"—" if mean is None else size(mean)} | '
                f'{size(row["peakLiveBytes"])} | {row["reloadsPerThousand"]:.2f} | '
                f'{size(row["allocatedBytes"])} |'
            )
        lines.append("")

    magnitudes = magnitudes_by_container(report)
    if magnitudes:
        lines += ["## Magnitudes reached", "",
                  "The largest figures of each container's runs tonight: some run must draw a view of "
                  "1 MiB or more, make 65,536 children or more, hear a burst of 16 memory warnings or "
                  "more and reach a day of virtual time (the batches are checked by the "
                  "suite: 256 or more removed at once in a default run of the stack, tabs, menu and pages; "
                  "the largest parameter and the nesting are shown: a run's radius and nesting are drawn once).", "",
                  "| container | runs | largest payload | most children made in a run | most removed in one step "
                  "| largest burst | virtual time | largest parameter | deepest nesting | verdict |",
                  "|---|---|---|---|---|---|---|---|---|---|"]
        for c, v in magnitudes.items():
            misses = magnitude_misses(v)
            lines.append(f'| {c} | {v["runs"]} | {size(v["largestPayloadBytes"])} | {v["childrenMade"]:,} | '
                         f'{v["largestBatchRemoved"]:,} | {v["largestBurst"]:,} | {virtual_time(v["virtualTimeTicks"])} | '
                         f'{v["largestParameter"]:,} | {v["nesting"]:,} | '
                         f'{"**FAILED**: " + "; ".join(misses) if misses else "ok"} |')
        lines.append("")

    coverage = coverage_by_container(report)
    if coverage:
        with open(os.path.join(report, "coverage.json"), "w") as f:
            json.dump(coverage, f, indent=2)
        chart = history_chart(
            history_of(report, night_coverage),
            "Contract coverage per night: reachable state × operation pairs reached", "percent", "pairs reached")
        draw(harness, chart, os.path.join(report, "coverage.svg"))
        lines += ["## Contract coverage", "", "![coverage over time](coverage.svg)", ""]
        lines += ["| container | pairs reached | never reached | rules never exercised |", "|---|---|---|---|"]
        for c, v in coverage.items():
            missed = "; ".join(v["neverReached"][:5]) + (f" (and {len(v['neverReached']) - 5} more)" if len(v["neverReached"]) > 5 else "")
            lines.append(
                f'| {c} | {v["reachedPairs"]} of {v["reachablePairs"]} | {missed or "—"} | '
                f'{", ".join(v["neverExercised"]) or "—"} |'
            )
        lines.append("")

    mutation = load(os.path.join(report, "mutation-score.json"))
    if mutation:
        lines += ["## Mutation score", ""]
        lines.append(
            f'{mutation["found"]} of {mutation["total"]} container mutants found '
            f'({mutation["score"]:.1f} %; the gate is 100 %): a default run of the mutant\'s '
            f'container on seeds {", ".join(map(str, mutation["seeds"]))}, '
            f'{mutation["stepBudget"]:,} steps each, reproducer of at most '
            f'{mutation["maxOperations"]} operations.'
        )
        lines += ["", "| mutant | container | found | rules | latest step found | reproducer |", "|---|---|---|---|---|---|"]
        for m in mutation["mutants"]:
            seeds = m["seeds"]
            rules = ", ".join(sorted({s["rule"] for s in seeds if s.get("found")})) or "—"
            latest = max((s.get("step") or 0 for s in seeds if s.get("found")), default=0)
            length = m["reproducerOperations"]
            lines.append(
                f'| {m["id"]}: {m["mutant"]} | {m["container"]} | {"yes" if m["found"] else "**no**"} | '
                f'{rules} | {latest:,} | {"—" if length is None else f"{length} operations"} |'
            )
        lines.append("")

    fuzz_text = os.path.join(report, "fuzz.md")
    if os.path.exists(fuzz_text):
        with open(fuzz_text) as f:
            lines += f.read().rstrip("\n").split("\n") + [""]

    sanitizers = os.path.join(report, "sanitizers.txt")
    if os.path.exists(sanitizers):
        with open(sanitizers) as f:
            text = f.read()
        clean = "sanitizers clean:" in text
        passed = re.findall(r"Test run with (\d+) tests", text)
        lines += ["## Sanitizers", ""]
        lines.append(
            ("clean" if clean else "FAILED (see sanitizers.txt)")
            + f": the suite under AddressSanitizer and ThreadSanitizer ({' and '.join(passed) or 'no'} tests), "
            "and stress-harness run --jobs 4 under ThreadSanitizer."
        )
        lines.append("")

    step_cost = read_step_cost(os.path.join(report, "instructions.txt"))
    if step_cost:
        goals = step_cost_goals()
        chart = history_chart(
            history_of(report, lambda folder: read_step_cost(os.path.join(folder, "instructions.txt"))),
            "Instructions per step, night by night (each container's goal dashed)", "count",
            "instructions per step", goals)
        draw(harness, chart, os.path.join(report, "step-cost.svg"))
        lines += ["## Step cost (instructions per step, callgrind)", ""]
        lines.append("Each container's default run, oracle on, churn off (scripts/instructions.sh --check), "
                     "against its goal in Benchmarks/Thresholds/step-cost.json; the dashed lines are the goals. "
                     "\"churn on\": with churn measured, as a default run is (CHURN=1 scripts/instructions.sh --check).")
        lines += ["", "![step cost over time](step-cost.svg)", ""]
        lines += ["| container | tonight | goal | verdict |", "|---|---|---|---|"]
        rows = [(name, cost, goals.get(name)) for name, cost in step_cost.items()]
        # With churn measured (the default run): the containers with such a goal.
        with_churn = read_step_cost(os.path.join(report, "instructions-churn-goal.txt")) or {}
        churn_goals = step_cost_goals("instructionsPerStepWithChurn")
        rows += [(f"{name}, churn on", cost, churn_goals.get(name)) for name, cost in with_churn.items()]
        for name, cost, goal in rows:
            judged = "no goal" if goal is None else ("ok" if cost <= goal else "**above its goal**")
            lines.append(f'| {name} | {cost:,} | {"—" if goal is None else f"{goal:,}"} | {judged} |')
        lines.append("")

    model = os.path.join(report, "model-cost.txt")
    if os.path.exists(model):
        with open(model) as f:
            # Each container's headline: the lines that do not start with a space.
            headlines = [line.rstrip("\n") for line in f if line.strip() and not line.startswith(" ")]
        lines += ["## The model's own cost (instructions, callgrind, no observer)", ""]
        lines.append("Each container's default workload with no observer (scripts/model-cost.sh; "
                     "model-cost.txt has every operation's cost per call).")
        lines += [""] + [f"- {line}" for line in headlines] + [""]

    costs = os.path.join(report, "measuring-cost.txt")
    if os.path.exists(costs):
        with open(costs) as f:
            measured = [line.rstrip("\n") for line in f if line.strip()]
        lines += ["## What measuring costs (instructions per step, callgrind)", ""]
        lines += [f"- {line}" for line in measured] + [""]

    lines += code_section(
        "A worker's start-up (instructions, callgrind)",
        "From exec to the first step of a one-step run, the dynamic loader included, for a release "
        "build linked statically and one linked dynamically (scripts/worker-startup.sh); the goal, "
        "for the static build, is 10 million:",
        os.path.join(report, "worker-startup.txt"),
    )
    lines += code_section(
        "Churn against heaptrack",
        "The operations' allocations and bytes (jemalloc size classes) as the harness reports them, "
        "against heaptrack's record of every allocation in the same run's windows "
        "(at most 1 % apart in count, 0.1 % in bytes):",
        os.path.join(report, "heaptrack-check.txt"),
    )

    rows = benchmark_rows(report, thresholds_dir)
    with open(os.path.join(report, "benchmarks.json"), "w") as f:
        json.dump(rows, f, indent=2)
    draw(harness, gate_chart(rows), os.path.join(report, "benchmarks.svg"))
    failed = [r for r in rows if verdict(r) == "failed"]
    lines += ["## Benchmarks (p90 against the checked-in thresholds)", ""]
    lines.append(
        f"The gate: allocation counts may not grow, peak resident memory by at most 10 %; wall-clock "
        f"times are shown, not gated (this machine's noise). {len(failed)} failed." + "")
    lines += ["", "![benchmarks](benchmarks.svg)", ""]
    lines += ["| benchmark | metric | threshold | tonight | verdict |", "|---|---|---|---|---|"]
    for r in rows:
        mark = {"failed": "**FAILED**", "ok": "ok", "not gated": "not gated"}[verdict(r)]
        lines.append(
            f'| {r["benchmark"].split(".", 1)[-1]} | {r["metric"]} | {metric_text(r["metric"], r["threshold"])} | '
            f'{metric_text(r["metric"], r["current"])} | {mark} |')
    lines.append("")
    with open(os.path.join(report, "summary.md"), "w") as f:
        f.write("\n".join(lines))
    write_night(report, passed=not problems, failed=gates_of(problems))
    write_history(harness, os.path.dirname(os.path.abspath(report)))


if __name__ == "__main__":
    main()
