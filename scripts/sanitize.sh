#!/usr/bin/env bash
#
# sanitize.sh — the library suites under AddressSanitizer and ThreadSanitizer, then the
# stress-harness binary built with each, run the ways its own threads and processes work:
# parallel runs (--jobs, as threads and as worker processes), failures shrunk in workers, the
# status lines the workers send and the supervisor draws, Ctrl-C mid-run and mid-shrink. Used by
# scripts/nightly.sh.
#
# Usage:
#   scripts/sanitize.sh [--full] [address|thread]...     (default: both)
#
#   --full   every suite, the command-line suites (StressHarnessTests) too: they start the
#            instrumented binary some hundred times, which takes 3 more minutes under
#            ThreadSanitizer on 2 cores. The binary runs below are what the nightly needs of
#            them: the binary's threads and signals, which the library suites never start.
#
# Each sanitizer builds in its own folder (.build-asan, .build-tsan). Any report fails the
# script: ASan and LSan abort the process that finds an error or a leak, TSan's reports make
# the process exit non-zero (halt_on_error); the binary's runs exit 66 on a report, so that a
# report is never taken for the exit status 1 of a run that found the planted bug.
#
# Under the sanitizers the allocator is the sanitizer's, not jemalloc: the tests that read
# jemalloc's counters are disabled by VIEWCACHESTRESS_SANITIZER (see ChurnTests.swift).
#
# jemalloc also exports C++ operator new/delete, and is loaded before libstdc++: under ASan a
# string the Swift runtime's demangler grows would be allocated by jemalloc and freed by ASan.
# Preloading libstdc++ puts its operator new/delete (malloc and free, so ASan's) first.

set -euo pipefail
# shellcheck source=lib/usage.sh
source "$(dirname "$0")/lib/usage.sh"
usage_check_at_root "--full" any "$@"

log() { printf '\n== [%s] %s\n' "$(date -u +%H:%M:%S)" "$*" >&2; }

full=0
sanitizers=()
for argument in "$@"; do
  case "$argument" in
    --full) full=1 ;;
    address | thread) sanitizers+=("$argument") ;;
    *) fatal "unknown argument '$argument' (usage: scripts/sanitize.sh [--full] [address|thread]...)" ;;
  esac
done
[ ${#sanitizers[@]} -gt 0 ] || sanitizers=(address thread)

scripts/setup.sh

suppressions="$PWD/scripts/lsan-suppressions.txt"
# ThreadSanitizer sleeps a second before a process with more than one thread exits, to let the
# others finish (atexit_sleep_ms): every worker process has its watchdog thread, so that second
# would be paid by each of the hundreds of workers the suites and the runs below start. Races
# are still reported while the threads run.
tsan="halt_on_error=1:atexit_sleep_ms=0"
asan="detect_leaks=1:halt_on_error=1"
skip=()
[ "$full" -eq 1 ] || skip=(--skip '^StressHarnessTests\.')

# `instrumented NAME COMMAND...`: COMMAND with the sanitizer's environment.
instrumented() {
  case "$sanitizer" in
    address)
      LD_PRELOAD=libstdc++.so.6 ASAN_OPTIONS="$asan:exitcode=66" \
        LSAN_OPTIONS="suppressions=$suppressions:print_suppressions=0:exitcode=66" "$@"
      ;;
    thread) LD_PRELOAD=libstdc++.so.6 TSAN_OPTIONS="$tsan:exitcode=66" "$@" ;;
  esac
}

# `expect STATUS WHAT COMMAND...`: COMMAND under the sanitizer must exit STATUS.
expect() {
  local wanted="$1" what="$2" code=0
  shift 2
  instrumented "$@" >"$out/stdout.txt" 2>"$out/stderr.txt" || code=$?
  if [ "$code" -ne "$wanted" ]; then
    tail -n 40 "$out/stderr.txt" >&2
    fatal "$what exited $code under $sanitizer, not $wanted"
  fi
}

# `interrupt AFTER STATUS WHAT COMMAND...`: COMMAND, sent SIGINT once AFTER (a file appears or
# a number of seconds pass), must exit STATUS.
interrupt() {
  local after="$1" wanted="$2" what="$3" code=0 waited=0
  shift 3
  # `exec`: the signal goes to the binary, not to a shell around it.
  instrumented exec "$@" >"$out/stdout.txt" 2>"$out/stderr.txt" &
  local pid=$!
  if [[ "$after" =~ ^[0-9]+$ ]]; then
    sleep "$after"
  else
    until compgen -G "$after" >/dev/null || [ "$waited" -ge 600 ]; do
      sleep 0.1
      waited=$((waited + 1))
    done
    sleep 0.3
  fi
  kill -INT "$pid"
  wait "$pid" || code=$?
  if [ "$code" -ne "$wanted" ]; then
    tail -n 40 "$out/stderr.txt" >&2
    fatal "$what exited $code under $sanitizer, not $wanted"
  fi
}

