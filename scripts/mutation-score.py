#!/usr/bin/env python3
"""mutation-score.py — measure the harness: how many realistic container bugs a default run finds.

Each mutant below is a one-place edit of a container's source, the kind of slip a person makes
by hand (a condition dropped, an off-by-one, a call forgotten or moved). For every mutant the
script builds `stress-harness` with it, runs the default workload of the mutant's container on
each of a few fixed seeds for up to 2,000,000 steps (`--steps`; a step bounded to 2 s of CPU
time, a run to 60 s), and counts the mutant found when every seed's run exits 1 within that
budget. Nothing depends on the machine's speed or load: a seed's run fails at the same step
however busy the machine is. It then shrinks the failing trace, checks that replaying the reproducer fails again, and reports the reproducer's length
(the acceptance bound is 10 operations).

The planted bugs (`--plant-bug`) prove one rule each and stay in the code; these mutants measure
the harness and never land: the edits are made in a copy of the package under
`.build/mutation-score/`, so the working tree is never touched.

Usage:
  scripts/mutation-score.py                 every mutant (about 4 minutes on 2 cores)
  scripts/mutation-score.py --list          the mutants, one per line
  scripts/mutation-score.py stack tabs      only the mutants of these containers
  scripts/mutation-score.py --only S3 P1    only these mutants
  scripts/mutation-score.py --json FILE     also write the results as JSON (the nightly's chart)

Exit status: 0 when every mutant is found (100 %), 1 when one is not (or its reproducer is
longer than 10 operations, or does not fail on replay), 64 for bad arguments, 70 when a mutant
no longer applies (its source changed: update the pattern here) or does not build.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import resource
import signal
import tempfile

sys.dont_write_bytecode = True  # nothing left in scripts/lib
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import usage  # noqa: E402
from mutation import Stale, planted, stale  # noqa: E402

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
WORK = os.path.join(ROOT, ".build", "mutation-score")
COPY = os.path.join(WORK, "package")
SEEDS = [1, 2, 3]
# A run is the default workload for up to this many steps: about what an idle debug build runs
# in ten seconds (the first budget, "default runs, 10 s each", which a loaded machine cut to a
# fifth of the steps). A count-dependent bug (S32, the 65,536th memory warning) is reached only
# past the 200,000 steps of `run` without `--steps`.
RUN_STEPS = 2_000_000
# The CPU time one run may use (RLIMIT_CPU, the run's every thread): a budget of steps that
# never ends is a loop the step bound missed, reported as not found.
RUN_CPU_SECONDS = 60
# Wall time is only a backstop against a run blocked off the CPU (a deadlock): generous enough
# for a machine loaded many times over, and reported as such, never as a measurement.
WALL_BACKSTOP = 1800
MAX_OPERATIONS = 10  # the longest acceptable reproducer
# A step's CPU-time bound (--step-timeout): a loop inside an operation is found within it, so
# it is well under RUN_CPU_SECONDS; a real step takes microseconds.
STEP_TIMEOUT = 2

STACK = "Sources/ContainmentCore/StackController.swift"
STACK_OPS = "Sources/ContainmentCore/StackController+Operations.swift"
STACK_TRANSITIONS = "Sources/ContainmentCore/StackController+Transitions.swift"
PLACEHOLDER = "Sources/ContainmentCore/PlaceholderController.swift"
TABS = "Sources/ContainmentCore/TabController.swift"
PAGES = "Sources/ContainmentCore/PageController.swift"
LISTS = "Sources/ContainmentCore/ViewController+Containment.swift"
SELECTING = "Sources/ContainmentCore/SelectingContainer.swift"
MENU = "Sources/ContainmentCore/MenuController.swift"
VIEW = "Sources/ContainmentCore/View.swift"
APPEARANCE = "Sources/ContainmentCore/ViewController+Appearance.swift"
TRANSITION = "Sources/ContainmentCore/ViewController+Transition.swift"
ANIMATION = "Sources/ContainmentCore/View+Animation.swift"
CLOCK_ACTIONS = "Sources/ContainmentCore/VirtualClock+Current.swift"
OVERLAY = "Sources/ContainmentCore/MenuOverlay.swift"
NAV = "Sources/UIKitContainment/UINavigationController.swift"
NAV_TRANSITION = "Sources/UIKitContainment/UINavigationController+Transition.swift"
TAB_BAR = "Sources/UIKitContainment/UITabBarController.swift"
PRESENTATION = "Sources/UIKitContainment/UIViewController+Presentation.swift"
PAGE_VIEW = "Sources/UIKitContainment/UIPageViewController.swift"
MAIN_QUEUE = "Sources/UIKitContainment/DispatchQueue+MainRunLoop.swift"
APPLICATION = "Sources/UIKitContainment/UIApplication.swift"

# Containers of the example package Examples/ArticleContainers (the design documents' containers,
# written with UIKit's transition(from:to:…) and View.animate): their mutants, edits of those
# APIs in Containment, are measured with its `article-harness`, built against the mutated copy.
EXAMPLE = "Examples/ArticleContainers"
EXAMPLE_CONTAINERS = {"swipe", "drop-down", "content"}

# (id, container whose default run must find it, what the mistake is, file, text, replacement)
MUTANTS = [
    ("S1", "stack", "capacity: the limit is one too low, so N+1 views stay loaded",
     STACK_TRANSITIONS, "let limit = entries.count - capacity - plantedExtraViews",
     "let limit = entries.count - capacity - 1 - plantedExtraViews"),
    ("S2", "stack", "capacity: the low-water mark skips the participants kept for a transition",
     STACK_TRANSITIONS, "lowestPossiblyLoaded = firstKept ?? limit", "lowestPossiblyLoaded = limit"),
    ("S3", "stack", "pop(to:): the loop over the children in between starts one too high",
     STACK_TRANSITIONS, "for middle in (index + 1)..<top {", "for middle in (index + 2)..<top {"),
    ("S4", "stack", "memory warning: the top's view is taken out of the hierarchy with the covered ones",
     STACK, "guard child !== top, !isParticipant(child), child._appearanceState == .disappeared",
     "guard !isParticipant(child)"),
    ("S5", "stack", "insert below the top forgets didMove(toParent:)",
     STACK_OPS, "    child.viewIfLoaded?.setTakesTouches(false)\n    child.didMove(toParent: self)\n",
     "    child.viewIfLoaded?.setTakesTouches(false)\n"),
    ("S6", "stack", "setViewControllers resets the low-water mark past every child",
     STACK_OPS, "entries.firstIndex(where: { $0.viewController.isViewLoaded }) ?? entries.count",
     "entries.count"),
    ("S7", "stack", "off screen, a change of top settles the new top as appeared",
     STACK_TRANSITIONS, "appearing?._settleAppearance(to: _appearanceState)",
     "appearing?._settleAppearance(to: .appeared)"),
    ("S8", "stack", "the stack's disappearance does not end its running transition first",
     STACK, "    super.viewWillDisappear(animated)\n    finishTransition()\n",
     "    super.viewWillDisappear(animated)\n"),
    ("S9", "stack", "a cancelled transition never tells the child it was bringing in that it now disappears",
     STACK_OPS, "      transition.disappearing?.beginAppearanceTransition(false, animated: true)\n      transition.disappearing?.endAppearanceTransition()\n",
     ""),
    ("S10", "stack", "removing a child below the low-water mark does not move the mark",
     STACK_OPS, "    if index < lowestPossiblyLoaded { lowestPossiblyLoaded -= 1 }\n    detach(removed)",
     "    detach(removed)"),
    ("S11", "stack", "capacity: the limit is one too high, so a view within the top N is released",
     STACK_TRANSITIONS, "let limit = entries.count - capacity - plantedExtraViews",
     "let limit = entries.count - capacity + 1 - plantedExtraViews"),
    ("S12", "stack", "detach (pop to, remove, replace) forgets willMove(toParent: nil)",
     STACK_TRANSITIONS, "  func detach(_ child: ViewController) {\n    child.willMove(toParent: nil)\n",
     "  func detach(_ child: ViewController) {\n"),
    ("S13", "stack", "a cancelled pop forgets to put its child back on the stack",
     STACK_OPS, "    case .pop(let entry):\n      entries.append(entry)\n",
     "    case .pop(let entry):\n      _ = entry\n"),
    ("S14", "stack", "setCapacity stores the new capacity but does not enforce it",
     STACK_OPS, "    plantedByteCapacity()\n    enforceCapacity()\n", "    plantedByteCapacity()\n"),
    ("S15", "stack", "the stack's viewWillAppear places the top but never tells it it appears",
     STACK, "    top.beginAppearanceTransition(true, animated: animated)\n    notifyWillShow(top, animated: animated)\n",
     "    notifyWillShow(top, animated: animated)\n"),
    ("S16", "stack", "the first pops to the root (early in virtual time) scan for views to warm and never move past an unloaded one: a loop in a run's first few hundred steps",
     STACK_OPS, "    plantedWarmingScan()\n    return popAbove(0, animated: animated)\n",
     "    var position = 0\n    while clock.now < 20_000, position < entries.count {\n"
     "      if entries[position].viewController.isViewLoaded { position += 1 }\n    }\n"
     "    return popAbove(0, animated: animated)\n"),
    ("S17", "stack", "a cancelled pop tells the delegate did-show for the child that comes back",
     STACK_TRANSITIONS, "if transition.onScreen, !transition.isCancellation || plantedShowsCancelled(transition),",
     "if transition.onScreen,"),
    ("S18", "stack", "an animated pop is finished at once by fast-forwarding the clock to its end",
     STACK_TRANSITIONS, "      clock.schedule(at: transition.endsAt, target: self, token: generation)\n",
     "      clock.schedule(at: transition.endsAt, target: self, token: generation)\n"
     "      if played.isReversed { _ = try? clock.advance(to: transition.endsAt) }\n"),
    ("S19", "stack", "a memory warning leaves views of 256 KiB or more in place (costly to rebuild): they survive it",
     STACK, "      guard child !== top, !isParticipant(child), child._appearanceState == .disappeared else {",
     "      guard child !== top, !isParticipant(child), child._appearanceState == .disappeared,\n"
     "        (child.viewIfLoaded?._payloadByteCount ?? 0) < 256 << 10\n      else {"),
    ("S20", "stack", "a pop to an index sizes its list of popped children with a UInt8: a trap past 255",
     STACK_TRANSITIONS, "    popped.reserveCapacity(top - index)\n",
     "    popped.reserveCapacity(Int(UInt8(top - index)))\n"),
    ("S21", "stack", "detach (pop to, remove, replace) registers an undo handler capturing the child, never run or drained",
     STACK_TRANSITIONS, "  func detach(_ child: ViewController) {\n    child.willMove(toParent: nil)\n",
     "  func detach(_ child: ViewController) {\n    child.willMove(toParent: nil)\n"
     "    faultCompletions.append { [weak self] in if child.parent == nil { self?.lowestPossiblyLoaded = 0 } }\n"),
    ("S22", "stack", "a pop across several children can be cancelled, bringing back only the top",
     STACK_TRANSITIONS, "cancellable: popped.isEmpty || plantedCancelsLongPops))",
     "cancellable: true))"),
    ("S23", "stack", "detach (pop to, remove, replace) leaves the child's view in the stack's view",
     STACK_TRANSITIONS, "    child.viewIfLoaded?.removeFromSuperview()\n    plantedRelease(of: child)\n",
     "    plantedRelease(of: child)\n"),
    ("S24", "stack", "a memory warning skips the lowest child that may have a view",
     STACK, "where !plantedKeepsCoveredViews {", "where !plantedKeepsCoveredViews && index > lowestPossiblyLoaded {"),
    ("S25", "stack", "removeFromParent leaves the child in its parent's list of children",
     LISTS, "      container._children.remove(at: index)\n", "      _ = index\n"),
    ("S26", "stack", "the stack's viewDidAppear never tells the delegate did-show",
     STACK, "    top.endAppearanceTransition()\n    notifyDidShow(top, animated: animated)\n",
     "    top.endAppearanceTransition()\n"),
    ("S27", "stack", "an on-screen change of top never tells the delegate will-show",
     STACK_TRANSITIONS, "    if let appearing { notifyWillShow(appearing, animated: plays) }\n    if plays {",
     "    if plays {"),
    ("S28", "stack", "removing the top child takes it out at once, without its pop transition",
     STACK_OPS, "    if index == entries.count - 1 {\n      return popTop", "    if index == entries.count {\n      return popTop"),
    ("S29", "stack", "the stack shows its root's title and navigation items instead of its top's (forwardingProperties)",
     STACK, "  override public var _forwardingChild: ViewController? { entries.last?.viewController }",
     "  override public var _forwardingChild: ViewController? { entries.first?.viewController }"),
    ("S30", "stack", "a child's view is placed without being sized to the stack's view (it keeps the size it was loaded at)",
     STACK_TRANSITIONS, "    childView.frame = Rect(size: container.frame.size)\n    if let siblingView", "    if let siblingView"),
    ("S31", "stack", "the capacity is kept in a byte: a capacity of 300 is 44",
     STACK_OPS, "    _capacity = newCapacity\n", "    _capacity = Int(UInt8(truncatingIfNeeded: newCapacity))\n"),
    ("S32", "stack", "the memory warnings heard are counted in 16 bits: the 65,536th traps",
     STACK, "    plantedCountWarning()\n", "    faultWarningsHeard += 1\n"),
    ("V1", "placeholder", "the window lookup gives up twelve superviews up: a deeper view is out of every window",
     VIEW, "    while let next = top._withUnsafeGuaranteedRef({ $0.superviewRef }) { top = next }",
     "    var levels = 0\n    while levels < 12, let next = top._withUnsafeGuaranteedRef({ $0.superviewRef }) {\n      top = next\n      levels += 1\n    }"),
    ("P1", "placeholder", "a swapped-out child is never removed from its parent",
     PLACEHOLDER, "      leaving.removeFromParent()\n", ""),
    ("P2", "placeholder", "on screen, the old child is not told it disappears",
     PLACEHOLDER, "    old?.beginAppearanceTransition(false, animated: plays)\n", ""),
    ("P3", "placeholder", "the container's appearance does not put its children's views in place",
     PLACEHOLDER, "      place(child, at: index)\n      child.beginAppearanceTransition(true, animated: animated)",
     "      child.beginAppearanceTransition(true, animated: animated)"),
    ("P4", "placeholder", "the disappearance ends the children that are appearing, not disappearing",
     PLACEHOLDER, "    for slot in slots where slot.child?._appearanceState == .disappearing {",
     "    for slot in slots where slot.child?._appearanceState == .appearing {"),
    ("P5", "placeholder", "ending every swap at once forgets to clear them, so each ends again later",
     PLACEHOLDER, "      slots[index].swap = nil\n      runningSwaps -= 1\n      finish(swap)\n    }",
     "      runningSwaps -= 1\n      finish(swap)\n    }"),
    ("P6", "placeholder", "a swap's end is ignored when the clock fires exactly on time",
     PLACEHOLDER, "let swap = slots[token].swap, swap.endsAt <= clock.now",
     "let swap = slots[token].swap, swap.endsAt < clock.now"),
    ("P7", "placeholder", "unloadView releases the view without viewDidUnload's event",
     "Sources/ContainmentCore/ViewController+Unloading.swift",
     "    _view = nil\n    emit(.viewDidUnload)\n    viewDidUnload()\n  }",
     "    _view = nil\n    viewDidUnload()\n  }"),
    ("P8", "placeholder", "a finished swap takes the new child's view out instead of the old one's",
     PLACEHOLDER, "      leaving.viewIfLoaded?.removeFromSuperview()\n",
     "      swap.appearing?.viewIfLoaded?.removeFromSuperview()\n"),
    ("P9", "placeholder", "setChild never checks that the new child has no parent",
     PLACEHOLDER, "    if let child { try _checkCanAddChild(child) }\n", ""),
    ("P10", "placeholder", "the container allows rotation while a swap runs",
     PLACEHOLDER, "!isTransitioning && slots.allSatisfy", "slots.allSatisfy"),
    ("P11", "placeholder", "off screen, a new child's view is placed (and loaded) at once",
     PLACEHOLDER, "      if _appearanceState == .appearing, let child { place(child, at: index) }",
     "      if let child { place(child, at: index) }"),
    ("P12", "placeholder", "the container's disappearance does not end its running swaps first",
     PLACEHOLDER, "    super.viewWillDisappear(animated)\n    finishTransitions()\n",
     "    super.viewWillDisappear(animated)\n"),
    ("P13", "placeholder", "a size change is not forwarded to the shown children (super forgotten)",
     PLACEHOLDER, "    super.viewWillTransition(to: size)\n    for index in slots.indices {\n      if let childView",
     "    for index in slots.indices {\n      if let childView"),
    ("P14", "placeholder", "a swap that ends on the clock is never uncounted, so the container stays in a transition",
     PLACEHOLDER, "    slots[token].swap = nil\n    runningSwaps -= 1\n    finish(swap)\n    _checkInvariants()\n  }\n}",
     "    slots[token].swap = nil\n    finish(swap)\n    _checkInvariants()\n  }\n}"),
    ("P15", "placeholder", "a finished swap leaves an old child's view of 1 MiB or more in the container's view (to fade it out later), so it stays in the window",
     PLACEHOLDER, "      leaving.viewIfLoaded?.removeFromSuperview()\n",
     "      if (leaving.viewIfLoaded?._payloadByteCount ?? 0) < 1 << 20 {\n"
     "        leaving.viewIfLoaded?.removeFromSuperview()\n      }\n"),
    ("T1", "tabs", "selecting a tab leaves the old tab's view in the container",
     TABS, "    old?.viewIfLoaded?.removeFromSuperview()\n", ""),
    ("T2", "tabs", "the container's disappearance is not forwarded to the selected tab",
     TABS, "    selectedViewController?.beginAppearanceTransition(false, animated: animated)\n", ""),
    ("T3", "tabs", "select(at:) accepts an index one past the end (an off-by-one range check)",
     SELECTING, "    guard list.indices.contains(index) else {", "    guard index <= list.count else {"),
    ("T4", "tabs", "the container's viewDidAppear never ends the selected tab's appearance",
     TABS, "    if selectedViewController?._appearanceState == .appearing {\n      selectedViewController?.endAppearanceTransition()\n    }",
     "    if selectedViewController?._appearanceState == .appeared {\n      selectedViewController?.endAppearanceTransition()\n    }"),
    ("T5", "tabs", "a swap of the shown child on screen never tells the old one it disappears",
     LISTS, "    if appearingFirst { old?.beginAppearanceTransition(false, animated: false) }\n", ""),
    ("T6", "tabs", "replacing the children forgets willMove(toParent: nil) for those leaving",
     LISTS, "    for child in leaving { child.willMove(toParent: nil) }\n", ""),
    ("T7", "tabs", "removeFromSuperview forgets to clear the view's superview",
     "Sources/ContainmentCore/View.swift",
     "      parent._subviews.remove(at: index)\n    }\n    _superview = nil\n",
     "      parent._subviews.remove(at: index)\n    }\n"),
    ("T8", "tabs", "selecting a tab takes the new tab's view out instead of the old one's",
     TABS, "    old?.viewIfLoaded?.removeFromSuperview()\n", "    child?.viewIfLoaded?.removeFromSuperview()\n"),
    ("T9", "tabs", "addChild forgets willMove(toParent:)",
     LISTS, "    child.willMove(toParent: self)\n    compactChildren()", "    compactChildren()"),
    ("T10", "tabs", "a size change is not forwarded to the tabs (super forgotten)",
     TABS, "    super.viewWillTransition(to: size)\n    menu.resize(to: size)", "    menu.resize(to: size)"),
    ("T11", "tabs", "replacing the children walks those leaving with a UInt8 index: a trap when 256 or more leave at once",
     LISTS, "    for child in leaving { child.willMove(toParent: nil) }\n",
     "    for index in 0..<UInt8(leaving.count) { leaving[Int(index)].willMove(toParent: nil) }\n"),
    ("T12", "tabs", "selecting a child keeps its index in a UInt8 (a tab bar's selected item): a trap past the 255th",
     TABS, "    guard list.contains(where: { $0 === child }) else { throw .notAChild(child._id) }\n",
     "    guard let position = list.firstIndex(where: { $0 === child }) else {\n"
     "      throw .notAChild(child._id)\n    }\n    let selectedItem = UInt8(position)\n    _ = selectedItem\n"),
    ("T13", "tabs", "a memory warning is forwarded only to the children whose views are under 256 KiB: the big ones keep theirs",
     "Sources/ContainmentCore/ViewController.swift",
     "  @preconcurrency @MainActor open func didReceiveMemoryWarning() {\n    for child in _children {\n",
     "  @preconcurrency @MainActor open func didReceiveMemoryWarning() {\n"
     "    for child in _children where (child.viewIfLoaded?._payloadByteCount ?? 0) < 256 << 10 {\n"),
    ("T14", "tabs", "the tab container shows its first child's title whichever is selected (forwardingProperties)",
     TABS, "  override public var _forwardingChild: ViewController? { selectedViewController }",
     "  override public var _forwardingChild: ViewController? { list.first }"),
    ("T15", "tabs", "the selected child's view is placed without being sized to the container's view",
     TABS, "    childView.frame = Rect(size: container.frame.size)\n    if childView.superview !== container {\n      if menuView",
     "    if childView.superview !== container {\n      if menuView"),
    ("T16", "tabs", "selecting a child leaves the menu shown over it",
     TABS, "    guard list.contains(where: { $0 === child }) else { throw .notAChild(child._id) }\n    hideMenu()\n",
     "    guard list.contains(where: { $0 === child }) else { throw .notAChild(child._id) }\n"),
    ("T17", "tabs", "a newly shown child's view is laid over the menu instead of under it",
     TABS, "        container.insertSubview(childView, below: menuView)", "        container.addSubview(childView)"),
    ("T18", "tabs", "hiding the menu leaves its view over the selected child",
     OVERLAY, "    isShown = false\n    view.removeFromSuperview()\n", "    isShown = false\n"),
    ("T19", "tabs", "the menu keeps its size when the container's size changes",
     OVERLAY, "    if isShown { view.frame = Rect(size: size) }", "    _ = size"),
    ("T20", "tabs", "the menu is not laid out again when the container appears (it keeps the size it had when the view loaded)",
     TABS, "    menu.layOut(over: view)\n    guard let selected = selectedViewController else { return }",
     "    guard let selected = selectedViewController else { return }"),
    ("G1", "pages", "far pages are those beyond radius + 1",
     PAGES, "where abs(index - current) > radius {", "where abs(index - current) > radius + 1 {"),
    ("G2", "pages", "the end of a swipe does not release the pages now far away",
     PAGES, "    running.appearing.endAppearanceTransition()\n    layOut()\n    releaseFarViews()\n",
     "    running.appearing.endAppearanceTransition()\n    layOut()\n"),
    ("G3", "pages", "an animated swipe plays even when the container is off screen",
     PAGES, "guard _appearanceState == .appeared, animated else {", "guard animated else {"),
    ("G4", "pages", "a memory warning does not spare the pages of the running swipe",
     PAGES, "for page in pages where page !== currentPage && !isParticipant(page) {",
     "for page in pages where page !== currentPage {"),
    ("G5", "pages", "the container's disappearance does not end its running swipe",
     PAGES, "    super.viewWillDisappear(animated)\n    finishTransition()\n",
     "    super.viewWillDisappear(animated)\n"),
    ("G6", "pages", "the container's viewDidDisappear never ends the current page's disappearance",
     PAGES, "    if currentPage?._appearanceState == .disappearing { currentPage?.endAppearanceTransition() }",
     "    if currentPage?._appearanceState == .appearing { currentPage?.endAppearanceTransition() }"),
    ("G7", "pages", "hiding the window leaves the root view in it",
     "Sources/ContainmentCore/Window.swift",
     "      rootViewOfController.removeFromSuperview()\n", ""),
    ("G8", "pages", "setPages forgets to release the views of pages now far away",
     PAGES, "    layOut()\n    releaseFarViews()\n    _checkInvariants()\n  }\n\n  /// Shows the next page",
     "    layOut()\n    _checkInvariants()\n  }\n\n  /// Shows the next page"),
    ("G9", "pages", "far pages are those beyond radius - 1, so a near page loses its view",
     PAGES, "where abs(index - current) > radius {", "where abs(index - current) >= radius {"),
    ("G10", "pages", "far pages' views are released while still in the row",
     PAGES, "      page.viewIfLoaded?.removeFromSuperview()\n      page._unloadView()",
     "      page._unloadView()"),
    ("G11", "pages", "the container allows rotation during a swipe",
     PAGES, "swipe == nil && (currentPage?.shouldAutorotate ?? true)",
     "(currentPage?.shouldAutorotate ?? true)"),
    ("G12", "pages", "a size change is not forwarded to the pages (super forgotten)",
     PAGES, "    super.viewWillTransition(to: size)\n    layOut()", "    layOut()"),
    ("G13", "pages", "a memory warning takes the far pages out but never reaches the pages (super forgotten)",
     PAGES, "    super.didReceiveMemoryWarning()\n    _checkInvariants()\n  }\n\n  /// `false` while a swipe runs",
     "    _checkInvariants()\n  }\n\n  /// `false` while a swipe runs"),
    ("G14", "pages", "setPages sizes its page indicator's dots with a UInt8: a trap past 255 pages",
     PAGES, "    try checkChildList(newPages)\n    if !newPages.isEmpty",
     "    try checkChildList(newPages)\n    let dots = UInt8(newPages.count)\n    _ = dots\n    if !newPages.isEmpty"),
    ("G15", "pages", "setPages keeps the visible page's index in a UInt8 (a page control's): a trap past page 255",
     PAGES, "      _currentIndex = newPages.isEmpty ? nil : current\n",
     "      _currentIndex = newPages.isEmpty ? nil : Int(UInt8(current))\n"),
    ("G16", "pages", "a memory warning leaves pages with views of 1 MiB or more in the row (costly to rebuild), so they keep them",
     PAGES, "    for page in pages where page !== currentPage && !isParticipant(page) {\n",
     "    for page in pages\n"
     "    where page !== currentPage && !isParticipant(page)\n"
     "      && (page.viewIfLoaded?._payloadByteCount ?? 0) < 1 << 20\n    {\n"),
    ("G17", "pages", "the page container shows the first page's title whichever is current (forwardingProperties)",
     PAGES, "  override public var _forwardingChild: ViewController? { currentPage }",
     "  override public var _forwardingChild: ViewController? { pages.first }"),
    ("G18", "pages", "a swipe's end does not lay the row out again: the new page keeps the frame beside the old one",
     PAGES, "      if let pageView = page.viewIfLoaded, pageView.superview === container {\n        pageView.frame = frame(of: index, in: container)\n      }",
     "      if let pageView = page.viewIfLoaded, pageView.superview === container {\n        _ = pageView\n      }"),
    ("N1", "nested", "the tab container allows rotation whatever its selected child says",
     TABS, "plantedIgnoresChildRotation || selectedViewController?.shouldAutorotate ?? true",
     "plantedIgnoresChildRotation || true"),
    ("N2", "nested", "the default memory warning forwards to the children but keeps the view",
     "Sources/ContainmentCore/ViewController.swift",
     "      child._deliverMemoryWarning()\n    }\n    unloadViewOnMemoryWarning()\n",
     "      child._deliverMemoryWarning()\n    }\n"),
    ("N3", "nested", "the stack's shouldAutorotate ignores a running transition",
     STACK, "    guard running == nil else { return false }\n", ""),
    ("N4", "nested", "the stack's appearance forgets to place its top's view",
     STACK, "    placeView(of: top, at: entries.count - 1, below: nil)\n    top.viewIfLoaded?.setTakesTouches(true)\n    top.beginAppearanceTransition",
     "    top.viewIfLoaded?.setTakesTouches(true)\n    top.beginAppearanceTransition"),
    ("N5", "nested", "a memory warning is not forwarded to the children (the container's own view only)",
     "Sources/ContainmentCore/ViewController.swift",
     "    for child in _children {\n      child._deliverMemoryWarning()\n    }\n", ""),    ("N7", "nested", "a new list of children skips the check that each has no other parent",
     LISTS, "      if child.parent !== self { try _checkCanAddChild(child) }", "      _ = child"),
    ("N6", "nested", "removeFromParent forgets didMove(toParent: nil)",
     LISTS, "    _parent = nil\n    didMove(toParent: nil)\n", "    _parent = nil\n"),
    ("M1", "menu", "a new list leaves the old children's views in the transition view",
     MENU, "          childView.removeFromSuperview()\n", "          _ = childView\n"),
    ("M2", "menu", "the container's viewWillAppear forgets to install the selected child's view",
     MENU, "    layOut(at: view.frame.size)\n    installSelectedView()\n",
     "    layOut(at: view.frame.size)\n"),
    ("M3", "menu", "a selection off screen installs (and loads) the new child's view at once",
     MENU, "    if _appearanceState == .appeared || _appearanceState == .appearing {\n      installSelectedView()",
     "    if true {\n      installSelectedView()"),
    ("M4", "menu", "a new list never tells the children it adds that they moved in",
     MENU, "      attachChild(child)  // addChild(_:), checked above\n      child.didMove(toParent: self)\n",
     "      attachChild(child)  // addChild(_:), checked above\n"),
    ("M5", "menu", "a view leaving the screen never ends its view controller's disappearance",
     VIEW, "    detachFromSuperview()\n    if wasOnScreen { screenPresenceDidChange() }\n",
     "    detachFromSuperview()\n"),
    ("M6", "menu", "automatic forwarding asks a child that is already appearing again",
     APPEARANCE, "        if child._appearanceState != moving {", "        if true {"),
    ("M7", "menu", "a view coming on screen under an appeared parent is begun but never ended",
     APPEARANCE, "        beginAppearanceTransition(true, animated: false)\n        endsWithScreenChange = true\n",
     "        beginAppearanceTransition(true, animated: false)\n"),
    ("M8", "menu", "a size change is not forwarded to the children (super forgotten)",
     MENU, "    layOut(at: size)\n    super.viewWillTransition(to: size)\n", "    layOut(at: size)\n"),
    ("M9", "menu", "the menu container shows its last child's title whichever is selected (forwardingProperties)",
     MENU, "  override public var _forwardingChild: ViewController? { selectedViewController }",
     "  override public var _forwardingChild: ViewController? { viewControllers.last }"),
    ("M10", "menu", "the selected child's view is put in the transition view without being sized to it",
     MENU, "    childView.frame = Rect(size: transitionView.frame.size)\n", ""),
    ("M11", "menu", "selecting an entry leaves the menu shown over it",
     MENU, "    hideMenu()\n    if child !== selectedViewController { show(child) }",
     "    if child !== selectedViewController { show(child) }"),
    ("M12", "menu", "the menu's view is laid out under the transition view when the container's view loads",
     MENU, "    layoutView.addSubview(transition)\n    view = layoutView\n    _transitionView = transition\n    menu.layOut(over: layoutView)\n",
     "    view = layoutView\n    _transitionView = transition\n    menu.layOut(over: layoutView)\n    layoutView.addSubview(transition)\n"),
    ("M13", "menu", "the container's appearance does not lay the transition view and the menu out again (they keep the size they had when the view loaded)",
     MENU, "    layOut(at: view.frame.size)\n    installSelectedView()",
     "    installSelectedView()"),
    ("A1", "swipe", "transition(from:to:…): the end never completes the new child's appearance",
     TRANSITION, "if to._appearanceState == .appearing { to.endAppearanceTransition() }",
     "if false { to.endAppearanceTransition() }"),
    ("A2", "swipe", "transition(from:to:…): the old child's view is never taken out",
     TRANSITION, "      from.viewIfLoaded?.removeFromSuperview()\n", "      _ = from.viewIfLoaded\n"),
    ("A3", "swipe", "transition(from:to:…): the completion is never called",
     TRANSITION, "withExtendedLifetime(self) { completion?(true) }", "withExtendedLifetime(self) {}"),
    ("A4", "content", "View.animate: on a clock, the completion is dropped",
     ANIMATION, "    clock.schedule(after: ticks) { completion(true) }\n",
     "    clock.schedule(after: ticks) {}\n"),
    ("A5", "content", "a closure scheduled on the clock runs but is kept for ever, with what it captures",
     CLOCK_ACTIONS, "    waiting.removeValue(forKey: token)?()\n", "    waiting[token]?()\n"),
    ("A6", "swipe", "transition(from:to:…) forwards appearance while its container is off screen",
     TRANSITION, "      shouldAutomaticallyForwardAppearanceMethods\n"
     "      && (_appearanceState == .appeared || _appearanceState == .appearing)\n",
     "      shouldAutomaticallyForwardAppearanceMethods\n"),
    # UIKit's own containers in the layer (`UIKitContainment`), driven by the shapes that use them
    # (`navigation`: a UINavigationController; `app`: a tab bar of navigation stacks, pages and
    # sheets). The slips a U mutant of scripts/mutants.py plants (the suite's recorded orders catch
    # them) keep its number here, where a default run must find them.
    ("U1", "navigation", "the old top never hears viewDidDisappear after an animated change",
     NAV_TRANSITION,
     "      if old._appearanceState == .disappearing { old.endAppearanceTransition() }\n", ""),
    ("U4", "navigation", "didMove(toParent:) never reaches a pushed child",
     NAV_TRANSITION,
     "      for child in arriving where child.parent === self { child.didMove(toParent: self) }\n"
     "    }\n    guard", "    }\n    guard"),
    ("U5", "navigation", "a pop forgets willMove(toParent: nil)",
     NAV, "    for child in popped.reversed() { child.willMove(toParent: nil) }\n", ""),
    ("U19", "navigation", "the old top's view stays in the navigation controller's view after a change",
     NAV_TRANSITION,
     "      if old !== topViewController { old.viewIfLoaded?.removeFromSuperview() }\n", ""),
    ("U20", "navigation", "setViewControllers forgets willMove(toParent: nil) for the children it drops",
     NAV, "    for child in leaving { child.willMove(toParent: nil) }\n", ""),
    ("U21", "navigation", "going off screen leaves a running transition running",
     NAV, "    for transition in unfinished { transition.finish() }\n", ""),
    ("U18", "app", "a push while the navigation controller itself appears leaves the old top appearing",
     NAV_TRANSITION,
     "    let onScreen = _appearanceState == .appeared || _appearanceState == .appearing\n",
     "    let onScreen = _appearanceState == .appeared\n"),
    ("U6", "app", "the old tab never hears viewDidDisappear",
     TAB_BAR, "    old.view.removeFromSuperview()\n    old.endAppearanceTransition()\n",
     "    old.view.removeFromSuperview()\n"),
    ("U8", "app", "a sheet takes its presenter off screen under today's iOS",
     PRESENTATION, "    case .automatic, .pageSheet, .formSheet: _releasePolicy == .iOS5\n",
     "    case .automatic, .pageSheet, .formSheet: true\n"),
    ("U10", "app", "the presenter never hears viewDidAppear after a full-screen dismissal",
     PRESENTATION,
     "      if presenter._appearanceState == .appearing { presenter.endAppearanceTransition() }\n"
     "      for controller in leaving where",
     "      for controller in leaving where"),
    ("U11", "app", "the page swiped away keeps its parent",
     PAGE_VIEW, "      gone.viewIfLoaded?.removeFromSuperview()\n      gone.removeFromParent()\n",
     "      gone.viewIfLoaded?.removeFromSuperview()\n"),
    ("V3", "app", "a memory warning reaches no view controller",
     APPLICATION,
     "    for window in modelWindows { window.takeUnretainedValue()._deliverMemoryWarning() }\n", ""),
]


def fail_usage(message):
    print(f"mutation-score.py: {message}", file=sys.stderr)
    sys.exit(64)


def sync_copy():
    """Copies the package's tracked files into COPY, rewriting only those that changed (so
    the copy's build stays incremental), and removes files no longer tracked."""
    tracked = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT, capture_output=True, check=True
    ).stdout.decode().split("\0")
    tracked = [path for path in tracked if path]
    extra = ["Package.resolved"] if os.path.exists(os.path.join(ROOT, "Package.resolved")) else []
    wanted = set(tracked + extra)
    for path in wanted:
        source = os.path.join(ROOT, path)
        if not os.path.isfile(source):
            continue
        target = os.path.join(COPY, path)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        data = open(source, "rb").read()
        if os.path.exists(target) and open(target, "rb").read() == data:
            continue
        with open(target, "wb") as handle:
            handle.write(data)
    for folder, directories, files in os.walk(COPY):
        directories[:] = [d for d in directories if d != ".build"]
        for name in files:
            relative = os.path.relpath(os.path.join(folder, name), COPY)
            if relative not in wanted:
                os.remove(os.path.join(folder, name))


