#!/usr/bin/env bash
#
# worker-startup.sh — the instructions a worker spends from exec to its first step, counted by
# callgrind (repeatable on a noisy machine, unlike wall-clock time).
#
# Runs a one-step `run` (seed 1, churn off, no stored failures) of a release build under
# callgrind, following the worker the command starts (--trace-children). Callgrind dumps the
# worker's count when it enters the runner's step loop (StressRunner.run(record:progress:)):
# everything from exec to the first step, the dynamic loader included. Prints that count, the
# worker's whole count and the supervisor's, and checks the goal.
#
# Usage:
#   scripts/worker-startup.sh [CONTAINER]       (default: stack)
#
# Env overrides:
#   GOAL=10000000      the most instructions to the first step; above it, exit status 1
#                      when CHECK=1 (the nightly reports without failing)
#   CHECK=0

set -euo pipefail
cd "$(dirname "$0")/.."

name=worker-startup
# shellcheck source=lib/callgrind-build.sh
source scripts/lib/callgrind-build.sh
container="${1:-stack}"
goal="${GOAL:-10000000}"

if readelf -d "$binary" 2>/dev/null | grep -q 'libFoundation\.so'; then
  log "note: the binary links the whole of Foundation (libFoundation.so), not FoundationEssentials only"
fi
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# The runner's step loop, as the linker names it (StressKit.StressRunner.run(record:progress:)).
first_step='$s9StressKit0A6RunnerC3run6record8progress*'
valgrind --tool=callgrind --trace-children=yes --callgrind-out-file="$scratch/cg.%p" \
  "--dump-before=$first_step" "$binary" run --container "$container" --steps 1 --seed 1 \
  --no-churn --no-store --quiet --failures "$scratch/failures" >/dev/null 2>"$scratch/log" ||
  fatal "the run failed (see valgrind's log: $(tail -n 3 "$scratch/log"))"

total() { grep -E '^totals:' "$1" | awk '{print $2}'; }
worker="" supervisor=""
for file in "$scratch"/cg.*; do
  case "$file" in *.[0-9]) continue ;; esac
  if grep -q "^cmd: .* _worker " "$file"; then worker="$file"; else supervisor="$file"; fi
done
[ -n "$worker" ] || fatal "no worker was counted (did the run start one?)"
[ -f "$worker.1" ] || fatal "the worker never reached its first step"
to_first=$(total "$worker.1")
whole=0
for part in "$worker" "$worker".*; do whole=$((whole + $(total "$part"))); done

printf '%-40s %14s\n' "$container, one step" instructions
printf '%-40s %14d\n' "worker: exec to the first step" "$to_first"
printf '%-40s %14d\n' "worker: whole run" "$whole"
printf '%-40s %14d\n' "supervisor (parsing, spawning, summary)" "$(total "$supervisor")"
if [ "$to_first" -le "$goal" ]; then
  printf 'goal met: %d ≤ %d\n' "$to_first" "$goal"
else
  printf 'goal missed: %d > %d\n' "$to_first" "$goal"
  [ "${CHECK:-0}" = 1 ] && exit 1
fi
exit 0
