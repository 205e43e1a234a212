#!/usr/bin/env bash
#
# check-scripts.sh — every script of the project answers `--help` with its usage and does
# nothing else, refuses an argument it does not know, and, stopped by a signal, leaves no
# process and no folder behind.
#
# For each script (scripts/*.sh, scripts/*.py, scripts/cluster/*/*.sh):
#   - `--help` exits 0 printing its "Usage:" section, and changes nothing: the working tree's
#     status, the top of .build and a TMPDIR of its own are as they were;
#   - `--no-such-argument` exits 64 with one line on standard error, and changes nothing;
#   - started as CI would start it (no argument; a copy of the scripts in a scratch clone for
#     those that edit or build) and sent SIGTERM two seconds later, it exits, and within a
#     minute no process it started is left and its TMPDIR is empty. setup.sh is left out of
#     this one (it would stop apt-get halfway) and run to its end first (`--measure`), so
#     that no script that starts with it is stopped inside apt-get either; so are the scripts
#     that run a command given to them, which are stopped with `sleep` as their command.
#
# Usage:
#   scripts/check-scripts.sh [--no-signals]   --no-signals: the first two checks only
#
# Exit status: 0 when every script passes, 1 naming those that do not, 64 for bad arguments.

set -euo pipefail
# shellcheck source=lib/usage.sh
source "$(dirname "$0")/lib/usage.sh"
# shellcheck source=lib/toolchain-leftovers.sh
source "$(dirname "$0")/lib/toolchain-leftovers.sh"
usage_check_at_root "--no-signals" 0 "$@"

signals=1
[ "${1:-}" = --no-signals ] && signals=0

usage_scratch scratch
failures=()
fail() {
  failures+=("$1")
  printf 'check-scripts: FAIL %s\n' "$1" >&2
}

mapfile -t scripts < <(ls scripts/*.sh scripts/*.py scripts/cluster/*/*.sh | sort)

state() {
  git status --porcelain --untracked-files=all
  if [ -d .build ]; then ls -la --time-style=+%s .build | awk '{ print $6, $7 }'; fi
}

# The processes a script started, whatever session they made: those that inherited its mark.
processes_of() {
  grep -lsaz "^CHECK_SCRIPTS_MARK=$1\$" /proc/[0-9]*/environ 2>/dev/null | cut -d/ -f3 || true
}

# The command lines of processes, shortened, for a message.
commands_of() {
  local process
  for process in "$@"; do
    tr '\0' ' ' <"/proc/$process/cmdline" 2>/dev/null | cut -c1-100 || true
    printf '; '
  done
}

# What a script left in its TMPDIR, the toolchain's own leftovers aside (as scripts/leftovers.sh
# counts them: no script makes them and none can remove them).
left_in() {
  local name
  while IFS= read -r name; do
    is_toolchain_leftover "$name" || printf '%s\n' "$name"
  done < <(find "$1" -mindepth 1 -maxdepth 1 -printf '%f\n')
}

run_of() {
  case "$1" in
    *.py) echo python3 "$1" ;;
    *) echo bash "$1" ;;
  esac
}

for script in "${scripts[@]}"; do
  before="$(state)"
  tmp="$scratch/tmp"
  mkdir -p "$tmp"
  # shellcheck disable=SC2046 # the interpreter and the script
  if ! out="$(TMPDIR="$tmp" timeout 120 $(run_of "$script") --help 2>&1)"; then
    fail "$script --help does not exit 0"
  elif ! grep -q "Usage" <<<"$out"; then
    fail "$script --help prints no Usage section"
  fi
  # shellcheck disable=SC2046
  status=0
  err="$(TMPDIR="$tmp" timeout 120 $(run_of "$script") --no-such-argument 2>&1 >/dev/null)" ||
    status=$?
  if [ "$status" != 64 ]; then
    fail "$script --no-such-argument exits $status, not 64"
  elif [ "$(grep -c . <<<"$err")" != 1 ]; then
    fail "$script --no-such-argument says more than one line: $err"
  fi
  if [ "$(state)" != "$before" ]; then
    fail "$script --help or --no-such-argument changed the working tree or .build"
  fi
  if [ -n "$(left_in "$tmp")" ]; then
    fail "$script --help or --no-such-argument left files in TMPDIR: $(left_in "$tmp" | head -3)"
  fi
  rm -rf "$tmp"
done

