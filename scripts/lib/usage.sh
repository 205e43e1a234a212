# usage.sh — how every script of the project answers `--help` and an argument it does not know,
# and how it stops. Sourced first thing, before a build, a measurement or a change:
#
#   source "$(dirname "$0")/lib/usage.sh"
#   usage_check OPTIONS POSITIONAL "$@"     (or usage_check_at_root: then from the repository's
#                                            root, as every script in scripts/ works)
#
# OPTIONS lists the options the script takes, a value-taking one ending in `=`
# (`"--check --duration="`); POSITIONAL is how many other arguments it takes (a number, or
# `any`), or `command` for a script whose arguments are a command to run (its options end at
# the first other argument or at `--`). `-h` or `--help` prints the script's header comment
# (its lines after the first, up to the first line that is not a comment) and exits 0; an option
# the script does not take, an option without its value, or an argument too many is one line on
# standard error and exit 64.
#
# It gives the script `log` and `fatal` (its name before each message; `fatal` exits 1).
#
# It also makes SIGINT, SIGTERM and SIGHUP stop every process the script started (a compiler a
# build started included) and exit 130, 143 or 129, which runs the script's EXIT trap: a script
# stopped by a timeout leaves no process and no scratch folder behind. The script's work runs in
# a session of its own (`setsid`), which the script's first process waits for and stops.

# The script's messages, prefixed with its name (`check-example: …`, `check-example: error: …`,
# exit 1); a script that words them otherwise defines its own after sourcing this.
usage_name="$(basename "$0")"
usage_name="${usage_name%.sh}"
log() { printf '%s: %s\n' "$usage_name" "$*" >&2; }
fatal() { printf '%s: error: %s\n' "$usage_name" "$*" >&2; exit 1; }

# usage_positive NAME=VALUE…: exits 1 naming the first variable whose value is not a positive
# whole number (`STEPS must be a positive number, got 'x'`).
usage_positive() {
  local pair
  for pair in "$@"; do
    case "${pair#*=}" in
      '' | *[!0-9]* | 0) fatal "${pair%%=*} must be a positive number, got '${pair#*=}'" ;;
    esac
  done
}

# usage_flags "$@": sets `check` (1 when --check is given, else 0) and `json` (the value of
# --json=FILE, else empty), for the scripts that take those two.
usage_flags() {
  check=0
  json=""
  local argument
  for argument in "$@"; do
    case "$argument" in
      --check) check=1 ;;
      --json=*) json="${argument#--json=}" ;;
    esac
  done
}

usage_text() {
  awk 'NR == 1 { next } /^#/ { sub(/^# ?/, ""); if ($0 != "" || shown) { print; shown = 1 }; next }
    { exit }' "$0"
}

usage_fail() {
  local usage
  usage="$(usage_text | awk '/^Usage:/ { getline; sub(/^ +/, ""); sub(/  .*/, ""); print; exit }')"
  printf '%s: error: %s (usage: %s)\n' "$(basename "$0")" "$1" "$usage" >&2
  exit 64
}

