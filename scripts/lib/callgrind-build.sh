# callgrind-build.sh — sourced by the scripts that count instructions with callgrind
# (instructions.sh, worker-startup.sh, model-cost.sh): checks valgrind and builds a product in
# release, setting `binary`. The sourcing script sets `name` (its messages' prefix) first, and
# may set `product` (default stress-harness) and `package` (a package path: Benchmarks).
#
# Valgrind 3.19 cannot read DWARF 5, clang's default for the C targets: they are built with
# DWARF 4, in a build folder of the product's own so that the usual release build is left alone.

log() { printf '%s: %s\n' "$name" "$*" >&2; }
fatal() { printf '%s: error: %s\n' "$name" "$*" >&2; exit 1; }

command -v valgrind >/dev/null 2>&1 || fatal "valgrind is not installed (scripts/setup.sh --measure installs it)"
product="${product:-stress-harness}"
build=(swift build -c release -Xcc -gdwarf-4)
if [ -n "${package:-}" ]; then
  build+=(--package-path "$package" --scratch-path "$PWD/.build/$product")
else
  build+=(--scratch-path "$PWD/.build/instructions")
fi
built="$("${build[@]}" --product "$product" 2>&1)" ||
  fatal "the build failed: $(printf '%s\n' "$built" | grep -m 3 'error:')"
binary="$("${build[@]}" --show-bin-path)/$product"
