#!/usr/bin/env bash
#
# leftovers.sh — run a command with a temporary directory of its own and count what it leaves
# there: CI runs the test suite through it and fails when the suite leaves anything behind.
#
# The toolchain's own leftovers are listed apart and not counted, since no test makes them and
# none can remove them: the Swift driver's empty `TemporaryDirectory.*` folders, the compiler's
# `swift-generated-sources` (macro expansions), the package manager's `_*.lock` files.
#
# Usage:
#   scripts/leftovers.sh COMMAND [ARGUMENT ...]
#
# Exit status: the command's when it fails; 1 when it passed and left anything of its own;
# 0 otherwise. The last line says the count:
#   leftovers: 0 left in the temporary directory by the command (the toolchain's: 14, not counted)
# shellcheck source=lib/usage.sh
source "$(dirname "$0")/lib/usage.sh"
usage_check "" command "$@"
# shellcheck source=lib/toolchain-leftovers.sh
source "$(dirname "$0")/lib/toolchain-leftovers.sh"

set -uo pipefail

[ $# -gt 0 ] || { printf 'usage: scripts/leftovers.sh COMMAND [ARGUMENT ...]\n' >&2; exit 64; }
usage_scratch folder

TMPDIR="$folder" "$@"
status=$?

toolchain=0
ours=()
while IFS= read -r -d '' entry; do
  name="${entry##*/}"
  if is_toolchain_leftover "$name"; then toolchain=$((toolchain + 1)); else ours+=("$name"); fi
done < <(find "$folder" -mindepth 1 -maxdepth 1 -print0)

for name in ${ours[@]+"${ours[@]}"}; do printf 'left behind: %s\n' "$name" >&2; done
printf 'leftovers: %d left in the temporary directory by the command (the toolchain'"'"'s: %d, not counted)\n' \
  "${#ours[@]}" "$toolchain" >&2
[ "$status" -eq 0 ] || exit "$status"
[ "${#ours[@]}" -eq 0 ] || exit 1
