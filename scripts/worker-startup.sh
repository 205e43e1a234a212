#!/usr/bin/env bash
#
# worker-startup.sh — the instructions a worker spends from exec to its first step, counted by
# callgrind (repeatable on a noisy machine, unlike wall-clock time).
#
# Runs a one-step `run` (seed 1, churn off, no stored failures) of two release builds under
# callgrind, following the worker the command starts (--trace-children): one linked against the
# Swift runtime statically (`swift build -c release --static-swift-stdlib`, how a Linux
# executable is shipped), one dynamically (SwiftPM's default). Callgrind dumps the worker's
# count when it enters the runner's step loop (StressRunner.run(record:progress:)): everything
# from exec to the first step, the dynamic loader included. Prints, for each build, that
# count, the worker's whole count and the supervisor's, and checks the static build's count
# against the goal.
#
# Usage:
#   scripts/worker-startup.sh [CONTAINER]       (default: stack)
#
# Env overrides:
#   GOAL=10000000      the most instructions to the first step; above it, exit status 1
#                      when CHECK=1 (the nightly reports without failing)
#   CHECK=0

set -euo pipefail
# shellcheck source=lib/usage.sh
source "$(dirname "$0")/lib/usage.sh"
usage_check_at_root "" 1 "$@"

name=worker-startup
# shellcheck source=lib/callgrind-build.sh
source scripts/lib/callgrind-build.sh
container="${1:-stack}"
goal="${GOAL:-10000000}"

# The same build linked against the Swift runtime statically: no dynamic loading of the
# runtime and FoundationEssentials, most of a dynamically linked worker's start-up.
static_build=(swift build -c release --static-swift-stdlib --scratch-path .build/static -Xcc -gdwarf-4)
"${static_build[@]}" --product stress-harness >/dev/null 2>&1 ||
  fatal "the static build failed (${static_build[*]})"
static_binary="$("${static_build[@]}" --show-bin-path)/stress-harness"
usage_scratch scratch

total() { grep -E '^totals:' "$1" | awk '{print $2}'; }

# Counts one build's one-step run; prints its rows and sets `to_first`.
measure() {
  local label="$1" executable="$2" out="$scratch/$1"
  mkdir -p "$out"
  # The runner's step loop, as the linker names it (StressRunner.run(record:progress:)).
  valgrind --tool=callgrind --trace-children=yes --callgrind-out-file="$out/cg.%p" \
    '--dump-before=$s9StressKit0A6RunnerC3run6record8progress*' "$executable" run \
    --container "$container" --steps 1 --seed 1 --no-churn --no-store --quiet \
    --failures "$out/failures" >/dev/null 2>"$out/log" ||
    fatal "$label: the run failed (see valgrind's log: $(tail -n 3 "$out/log"))"
  local worker="" supervisor="" file
  for file in "$out"/cg.*; do
    case "$file" in *.[0-9]) continue ;; esac
    if grep -q "^cmd: .* _worker " "$file"; then worker="$file"; else supervisor="$file"; fi
  done
  [ -n "$worker" ] || fatal "$label: no worker was counted (did the run start one?)"
  [ -f "$worker.1" ] || fatal "$label: the worker never reached its first step"
  to_first=$(total "$worker.1")
  local whole=0 part
  for part in "$worker" "$worker".*; do whole=$((whole + $(total "$part"))); done
  printf '%-52s %14d\n' "$label: worker, exec to the first step" "$to_first"
  printf '%-52s %14d\n' "$label: worker, whole one-step run" "$whole"
  printf '%-52s %14d\n' "$label: supervisor (parsing, spawning, summary)" "$(total "$supervisor")"
}

printf '%-52s %14s\n' "$container, one step" instructions
measure dynamic "$binary"
measure static "$static_binary"
if [ "$to_first" -le "$goal" ]; then
  printf 'goal met (static build): %d ≤ %d\n' "$to_first" "$goal"
else
  printf 'goal missed (static build): %d > %d\n' "$to_first" "$goal"
  [ "${CHECK:-0}" = 1 ] && exit 1
fi
exit 0
