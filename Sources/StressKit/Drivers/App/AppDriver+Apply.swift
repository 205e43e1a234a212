import Containment
import UIKitContainment

extension AppDriver {
  /// Applies what the user does, as UIKit lets it through: taps reach the front screen
  /// (a covered one, or a backgrounded app, hears none; nor does any while the one finger is
  /// down in a swipe), whose own code decides.
  ///
  /// A no-op when nothing changed: a tap the screen's code ignored, a swipe with nowhere to
  /// go, a child that is not free (in a stack, presented, a page: the app shows a screen in
  /// one place).
  public func apply(_ operation: Operation) -> Bool {
    switch operation {
    case .background:
      guard context.application.applicationState != .background else { return false }
      context.application._enterBackground()
      return true
    case .foreground:
      guard context.application.applicationState == .background else { return false }
      context.application._enterForeground()
      return true
    case .endGesture(let finishing):
      return endGesture(finishing: finishing)
    default:
      guard context.application.applicationState != .background, context.window.isVisible,
        !isFingerDown, let front
      else { return false }
      // Under the oracle, a tap changed something when it made a callback (appearance and
      // containment move only so); a run without it compares what a tap can change.
      guard context.checking else {
        let before = fingerprint
        tap(operation, on: front)
        return fingerprint != before
      }
      let before = context.oracle.callbacksThisStep
      tap(operation, on: front)
      return context.oracle.callbacksThisStep != before
    }
  }

  /// A tap or a swipe that reaches `front`.
  private func tap(_ operation: Operation, on front: UIViewController) {
    switch operation {
    case .select(let tab):
      guard front.presentingViewController == nil else { return }  // the bar is covered
      tabs._tap(at: tab % Self.tabCount)
    case .push(let choice, let animated):
      guard let screen = front as? AppScreen, let detail = freeScreen(choice) else { return }
      screen.open(detail, animated: animated)
    case .pop(let animated):
      (front as? AppScreen)?.goBack(animated: animated)
    case .beginBackSwipe:
      guard front.presentingViewController == nil, let stack = front.navigationController,
        stack.transitionCoordinator == nil
      else { return }
      stack._beginInteractivePop()
    case .beginPageSwipe(let forward):
      guard front.presentingViewController == nil, front.parent === pager else { return }
      pager._beginSwipe(forward: forward)
    case .present(let choice, let fullScreen, let animated):
      guard let screen = front as? AppScreen, let editor = freeScreen(choice) as? AppScreen else {
        return
      }
      screen.edit(in: editor, fullScreen: fullScreen, animated: animated)
    case .dismiss(let animated):
      (front as? AppScreen)?.save(animated: animated)
    case .background, .foreground, .endGesture: break
    }
  }

  /// Lifts the finger of a running back or page swipe.
  private func endGesture(finishing: Bool) -> Bool {
    for stack in stacks {
      guard let coordinator = stack.transitionCoordinator, coordinator.isInteractive else {
        continue
      }
      stack._endInteractivePop(finishing: finishing)
      return true
    }
    guard pager._isSwiping else { return false }
    pager._endSwipe(finishing: finishing)
    return true
  }

  /// Whether a back or page swipe waits for the finger.
  var isFingerDown: Bool {
    pager._isSwiping || stacks.contains { $0.transitionCoordinator?.isInteractive == true }
  }

  /// The child `choice` names, if it is free to show: no parent, not presented, not a page.
  ///
  /// A new one is the app's alone, not kept for reuse: once it leaves, nothing of the run's
  /// holds it, so a screen that outlives its use is found at the step that let it go (C9).
  private func freeScreen(_ choice: ChildChoice) -> UIViewController? {
    let child: ViewController?
    if case .new(let payload) = choice {
      child = context.makeChild(payload: payload)
    } else {
      child = context.child(for: choice)
    }
    guard let screen = child as? UIViewController, screen.parent == nil,
      screen.presentingViewController == nil, screen.viewIfLoaded?.window == nil,
      !holds(screen)
    else { return nil }
    return screen
  }

  /// What a tap can change: the selected tab, each stack's top, the top presented one and how
  /// many are, the page shown, whether the clock is settled.
  private var fingerprint: Fingerprint {
    var top: UIViewController = tabs
    var presented = 0
    while let next = top.presentedViewController, next !== top,
      next.presentingViewController === top
    {
      presented += 1
      top = next
    }
    return Fingerprint(
      selected: tabs.selectedViewController.map(ObjectIdentifier.init),
      tops: (
        stacks[0].topViewController.map(ObjectIdentifier.init),
        stacks[1].topViewController.map(ObjectIdentifier.init)
      ),
      depths: (stacks[0].viewControllers.count, stacks[1].viewControllers.count),
      front: ObjectIdentifier(top), presented: presented,
      page: pager.viewControllers?.first.map(ObjectIdentifier.init),
      settled: context.clock.isSettled)
  }
}

/// What a tap can change, compared before and after it.
struct Fingerprint: Equatable {
  var selected: ObjectIdentifier?
  var tops: (ObjectIdentifier?, ObjectIdentifier?)
  var depths: (Int, Int)
  var front: ObjectIdentifier
  var presented: Int
  var page: ObjectIdentifier?
  var settled: Bool

  static func == (a: Self, b: Self) -> Bool {
    a.selected == b.selected && a.tops == b.tops && a.depths == b.depths && a.front == b.front
      && a.presented == b.presented && a.page == b.page && a.settled == b.settled
  }
}

extension AppDriver: UIPageViewControllerDataSource {
  /// The page before `viewController`, if any.
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else {
      return nil
    }
    return pages[index - 1]
  }

  /// The page after `viewController`, if any.
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count
    else { return nil }
    return pages[index + 1]
  }
}
