#!/usr/bin/env bash
#
# docs-site.sh — the package's documentation as a static site: every library's DocC catalog
# (StressKit's guides, Containment's contract and model, ContainmentCore's types, UIKitContainment's
# symbols, ChurnMeter, StressHarnessCLI) built with warnings as errors and transformed for
# static hosting, each in a folder of its own, and
# an index.html that links them. Serve the folder from any web server (DocC's pages load their
# data with scripts: open them over http, not from the file system).
#
# Usage:
#   scripts/docs-site.sh [OUTPUT]     (default: .build/docs-site)
#
# The site expects to be served at the root of its host (`/StressKit/documentation/stresskit`);
# set HOSTING_BASE to a path prefix (`HOSTING_BASE=viewcachestress`) to serve it below one.

set -euo pipefail
# shellcheck source=lib/usage.sh
source "$(dirname "$0")/lib/usage.sh"
usage_check_at_root "" 1 "$@"

output="${1:-.build/docs-site}"
base="${HOSTING_BASE:-}"
targets=(StressKit Containment ContainmentCore UIKitContainment ChurnMeter StressHarnessCLI)
mkdir -p "$output"
output="$(cd "$output" && pwd)"

links=""
for target in "${targets[@]}"; do
  lower="$(printf '%s' "$target" | tr '[:upper:]' '[:lower:]')"
  path="${base:+$base/}$target"
  swift package --allow-writing-to-directory "$output" generate-documentation --target "$target" \
    --warnings-as-errors --disable-indexing --transform-for-static-hosting \
    --hosting-base-path "$path" --output-path "$output/$target" >/dev/null 2>"$output/$target.log" ||
    { cat "$output/$target.log" >&2; printf 'docs-site: error: %s did not build\n' "$target" >&2; exit 1; }
  rm -f "$output/$target.log"
  links+="<li><a href=\"$target/documentation/$lower/\">$target</a></li>"
done

cat >"$output/index.html" <<HTML
<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>ViewCacheStress documentation</title>
<style>body { font: 15px sans-serif; margin: 32px; max-width: 720px; }</style></head>
<body>
<h1>ViewCacheStress documentation</h1>
<p>Start with StressKit's guides (getting started, commands and options, how a run is checked,
writing your own container, churn, traces, the nightly, clusters); Containment holds the
contract and the model.</p>
<ul>$links</ul>
</body>
</html>
HTML
printf 'docs-site: %s (%s)\n' "$output/index.html" "${targets[*]}" >&2
