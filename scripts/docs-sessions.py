#!/usr/bin/env python3
"""docs-sessions.py — regenerates the sessions the documentation shows from what the commands print.

A session is a `$ swift run [-c release] stress-harness …` (or `$ cat FILE`) line in a code
block of the README or of a DocC article, followed by the output it shows, `…` standing for
lines or parts left out. Each document's sessions run in order in a scratch folder of their own
(a session may read what an earlier one wrote), with the built binary of the configuration the
command names (`-c release`: .build/release, else .build/debug; build them first). Each shown
line without `…` in it is replaced by the line of the output it stands for (the next one of the
same shape, every number as `#`); a line with `…` is kept, and listed when nothing matches it;
a printed line a session leaves out is put in, more than one get a `…` line in their place
(the docs test compares line for line).
DocumentationTests compares every session with what the command prints, each figure a seed
decides exactly (measured ones, time and memory, in shape), so a stale figure fails the suite.

Usage:
  scripts/docs-sessions.py            list the shown lines that differ from the output (exit 1 if any)
  scripts/docs-sessions.py --update   rewrite them in place (review the diff in git)
"""

import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import usage  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def documents():
    return [os.path.join(ROOT, "README.md")] + sorted(glob.glob(os.path.join(ROOT, "Sources", "*", "*.docc", "*.md")))


def sessions(lines):
    """Each session: (index of its `$` line, command, indices of the lines it shows)."""
    found, in_block, current = [], False, None
    for index, line in enumerate(lines):
        if line.startswith("```"):
            in_block, current = not in_block, None
            continue
        if not in_block:
            continue
        if line.startswith("$ "):
            found.append((index, line[2:], []))
            current = found[-1]
        elif current is not None and line:
            current[2].append(index)
    return found


# The lines whose figures a run measures rather than draws from its seed, compared in shape
# only (DocumentationTests.measuredLines): rewritten only when their shape changed.
MEASURED = ("speed:", "churn:", "churn of ", "  peak live", "  harness overhead", "  by kind:",
            "pressure ", "rate:")


def shape(line):
    """Every number as `#` and every size as `# B`, as DocumentationTests compares a measured
    line; the kinds by churn, in the order the build measured, as their prefix."""
    if line.startswith("  by kind: "):
        return "  by kind: "
    line = re.sub(r"[0-9][0-9,.]*", "#", line)
    return re.sub(r"# (B|KiB|MiB|GiB)\b", "# B", line)


def run(command, folder):
    words = command.split(" ")
    if words[0] == "cat" and len(words) == 2:
        try:
            with open(os.path.join(folder, words[1])) as file:
                return file.read()
        except OSError:
            return ""
    if words[0] != "swift" or "stress-harness" not in words:
        return None  # another executable (an example package's)
    configuration = "release" if "release" in words else "debug"
    binary = os.path.join(ROOT, ".build", configuration, "stress-harness")
    arguments = words[words.index("stress-harness") + 1:]
    environment = dict(os.environ, VIEWCACHESTRESS_STATUS_SECONDS="0")
    done = subprocess.run([binary] + arguments, cwd=folder, capture_output=True, text=True,
                          env=environment)
    # Started by its path, the binary suggests commands by it; the document's `swift run` would
    # have them as `swift run NAME` (as DocumentationTests reads them).
    as_run = "swift run -c release stress-harness" if configuration == "release" else "swift run stress-harness"
    return done.stdout.replace(binary, as_run)


def main():
    usage.check(__doc__, ["--update"], 0)
    update = "--update" in sys.argv
    for configuration in ("debug", "release"):
        if not os.path.exists(os.path.join(ROOT, ".build", configuration, "stress-harness")):
            usage.fail(f"no .build/{configuration}/stress-harness: run swift build"
                       + (" -c release" if configuration == "release" else ""), __doc__)
    stale = 0
    for path in documents():
        with open(path) as file:
            lines = file.read().split("\n")
        folder = tempfile.mkdtemp(prefix="docs-sessions-")
        try:
            changed = False
            insertions = []  # (index of the lines as read, line put there) for printed lines left out
            for at, command, shown in sessions(lines):
                output = run(command, folder)
                if output is None or not shown:
                    continue
                actual = [line for line in output.split("\n") if line]
                position = 0
                skipping = False
                name = os.path.relpath(path, ROOT)
                for index in shown:
                    line = lines[index]
                    if line == "…":
                        skipping = True
                        continue
                    pieces = [shape(piece) for piece in line.split("…") if piece]
                    match = None
                    for candidate in range(position, len(actual)):
                        rest = shape(actual[candidate])
                        if all(piece in rest for piece in pieces):
                            match = candidate
                            break
                    if match is None:
                        print(f"{name}:{index + 1}: nothing like this in `{command}`: {line}")
                        stale += 1
                        continue
                    if match > position and not skipping:
                        # Printed lines left out here: a `…` says so (DocumentationTests
                        # compares line for line).
                        # One line left out is shown; more are a `…`.
                        gap = actual[position] if match - position == 1 else "…"
                        print(f"{name}:{index + 1}: {match - position} printed lines left out before it → {gap}")
                        stale += 1
                        insertions.append((index, gap))
                        changed = True
                    skipping = False
                    position = match + 1
                    if "…" in line or actual[match] == line:
                        continue
                    if line.startswith(MEASURED) and shape(line) == shape(actual[match]):
                        continue  # a measured figure (time, memory): compared in shape only
                    print(f"{name}:{index + 1}: {line}\n{' ' * len(name)}  → {actual[match]}")
                    stale += 1
                    lines[index] = actual[match]
                    changed = True
                if position < len(actual) and not skipping:
                    gap = actual[position] if len(actual) - position == 1 else "…"
                    print(f"{name}:{shown[-1] + 1}: {len(actual) - position} printed lines left out after it → {gap}")
                    stale += 1
                    insertions.append((shown[-1] + 1, gap))
                    changed = True
            for index, gap in sorted(insertions, key=lambda insertion: insertion[0], reverse=True):
                lines.insert(index, gap)
            if update and changed:
                with open(path, "w") as file:
                    file.write("\n".join(lines))
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    if stale and not update:
        print(f"docs-sessions: {stale} shown lines differ; scripts/docs-sessions.py --update rewrites them")
        return 1
    print(f"docs-sessions: {'updated ' + str(stale) + ' lines' if update else 'every session as shown'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
