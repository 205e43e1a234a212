#!/usr/bin/env bash
#
# explore.sh — guided exploration against blind runs of the same time. The example's top stack
# (Examples/UIKitContainers, a team's package) hides three deep planted mistakes, each at the end
# of a sequence of some eight events that a random run seldom draws in a row. For each, libFuzzer
# explores (`uikit-harness explore`, the package built with -sanitize=fuzzer, as the guide's
# recipe builds a team's) and a default run goes blind (`uikit-harness run --duration`, a release
# build), BUDGET seconds each, side by side on one core each. Prints, per mistake, whether each
# found it and when, and the reproducer's operations; a guided reproducer is replayed by the
# blind build (no libFuzzer in it) to the same rule.
#
# Usage:
#   scripts/explore.sh [--check] [--json=FILE]
#
#   --check       exit 1 unless exploration finds every mistake, each with a reproducer of at
#                 most 10 operations that the build without libFuzzer replays
#   --json=FILE   also write the figures as JSON (the nightly's explore.json)
#
# Env overrides:
#   BUDGET=60     seconds for each exploration and each blind run
#   SEED=1        the blind run's seed and the exploration's

set -euo pipefail
# shellcheck source=lib/usage.sh
source "$(dirname "$0")/lib/usage.sh"
usage_check_at_root "--check --json=" 0 "$@"

budget="${BUDGET:-60}"
seed="${SEED:-1}"
usage_positive "BUDGET=$budget" "SEED=$seed"
usage_flags "$@"

# An input's steps: room for the sequence, the pushes before it and the operation after it.
max_steps=32
mistakes=(deep-pop-after-alternating-warnings deep-push-after-warning-pairs deep-pop-after-zigzag)
package=Examples/UIKitContainers
root="$(pwd)"

log "building uikit-harness: release (blind), and release with libFuzzer (guided, .build/explore-fuzzer)"
swift build --package-path "$package" -c release --product uikit-harness >/dev/null
blind_binary="$(swift build --package-path "$package" -c release --show-bin-path)/uikit-harness"
swift build --package-path "$package" -c release -Xswiftc -sanitize=fuzzer -Xswiftc -use-ld=lld \
  --scratch-path "$package/.build/explore-fuzzer" --product uikit-harness >/dev/null
guided_binary="$package/.build/explore-fuzzer/release/uikit-harness"

usage_scratch scratch

# One figure of a JSON report: `field FILE EXPRESSION` (python over the document `d`).
field() {
  python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print($2)" "$1"
}

printf '%-38s %-8s %8s %5s   %-8s %8s\n' mistake guided 'at (s)' ops blind 'at (s)'
failed=0
rows=()
for mistake in "${mistakes[@]}"; do
  work="$scratch/$mistake"
  mkdir -p "$work"
  # Side by side, one core each: the blind run's time is the exploration's.
  (cd "$work" && "$blind_binary" run --container top-stack --plant-bug "$mistake" --seed "$seed" \
    --duration "$budget" --no-churn --no-store --failures blind-failures --quiet \
    --json blind.json >blind.txt 2>blind.log) &
  blind_pid=$!
  (cd "$work" && "$root/$guided_binary" explore --container top-stack --plant-bug "$mistake" \
    --seed "$seed" --max-total-time "$budget" --max-steps "$max_steps" --corpus corpus \
    --failures failures --json guided.json >guided.txt 2>guided.log) || true
  wait "$blind_pid" || true
  [ -s "$work/guided.json" ] || fatal "$mistake: explore wrote no report (see its log: $(tail -n 3 "$work/guided.log"))"
  [ -s "$work/blind.json" ] || fatal "$mistake: the blind run wrote no report (see its log: $(tail -n 3 "$work/blind.log"))"
  guided_found=$(field "$work/guided.json" "'found' if d['runs'] and d['runs'][0]['violations'] else 'missed'")
  guided_at=$(field "$work/guided.json" "f\"{d['exploration']['elapsedSeconds']:.1f}\" if d['runs'] else '-'")
  ops=$(field "$work/guided.json" "d['runs'][0].get('reproducerLength', '-') if d['runs'] else '-'")
  blind_found=$(field "$work/blind.json" "'found' if d['runs'][0]['violations'] else 'missed'")
  blind_at=$(field "$work/blind.json" "f\"{d['runs'][0]['elapsedSeconds']:.1f}\" if d['runs'][0]['violations'] else '-'")
  blind_steps=$(field "$work/blind.json" "d['runs'][0]['steps']")
  executions=$(field "$work/guided.json" "d['exploration']['executions']")
  replayed=no
  if [ "$guided_found" = found ]; then
    reproducer=$(field "$work/guided.json" "d['runs'][0].get('reproducerPath', '')")
    rule=$(field "$work/guided.json" "d['runs'][0]['violations'][0]['rule']")
    if (cd "$work" && "$blind_binary" replay "$reproducer" --quiet --json replay.json >/dev/null 2>&1); then
      :
    elif [ "$(field "$work/replay.json" "d['runs'][0]['violations'][0]['rule'] if d['runs'][0]['violations'] else ''")" = "$rule" ]; then
      replayed=yes
    fi
  fi
  printf '%-38s %-8s %8s %5s   %-8s %8s\n' "$mistake" "$guided_found" "$guided_at" "$ops" \
    "$blind_found" "$blind_at"
  rows+=("{\"mistake\": \"$mistake\", \"guided\": \"$guided_found\", \"guidedSeconds\": \"$guided_at\", \"executions\": $executions, \"reproducerOperations\": \"$ops\", \"replayedWithoutLibFuzzer\": \"$replayed\", \"blind\": \"$blind_found\", \"blindSeconds\": \"$blind_at\", \"blindSteps\": $blind_steps}")
  if [ "$guided_found" != found ] || [ "$replayed" != yes ] || [ "$ops" = - ] || [ "$ops" -gt 10 ]; then
    failed=1
  fi
done
log "each for $budget s side by side, seed $seed; guided: at most $max_steps steps an input"
if [ -n "$json" ]; then
  (IFS=,; printf '{"budgetSeconds": %s, "seed": %s, "mistakes": [%s]}\n' "$budget" "$seed" "${rows[*]}") |
    python3 -m json.tool >"$json"
fi
if [ "$check" = 1 ] && [ "$failed" = 1 ]; then
  fatal "exploration missed a mistake, or its reproducer is longer than 10 operations or does not replay"
fi
