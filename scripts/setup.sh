#!/usr/bin/env bash
#
# setup.sh — install what ViewCacheStress needs on a Debian machine, once.
#
# Installs Debian's libjemalloc-dev (jemalloc headers, library and pkg-config file, for the
# CJemalloc system-library target) and pkg-config when they are missing, with apt-get, as root
# or through sudo. Checks that a Swift 6.1+ toolchain is on PATH. Idempotent: a second run
# installs nothing and prints one line.
#
# Usage:
#   scripts/setup.sh              what the package needs
#   scripts/setup.sh --measure    and valgrind, for the instruction counts, heaptrack and zstd,
#                                 for the nightly's cross-check of the churn figures
#                                 (scripts/instructions.sh, the nightly's coverage-cost gate),
#                                 and chromium, which renders the nightly's history page
#                                 (scripts/check-page.py)
#   scripts/setup.sh --ci         and stress-ng, which keeps the cores busy while CI runs the
#                                 command-line suites once more (scripts/under-load.sh)
#
# Env overrides:
#   SETUP_QUIET=1   print nothing when everything is already installed

set -euo pipefail
# shellcheck source=lib/usage.sh
source "$(dirname "$0")/lib/usage.sh"
usage_check_at_root "--measure --ci" 0 "$@"

log() { [ "${SETUP_QUIET:-0}" = 1 ] || printf 'setup: %s\n' "$*" >&2; }

measure=0
ci=0
case "${1:-}" in
  "") ;;
  --measure) measure=1 ;;
  --ci) ci=1 ;;
  *) printf 'setup: error: unknown argument %s (usage: scripts/setup.sh [--measure | --ci])\n' "$1" >&2; exit 64 ;;
esac

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
if [ "$measure" -eq 1 ]; then
  command -v valgrind >/dev/null 2>&1 || missing+=(valgrind)
  command -v heaptrack >/dev/null 2>&1 || missing+=(heaptrack)
  command -v zstd >/dev/null 2>&1 || missing+=(zstd)
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
fi
if [ "$ci" -eq 1 ]; then
  command -v stress-ng >/dev/null 2>&1 || missing+=(stress-ng)
fi
if ! pkg-config --exists jemalloc 2>/dev/null; then
  missing+=(libjemalloc-dev)
fi

if [ ${#missing[@]} -gt 0 ]; then
  command -v apt-get >/dev/null 2>&1 ||
    fatal "missing ${missing[*]} and apt-get is not available; install them by hand"
  as_root=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || fatal "missing ${missing[*]}; run as root or install sudo"
    as_root=(sudo)
  fi
  log "installing ${missing[*]}"
  # apt and dpkg keep their work in a temporary folder of this script's own, removed however
  # the script ends: stopped mid-install (SIGTERM, Ctrl-C), dpkg would leave it in TMPDIR.
  usage_scratch apt_tmp
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive TMPDIR="$apt_tmp" apt-get update -qq >/dev/null ||
    fatal "apt-get update failed"
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive TMPDIR="$apt_tmp" \
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null ||
    fatal "apt-get install ${missing[*]} failed"
  pkg-config --exists jemalloc || fatal "jemalloc is still not visible to pkg-config"
fi

command -v swift >/dev/null 2>&1 || fatal "no swift on PATH; install a Swift 6.1 or later toolchain"
log "ready: jemalloc $(pkg-config --modversion jemalloc), $(swift --version 2>/dev/null | head -n 1)"
