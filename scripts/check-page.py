#!/usr/bin/env python3
"""check-page.py — look at an HTML page as a person would: headless Chromium (Debian's
`chromium`) renders it to a PNG, and the check fails when the page logged a script error or a
chart on it has no data.

A chart is a `<figure class="chart" data-points="N">` (the nightly's history page,
stress-harness's HistoryPage); the page must have at least one, and none may have 0 points.

Usage:
  scripts/check-page.py PAGE.html SCREENSHOT.png [--charts N]
      --charts N   also require exactly N charts
  scripts/check-page.py --self-test
      the check shown to catch what it is for: a page with a script error, one with a chart
      without data and one with no chart each fail it; a whole page passes

Exit status: 0 when the page is whole, 1 when it is not (each problem on a line), 64 for bad
arguments, 69 without chromium (scripts/setup.sh --measure installs it).
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import usage  # noqa: E402


def chromium(page, arguments):
    """Runs headless Chromium on `page` with `arguments`: its standard output and its log."""
    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    if binary is None:
        print("check-page.py: chromium is not installed (scripts/setup.sh --measure installs it)",
              file=sys.stderr)
        sys.exit(69)
    with tempfile.TemporaryDirectory() as profile:
        done = subprocess.run(
            [binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--enable-logging=stderr", "--v=0", f"--user-data-dir={profile}", *arguments,
             "file://" + os.path.abspath(page)],
            capture_output=True, text=True, timeout=180)
    return done.stdout, done.stderr


SELF_TEST_PAGES = {
    "whole": ('<figure class="chart" data-points="3"><svg></svg></figure>', 0),
    "script-error": ('<figure class="chart" data-points="3"></figure>'
                     '<script>undefinedFunction();</script>', 1),
    "empty-chart": ('<figure class="chart" data-points="3"></figure>'
                    '<figure class="chart regressed" data-points="0"></figure>', 1),
    "no-chart": ("<p>nothing drawn</p>", 1),
}


def self_test():
    """Each planted page gets the verdict it must: the check can fail, and fails for the right
    reason."""
    wrong = []
    with tempfile.TemporaryDirectory() as folder:
        for name, (body, expected) in SELF_TEST_PAGES.items():
            page = os.path.join(folder, f"{name}.html")
            with open(page, "w") as f:
                f.write(f"<!DOCTYPE html><html><body>{body}</body></html>")
            with open(os.devnull, "w") as quiet:
                saved, sys.stdout = sys.stdout, quiet
                try:
                    got = main([page, os.path.join(folder, f"{name}.png")])
                finally:
                    sys.stdout = saved
            if got != expected:
                wrong.append(f"{name}: exit {got}, expected {expected}")
    for line in wrong:
        print(f"check-page.py: self-test: {line}")
    if not wrong:
        print(f"check-page.py: self-test: {len(SELF_TEST_PAGES)} planted pages, each judged as it must be")
    return 1 if wrong else 0


def main(arguments):
    usage.check(__doc__, ["--charts=", "--self-test"], 2, arguments)
    if arguments == ["--self-test"]:
        return self_test()
    if len(arguments) not in (2, 4) or (len(arguments) == 4 and arguments[2] != "--charts"):
        print("usage: scripts/check-page.py PAGE.html SCREENSHOT.png [--charts N]", file=sys.stderr)
        return 64
    page, screenshot = arguments[0], arguments[1]
    expected = int(arguments[3]) if len(arguments) == 4 else None
    if not os.path.isfile(page):
        print(f"check-page.py: {page} is not a file", file=sys.stderr)
        return 64
    dom, log = chromium(page, ["--dump-dom"])
    charts = [int(n) for n in re.findall(r'<figure[^>]*class="chart[^"]*"[^>]*data-points="(\d+)"', dom)]
    problems = []
    errors = [line for line in log.splitlines()
              if "CONSOLE" in line and ("Uncaught" in line or ":ERROR:" in line or "Error" in line)]
    problems += [f"script error: {line.strip()}" for line in errors]
    if not charts:
        problems.append("no chart on the page")
    problems += [f"chart {index + 1} has no data" for index, points in enumerate(charts) if points == 0]
    if expected is not None and len(charts) != expected:
        problems.append(f"{len(charts)} charts, expected {expected}")
    # Tall enough for every chart (about 400 px each) and the table of nights.
    height = 300 + 380 * len(charts) + 30 * dom.count("<tr>")
    chromium(page, [f"--screenshot={os.path.abspath(screenshot)}", f"--window-size=1000,{height}"])
    if not os.path.isfile(screenshot) or os.path.getsize(screenshot) == 0:
        problems.append(f"no screenshot written to {screenshot}")
    for problem in problems:
        print(f"check-page.py: {page}: {problem}")
    if not problems:
        print(f"check-page.py: {page}: {len(charts)} charts, each with data "
              f"({', '.join(map(str, charts))} points); no script error; screenshot {screenshot}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
