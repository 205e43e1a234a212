#!/usr/bin/env bash
#
# check-version.sh — the release named in three places agrees: the version `stress-harness
# --version` prints (StressHarness.version), the newest release in CHANGELOG.md (its first
# `## [X.Y.Z] - DATE` heading) and, where the clone has tags, the newest version tag, which must
# be annotated and must be an ancestor of HEAD. The examples' dependency lines and the guide's
# name the same version.
#
# Usage:
#   scripts/check-version.sh
#
# Exit status: 0 when they agree, 1 naming what disagrees, 64 for bad arguments.

set -euo pipefail
# shellcheck source=lib/usage.sh
source "$(dirname "$0")/lib/usage.sh"
usage_check_at_root "" 0 "$@"

problems=()
code="$(sed -n 's/.*public static let version = "\([^"]*\)".*/\1/p' \
  Sources/StressHarnessCLI/StressHarness.swift)"
changelog="$(sed -n 's/^## \[\([0-9][0-9.]*\)\] - [0-9-]*$/\1/p' CHANGELOG.md | head -n 1)"
[ -n "$code" ] || problems+=("no version in Sources/StressHarnessCLI/StressHarness.swift")
[ "$code" = "$changelog" ] ||
  problems+=("--version says $code, the newest release in CHANGELOG.md is ${changelog:-none}")

tag="$(git tag --list '[0-9]*.[0-9]*.[0-9]*' --sort=-v:refname | head -n 1)"
if [ -n "$tag" ]; then
  [ "$tag" = "$code" ] || problems+=("the newest tag is $tag, --version says $code")
  [ "$(git cat-file -t "refs/tags/$tag")" = tag ] ||
    problems+=("the tag $tag is not annotated (git tag -a)")
  git merge-base --is-ancestor "$tag" HEAD ||
    problems+=("the tag $tag is not an ancestor of HEAD")
else
  printf 'check-version: no version tag in this clone (a shallow or tagless clone); the tag is not checked\n'
fi

for file in Examples/*/Package.swift Sources/StressKit/StressKit.docc/WritingYourOwnContainer.md \
  README.md; do
  while read -r named; do
    [ "$named" = "$code" ] || problems+=("$file names version $named, not $code")
  done < <(grep -o 'from: "[0-9][0-9.]*"' "$file" | sed 's/from: "\(.*\)"/\1/')
done

if [ ${#problems[@]} -gt 0 ]; then
  printf 'check-version: %s\n' "${problems[@]}" >&2
  exit 1
fi
printf 'check-version: %s in --version, CHANGELOG.md%s and the dependency lines\n' "$code" \
  "$([ -n "$tag" ] && echo " and the annotated tag $tag")"
