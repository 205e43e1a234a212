#!/usr/bin/env bash
#
# source-coverage.sh — what a run reaches of each container's own code. Builds stress-harness
# and the example's uikit-harness with code coverage (swift build --enable-code-coverage, into
# .build/coverage and the example's .build/coverage), runs every container they drive for STEPS
# steps with `run --source-coverage`, and prints each container's line of totals; each
# container's folder under OUT holds its coverage.profdata and index.html (each line's count).
#
# Usage:
#   scripts/source-coverage.sh [--check] [--json=FILE]
#
#   --check       exit 1 unless the example's my-tabs report names the branch its
#                 TabsViewController plants where no run reaches it (the lines after the
#                 comment "no run reaches these lines") as never reached, and the branch just
#                 before it (a tab chosen before the view loaded, which the shape reaches) as
#                 reached
#   --json=FILE   also write every container's sourceCoverage object, by container, as JSON
#                 (the nightly's source-coverage.json)
#
# Env overrides:
#   STEPS=20000   steps of each run
#   SEED=1        each run's seed
#   OUT=.build/source-coverage   where each container's folder goes

set -euo pipefail
# shellcheck source=lib/usage.sh
source "$(dirname "$0")/lib/usage.sh"
# shellcheck source=lib/containers.sh
source "$(dirname "$0")/lib/containers.sh"
usage_check_at_root "--check --json=" 0 "$@"

steps="${STEPS:-20000}"
seed="${SEED:-1}"
out="${OUT:-.build/source-coverage}"
usage_positive "STEPS=$steps" "SEED=$seed"
usage_flags "$@"

package=Examples/UIKitContainers
mkdir -p "$out"
out="$(cd "$out" && pwd)"

log "building stress-harness and uikit-harness with code coverage (.build/coverage)"
swift build --enable-code-coverage --scratch-path .build/coverage --product stress-harness >/dev/null
harness="$(swift build --enable-code-coverage --scratch-path .build/coverage --show-bin-path)/stress-harness"
swift build --package-path "$package" --enable-code-coverage --scratch-path "$package/.build/coverage" \
  --product uikit-harness >/dev/null
example="$(swift build --package-path "$package" --enable-code-coverage \
  --scratch-path "$package/.build/coverage" --show-bin-path)/uikit-harness"

usage_scratch scratch

# Runs `BINARY` on `CONTAINER` with source coverage into OUT/LABEL; prints its totals line.
measure() {
  local binary="$1" container="$2" label="$3"
  rm -rf "${out:?}/$label"
  mkdir -p "$out/$label"
  # From the repository's root, so that the report names files by their relative paths.
  if ! "$binary" run --container "$container" --seed "$seed" --steps "$steps" --no-store \
    --failures "$scratch/failures" --quiet --source-coverage "$out/$label" \
    --json "$out/$label/report.json" >"$scratch/$label.txt" 2>"$scratch/$label.log"; then
    [ -s "$out/$label/report.json" ] ||
      fatal "$label: the run wrote no report (see its log: $(tail -n 3 "$scratch/$label.log"))"
  fi
  printf '%-22s %s\n' "$label" "$(grep '^source coverage of' "$scratch/$label.txt" || echo 'no source coverage')"
}

while read -r container; do
  measure "$harness" "$container" "$container"
done < <(container_names "$harness")
while read -r container; do
  measure "$example" "$container" "example-$container"
done < <(container_names "$example" | grep -v -x -F -f <(container_names "$harness"))

if [ -n "$json" ]; then
  python3 - "$out" "$json" <<'EOF'
import json, os, sys
out, path = sys.argv[1], sys.argv[2]
figures = {}
for label in sorted(os.listdir(out)):
    report = os.path.join(out, label, "report.json")
    if os.path.exists(report):
        figures[label] = json.load(open(report)).get("sourceCoverage")
json.dump(figures, open(path, "w"), indent=2, sort_keys=True)
EOF
fi

if [ "$check" -eq 1 ]; then
  tabs="$package/Sources/FadeKit/TabsViewController.swift"
  marker=$(grep -n 'no run reaches these lines' "$tabs" | cut -d: -f1)
  [ -n "$marker" ] || fatal "$tabs has no planted unreached branch (the comment 'no run reaches these lines')"
  # The planted branch's statement is the first line after its comment; the branch the shape
  # reaches (a tab chosen before the view loaded) is the guard's body.
  planted=$(awk -v from="$marker" 'NR > from && $0 !~ /^ *\/\// { print NR; exit }' "$tabs")
  reached=$(grep -n 'guard isViewLoaded else' "$tabs" | cut -d: -f1)
  reached=$((reached + 1))
  python3 - "$out/example-my-tabs/report.json" "$planted" "$reached" <<'EOF'
import json, sys
report, planted, reached = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
coverage = json.load(open(report)).get("sourceCoverage")
if not coverage:
    sys.exit("source-coverage: the my-tabs report has no sourceCoverage")
files = [f for f in coverage["files"] if f["path"].endswith("FadeKit/TabsViewController.swift")]
if not files:
    sys.exit("source-coverage: the my-tabs report has no TabsViewController.swift among the files entered")
unreached = lambda line: any(r["first"] <= line <= r["last"] for r in files[0]["unreachedLines"])
if not unreached(planted):
    sys.exit(f"source-coverage: line {planted} of TabsViewController.swift, which no run reaches, is not named as never reached")
if unreached(reached):
    sys.exit(f"source-coverage: line {reached} of TabsViewController.swift, which the shape reaches, is named as never reached")
print(f"check: TabsViewController.swift line {planted} (planted, no run reaches it) named as never reached; line {reached} reached")
EOF
fi
