#!/usr/bin/env bash
#
# run-full-tests.sh — the suite in every configuration worth running before a release:
# debug, release, debug with STRESS_INTERNAL_CHECKS (full structural checks after every
# container mutation), and a warnings-as-errors build of the project's own modules.
#
# Usage:
#   scripts/run-full-tests.sh
#
# Each configuration builds in its own .build-<name>/ folder, so they do not rebuild each other.

set -euo pipefail
# shellcheck source=lib/usage.sh
source "$(dirname "$0")/lib/usage.sh"
usage_check_at_root "" 0 "$@"

log() { printf '== %s\n' "$*" >&2; }

scripts/setup.sh

log "debug"
swift test --scratch-path .build-debug || fatal "debug tests failed"

log "release"
swift test -c release --scratch-path .build-release || fatal "release tests failed"

log "internal checks"
swift test -Xswiftc -DSTRESS_INTERNAL_CHECKS --scratch-path .build-checks ||
  fatal "tests with STRESS_INTERNAL_CHECKS failed"

log "warnings as errors"
scripts/check-warnings.sh .build-debug || fatal "the build has warnings"

log "all configurations passed"
