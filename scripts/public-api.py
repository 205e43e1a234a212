#!/usr/bin/env python3
"""public-api.py — the public declarations of each library, counted from the compiler's symbol
graphs (`swift package dump-symbol-graph`): what a user of the package can name, the measure
of how wide its API is.

Usage:
  scripts/public-api.py            the count of each library
  scripts/public-api.py --list M   the public declarations of module M, one per line

Counts what the sources declare `public` or `open` (synthesized members, such as a protocol's
default `!=`, aside), extensions of other modules' types included.
"""
import glob
import json
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import usage  # noqa: E402

os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

LIBRARIES = ["ContainmentCore", "Containment", "UIKitContainment", "StressKit", "ChurnMeter", "StressHarnessCLI"]


def symbol_graphs():
    for old in glob.glob(".build/*/symbolgraph"):
        shutil.rmtree(old)  # a graph left from an earlier run counts for nothing
    # The command also tries the test modules and fails where they are not built (a fresh
    # checkout): what counts is that every library's graph was written.
    result = subprocess.run(
        ["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public"],
        capture_output=True, text=True)
    paths = glob.glob(".build/*/symbolgraph")
    missing = [m for m in LIBRARIES
               if not paths or not os.path.exists(f"{paths[0]}/{m}.symbols.json")]
    if missing:
        errors = [line for line in (result.stdout + result.stderr).splitlines() if "error" in line]
        sys.exit(f"public-api.py: no symbol graph for {', '.join(missing)}"
                 + (f" ({errors[0]})" if errors else ""))
    return paths[0]


def declarations(folder, module):
    found = {}
    for path in glob.glob(f"{folder}/{module}.symbols.json") + glob.glob(f"{folder}/{module}@*.symbols.json"):
        with open(path) as f:
            graph = json.load(f)
        for symbol in graph["symbols"]:
            identifier = symbol["identifier"]["precise"]
            if symbol["accessLevel"] not in ("public", "open") or "::SYNTHESIZED::" in identifier:
                continue
            found[identifier] = ".".join(symbol["pathComponents"])
    return found


def main():
    usage.check(__doc__, ["--list="], 0)
    folder = symbol_graphs()
    if len(sys.argv) == 3 and sys.argv[1] == "--list":
        for name in sorted(declarations(folder, sys.argv[2]).values()):
            print(name)
        return
    for module in LIBRARIES:
        print(f"{module:18} {len(declarations(folder, module)):5} public declarations")


if __name__ == "__main__":
    main()