usage_check() {
  local options=" $1 " positional="$2" count=0
  shift 2
  local arguments=("$@")
  while [ $# -gt 0 ]; do
    case "$1" in
      -h | --help)
        usage_text
        exit 0
        ;;
      --)
        if [ "$positional" = command ]; then
          count=$(($# - 1))
          break
        fi
        shift
        count=$((count + $#))
        break
        ;;
      -*)
        if [[ "$options" == *" $1 "* ]]; then
          shift
        elif [[ "$options" == *" $1= "* ]]; then
          [ $# -ge 2 ] || usage_fail "$1 needs a value"
          shift 2
        elif [[ "$1" == --*=* && "$options" == *" ${1%%=*}= "* ]]; then
          shift
        else
          usage_fail "unknown argument '$1'"
        fi
        ;;
      *)
        if [ "$positional" = command ]; then
          count=1
          break
        fi
        count=$((count + 1))
        shift
        ;;
    esac
  done
  if [ "$positional" = command ] && [ "$count" -eq 0 ]; then
    usage_fail "give the command to run"
  fi
  if [[ "$positional" =~ ^[0-9]+$ ]] && [ "$count" -gt "$positional" ]; then
    usage_fail "$count arguments where it takes at most $positional"
  fi
  usage_supervise "${arguments[@]+"${arguments[@]}"}"
}

# Runs the rest of the script in a session of its own and waits for it: a signal to the script
# (which bash would hold until a long build in the foreground ended) stops that session at once,
# builds included, and the script's EXIT trap still runs in it.
usage_supervise() {
  # The session this script's first process made; the scripts it runs make their own.
  if [ "${USAGE_SUPERVISED:-}" = "$$" ]; then
    unset USAGE_SUPERVISED
    return 0
  fi
  USAGE_SUPERVISED=$BASHPID setsid bash "$0" "$@" &
  usage_child=$!
  trap 'usage_forward INT 130' INT
  trap 'usage_forward TERM 143' TERM
  trap 'usage_forward HUP 129' HUP
  local status=0
  wait "$usage_child" || status=$?
  exit "$status"
}

usage_forward() {
  trap '' INT TERM HUP
  local processes
  processes="$(usage_descendants "$usage_child")"
  kill -"$1" "$usage_child" 2>/dev/null || true
  # shellcheck disable=SC2086 # one word per process
  [ -z "$processes" ] || kill -TERM $processes 2>/dev/null || true
  # shellcheck disable=SC2086
  usage_reap $processes "$usage_child"
  wait "$usage_child" 2>/dev/null || true
  usage_stop_session "$usage_child"
  exit "$2"
}

# Stops what is left of the session the script's work ran in: a process started between the
# snapshot of the descendants and the signal (a build starts compilers all the time), or one
# whose parent ended first, is no descendant any more but stays in the session.
usage_stop_session() {
  usage_terminate "$(pgrep -s "$1" 2>/dev/null || true)"
}

# The processes below `$1`, deepest first.
usage_descendants() {
  local child
  for child in $(pgrep -P "$1" 2>/dev/null); do
    usage_descendants "$child"
    echo "$child"
  done
}

# Waits for the processes to end (their cleanup included), at most 30 seconds, then kills
# what is left.
usage_reap() {
  local tries=0 alive
  while :; do
    alive="$(for process in "$@"; do if kill -0 "$process" 2>/dev/null; then echo "$process"; fi; done)"
    [ -n "$alive" ] || return 0
    tries=$((tries + 1))
    if [ "$tries" -gt 150 ]; then
      # shellcheck disable=SC2086 # one word per process
      kill -KILL $alive 2>/dev/null || true
      return 0
    fi
    sleep 0.2
  done
}

# Stops every process below this one, the deepest first seen before any is signalled (a
# compiler whose build ends first would be left to its own), and waits for them.
usage_stop_below() {
  usage_terminate "$(usage_descendants "$1")"
}

# Sends SIGTERM to the processes (one a line, maybe none) and waits for them.
usage_terminate() {
  [ -n "$1" ] || return 0
  # shellcheck disable=SC2086 # one word per process
  kill -TERM $1 2>/dev/null || true
  # shellcheck disable=SC2086
  usage_reap $1
}

usage_stop() {
  # A second signal may not cut the cleanup short.
  trap '' INT TERM HUP
  usage_stop_below $$
  # A process of its session whose parent ended first is no descendant, and may still write
  # into the scratch folder while the EXIT trap removes it (a `git clone`'s helper did, and
  # the folder stayed): when the script leads its session (supervised), those stop too.
  if [ "$(ps -o sid= -p $$ 2>/dev/null | tr -d ' ')" = "$$" ]; then
    usage_terminate "$(pgrep -s $$ 2>/dev/null | grep -vx "$$" || true)"
  fi
  exit "$1"
}

trap 'usage_stop 130' INT
trap 'usage_stop 143' TERM
trap 'usage_stop 129' HUP

# usage_scratch NAME [--file | --keep]: makes a temporary folder (a file with --file) of this
# script's own in TMPDIR and stores its path in the variable NAME. Its removal when the script
# exits is registered *before* it exists: `scratch="$(mktemp -d)"; trap 'rm -rf …' EXIT` leaves
# the folder behind when a signal comes between the two lines. With --keep it is kept, and
# its path logged (a script's KEEP_… setting).
usage_scratch() {
  local path tries=0 kind=folder
  [ "${2:-}" != --file ] || kind=file
  while :; do
    path="${TMPDIR:-/tmp}/$usage_name.$$.$RANDOM$RANDOM"
    usage_removed_on_exit+=("$path")
    if [ "$kind" = file ]; then
      (umask 077 && set -o noclobber && : >"$path") 2>/dev/null && break
    else
      mkdir -m 700 "$path" 2>/dev/null && break
    fi
    unset 'usage_removed_on_exit[-1]'
    tries=$((tries + 1))
    [ "$tries" -lt 20 ] || fatal "cannot make a temporary $kind in ${TMPDIR:-/tmp}"
  done
  if [ "${2:-}" = --keep ]; then
    unset 'usage_removed_on_exit[-1]'
    log "scratch folder (kept): $path"
  fi
  printf -v "$1" '%s' "$path"
}

# Removes what usage_scratch made. A script that sets an EXIT trap of its own calls it there.
usage_remove_scratch() {
  local path
  for path in "${usage_removed_on_exit[@]+"${usage_removed_on_exit[@]}"}"; do
    # Once more after a moment if a process still writing in it made the first attempt fail.
    rm -rf "$path" 2>/dev/null || { sleep 0.5 && rm -rf "$path"; }
  done
}
usage_removed_on_exit=()
trap usage_remove_scratch EXIT

# usage_check, then the repository's root as the working folder (the script is in scripts/).
usage_check_at_root() {
  usage_check "$@"
  cd "$(dirname "$0")/.."
}
