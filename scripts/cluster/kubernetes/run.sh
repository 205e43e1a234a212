#!/usr/bin/env bash
#
# run.sh — a nightly soak on Kubernetes: the shared volume, the Indexed Job of shards, then
# (when every index has succeeded or failed) the merge Job, whose log is the merged report.
#
# Usage:
#   scripts/cluster/kubernetes/run.sh [--timeout SECONDS]
#
# Edit the image (REGISTRY/viewcachestress:VERSION, see scripts/cluster/Dockerfile), the shard
# count (completions, parallelism and --shards together), SOAK_SEED and the run's options in
# soak-job.yaml and merge-job.yaml first. Exit status: the merge's.

set -euo pipefail
# shellcheck source=../../lib/usage.sh
source "$(dirname "$0")/../../lib/usage.sh"
usage_check "--timeout=" 0 "$@"
here="$(cd "$(dirname "$0")" && pwd)"
timeout=7200
[ "${1:-}" = --timeout ] && timeout="${2:?--timeout needs a value}"

kubectl apply -f "$here/volume.yaml"
kubectl delete job viewcachestress-soak viewcachestress-merge --ignore-not-found
kubectl apply -f "$here/soak-job.yaml"
# Complete (every index succeeded) or Failed (an index found violations): either way, merge.
deadline=$((SECONDS + timeout))
until kubectl get job viewcachestress-soak -o jsonpath='{.status.conditions[*].type}' |
  grep -Eq 'Complete|Failed'; do
  [ "$SECONDS" -lt "$deadline" ] || { echo "run: the soak did not end in ${timeout}s" >&2; exit 1; }
  sleep 10
done
kubectl apply -f "$here/merge-job.yaml"
until kubectl get job viewcachestress-merge -o jsonpath='{.status.conditions[*].type}' |
  grep -Eq 'Complete|Failed'; do
  sleep 5
done
kubectl logs job/viewcachestress-merge
kubectl get job viewcachestress-merge -o jsonpath='{.status.conditions[*].type}' | grep -q Complete
