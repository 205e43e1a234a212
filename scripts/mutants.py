#!/usr/bin/env python3
"""mutants.py — prove the contract tests can fail: plant one bug per contract rule, run
`swift test`, and report which tests caught it. Every mutant must be caught. The U and V
mutants are slips in UIKit's own containers and the layer around them (a navigation
controller's, a tab bar controller's, a presentation's, a page view controller's, the main
run loop's, a recognizer's, a control's, the keyboard's): the recorded orders and the
layer's tests catch them.

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
        '    appearing?.viewIfLoaded?.setTakesTouches(false)\n',
        '    _ = appearing?.view\n    appearing?.viewIfLoaded?.setTakesTouches(false)\n',
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
    # UIKit's own containers and the layer around them: each slip changes an order UIKit
    # records (the golden logs of UIKit's containers) or a behaviour the layer's tests pin.
    (
        'U1 nav: the old top never hears viewDidDisappear after an animated change',
        'Sources/UIKitContainment/UINavigationController+Transition.swift',
        '      if old._appearanceState == .disappearing { old.endAppearanceTransition() }\n',
        '',
    ),
    (
        'U2 nav: a cancelled interactive pop leaves the top disappearing',
        'Sources/UIKitContainment/UINavigationController+Transition.swift',
        '        if top._appearanceState == .disappearing {\n          top.beginAppearanceTransition(true, animated: true)\n        }\n',
        '',
    ),
    (
        "U3 nav: the delegate's willShow is not called for an animated change",
        'Sources/UIKitContainment/UINavigationController+Transition.swift',
        '    announce(new, animated: animated)\n\n',
        '\n',
    ),
    (
        'U4 nav: didMove(toParent:) never reaches a pushed child',
        'Sources/UIKitContainment/UINavigationController+Transition.swift',
        '      for child in arriving where child.parent === self { child.didMove(toParent: self) }\n    }\n    guard',
        '    }\n    guard',
    ),
    (
        'U5 nav: a pop forgets willMove(toParent: nil)',
        'Sources/UIKitContainment/UINavigationController.swift',
        '    for child in popped.reversed() { child.willMove(toParent: nil) }\n',
        '',
    ),
    (
        'U6 tabs: the old tab never hears viewDidDisappear',
        'Sources/UIKitContainment/UITabBarController.swift',
        '    old.view.removeFromSuperview()\n    old.endAppearanceTransition()\n',
        '    old.view.removeFromSuperview()\n',
    ),
    (
        'U7 tabs: didSelect is not called when the tab was selected already',
        'Sources/UIKitContainment/UITabBarController.swift',
        '    select(tab)\n    delegate?.tabBarController(self, didSelect: tab)\n',
        '    if tab !== selected { select(tab); delegate?.tabBarController(self, didSelect: tab) }\n',
    ),
    (
        "U8 present: a sheet takes its presenter off screen under today's iOS",
        'Sources/UIKitContainment/UIViewController+Presentation.swift',
        '    case .automatic, .pageSheet, .formSheet: _releasePolicy == .iOS5\n',
        '    case .automatic, .pageSheet, .formSheet: true\n',
    ),
    (
        'U9 present: the completion runs before the presented one has appeared',
        'Sources/UIKitContainment/UIViewController+Presentation.swift',
        '      if presented._appearanceState == .appearing { presented.endAppearanceTransition() }\n      presented.modal.isBeingPresented = false\n',
        '      completion?()\n      if presented._appearanceState == .appearing { presented.endAppearanceTransition() }\n      presented.modal.isBeingPresented = false\n',
    ),
    (
        'U10 dismiss: the presenter never hears viewDidAppear after a full-screen dismissal',
        'Sources/UIKitContainment/UIViewController+Presentation.swift',
        '      if presenter._appearanceState == .appearing { presenter.endAppearanceTransition() }\n      for controller in leaving where',
        '      for controller in leaving where',
    ),
    (
        'U11 pages: the page swiped away keeps its parent',
        'Sources/UIKitContainment/UIPageViewController.swift',
        '      gone.viewIfLoaded?.removeFromSuperview()\n      gone.removeFromParent()\n',
        '      gone.viewIfLoaded?.removeFromSuperview()\n',
    ),
    (
        'U12 pages: a cancelled swipe leaves the old page disappeared',
        'Sources/UIKitContainment/UIPageViewController.swift',
        '      if let old, old._appearanceState == .disappearing {\n        old.beginAppearanceTransition(true, animated: true)\n        old.endAppearanceTransition()\n      }\n',
        '      if let old, old._appearanceState == .disappearing { old.endAppearanceTransition() }\n',
    ),
    (
        'U13 run loop: main-queue async work runs at once, inside the caller',
        'Sources/UIKitContainment/DispatchQueue+MainRunLoop.swift',
        '    VirtualClock.runLoop.schedule(after: 0) { Self.runAsMainQueueWork(work) }\n',
        '    Self.runAsMainQueueWork(work)\n',
    ),
    (
        'U18 nav: a push while the navigation controller itself appears leaves the old top appearing',
        'Sources/UIKitContainment/UINavigationController+Transition.swift',
        '    let onScreen = _appearanceState == .appeared || _appearanceState == .appearing\n',
        '    let onScreen = _appearanceState == .appeared\n',
    ),
    (
        'U14 nav: the delegate hears didShow for a transition overtaken by another',
        'Sources/UIKitContainment/UINavigationController+Transition.swift',
        '      if current { announceShown(new, animated: transition.isAnimated) }\n',
        '      announceShown(new, animated: transition.isAnimated)\n',
    ),
    (
        'V1 model: viewIsAppearing is lost when the view is not yet in a hierarchy',
        'Sources/ContainmentCore/ViewController+Appearance.swift',
        '      moreFlags |= Flag.isAppearingPending\n',
        '',
    ),
    (
        'V2 app: going to the background skips resigning active',
        'Sources/UIKitContainment/UIApplication.swift',
        '    if applicationState == .active {\n      become(\n        .inactive, telling: { $0.applicationWillResignActive }',
        '    if applicationState == .background {\n      become(\n        .inactive, telling: { $0.applicationWillResignActive }',
    ),
    (
        'V3 app: a memory warning reaches no view controller',
        'Sources/UIKitContainment/UIApplication.swift',
        '    for window in modelWindows { window.takeUnretainedValue()._deliverMemoryWarning() }\n',
        '',
    ),
    (
        'V4 pan: a moving finger never changes the pan',
        'Sources/UIKitContainment/UIGestureRecognizer+Kinds.swift',
        '      if distance(now, origin) >= touchSlop { move(to: .began) }\n    case .began, .changed:\n      move(to: .changed)\n',
        '      if distance(now, origin) >= touchSlop { move(to: .began) }\n    case .began, .changed:\n      break\n',
    ),
    (
        'V5 control: a tap sends no touchUpInside',
        'Sources/UIKitContainment/UIControl.swift',
        '    liftedInside(at: point)\n    sendActions(for: .touchUpInside)\n',
        '    liftedInside(at: point)\n',
    ),
    (
        'V6 keyboard: did-show is never posted',
        'Sources/UIKitContainment/UIApplication+Keyboard.swift',
        '      Self.postKeyboard(.keyboardDidChangeFrame, info)\n      Self.postKeyboard(did, info)\n',
        '      Self.postKeyboard(.keyboardDidChangeFrame, info)\n',
    ),
    (
        'V7 view: subviews never hear they moved to a window',
        'Sources/UIKitContainment/UIView+Hierarchy.swift',
        '    for subview in subviews { subview.tellDidMoveToWindow() }\n',
        '',
    ),
    (
        "V8 scroll: deceleration's end is never told",
        'Sources/UIKitContainment/UIScrollView.swift',
        '      case .decelerating: self.delegate?.scrollViewDidEndDecelerating(self)\n',
        '      case .decelerating: break\n',
    ),
    (
        "V9 model: a child told to appear by its container's forwarding is asked twice",
        'Sources/ContainmentCore/ViewController+Appearance.swift',
        '        if child._appearanceState != moving {\n',
        '        if true {\n',
    ),
    (
        "V10 names: willMove(toParent:) never reaches a Swift 4 override of its old name",
        'Sources/UIKitContainment/UIViewController+Swift41Callbacks.swift',
        '    guard let type = oldNameFirst(.willMove) else { return reportWillMove(parent) }\n',
        '    guard false, let type = oldNameFirst(.willMove) else { return reportWillMove(parent) }\n',
    ),
    (
        "V11 names: a call by an old name does the work itself, the new name's overrides unheard",
        'Sources/UIKitContainment/UIViewController+Swift41Callbacks.swift',
        '    if swift41Entries.contains(byNew) { return reportDidMove(parent) }\n',
        '    if true { return reportDidMove(parent) }\n',
    ),
    (
        "U15 nav: the visible view controller is the top even under a presented one",
        "Sources/UIKitContainment/UINavigationController.swift",
        "  open var visibleViewController: UIViewController? { presentedViewController ?? stack.last }\n",
        "  open var visibleViewController: UIViewController? { stack.last }\n",
    ),
    (
        "U16 tabs: a new list without the selected tab selects the first, not the one at its index",
        "Sources/UIKitContainment/UITabBarController.swift",
        "      select(oldIndex.flatMap { list.indices.contains($0) ? list[$0] : nil } ?? first)\n",
        "      select(first)\n",
    ),
    (
        "U17 present: a presented view controller is no longer being presented in its viewDidAppear",
        "Sources/UIKitContainment/UIViewController+Presentation.swift",
        "      if presented._appearanceState == .appearing { presented.endAppearanceTransition() }\n      presented.modal.isBeingPresented = false\n",
        "      presented.modal.isBeingPresented = false\n      if presented._appearanceState == .appearing { presented.endAppearanceTransition() }\n",
    ),
    (
        "V12 timer: a one-shot timer fired by hand stays scheduled",
        "Sources/UIKitContainment/Timer+MainRunLoop.swift",
        "    if timeInterval <= 0 { invalidate() }\n",
        "",
    ),
    (
        "V13 layers: a layer asked to draw draws inside the call",
        "Sources/UIKitContainment/CALayer+Display.swift",
        "    pending.display = true\n    LayerPass.current.add(self)\n",
        "    pending.display = true\n    display()\n",
    ),
    (
        "V14 target-action: a control's action whose target has gone goes up the responder chain",
        "Sources/UIKitContainment/UIControl.swift",
        "        if !selector.target.isGone {\n",
        "        if true {\n",
    ),
    (
        "V15 rotation: the old rotation callbacks reach a view controller after its children",
        "Sources/UIKitContainment/UIViewController.swift",
        "    if _checksOverrides { rotateAsBeforeIOS8(with: coordinator) }\n"
        "    super.viewWillTransition(to: Size(size))\n",
        "    super.viewWillTransition(to: Size(size))\n"
        "    if _checksOverrides { rotateAsBeforeIOS8(with: coordinator) }\n",
    ),
    (
        "V16 empty screens: a configuration set before the view loads is never shown",
        "Sources/UIKitContainment/UIView+Layout.swift",
        "    if contentUnavailableEverSet { owner?.showPendingContentUnavailable() }\n",
        "",
    ),
    (
        "R1 registrations: what a screen's override adds is not noted as the screen's",
        'Sources/UIKitContainment/UIApplication+ScreenCode.swift',
        '  var currentScreenCodeSite: ScreenCodeSite? { screenCode.last }\n',
        '  var currentScreenCodeSite: ScreenCodeSite? { nil }\n',
    ),
    (
        "R2 registrations: the observers a screen left are counted only while their screen lives",
        'Sources/StressKit/Oracle/Oracle+Registrations.swift',
        '    for registration in left {\n      registration.isOrphaned = true\n',
        '    for registration in left {\n      registration.isOrphaned = false\n',
    ),
    (
        "H1 holders: a closure's box of captures is not read",
        'Sources/StressKit/Oracle/StrongReferences.swift',
        '      if box.load(fromByteOffset: offset, as: UInt.self) == target { return true }\n',
        '      if false { return true }\n',
    ),
    (
        "H2 holders: the container under test, leaked, is not watched past teardown",
        'Sources/StressKit/Core/StressRunner+Finish.swift',
        '    let watched = [driver?.subject, driver?.root].compactMap { $0 }.map(WeakViewController.init)\n',
        '    let watched: [WeakViewController] = []\n',
    ),
    (
        "T1 transitions: one the container says runs for ever, the clock idle, is not looked for",
        'Sources/StressKit/Core/StressRunner+Checks.swift',
        '    if checking, oracle.checksCompleteness, _clock.isSettled, container.isTransitioning {\n',
        '    if false, oracle.checksCompleteness, _clock.isSettled, container.isTransitioning {\n',
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
            # No test failed: either the mutant does not compile (its pattern needs updating)
            # or the test run itself stopped (a crash of the test process, a kill, a machine
            # out of memory), which says nothing of the mutant until it is run alone.
            errors = [line for line in output.splitlines() if re.search(r"\.swift:\d+:\d+: error:", line)]
            if errors:
                print(f"== {name}: the build failed, not a test:")
                print("\n".join(errors[:3]))
            else:
                lines = [line for line in output.splitlines() if line.strip()]
                stop = next((line for line in reversed(lines)
                             if re.search(r"signal|Fatal error|error:|Killed", line)), lines[-1] if lines else "?")
                print(f"== {name}: the test run stopped before any test failed "
                      f"(exit status {result.returncode}: {stop.strip()[:200]}); "
                      f"run it alone, with --filter, to see which test catches it")
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
