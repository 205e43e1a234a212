#!/usr/bin/env python3
"""nightly-report.py — the nightly run's summary: reads the JSON the harness and the benchmarks
left in the report folder and writes summary.md, benchmarks.json and benchmarks.svg.

Usage:
  scripts/nightly-report.py REPORT_DIR THRESHOLDS_DIR [PROBLEM ...]
"""
import glob
import json
import re
import os
import sys


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


def svg_bars(rows):
    shown = [r for r in rows if r["current"] is not None and r["threshold"]]
    width, bar, gap, left = 900, 14, 6, 430
    height = 60 + len(shown) * (bar + gap)
    scale = 300.0  # pixels for 100 % of the threshold
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}">',
        "<style>text{font:11px sans-serif;fill:#222}.ok{fill:#2ca02c}.worse{fill:#d62728}.ref{stroke:#444}</style>",
        '<rect width="100%" height="100%" fill="white"/>',
        '<text x="10" y="20">p90 of this run as a percentage of the checked-in threshold '
        "(throughput: higher is better; everything else: lower is better)</text>",
    ]
    y = 40
    for r in shown:
        ratio = r["current"] / r["threshold"]
        better_high = r["metric"] == "throughput"
        worse = ratio < 1 if better_high else ratio > 1
        length = min(2.0, ratio) * scale
        label = f'{r["benchmark"].split(".", 1)[-1]} · {r["metric"]}'
        out.append(f'<text x="10" y="{y + bar - 3}">{label}</text>')
        css = "worse" if worse else "ok"
        out.append(f'<rect x="{left}" y="{y}" width="{length:.1f}" height="{bar}" class="{css}"/>')
        out.append(f'<text x="{left + length + 4:.1f}" y="{y + bar - 3}">{ratio * 100:.0f}%</text>')
        y += bar + gap
    out.append(f'<line x1="{left + scale}" y1="34" x2="{left + scale}" y2="{height - 10}" class="ref"/>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: nightly-report.py REPORT_DIR THRESHOLDS_DIR [PROBLEM ...]")
    report, thresholds_dir, problems = sys.argv[1], sys.argv[2], sys.argv[3:]
    lines = ["# Nightly report", ""]
    lines.append("**Result: " + ("FAILED**" if problems else "passed**"))
    lines += [f"- {p}" for p in problems]
    lines.append("")

    soak = load(os.path.join(report, "soak.json"))
    if soak is not None:
        runs = soak if isinstance(soak, list) else [soak]
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
    for name in ["placeholder", "tabs", "pages", "nested"]:
        result = load(os.path.join(report, f"container-{name}.json"))
        if result is None:
            continue
        runs = result if isinstance(result, list) else [result]
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

    timeline = load(os.path.join(report, "timeline.json"))
    if timeline and timeline.get("churn"):
        churn = timeline["churn"]
        lines += ["## Churn (one run, live-bytes budget 32 KiB)", "", "![timeline](timeline.svg)", ""]
        lines.append(
            f'{size(churn["allocatedBytes"])} allocated, {churn["allocations"]:,} allocations, '
            f'peak live {size(churn["peakLiveBytes"])}.'
        )
        for p in timeline.get("pressure", []):
            lines.append(f'- pressure {p["source"]}: {p["warnings"]} warnings, mean drop {size(p["meanDropBytes"])}')
        lines.append("")

    short, long = (load(os.path.join(report, f"memory-{n}.json")) for n in ("short", "long"))
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
        if not sweep:
            continue
        name = sweep[0].get("parameter", "capacity")
        lines += [f"## {name.capitalize()} sweep", "", f"| {name} | peak live | reloads / 1,000 steps | churned |", "|---|---|---|---|"]
        for row in sweep:
            lines.append(
                f'| {row.get("value", row.get("capacity"))} | {size(row["peakLiveBytes"])} | {row["reloadsPerThousand"]:.2f} | '
                f'{size(row["allocatedBytes"])} |'
            )
        lines.append("")

    mutation = load(os.path.join(report, "mutation-score.json"))
    if mutation:
        lines += ["## Mutation score", ""]
        lines.append(
            f'{mutation["found"]} of {mutation["total"]} container mutants found '
            f'({mutation["score"]:.1f} %; the gate is 100 %): a default run of the mutant\'s '
            f'container on seeds {", ".join(map(str, mutation["seeds"]))}, '
            f'{mutation["timeLimitSeconds"]:g} s each, reproducer of at most '
            f'{mutation["maxOperations"]} operations.'
        )
        lines += ["", "| mutant | container | found | rules | slowest seed | reproducer |", "|---|---|---|---|---|---|"]
        for m in mutation["mutants"]:
            seeds = m["seeds"]
            rules = ", ".join(sorted({s["rule"] for s in seeds if s.get("found")})) or "—"
            slowest = max((s.get("seconds", mutation["timeLimitSeconds"]) for s in seeds), default=0)
            length = m["reproducerOperations"]
            lines.append(
                f'| {m["id"]}: {m["mutant"]} | {m["container"]} | {"yes" if m["found"] else "**no**"} | '
                f'{rules} | {slowest:.1f} s | {"—" if length is None else f"{length} operations"} |'
            )
        lines.append("")

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

    rows = benchmark_rows(report, thresholds_dir)
    with open(os.path.join(report, "benchmarks.json"), "w") as f:
        json.dump(rows, f, indent=2)
    with open(os.path.join(report, "benchmarks.svg"), "w") as f:
        f.write(svg_bars(rows))
    lines += ["## Benchmarks (p90 against the checked-in thresholds)", "", "![benchmarks](benchmarks.svg)", ""]
    lines += ["| benchmark | metric | threshold | this run |", "|---|---|---|---|"]
    for r in rows:
        current = "—" if r["current"] is None else f'{r["current"]:,}'
        lines.append(f'| {r["benchmark"].split(".", 1)[-1]} | {r["metric"]} | {r["threshold"]:,} | {current} |')
    lines.append("")
    with open(os.path.join(report, "summary.md"), "w") as f:
        f.write("\n".join(lines))


if __name__ == "__main__":
    main()
