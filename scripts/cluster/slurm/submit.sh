#!/usr/bin/env bash
#
# submit.sh — a nightly soak on a Slurm cluster: a job array of shards, then a merge that
# waits for all of them (afterany: a shard that found violations exits 1, and the merge still
# runs).
#
# Usage:
#   scripts/cluster/slurm/submit.sh [--shards N] [--seed N] [--dir DIR] [--binary PATH]
#                                   [--wait] [-- RUN-OPTIONS...]
#
#   --shards N     array tasks, one shard each (default 4)
#   --seed N       the soak's first seed (default: today's date, YYYYMMDD)
#   --dir DIR      the shared folder of the shards' reports (default: stress-shards/SEED);
#                  it must be on storage every node sees
#   --binary PATH  the released stress-harness (default: the one on PATH)
#   --wait         wait for the merge, print its report and exit with its status
#   RUN-OPTIONS    each shard's run options (default: --duration 600)
#
# Example (4 shards of 2 seeds each, 20,000 steps a seed):
#   scripts/cluster/slurm/submit.sh --shards 4 --wait -- --seeds 2 --steps 20000

set -euo pipefail
# shellcheck source=../../lib/usage.sh
source "$(dirname "$0")/../../lib/usage.sh"
usage_check "--shards= --seed= --dir= --binary= --wait" any "$@"
here="$(cd "$(dirname "$0")" && pwd)"

fatal() { printf 'submit: error: %s\n' "$*" >&2; exit 64; }

shards=4
seed="$(date -u +%Y%m%d)"
dir=""
binary="$(command -v stress-harness || true)"
wait=0
while [ $# -gt 0 ]; do
  case "$1" in
    --shards) [ $# -ge 2 ] || fatal "--shards needs a value"; shards="$2"; shift 2 ;;
    --seed) [ $# -ge 2 ] || fatal "--seed needs a value"; seed="$2"; shift 2 ;;
    --dir) [ $# -ge 2 ] || fatal "--dir needs a value"; dir="$2"; shift 2 ;;
    --binary) [ $# -ge 2 ] || fatal "--binary needs a value"; binary="$2"; shift 2 ;;
    --wait) wait=1; shift ;;
    --) shift; break ;;
    *) fatal "unknown argument '$1' (see the usage at the top of $0)" ;;
  esac
done
[[ "$shards" =~ ^[1-9][0-9]*$ ]] || fatal "--shards must be a positive whole number, got '$shards'"
[[ "$seed" =~ ^[0-9]+$ ]] || fatal "--seed must be a whole number, got '$seed'"
[ -n "$binary" ] && [ -x "$binary" ] ||
  fatal "no stress-harness binary: give --binary PATH (swift build -c release at a release tag)"
command -v sbatch >/dev/null 2>&1 || fatal "no sbatch on PATH: this needs a Slurm cluster"
binary="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"
dir="${dir:-stress-shards/$seed}"
mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"
run_options="${*:---duration 600}"

export STRESS_HARNESS="$binary" SOAK_SEED="$seed" SOAK_DIR="$dir" SOAK_ARGS="$run_options"
array="$(sbatch --parsable --array="0-$((shards - 1))" --export=ALL --chdir="$dir" \
  --output="$dir/slurm-%A_%a.out" "$here/soak.sbatch")"
array="${array%%;*}"
merge="$(sbatch --parsable --dependency="afterany:$array" --export=ALL --chdir="$dir" \
  --output="$dir/slurm-%j-merge.out" "$here/merge.sbatch")"
merge="${merge%%;*}"
printf 'submitted: shards %s (array job %s), merge job %s; reports in %s\n' \
  "0-$((shards - 1))" "$array" "$merge" "$dir"
[ "$wait" -eq 1 ] || exit 0
while squeue -h -j "$merge" 2>/dev/null | grep -q .; do sleep 2; done
cat "$dir/merged.txt" 2>/dev/null || fatal "the merge wrote no report (see $dir/slurm-$merge-merge.out)"
# The merge's exit status, as it wrote it (sacct needs accounting, which a cluster may not keep).
status="$(cat "$dir/merge-status" 2>/dev/null || true)"
[[ "$status" =~ ^[0-9]+$ ]] || fatal "the merge wrote no exit status (see $dir/slurm-$merge-merge.out)"
exit "$status"
