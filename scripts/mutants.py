#!/usr/bin/env python3
"""mutants.py — prove the contract tests can fail: plant one bug per contract rule, run
`swift test`, and report which tests caught it. Every mutant must be caught.

Usage:
  scripts/mutants.py            all mutants (about 15 s each)
  scripts/mutants.py C4 L2      only the mutants whose name starts with C4 or L2
  scripts/mutants.py --filter ReplayTests C1 C5
                                run only the tests matching the filter (`swift test --filter`),
                                and show the golden-log and corpus lines that name the rule

Each mutant is a one-place source edit, undone after its run (also on Ctrl-C). Exits 1 if a
mutant survives (the suite passed with the bug planted) or no longer applies (its source moved:
update the pattern here).
"""
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True  # nothing left in scripts/lib
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import usage  # noqa: E402
from mutation import Stale, planted, stale  # noqa: E402

os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

# (name, file, text to replace, planted bug)
MUTANTS = [
    (
        # The driver holds the container to the radius it was given, not to the one it reports.
        "C1-radius the page container stores its radius in a byte (and reports that)",
        "Sources/ContainmentCore/PageController.swift",
        "    self.radius = radius\n",
        "    self.radius = Int(UInt8(truncatingIfNeeded: radius))\n",
    ),
    (
        # Not a contract rule: the failure files' names, defined once, reach every path that
        # writes or reads them (run in process, crash, hang, shrink, the store, merge).
        "F1 reproducers named otherwise in one place",
        "Sources/StressHarnessCLI/Failure/FailureFiles.swift",
        'static let reproducerInfix = ".min"',
        'static let reproducerInfix = ".small"',
    ),
    (
        "L2 cancelled push leaves the covered child disappeared",
        "Sources/ContainmentCore/StackController+Operations.swift",
        "      transition.appearing?.beginAppearanceTransition(true, animated: true)\n",
        "",
    ),
    (
        'L1 viewIfLoaded loads',
        'Sources/ContainmentCore/ViewController.swift',
        '  final var viewIfLoaded: View? { _view }',
        '  final var viewIfLoaded: View? { view }',
    ),
    (
        'L2 view not loaded before willAppear',
        'Sources/ContainmentCore/ViewController+Appearance.swift',
        '      _ = view\n      _appearanceState = .appearing',
        '      _appearanceState = .appearing',
    ),
    (
        'L3 unload ignores window',
        'Sources/ContainmentCore/ViewController+Unloading.swift',
        'appearanceState == .disappeared, !loaded.isInWindow,',
        'appearanceState == .disappeared,',
    ),
    (
        'L4 second parent accepted',
        'Sources/ContainmentCore/ViewController+Containment.swift',
        '    if let current = child.parent {\n      throw .alreadyHasParent(child: child._id, parent: current._id)\n    }',
        '',
    ),
    (
        'C1 capacity off by one',
        'Sources/ContainmentCore/StackController+Transitions.swift',
        'let limit = entries.count - capacity - plantedExtraViews',
        'let limit = entries.count - capacity - 1 - plantedExtraViews',
    ),
    (
        'C2 revealed view not placed before the transition',
        'Sources/ContainmentCore/StackController+Transitions.swift',
        'if _appearanceState == .appeared || _appearanceState == .appearing, let appearing {',
        'if _appearanceState == .appeared || _appearanceState == .appearing, !played.isReversed,\n      let appearing\n    {',
    ),
    (
        'C3 old top not told to disappear',
        'Sources/ContainmentCore/StackController+Transitions.swift',
        '    disappearing?.beginAppearanceTransition(false, animated: plays)\n',
        '',
    ),
    (
        'C4 warning not forwarded',
        'Sources/ContainmentCore/StackController.swift',
        '    super.didReceiveMemoryWarning()\n    plantedUnload(ofTop: top)',
        '    plantedUnload(ofTop: top)',
    ),
    (
        'C5 removal releases the view',
        'Sources/ContainmentCore/StackController+Transitions.swift',
        '    plantedRelease(of: child)\n',
        '    plantedRelease(of: child)\n    child.unloadView()\n',
    ),
    (
        'C6 push before display loads the view',
        'Sources/ContainmentCore/StackController+Transitions.swift',
        '    appearing?.viewIfLoaded?.isUserInteractionEnabled = false\n',
        '    _ = appearing?.view\n    appearing?.viewIfLoaded?.isUserInteractionEnabled = false\n',
    ),
    (
        'C7 rotation allowed mid-transition',
        'Sources/ContainmentCore/StackController.swift',
        '    guard running == nil else { return false }\n',
        '',
    ),
    (
        'C8 pop plays the push style forwards',
        'Sources/ContainmentCore/StackController+Transitions.swift',
        'played: PlayedTransition(style: popped.style, isReversed: true)',
        'played: PlayedTransition(style: popped.style, isReversed: false)',
    ),
    (
        'C9 popped child never leaves its parent',
        'Sources/ContainmentCore/StackController+Transitions.swift',
        '      leaving.removeFromParent()\n    }',
        '    }',
    ),
    (
        'C3 cancelled pop tells the delegate did-show',
        'Sources/ContainmentCore/StackController+Transitions.swift',
        'if transition.onScreen, !transition.isCancellation || plantedShowsCancelled(transition),',
        'if transition.onScreen,',
    ),
    (
        'C10 animated pop fast-forwards the clock',
        'Sources/ContainmentCore/StackController+Transitions.swift',
        '      clock.schedule(at: transition.endsAt, target: self, token: generation)\n',
        '      clock.schedule(at: transition.endsAt, target: self, token: generation)\n'
        '      if played.isReversed { _ = try? clock.advance(to: transition.endsAt) }\n',
    ),
    (
        'L4 placeholder forgets didMove(toParent:)',
        'Sources/ContainmentCore/PlaceholderController.swift',
        '    swap.appearing?.didMove(toParent: self)\n',
        '',
    ),
    (
        'C6 placeholder loads views off screen',
        'Sources/ContainmentCore/PlaceholderController.swift',
        'if _appearanceState == .appearing, let child { place(child, at: index) }',
        'if let child { place(child, at: index) }',
    ),
    (
        'L2 placeholder swap survives its container leaving the screen',
        'Sources/ContainmentCore/PlaceholderController.swift',
        '    super.viewWillDisappear(animated)\n    finishTransitions()\n',
        '    super.viewWillDisappear(animated)\n',
    ),
    (
        'C7 placeholder clone cross-fade ignores the rotation duration',
        'Sources/ContainmentCore/PlaceholderController.swift',
        'style: .crossFade, duration: Self.rotationDuration, animated: true)',
        'style: .crossFade, duration: nil, animated: true)',
    ),
    (
        'L4 tab and page containers forget didMove(toParent:)',
        'Sources/ContainmentCore/ViewController+Containment.swift',
        '      if announcingArrivals { child.didMove(toParent: self) }\n',
        '',
    ),
    (
        'C6 tab and page containers load the shown child off screen',
        'Sources/ContainmentCore/ViewController+Containment.swift',
        'if _appearanceState == .appeared || _appearanceState == .appearing, let new { place(new) }',
        'if let new { place(new) }',
    ),
    (
        'L2 tab and page swaps leave the old child half disappeared',
        'Sources/ContainmentCore/ViewController+Containment.swift',
        '    old?.endAppearanceTransition()\n',
        '',
    ),
    (
        'C1 page container keeps far views',
        'Sources/ContainmentCore/PageController.swift',
        '      page.viewIfLoaded?.removeFromSuperview()\n      page._unloadView()\n',
        '',
    ),
    (
        'C4 page memory warning spares far pages',
        'Sources/ContainmentCore/PageController.swift',
        '    for page in pages where page !== currentPage && !isParticipant(page) {\n      page.viewIfLoaded?.removeFromSuperview()\n    }\n',
        '',
    ),
    (
        'L2 page swipe outlives the container leaving the screen',
        'Sources/ContainmentCore/PageController.swift',
        '    super.viewWillDisappear(animated)\n    finishTransition()\n',
        '    super.viewWillDisappear(animated)\n',
    ),
    (
        'C7 tab container rotates while its stack pushes',
        'Sources/ContainmentCore/TabController.swift',
        '  override public var shouldAutorotate: Bool {\n    plantedIgnoresChildRotation || selectedViewController?.shouldAutorotate ?? true\n  }\n',
        '',
    ),
    (
        'forwarding: the stack forwards its root\'s title, not its top\'s',
        'Sources/ContainmentCore/StackController.swift',
        'override public var _forwardingChild: ViewController? { entries.last?.viewController }',
        'override public var _forwardingChild: ViewController? { entries.first?.viewController }',
    ),
    (
        'C7 runner accepts size changes mid-transition',
        'Sources/StressKit/Core/StressRunner+Steps.swift',
        '    if checking, transitioning, accepted {',
        '    if checking, transitioning, accepted, container.subject.title == "never" {',
    ),
    (
        'C4 runner ignores undelivered warnings',
        'Sources/StressKit/Core/StressRunner+Steps.swift',
        '      if checking, delivered != expected {',
        '      if checking, delivered > expected {',
    ),
]

