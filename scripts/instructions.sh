#!/usr/bin/env bash
#
# instructions.sh — instructions per step of each container's default run, counted by
# callgrind (repeatable on a noisy machine, unlike wall-clock time).
#
# Builds stress-harness in release, runs each container twice under callgrind (N and 2N
# steps, seed 1, churn off, the oracle on, as the benchmarks run) and prints
# (I(2N) - I(N)) / N: the cost of one step, start-up and teardown aside.
#
# Usage:
#   scripts/instructions.sh [CONTAINER ...]      (default: every container)
#
# Env overrides:
#   STEPS=20000        N
#   PROFILE=default    the workload profile
#   ARGS=              more options for each run (ARGS=--no-coverage: the cost of coverage
#                      counting, against a run without it)
#   CHURN=1            measure churn too (by default each run has --no-churn)

set -euo pipefail
cd "$(dirname "$0")/.."

name=instructions
# shellcheck source=lib/callgrind-build.sh
source scripts/lib/callgrind-build.sh
# shellcheck source=lib/containers.sh
source scripts/lib/containers.sh
containers=("$@")
[ ${#containers[@]} -gt 0 ] || mapfile -t containers < <(container_names "$binary")
steps="${STEPS:-20000}"
profile="${PROFILE:-default}"
read -r -a extra <<<"${ARGS:-}"
churn=(--no-churn)
[ "${CHURN:-0}" = 1 ] && churn=()

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

count() {
  local container="$1" n="$2" out="$scratch/cg.$1.$2"
  # In process (no supervising parent): callgrind counts the run itself.
  VIEWCACHESTRESS_WORKER=1 valgrind --tool=callgrind --callgrind-out-file="$out" "$binary" run --container "$container" \
    --profile "$profile" --seed 1 --steps "$n" ${churn[@]+"${churn[@]}"} --quiet --no-store \
    ${extra[@]+"${extra[@]}"} >/dev/null 2>"$scratch/log" ||
    fatal "$container: the run failed (see valgrind's log: $(tail -n 3 "$scratch/log"))"
  grep -E '^summary:' "$out" | awk '{print $2}'
}

printf '%-12s %14s\n' container instructions/step
for container in "${containers[@]}"; do
  once=$(count "$container" "$steps")
  twice=$(count "$container" $((steps * 2)))
  printf '%-12s %14d\n' "$container" $(((twice - once) / steps))
done
