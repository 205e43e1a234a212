#!/usr/bin/env bash
#
# check-warnings.sh — rebuild the project's own modules and fail if the compiler warns about
# any file under Sources/ or Tests/ (dependencies' warnings are not ours to fix).
#
# Usage:
#   scripts/check-warnings.sh [SCRATCH_PATH]   (default: .build)

set -euo pipefail
# shellcheck source=lib/usage.sh
source "$(dirname "$0")/lib/usage.sh"
usage_check_at_root "" 1 "$@"

scratch="${1:-.build}"
usage_scratch out --file

# Touch our sources so that they are recompiled and their warnings printed again.
git ls-files -z --cached --others --exclude-standard 'Sources/*.swift' 'Tests/*.swift' | xargs -0 touch
swift build --build-tests --scratch-path "$scratch" >"$out" 2>&1 || { cat "$out"; exit 1; }
if grep -E "^$(pwd)/(Sources|Tests)/.*warning:" "$out" | sort -u; then
  printf 'check-warnings: the warnings above must be fixed\n' >&2
  exit 1
fi
printf 'check-warnings: no warnings in Sources/ or Tests/\n' >&2
