#!/usr/bin/env bash
#
# internal-checks.sh — the containers' _checkInvariants() after every mutation, in CI's time:
# the command line alone built with -DSTRESS_INTERNAL_CHECKS (no test targets, a scratch path
# of its own), then every built-in container under every one of its profiles on two seeds, and
# every kept case of Tests/KeptCases replayed. A structure that breaks traps, which the run
# reports as a crash: any crash fails. The nightly runs the whole suite with the checks
# (the tests that prove each check traps need the test targets).
#
# Usage:
#   scripts/internal-checks.sh [STEPS]   (steps per run; default 4000)
#
# Exit status: 0 when no run crashed, 1 otherwise.
set -euo pipefail
# shellcheck source=lib/usage.sh
source "$(dirname "$0")/lib/usage.sh"
usage_check_at_root "" 1 "$@"

steps="${1:-4000}"
[[ "$steps" =~ ^[1-9][0-9]{0,6}$ ]] || usage_fail "STEPS must be a whole number from 1 to 9999999, got '$steps'"
scratch=.build-checks
usage_scratch out

log "building stress-harness with -DSTRESS_INTERNAL_CHECKS in $scratch"
swift build --product stress-harness -Xswiftc -DSTRESS_INTERNAL_CHECKS --scratch-path "$scratch" \
  >"$out/build.txt" 2>&1 || { cat "$out/build.txt" >&2; fatal "the build failed"; }
harness="$(swift build --show-bin-path --scratch-path "$scratch")/stress-harness"
root="$(pwd)"

runs=0
crashes=0
check() {
  local what="$1"
  shift
  local status=0
  # In the scratch folder: what a crash keeps (its trace, its reproducer) goes with it.
  (cd "$out" && "$harness" "$@" --quiet) >"$out/run.txt" 2>&1 || status=$?
  runs=$((runs + 1))
  if [ "$status" -gt 1 ] || grep -qE '(^| )crash(:| at step)' "$out/run.txt"; then
    crashes=$((crashes + 1))
    log "$what: exit $status"
    sed 's/^/  /' "$out/run.txt" >&2
  fi
}

while read -r container profile; do
  for seed in 1 2; do
    check "$container $profile seed $seed" run --container "$container" --profile "$profile" \
      --seed "$seed" --steps "$steps" --no-churn --no-store
  done
done < <("$harness" profiles | sed -nE 's/^([a-z0-9-]+) ([a-z0-9-]+): .*/\1 \2/p')

for kept in "$root"/Tests/KeptCases/*.jsonl; do
  check "${kept#"$root"/}" replay "$kept"
done

[ "$runs" -gt 0 ] || fatal "no run was made (no containers listed?)"
if [ "$crashes" -gt 0 ]; then
  fatal "$crashes of $runs runs crashed with the internal checks on"
fi
log "$runs runs and replays with the internal checks on: none crashed"
