# toolchain-leftovers.sh — what the Swift toolchain leaves in a temporary directory, which no
# test or script makes and none can remove: the Swift driver's empty `TemporaryDirectory.*`
# folders, the compiler's `swift-generated-sources` (macro expansions), the package manager's
# `_*.lock` files, and the `swift-crash-reproducer.*` folder a compiler leaves when it is
# stopped by a signal mid-compile (a script stopped while it builds). leftovers.sh and check-scripts.sh source it, so that both leave out the same.

# is_toolchain_leftover NAME: whether an entry of a temporary directory is the toolchain's.
is_toolchain_leftover() {
  case "$1" in
    TemporaryDirectory.* | swift-generated-sources | _*.lock | swift-crash-reproducer.*) return 0 ;;
    *) return 1 ;;
  esac
}