# A temporary folder's removal is registered before the folder exists (usage_scratch, in
# lib/usage.sh): `mktemp` then `trap … EXIT` leaves the folder behind when the signal comes
# between the two lines, which a busy machine makes happen.
while IFS= read -r made; do
  fail "${made%%:*} makes a temporary file with mktemp, whose removal a signal can skip (use usage_scratch, lib/usage.sh)"
done < <(grep -HnE '(\$\(|^\s*)mktemp\b' scripts/*.sh scripts/cluster/*/*.sh || true)

if [ "$signals" = 1 ]; then
  # What the scripts install first (the nightly's tools), installed to the end: a script stopped
  # two seconds in must not be stopped inside apt-get, which leaves dpkg interrupted for every
  # later install on the machine ("dpkg was interrupted, you must manually run dpkg --configure").
  scripts/setup.sh --measure >/dev/null
  # A clone of the committed scripts, so that a script stopped while it edits or builds can harm
  # no checkout but a scratch one.
  git clone --quiet --no-hardlinks . "$scratch/clone"
  cp -R scripts/. "$scratch/clone/scripts/"
  # The stop itself, on a script made to be hard to stop: the process it starts leaves its
  # parent at once (an orphan, no descendant of the script any more), as a build's may.
  mkdir -p "$scratch/orphan/scripts/lib" "$scratch/tmp"
  cp scripts/lib/usage.sh "$scratch/orphan/scripts/lib/"
  printf '%s\n' '#!/usr/bin/env bash' '#' '# orphan.sh — leaves an orphan' '#' '# Usage:' \
    '#   orphan.sh' 'source "$(dirname "$0")/lib/usage.sh"' 'usage_check_at_root "" 0 "$@"' \
    '(sleep 300 &)' 'sleep 300' >"$scratch/orphan/scripts/orphan.sh"
  (cd "$scratch/orphan" && CHECK_SCRIPTS_MARK="$scratch/tmp" exec bash scripts/orphan.sh) &
  pid=$!
  sleep 2
  kill -TERM "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  leftover="$(processes_of "$scratch/tmp")"
  if [ -n "$leftover" ]; then
    fail "lib/usage.sh stopped by SIGTERM left a process its script orphaned"
    # shellcheck disable=SC2086 # one word per process
    kill -KILL $leftover 2>/dev/null || true
  fi
  rm -rf "$scratch/tmp"
  for script in "${scripts[@]}"; do
    name="${script#scripts/}"
    arguments=()
    case "$name" in
      setup.sh) continue ;;
      leftovers.sh | under-load.sh) arguments=(sleep 300) ;;
    esac
    tmp="$scratch/tmp"
    mkdir -p "$tmp"
    # The signal goes to the script's process alone, as a scheduler sends it; what it leaves is
    # found by its TMPDIR and by a variable its processes inherit.
    # shellcheck disable=SC2046
    (cd "$scratch/clone" && CHECK_SCRIPTS_MARK="$tmp" TMPDIR="$tmp" exec $(run_of "scripts/$name") \
      "${arguments[@]+"${arguments[@]}"}" >/dev/null 2>&1) &
    pid=$!
    sleep 2
    kill -TERM "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    left=1
    for _ in $(seq 60); do
      if [ -z "$(processes_of "$tmp")" ] && [ -z "$(left_in "$tmp")" ]; then
        left=0
        break
      fi
      sleep 1
    done
    if [ "$left" = 1 ]; then
      leftover="$(processes_of "$tmp")"
      # shellcheck disable=SC2086 # one word per process
      fail "$script stopped by SIGTERM left $(wc -w <<<"$leftover") process(es) ($(commands_of $leftover)) and in TMPDIR: $(left_in "$tmp" | head -3 | tr '\n' ' ')"
      # shellcheck disable=SC2086 # one word per process
      [ -z "$leftover" ] || kill -KILL $leftover 2>/dev/null || true
    fi
    if [ -n "$(git -C "$scratch/clone" status --porcelain -- Sources Tests Package.swift)" ]; then
      fail "$script stopped by SIGTERM left the sources changed"
      git -C "$scratch/clone" checkout --quiet -- Sources Tests Package.swift
    fi
    rm -rf "$tmp"
  done
fi

if [ ${#failures[@]} -gt 0 ]; then
  printf 'check-scripts: %d problem(s)\n' "${#failures[@]}" >&2
  exit 1
fi
printf 'check-scripts: %d scripts answer --help and refuse an unknown argument%s\n' \
  "${#scripts[@]}" "$([ "$signals" = 1 ] && echo '; stopped by SIGTERM, none leaves a process or a file')"
