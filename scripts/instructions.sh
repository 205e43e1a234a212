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
#   scripts/instructions.sh [--check] [CONTAINER ...]      (default: every container)
#
#   --check   also print each container's goal (Benchmarks/Thresholds/step-cost.json: with
#             churn off, and with CHURN=1 the churn goals) and its verdict, and exit 1 when a
#             container is above its goal; a container without a goal is shown, not checked
#
# Env overrides:
#   STEPS=20000        N
#   PROFILE=default    the workload profile
#   ARGS=              more options for each run (ARGS=--no-coverage: the cost of coverage
#                      counting, against a run without it)
#   CHURN=1            measure churn too (by default each run has --no-churn)

set -euo pipefail
# shellcheck source=lib/usage.sh
source "$(dirname "$0")/lib/usage.sh"
usage_check_at_root "--check" any "$@"

name=instructions
# shellcheck source=lib/callgrind-build.sh
source scripts/lib/callgrind-build.sh
# shellcheck source=lib/containers.sh
source scripts/lib/containers.sh
check=0
if [ "${1:-}" = --check ]; then
  check=1
  shift
fi
containers=("$@")
[ ${#containers[@]} -gt 0 ] || mapfile -t containers < <(container_names "$binary")
steps="${STEPS:-20000}"
profile="${PROFILE:-default}"
read -r -a extra <<<"${ARGS:-}"
churn=(--no-churn)
[ "${CHURN:-0}" = 1 ] && churn=()

usage_scratch scratch

count() {
  local container="$1" n="$2" out="$scratch/cg.$1.$2"
  # In process (no supervising parent): callgrind counts the run itself. Hashing seeded alike
  # in every run: with a random seed per process (Swift's default) a set's or a dictionary's
  # probes differ from run to run, and the count by a few instructions a step.
  VIEWCACHESTRESS_WORKER=1 SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out" "$binary" run --container "$container" \
    --profile "$profile" --seed 1 --steps "$n" ${churn[@]+"${churn[@]}"} --quiet --no-store \
    ${extra[@]+"${extra[@]}"} >/dev/null 2>"$scratch/log" ||
    fatal "$container: the run failed (see valgrind's log: $(tail -n 3 "$scratch/log"))"
  grep -E '^summary:' "$out" | awk '{print $2}'
}

# The goal of `container` (empty: none) in Benchmarks/Thresholds/step-cost.json.
goal_of() {
  local table=instructionsPerStep
  [ "${CHURN:-0}" = 1 ] && table=instructionsPerStepWithChurn
  python3 -c 'import json, sys
goals = json.load(open(sys.argv[1])).get(sys.argv[2], {})
print(goals.get(sys.argv[3], ""))' Benchmarks/Thresholds/step-cost.json "$table" "$1"
}

if [ "$check" = 1 ]; then
  printf '%-12s %14s %8s  %s\n' container instructions/step goal verdict
else
  printf '%-12s %14s\n' container instructions/step
fi
above=()
for container in "${containers[@]}"; do
  once=$(count "$container" "$steps")
  twice=$(count "$container" $((steps * 2)))
  cost=$(((twice - once) / steps))
  if [ "$check" = 0 ]; then
    printf '%-12s %14d\n' "$container" "$cost"
    continue
  fi
  goal=$(goal_of "$container")
  if [ -z "$goal" ]; then
    verdict="no goal"
  elif [ "$cost" -le "$goal" ]; then
    verdict=ok
  else
    verdict="above its goal"
    above+=("$container")
  fi
  printf '%-12s %14d %8s  %s\n' "$container" "$cost" "${goal:--}" "$verdict"
done
if [ ${#above[@]} -gt 0 ]; then
  log "above the goal (Benchmarks/Thresholds/step-cost.json): ${above[*]}"
  exit 1
fi
