#!/usr/bin/env bash
#
# check-benchmark-gate.sh — proves the nightly's benchmark gate: in a copy of the committed
# HEAD, plants one extra allocation on StackController's push path, runs the push benchmarks
# and the harness benchmark, and expects `nightly-report.py --check-benchmarks` (the gate the
# nightly runs) to fail them on their allocation counts; the same benchmarks without the plant
# must pass. Wall-clock time plays no part, so the verdict does not depend on the machine's load.
#
# Usage:
#   scripts/check-benchmark-gate.sh
#
# Env overrides:
#   KEEP_GATE=1   keep the scratch copy and print its path

set -euo pipefail
# shellcheck source=lib/usage.sh
source "$(dirname "$0")/lib/usage.sh"
usage_check_at_root "" 0 "$@"


root="$PWD"
if [ "${KEEP_GATE:-0}" = 1 ]; then usage_scratch scratch --keep; else usage_scratch scratch; fi
git clone --quiet --no-local . "$scratch/copy"
cp Benchmarks/Package.resolved "$scratch/copy/Benchmarks/" 2>/dev/null || true
filter='StackPushPopNewChild|StackPushPopCachedChild|HarnessDefaultProfile20kSteps$'

# Runs the benchmarks of `filter` in the copy; the gate's verdict on them (0 passes).
gate() {
  local name="$1" report="$scratch/$1"
  mkdir -p "$report"
  (cd "$scratch/copy" && swift package --package-path Benchmarks --allow-writing-to-package-directory \
    benchmark baseline update "$name" --target ContainerBenchmarks --filter "$filter" --no-progress \
    >"$report/run.txt" 2>&1) ||
    fatal "the benchmarks did not run ($name): $(tail -n 5 "$report/run.txt")"
  (cd "$scratch/copy" && swift package --package-path Benchmarks benchmark baseline read "$name" \
    --target ContainerBenchmarks --filter "$filter" --format metricP90AbsoluteThresholds --path "$report/benchmarks-p90" \
    --no-progress >/dev/null 2>&1) || true
  # Only the thresholds of the benchmarks that ran.
  mkdir -p "$report/thresholds"
  for file in "$report"/benchmarks-p90/*.json; do
    cp "$root/Benchmarks/Thresholds/6.3/$(basename "$file")" "$report/thresholds/"
  done
  python3 "$root/scripts/nightly-report.py" --check-benchmarks "$report" "$report/thresholds" \
    >"$report/gate.txt" 2>&1
}

log "the benchmarks as committed: the gate passes"
gate clean || fatal "the gate fails the committed code: $(grep -v '^ok\|^not gated' "$scratch/clean/gate.txt")"
grep -a '^ok' "$scratch/clean/gate.txt" >&2

log "one extra allocation on the push path: the gate fails"
python3 - "$scratch/copy/Sources/ContainmentCore/StackController+Operations.swift" <<'PYTHON'
import sys
path = sys.argv[1]
text = open(path).read()
anchor = "    try refuseDuringTransition()\n    try addChild(child)\n"
assert anchor in text, "the push path moved: update check-benchmark-gate.sh"
planted = ("    try refuseDuringTransition()\n"
           "    plantedExtraAllocation = ContiguousArray(repeating: child.id.rawValue, count: 4)\n"
           "    try addChild(child)\n")
text = text.replace(anchor, planted, 1)
text += "\n/// A planted bug: one allocation per push.\nnonisolated(unsafe) var plantedExtraAllocation: ContiguousArray<UInt64> = []\n"
open(path, "w").write(text)
PYTHON
if gate planted; then
  fatal "the gate let an extra allocation per push through: $(cat "$scratch/planted/gate.txt")"
fi
grep -a '^failed' "$scratch/planted/gate.txt" >&2
log "the gate catches one extra allocation per push, on allocation counts alone"