def package_of(container):
    """The package path and harness product that run `container`'s default workload."""
    if container in EXAMPLE_CONTAINERS:
        return os.path.join(COPY, EXAMPLE), "article-harness"
    return COPY, "stress-harness"


def build(container="stack"):
    package, product = package_of(container)
    result = subprocess.run(
        ["swift", "build", "--package-path", package, "--product", product],
        capture_output=True, text=True)
    return result.returncode == 0, result.stdout + result.stderr


def harness_path(container="stack"):
    package, product = package_of(container)
    return subprocess.run(
        ["swift", "build", "--package-path", package, "--show-bin-path"],
        capture_output=True, text=True, check=True).stdout.strip() + "/" + product


def limit_cpu(seconds):
    """A `preexec_fn` bounding the child's CPU time (all its threads) to `seconds`."""
    def apply():
        resource.setrlimit(resource.RLIMIT_CPU, (seconds, seconds + 5))
    return apply


def cpu_seconds_of_children():
    usage_now = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage_now.ru_utime + usage_now.ru_stime


def run_seed(harness, container, seed, folder):
    """One default run of `container` on `seed` without shrinking; returns the outcome."""
    cpu_before = cpu_seconds_of_children()
    try:
        result = subprocess.run(
            [harness, "run", "--container", container, "--seed", str(seed), "--no-shrink",
             "--steps", str(RUN_STEPS),
             "--step-timeout", str(STEP_TIMEOUT), "--failures", folder],
            capture_output=True, text=True, timeout=WALL_BACKSTOP,
            preexec_fn=limit_cpu(RUN_CPU_SECONDS),
            # A run stopped at its CPU limit leaves its generated journal: in the folder
            # removed after the mutant, not in the shared temporary folder.
            env=dict(os.environ, TMPDIR=folder))
    except subprocess.TimeoutExpired:
        return {"seed": seed, "found": False,
                "why": f"still running after {WALL_BACKSTOP:,} s of wall time, blocked off the CPU"}
    cpu = round(cpu_seconds_of_children() - cpu_before, 2)
    output = result.stdout
    if result.returncode == 0:
        return {"seed": seed, "found": False, "cpuSeconds": cpu,
                "why": f"the run passed its {RUN_STEPS:,} steps"}
    if result.returncode in (-signal.SIGXCPU, -signal.SIGKILL):
        return {"seed": seed, "found": False, "cpuSeconds": cpu,
                "why": f"no violation within {RUN_CPU_SECONDS} s of CPU time"}
    if result.returncode != 1:
        tail = (result.stderr.strip().splitlines() or ["?"])[-1]
        return {"seed": seed, "found": False, "cpuSeconds": cpu,
                "why": f"exit status {result.returncode}: {tail}"}
    rule = re.search(r"^  (\w+) at step ([\d,]+)", output, re.M)
    trace = re.search(r"^trace: (.+)$", output, re.M)
    outcome = {"seed": seed, "found": True, "cpuSeconds": cpu,
               "rule": rule.group(1) if rule else "?",
               "step": int(rule.group(2).replace(",", "")) if rule else None}
    if trace:
        outcome["trace"] = trace.group(1)
    return outcome


