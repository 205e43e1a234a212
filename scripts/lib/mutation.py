"""mutation.py — what the two mutation scripts (mutants.py, mutation-score.py) share: a mutant is
a one-place source edit, planted for a while and undone, whose text must stay in its source.

Imported with bytecode writing off, so that nothing is left in scripts/lib.
"""
import contextlib


class Stale(Exception):
    """A mutant whose text is no longer in its source: the source changed under it."""


def stale(mutants):
    """The labels of the mutants, given as (label, path, old text), whose text is not in their
    source exactly once, each with the count found (`S1 (its path): found 0 times`)."""
    found = []
    for label, path, old in mutants:
        with open(path) as f:
            count = f.read().count(old)
        if count != 1:
            found.append(f"{label}: found {count} times")
    return found


@contextlib.contextmanager
def planted(path, old, new):
    """The first `old` in `path` replaced by `new` for the `with` block, and the source put back
    after it, on an error or Ctrl-C too. Raises `Stale` (changing nothing) when `old` is not
    there."""
    with open(path) as f:
        source = f.read()
    if old not in source:
        raise Stale(path)
    with open(path, "w") as f:
        f.write(source.replace(old, new, 1))
    try:
        yield
    finally:
        with open(path, "w") as f:
            f.write(source)