for sanitizer in "${sanitizers[@]}"; do
  case "$sanitizer" in
    address) folder=.build-asan; name=AddressSanitizer ;;
    thread) folder=.build-tsan; name=ThreadSanitizer ;;
  esac
  log "swift test --sanitize=$sanitizer${skip[*]:+ (the library suites; --full for every suite)}"
  case "$sanitizer" in
    address)
      VIEWCACHESTRESS_SANITIZER=address LD_PRELOAD=libstdc++.so.6 ASAN_OPTIONS="$asan" \
        LSAN_OPTIONS="suppressions=$suppressions:print_suppressions=0" \
        swift test --sanitize=address --scratch-path "$folder" "${skip[@]}" ||
        fatal "the suite failed under $name"
      ;;
    thread)
      VIEWCACHESTRESS_SANITIZER=thread LD_PRELOAD=libstdc++.so.6 TSAN_OPTIONS="$tsan" \
        swift test --sanitize=thread --scratch-path "$folder" "${skip[@]}" ||
        fatal "the suite failed under $name"
      ;;
  esac

  log "stress-harness ($name): parallel runs, failures shrunk in workers, status lines, Ctrl-C"
  binary="$(swift build --sanitize="$sanitizer" --scratch-path "$folder" --show-bin-path)/stress-harness"
  usage_scratch out
  cd "$out"
  # In one process (no workers): the jobs as threads.
  VIEWCACHESTRESS_WORKER=1 expect 0 "run --jobs 4 in one process" \
    "$binary" run --jobs 4 --steps 50000 --seed 1 --no-churn --quiet --no-store
  # A planted bug: every job fails, shrinks and writes its trace in parallel (exit 1 is the
  # expected verdict).
  expect 1 "run --jobs 4 with a planted bug" \
    "$binary" run --jobs 4 --steps 5000 --seed 1 --no-churn --quiet --no-store \
    --plant-bug removal-releases-view --failures f
  # Other containers, clean and with a planted bug, in parallel too.
  expect 0 "run --container nested --jobs 4" \
    "$binary" run --container nested --jobs 4 --steps 20000 --seed 1 --quiet --no-store
  expect 1 "run --container pages --jobs 4 with a planted bug" \
    "$binary" run --container pages --jobs 4 --steps 5000 --seed 1 --quiet --no-store \
    --plant-bug keeps-far-views --failures f
  # The failures stored above, replayed first by the next run (they still fail: exit 1).
  expect 1 "run replaying the failure store" \
    "$binary" run --jobs 2 --steps 5000 --seed 9 --no-churn --quiet \
    --plant-bug removal-releases-view --failures f
  # Status lines: four workers send theirs every 50 ms, the supervisor's relays parse them
  # and its status thread draws them (off a terminal: lines on standard error).
  VIEWCACHESTRESS_STATUS_SECONDS=0.05 expect 0 "run --jobs 4 --duration 3 with status lines" \
    "$binary" run --jobs 4 --duration 3 --seed 1 --no-store
  grep -q "4 runs" "$out/stderr.txt" || fatal "run --jobs 4 showed no status line under $name"
  # Ctrl-C mid-run (supervisor and workers stop, the summary and the JSON are written: 130),
  # and mid-shrink (the smallest failing trace so far is kept; violations: 1).
  VIEWCACHESTRESS_STATUS_SECONDS=0.05 interrupt 3 130 "run --jobs 2, interrupted" \
    "$binary" run --jobs 2 --duration 60 --seed 1 --no-store --json interrupted.json
  [ -s interrupted.json ] || fatal "an interrupted run wrote no JSON under $name"
  # A loop in an operation: each candidate that still hangs costs the shrink a step timeout in
  # a worker, so the shrink is still running when the signal comes (a leak is now found and
  # shrunk within its step: too fast to interrupt).
  interrupt "g/stack-hang-*.jsonl" 1 "run with a failure, interrupted while shrinking" \
    "$binary" run --seed 1 --no-churn --no-store --step-timeout 0.5 \
    --plant-bug loops-inserting-at-root --failures g
  grep -q "shrinking was interrupted" "$out/stdout.txt" ||
    fatal "the interrupted shrink kept no reproducer under $name"
  cd - >/dev/null
  rm -rf "$out"
done
log "sanitizers clean: ${sanitizers[*]}"
