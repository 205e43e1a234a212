#!/usr/bin/env bash
#
# under-load.sh — run a command while every core is kept busy, as on a loaded CI machine: the
# command-line suites must pass there (no test may depend on how fast the machine is).
#
# stress-ng (Debian's; scripts/setup.sh --ci installs it) runs one CPU worker per core beside
# the command, at normal priority, and is stopped when the command ends. Each worker keeps its
# core busy UNDER_LOAD_PERCENT of the time (100 by default; CI gives 50: the tests still share
# every core, and the suite fits CI's time).
#
# Usage:
#   scripts/under-load.sh COMMAND [ARGUMENT ...]
#
# Exit status: the command's (64 for no command or a bad UNDER_LOAD_PERCENT, 69 without
# stress-ng).
# shellcheck source=lib/usage.sh
source "$(dirname "$0")/lib/usage.sh"
usage_check "" command "$@"

set -uo pipefail

[ $# -gt 0 ] || { printf 'usage: scripts/under-load.sh COMMAND [ARGUMENT ...]\n' >&2; exit 64; }
command -v stress-ng >/dev/null 2>&1 ||
  { printf 'under-load: error: stress-ng is not installed (scripts/setup.sh --ci installs it)\n' >&2; exit 69; }

percent="${UNDER_LOAD_PERCENT:-100}"
[[ "$percent" =~ ^[1-9][0-9]?$|^100$ ]] ||
  { printf 'under-load: error: UNDER_LOAD_PERCENT must be 1 to 100, got %s\n' "$percent" >&2; exit 64; }

cores="$(nproc)"
stress-ng --cpu "$cores" --cpu-method int64 --cpu-load "$percent" --quiet &
load=$!
trap 'kill "$load" 2>/dev/null; wait "$load" 2>/dev/null' EXIT
printf 'under-load: %s stress-ng CPU workers at %s %% beside: %s\n' "$cores" "$percent" "$*" >&2
"$@"
