#!/usr/bin/env bash
#
# format.sh — format every Swift file with the repository's .swift-format, then lint strictly.
#
# Usage:
#   scripts/format.sh          format in place, then lint (exit 1 on any lint finding)
#   scripts/format.sh --check  lint only, change nothing (what CI runs)

set -euo pipefail
# shellcheck source=lib/usage.sh
source "$(dirname "$0")/lib/usage.sh"
usage_check_at_root "--check" 0 "$@"


if [ "${1:-}" != "--check" ]; then
  git ls-files -z --cached --others --exclude-standard '*.swift' | xargs -0 swift format format --parallel --in-place
fi
git ls-files -z --cached --others --exclude-standard '*.swift' | xargs -0 swift format lint --strict --parallel
log "clean"
