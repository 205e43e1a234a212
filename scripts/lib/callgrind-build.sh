# callgrind-build.sh — sourced by the scripts that count instructions with callgrind
# (instructions.sh, worker-startup.sh): checks valgrind and builds stress-harness in release,
# setting `binary`. The sourcing script sets `name` (its messages' prefix) first.
#
# Valgrind 3.19 cannot read DWARF 5, clang's default for the C targets: they are built with
# DWARF 4, in a build folder of its own so that the usual release build is left alone.

log() { printf '%s: %s\n' "$name" "$*" >&2; }
fatal() { printf '%s: error: %s\n' "$name" "$*" >&2; exit 1; }

command -v valgrind >/dev/null 2>&1 || fatal "valgrind is not installed (scripts/setup.sh --measure installs it)"
build=(swift build -c release --scratch-path .build/instructions -Xcc -gdwarf-4)
"${build[@]}" --product stress-harness >/dev/null
binary="$("${build[@]}" --show-bin-path)/stress-harness"
