#!/usr/bin/env bash
#
# sanitize.sh — the test suite under AddressSanitizer and ThreadSanitizer, then a parallel
# harness run (--jobs) built with ThreadSanitizer. Used by scripts/nightly.sh.
#
# Usage:
#   scripts/sanitize.sh [address|thread]...     (default: both)
#
# Each sanitizer builds in its own folder (.build-asan, .build-tsan). Any report fails the
# script: ASan and LSan abort the process that finds an error or a leak, TSan's reports make
# the process exit non-zero (halt_on_error), and the suite's command-line tests run the
# instrumented stress-harness binary, so its reports fail them too.
#
# Under the sanitizers the allocator is the sanitizer's, not jemalloc: the tests that read
# jemalloc's counters are disabled by VIEWCACHESTRESS_SANITIZER (see ChurnTests.swift).
#
# jemalloc also exports C++ operator new/delete, and is loaded before libstdc++: under ASan a
# string the Swift runtime's demangler grows would be allocated by jemalloc and freed by ASan.
# Preloading libstdc++ puts its operator new/delete (malloc and free, so ASan's) first.

set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '\n== %s\n' "$*" >&2; }
fatal() { printf 'sanitize: error: %s\n' "$*" >&2; exit 1; }

sanitizers=("$@")
[ ${#sanitizers[@]} -gt 0 ] || sanitizers=(address thread)
for sanitizer in "${sanitizers[@]}"; do
  case "$sanitizer" in
    address | thread) ;;
    *) fatal "unknown sanitizer '$sanitizer'; choose address or thread" ;;
  esac
done

scripts/setup.sh

suppressions="$PWD/scripts/lsan-suppressions.txt"

for sanitizer in "${sanitizers[@]}"; do
  case "$sanitizer" in
    address)
      log "swift test --sanitize=address"
      VIEWCACHESTRESS_SANITIZER=address LD_PRELOAD=libstdc++.so.6 \
        ASAN_OPTIONS="detect_leaks=1:halt_on_error=1" \
        LSAN_OPTIONS="suppressions=$suppressions:print_suppressions=0" \
        swift test --sanitize=address --scratch-path .build-asan ||
        fatal "the suite failed under AddressSanitizer"
      ;;
    thread)
      log "swift test --sanitize=thread"
      VIEWCACHESTRESS_SANITIZER=thread LD_PRELOAD=libstdc++.so.6 TSAN_OPTIONS="halt_on_error=1" \
        swift test --sanitize=thread --scratch-path .build-tsan ||
        fatal "the suite failed under ThreadSanitizer"
      log "stress-harness run --jobs 4 (ThreadSanitizer): parallel runs, failures and their shrinking"
      binary="$(swift build --sanitize=thread --scratch-path .build-tsan --show-bin-path)/stress-harness"
      out="$(mktemp -d)"
      # In one process (no workers): the jobs as threads.
      VIEWCACHESTRESS_WORKER=1 LD_PRELOAD=libstdc++.so.6 TSAN_OPTIONS="halt_on_error=1" \
        "$binary" run --jobs 4 --steps 50000 --seed 1 --no-churn >/dev/null ||
        fatal "stress-harness run --jobs 4 failed under ThreadSanitizer"
      # A planted bug: every job fails, shrinks and writes its trace in parallel (exit 1 is the
      # expected verdict; a sanitizer report would exit 66).
      status=0
      LD_PRELOAD=libstdc++.so.6 TSAN_OPTIONS="halt_on_error=1:exitcode=66" \
        "$binary" run --jobs 4 --steps 5000 --seed 1 --no-churn \
        --plant-bug removal-releases-view --failures "$out" >/dev/null || status=$?
      [ "$status" -eq 1 ] ||
        fatal "stress-harness run --jobs 4 with a planted bug exited $status under ThreadSanitizer, not 1"
      # Other containers, clean and with a planted bug, in parallel too.
      LD_PRELOAD=libstdc++.so.6 TSAN_OPTIONS="halt_on_error=1" \
        "$binary" run --container nested --jobs 4 --steps 20000 --seed 1 >/dev/null ||
        fatal "stress-harness run --container nested --jobs 4 failed under ThreadSanitizer"
      status=0
      LD_PRELOAD=libstdc++.so.6 TSAN_OPTIONS="halt_on_error=1:exitcode=66" \
        "$binary" run --container pages --jobs 4 --steps 5000 --seed 1 \
        --plant-bug keeps-far-views --failures "$out" >/dev/null || status=$?
      rm -rf "$out"
      [ "$status" -eq 1 ] ||
        fatal "stress-harness run --container pages with a planted bug exited $status under ThreadSanitizer, not 1"
      ;;
  esac
done
log "sanitizers clean: ${sanitizers[*]}"
