#!/usr/bin/env python3
"""check-uikit-names.py — UIKit's names are taken and refused as the iOS SDK takes them.

Compiles each file of Tests/UIKitNames alone (`swiftc -typecheck`) against the built
UIKitContainment, in each Swift mode its `// modes:` line names, and checks that the errors are
exactly those its `// expect:` lines say (`// expect in 5 6:` for some modes only; none where no
line says one): a Swift 4.1 name refused in Swift 5 and 6 with its new name, taken in Swift 4.
Then compiles each container of the example corpus (Examples/UIKitContainers/Sources/FadeKit,
files written for UIKit with the import swapped) alone in Swift 5 and Swift 6 modes, which must
give no error and no warning. Builds UIKitContainment first (debug, the usual build folder).

Usage:
  scripts/check-uikit-names.py            check every file; exit 1 naming those that differ

Exit status: 0 when every file compiles as it expects, 1 otherwise, 64 for bad arguments.
"""

import glob
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import usage  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ERROR = re.compile(r"^\S+:\d+:\d+: error: (.*)$")


def log(message):
    print(f"check-uikit-names: {message}", file=sys.stderr)


EXPECT = re.compile(r"^expect(?: in ([0-9. ]+))?:(.*)$")


def header(path):
    """The modes a file's first comment lines name, the errors expected in each, and whether it
    is compiled as a library's file (`// library`: no top-level code, so `@main` may be used)."""
    modes, expected, library = [], [], False
    with open(path) as file:
        for line in file:
            if not line.startswith("//"):
                break
            text = line[2:].strip()
            if text.startswith("modes:"):
                modes = text[len("modes:"):].split()
            elif text == "library":
                library = True
            elif (match := EXPECT.match(text)):
                only = match.group(1).split() if match.group(1) else None
                expected.append((only, match.group(2).strip()))
    return modes, {mode: [message for only, message in expected if only is None or mode in only]
                   for mode in modes}, library


CORPUS = os.path.join("Examples", "UIKitContainers", "Sources", "FadeKit")
# Each mode: its name, Swift version and extra options. The last adds `MemberImportVisibility`
# (Swift 7's rule, on in this package): a member is found only if its module is imported.
CORPUS_MODES = [("5", "5", []), ("6", "6", []), ("6+MemberImportVisibility", "6", [
    "-enable-upcoming-feature", "MemberImportVisibility"])]


def check_corpus(modules):
    """The failures of the corpus's files, each alone, in each of CORPUS_MODES."""
    failures = []
    files = sorted(glob.glob(os.path.join(CORPUS, "*.swift")))
    if len(files) < 12:
        failures.append(f"{CORPUS}: {len(files)} files, fewer than the corpus's 12")
    for path in files:
        for mode, version, options in CORPUS_MODES:
            result = subprocess.run(
                ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", version, "-I",
                 modules, *options, path], capture_output=True, text=True)
            said = [line for line in result.stderr.splitlines() if ": error: " in line
                    or ": warning: " in line]
            if result.returncode != 0 or said:
                failures.append(f"{path} (Swift {mode}): {'; '.join(said[:3]) or result.stderr[-300:]}")
    return len(files), failures


def main():
    usage.check(__doc__)
    os.chdir(ROOT)
    built = subprocess.run(["swift", "build", "--target", "UIKitContainment"],
                           capture_output=True, text=True)
    if built.returncode != 0:
        log("UIKitContainment does not build:\n" + built.stdout[-2000:] + built.stderr[-2000:])
        return 1
    modules = os.path.join(subprocess.run(["swift", "build", "--show-bin-path"],
                                          capture_output=True, text=True,
                                          check=True).stdout.strip(), "Modules")
    failures = []
    files = sorted(glob.glob(os.path.join("Tests", "UIKitNames", "*.swift")))
    if not files:
        log("no file in Tests/UIKitNames")
        return 1
    for path in files:
        modes, expectations, library = header(path)
        if not modes:
            failures.append(f"{path}: no '// modes:' line")
            continue
        for mode in modes:
            expected = expectations[mode]
            result = subprocess.run(
                ["swiftc", "-typecheck", "-swift-version", mode, "-I", modules,
                 *(["-parse-as-library"] if library else []), path],
                capture_output=True, text=True)
            seen = [m.group(1).strip() for m in map(ERROR.match, result.stderr.splitlines()) if m]
            if sorted(seen) != sorted(expected):
                missing = [e for e in expected if e not in seen]
                extra = [s for s in seen if s not in expected]
                failures.append(f"{path} (Swift {mode}): missing {missing}, unexpected {extra}")
            elif not expected and result.returncode != 0:
                failures.append(f"{path} (Swift {mode}): failed with no error: {result.stderr[-500:]}")
    corpus, corpus_failures = check_corpus(modules)
    for failure in failures + corpus_failures:
        log(f"FAIL {failure}")
    log(f"{len(files)} files, {len(failures)} failing; the corpus: {corpus} files in Swift "
        f"{', '.join(mode for mode, _, _ in CORPUS_MODES)}, {len(corpus_failures)} failing")
    return 1 if failures or corpus_failures else 0


if __name__ == "__main__":
    sys.exit(main())