def shrink(harness, trace, folder):
    """Shrinks a failing trace; returns (operations, replay fails again)."""
    reproducer = os.path.join(folder, "reproducer.jsonl")
    result = subprocess.run(
        [harness, "shrink", trace, "--output", reproducer, "--step-timeout", str(STEP_TIMEOUT)],
        capture_output=True, text=True, preexec_fn=limit_cpu(600), timeout=WALL_BACKSTOP)
    if result.returncode not in (0, 1) or not os.path.exists(reproducer):
        tail = (result.stderr.strip().splitlines() or ["?"])[-1]
        print(f"  shrink failed (exit status {result.returncode}): {tail}", file=sys.stderr)
        return None, False
    shrunk = re.search(r"→ ([\d,]+) operations?\b", result.stdout)
    operations = int(shrunk.group(1).replace(",", "")) if shrunk else None
    replay = subprocess.run([harness, "replay", reproducer, "--step-timeout", str(STEP_TIMEOUT)],
                            capture_output=True, text=True,
                            preexec_fn=limit_cpu(RUN_CPU_SECONDS), timeout=WALL_BACKSTOP)
    return operations, replay.returncode == 1


def measure_mutant(identifier, container):
    """Builds the planted mutant and runs its seeds, shrinking the first failing trace: (seeds,
    found, reproducer operations, whether the reproducer fails on replay), or None when the
    mutant does not build (said here)."""
    ok, output = build(container)
    if not ok:
        errors = [line for line in output.splitlines() if "error:" in line][:2]
        print(f"{identifier}: the mutant does not build: {' / '.join(errors)}")
        return None
    harness = harness_path(container)
    folder = tempfile.mkdtemp(prefix=f"mutant-{identifier}-", dir=WORK)
    try:
        seeds = [run_seed(harness, container, seed, folder) for seed in SEEDS]
        operations, replays = None, False
        first = next((outcome for outcome in seeds if outcome.get("trace")), None)
        if first:
            trace = first["trace"]
            if not os.path.isabs(trace):
                trace = os.path.join(os.getcwd(), trace)
            operations, replays = shrink(harness, trace, folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return seeds, all(outcome["found"] for outcome in seeds), operations, replays


def main():
    usage.check(__doc__, ["--json=", "--list", "--check", "--only"], "any")
    arguments = sys.argv[1:]
    json_path = None
    only = []
    if "--json" in arguments:
        at = arguments.index("--json")
        if at + 1 >= len(arguments):
            fail_usage("--json needs a file")
        json_path = arguments[at + 1]
        del arguments[at:at + 2]
    if "--list" in arguments:
        for identifier, container, description, *_ in MUTANTS:
            print(f"{identifier:4} {container:12} {description}")
        return
    if "--check" in arguments:
        # Each mutant's text still in its source, once: a source changed under a mutant makes
        # it stale, which a nightly would only report as a broken mutant.
        found = stale([(f"{identifier} ({path})", os.path.join(ROOT, path), old)
                       for identifier, _, _, path, old, _ in MUTANTS])
        if found:
            print(f"mutation-score.py: stale mutants: {', '.join(found)}", file=sys.stderr)
            sys.exit(1)
        print(f"mutation-score.py: all {len(MUTANTS)} mutants apply")
        return
    if "--only" in arguments:
        at = arguments.index("--only")
        only = arguments[at + 1:]
        arguments = arguments[:at]
        known = {m[0] for m in MUTANTS}
        for identifier in only:
            if identifier not in known:
                fail_usage(f"no mutant '{identifier}' (see --list)")
    containers = {m[1] for m in MUTANTS}
    for name in arguments:
        if name not in containers:
            fail_usage(f"unknown container '{name}' (one of: {', '.join(sorted(containers))})")
    selected = [m for m in MUTANTS
                if (not arguments or m[1] in arguments) and (not only or m[0] in only)]

    os.makedirs(COPY, exist_ok=True)
    sync_copy()
    for container in sorted({"stack"} | {m[1] for m in selected if m[1] in EXAMPLE_CONTAINERS}):
        ok, output = build(container)
        if not ok:
            print(output[-3000:])
            print(f"mutation-score.py: the unmutated {package_of(container)[1]} does not build",
                  file=sys.stderr)
            sys.exit(70)

    results = []
    broken = []
    for identifier, container, description, path, old, new in selected:
        try:
            with planted(os.path.join(COPY, path), old, new):
                measured = measure_mutant(identifier, container)
        except Stale:
            print(f"{identifier}: the pattern is no longer in {path}: update the mutant")
            broken.append(identifier)
            continue
        if measured is None:
            broken.append(identifier)
            continue
        seeds, found, operations, replays = measured
        small = operations is not None and operations <= MAX_OPERATIONS and replays
        result = {"id": identifier, "container": container, "mutant": description,
                  "found": found and small, "seeds": seeds, "reproducerOperations": operations,
                  "reproducerFailsOnReplay": replays}
        results.append(result)
        latest = max((o.get("step") or 0 for o in seeds if o["found"]), default=0)
        rules = sorted({o["rule"] for o in seeds if o["found"]})
        verdict = "found" if result["found"] else "MISSED"
        count = "?" if operations is None else f"{operations:,}"
        detail = (f"rule {', '.join(rules)}, latest at step {latest:,}, reproducer {count} "
                  f"operation{'' if operations == 1 else 's'}"
                  + ("" if replays or operations is None else ", which does NOT fail on replay"))
        if not found:
            detail = "; ".join(f"seed {o['seed']}: {o['why']}" for o in seeds if not o["found"])
        print(f"{identifier:4} {container:12} {verdict:7} {description}\n"
              f"{'':18}{detail}", flush=True)

    # Build the unmutated copy again so that a later run starts from it.
    build()
    total = len(results)
    caught = sum(1 for r in results if r["found"])
    score = 100.0 * caught / total if total else 0.0
    per_container = {}
    for r in results:
        entry = per_container.setdefault(r["container"], [0, 0])
        entry[0] += r["found"]
        entry[1] += 1
    print(f"mutation score: {caught}/{total} = {score:.1f} % "
          f"({', '.join(f'{c} {f}/{t}' for c, (f, t) in per_container.items())}); "
          f"seeds {', '.join(map(str, SEEDS))}, {RUN_STEPS:,} steps each, reproducers of at most "
          f"{MAX_OPERATIONS} operations")
    if json_path:
        with open(json_path, "w") as handle:
            json.dump({"score": score, "found": caught, "total": total, "seeds": SEEDS,
                       "stepBudget": RUN_STEPS, "cpuSecondsPerRun": RUN_CPU_SECONDS,
                       "maxOperations": MAX_OPERATIONS,
                       "mutants": results, "broken": broken}, handle, indent=2)
            handle.write("\n")
    if broken:
        sys.exit(70)
    if caught < total:
        sys.exit(1)


if __name__ == "__main__":
    main()
