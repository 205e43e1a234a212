#!/usr/bin/env bash
#
# check-magnitudes-gate.sh — proves the nightly's magnitudes gate (`nightly-report.py
# --check-magnitudes`): runs of every container as the nightly makes them (a few seconds each,
# millions of steps) pass it; default runs of 200,000 steps without the draws over orders of
# magnitude (--no-magnitudes: no big views, and too few children for 65,536) fail it, naming
# every container. The verdicts depend on what the runs drew, not on the machine's speed:
# a second of any container makes hundreds of thousands of children.
#
# Usage:
#   scripts/check-magnitudes-gate.sh

set -euo pipefail
# shellcheck source=lib/usage.sh
source "$(dirname "$0")/lib/usage.sh"
usage_check_at_root "" 0 "$@"

# shellcheck source=lib/containers.sh
source scripts/lib/containers.sh

swift build -c release --product stress-harness >/dev/null 2>&1 || fatal "the build failed"
harness="$(swift build -c release --show-bin-path)/stress-harness"
mapfile -t containers < <(container_names "$harness")
usage_scratch scratch

# Runs every container with `options` into report folder `name`; the gate's verdict (0 passes).
gate() {
  local name="$1"
  shift
  mkdir -p "$scratch/$name"
  for container in "${containers[@]}"; do
    "$harness" run --container "$container" --seed 1 "$@" --no-store \
      --json "$scratch/$name/container-$container.json" >/dev/null 2>&1 ||
      fatal "the run of $container failed ($name)"
  done
  python3 scripts/nightly-report.py --check-magnitudes "$scratch/$name" >"$scratch/$name.txt" 2>&1
}

log "runs of 3 s each: the gate passes"
gate long --duration 3 || fatal "the gate fails runs that reach the magnitudes: $(cat "$scratch/long.txt")"
cat "$scratch/long.txt" >&2
log "default runs without magnitudes: the gate fails every container"
if gate short --no-magnitudes; then fatal "the gate passed runs that never reach the magnitudes"; fi
failed=$(grep -c '^failed' "$scratch/short.txt" || true)
[ "$failed" = "${#containers[@]}" ] ||
  fatal "the gate failed $failed of ${#containers[@]} containers: $(cat "$scratch/short.txt")"
cat "$scratch/short.txt" >&2
log "proven: $failed of ${#containers[@]} containers failed without the magnitudes, none with them"
