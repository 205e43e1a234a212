#!/usr/bin/env bash
#
# local-cluster.sh — a single-node Slurm cluster on this machine (slurmctld and slurmd on
# localhost, munge for authentication), to try the Slurm scripts for real. Debian's slurm-wlm
# and munge, as root (or through sudo). Not for CI: it starts daemons and writes /etc/slurm.
#
# Usage:
#   scripts/cluster/slurm/local-cluster.sh start    install (once), configure, start, wait for
#                                                   the node to be idle
#   scripts/cluster/slurm/local-cluster.sh stop     stop the daemons
#   scripts/cluster/slurm/local-cluster.sh status   sinfo
#
# The node gets every core of this machine (CPUs from nproc) and a partition `soak`, the
# default. Idempotent: `start` on a running cluster checks it and changes nothing. The daemons
# run without systemd (containers have none), their logs in /var/log/slurm.

set -euo pipefail
# shellcheck source=../../lib/usage.sh
source "$(dirname "$0")/../../lib/usage.sh"
usage_check "" 1 "$@"


as_root=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || fatal "run as root or install sudo"
  as_root=(sudo)
fi

host="$(hostname -s)"
conf=/etc/slurm/slurm.conf

install() {
  local missing=()
  command -v slurmctld >/dev/null 2>&1 || missing+=(slurmctld)
  command -v slurmd >/dev/null 2>&1 || missing+=(slurmd)
  command -v sbatch >/dev/null 2>&1 || missing+=(slurm-client)
  command -v munged >/dev/null 2>&1 || missing+=(munge)
  [ ${#missing[@]} -eq 0 ] && return
  log "installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  "${as_root[@]}" apt-get update -qq >/dev/null || fatal "apt-get update failed"
  "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null ||
    fatal "apt-get install ${missing[*]} failed"
}

configure() {
  "${as_root[@]}" mkdir -p /etc/slurm /var/spool/slurmctld /var/spool/slurmd /var/log/slurm \
    /run/munge /var/lib/munge /var/log/munge
  if [ ! -s /etc/munge/munge.key ]; then
    log "creating the munge key"
    "${as_root[@]}" mkdir -p /etc/munge
    "${as_root[@]}" dd if=/dev/urandom of=/etc/munge/munge.key bs=1024 count=1 status=none
  fi
  "${as_root[@]}" chown -R munge:munge /etc/munge /run/munge /var/lib/munge /var/log/munge
  "${as_root[@]}" chmod 0700 /etc/munge /var/lib/munge /var/log/munge
  "${as_root[@]}" chmod 0755 /run/munge
  "${as_root[@]}" chmod 0400 /etc/munge/munge.key
  local memory
  memory=$(($(awk '/MemTotal/ { print $2 }' /proc/meminfo) / 1024 - 512))
  "${as_root[@]}" tee "$conf" >/dev/null <<CONF
# Written by scripts/cluster/slurm/local-cluster.sh: one node, this machine.
ClusterName=viewcachestress
SlurmctldHost=$host(127.0.0.1)
AuthType=auth/munge
SlurmUser=root
SlurmdUser=root
StateSaveLocation=/var/spool/slurmctld
SlurmdSpoolDir=/var/spool/slurmd
SlurmctldPidFile=/run/slurmctld.pid
SlurmdPidFile=/run/slurmd.pid
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
MpiDefault=none
MaxArraySize=100001
NodeName=$host NodeAddr=127.0.0.1 CPUs=$(nproc) RealMemory=$memory State=UNKNOWN
PartitionName=soak Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
}

running() { pgrep -x "$1" >/dev/null 2>&1; }

start() {
  install
  configure
  running munged || "${as_root[@]}" runuser -u munge -- /usr/sbin/munged
  munge -n | unmunge >/dev/null || fatal "munge does not work (see /var/log/munge)"
  running slurmctld || "${as_root[@]}" slurmctld
  running slurmd || "${as_root[@]}" slurmd
  for _ in $(seq 1 60); do
    state="$(sinfo -h -N -o '%T' 2>/dev/null | head -n 1 || true)"
    case "$state" in
      idle | mixed | allocated) log "node $host is $state: $(sinfo -h -o '%P %D nodes, %c CPUs')"; return ;;
      down* | drain*) "${as_root[@]}" scontrol update NodeName="$host" State=RESUME || true ;;
    esac
    sleep 1
  done
  fatal "the node is not up after 60 s (state: ${state:-none}; see /var/log/slurm)"
}

stop() {
  for daemon in slurmd slurmctld munged; do
    running "$daemon" && "${as_root[@]}" pkill -x "$daemon" || true
  done
  log "stopped"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) sinfo ;;
  *) printf 'usage: scripts/cluster/slurm/local-cluster.sh start|stop|status\n' >&2; exit 64 ;;
esac
