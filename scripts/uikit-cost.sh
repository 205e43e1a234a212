#!/usr/bin/env bash
#
# uikit-cost.sh — what UIKit's names cost: one container, Apple's recipe
# (displayContentController / hideContentController), written line for line on the model
# (`Containment`) and on UIKit's names (`UIKitContainment`), replays one workload (the UIKit
# recipe's shape driver draws it, seed 1) on each; callgrind counts the replay alone
# (`--toggle-collect` on it), for N and 2N steps, checked by the oracle and not. Prints the
# instructions per step of each and the ratio UIKit / model.
#
# Usage:
#   scripts/uikit-cost.sh [--check]   --check: exit 1 when a ratio is above 1.5
#
# Env overrides:
#   STEPS=20000   N

set -euo pipefail
# shellcheck source=lib/usage.sh
source "$(dirname "$0")/lib/usage.sh"
usage_check_at_root "--check" 0 "$@"

name=uikit-cost
steps="${STEPS:-20000}"
usage_positive "STEPS=$steps"
check=0
case "${1:-}" in
  "") ;;
  --check) check=1 ;;
  *) printf '%s: error: unknown argument %s (usage: scripts/uikit-cost.sh [--check])\n' "$name" "$1" >&2; exit 64 ;;
esac
product=uikit-cost
package=Benchmarks
# shellcheck source=lib/callgrind-build.sh
source scripts/lib/callgrind-build.sh

usage_scratch scratch

# The replay's instructions for `face` (model or uikit), N steps, checked or not.
count() {
  local face="$1" n="$2" mode="$3" out="$scratch/cg.$1.$2.$3"
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out" \
    --toggle-collect='*UIKitCost*replay*' "$binary" "$face" "$n" "$mode" >/dev/null 2>"$scratch/log" ||
    fatal "$face $mode: the run failed (see valgrind's log: $(tail -n 3 "$scratch/log"))"
  grep -E '^summary:' "$out" | awk '{print $2}'
}

printf '%-10s %12s %12s %8s\n' oracle model uikit ratio
above=0
for mode in checked unchecked; do
  declare -A cost=()
  for face in model uikit; do
    once=$(count "$face" "$steps" "$mode")
    twice=$(count "$face" $((steps * 2)) "$mode")
    cost[$face]=$(((twice - once) / steps))
  done
  ratio=$(python3 -c "print(f'{${cost[uikit]} / ${cost[model]}:.2f}')")
  printf '%-10s %12d %12d %8s\n' "$mode" "${cost[model]}" "${cost[uikit]}" "$ratio"
  if python3 -c "import sys; sys.exit(0 if ${cost[uikit]} <= 1.5 * ${cost[model]} else 1)"; then :; else above=1; fi
done
if [ "$check" = 1 ] && [ "$above" = 1 ]; then
  fatal "a UIKit-layer step costs more than 1.5 times the model's"
fi