def main():
    usage.check(__doc__, ["--filter=", "--check"], "any")
    # Stopped (a `timeout`, Ctrl-C), usage.check's handler unwinds through the `finally` that
    # puts the source back.
    arguments = sys.argv[1:]
    test_filter = None
    if "--filter" in arguments:
        at = arguments.index("--filter")
        if at + 1 >= len(arguments):
            sys.exit("mutants.py: --filter needs a value")
        test_filter = arguments[at + 1]
        del arguments[at:at + 2]
    if "--check" in arguments:
        # Each mutant's text still in its source, once (see mutation-score.py --check).
        found = stale([(f"{name} ({path})", path, old) for name, path, old, _ in MUTANTS])
        if found:
            sys.exit(f"mutants.py: stale mutants: {', '.join(found)}")
        print(f"mutants.py: all {len(MUTANTS)} mutants apply")
        return
    selected = arguments
    for prefix in selected:
        if not any(name.startswith(prefix) for name, *_ in MUTANTS):
            usage.fail(f"no mutant's name starts with '{prefix}'", __doc__)
    command = ["swift", "test"] + (["--filter", test_filter] if test_filter else [])
    bad = []
    for name, path, old, new in MUTANTS:
        if selected and not any(name.startswith(prefix) for prefix in selected):
            continue
        try:
            with planted(path, old, new):
                result = subprocess.run(command, capture_output=True, text=True)
        except Stale:
            print(f"== {name}: pattern not found in {path}")
            bad.append(name)
            continue
        output = result.stdout + result.stderr
        caught = sorted(set(re.findall(r"✘ Test (.+?) (?:with \d+ test cases? )?failed after", output)))
        caught = [test for test in caught if not test.startswith("run with")]
        if result.returncode == 0:
            print(f"== {name}: SURVIVED (the suite passed)")
            bad.append(name)
        elif not caught:
            print(f"== {name}: the build failed, not a test:")
            print("\n".join([line for line in output.splitlines() if "error:" in line][:3]))
            bad.append(name)
        else:
            print(f"== {name}: caught by {len(caught)} test(s)")
            for test in caught:
                print(f"     {test}")
            if test_filter:
                # The golden files that differ, and the oracle's verdict in their diffs.
                shown = sorted(set(re.findall(r"((?:Golden|GoldenUIKit|Regressions)/\S+) differs from the replay", output)))
                rules = sorted(set(re.findall(r"^\s*\+ (violation: [LC]\d+)", output, re.M)))
                if shown:
                    print(f"     differing: {', '.join(shown)}")
                if rules:
                    print(f"     diff lines: {', '.join('+ ' + r for r in rules)}")
        sys.stdout.flush()
    if bad:
        print(f"mutants not caught: {', '.join(bad)}")
        sys.exit(1)
    print("every mutant was caught")


if __name__ == "__main__":
    main()
