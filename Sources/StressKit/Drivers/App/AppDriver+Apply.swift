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
    onModelThread(self, operation) { $0.applyOnModelThread($1) }
  }

  /// ``apply(_:)`` on the model's thread, where UIKit's classes are used.
  @MainActor private func applyOnModelThread(_ operation: Operation) -> Bool {
    switch operation {
    case .background:
      guard context.application.applicationState != .background else { return false }
      context.application._enterBackground()
      return true
    case .foreground:
      guard context.application.applicationState == .background else { return false }
      context.application._enterForeground()
      openNotification()
      return true
    case .endGesture(let finishing):
      return endGesture(finishing: finishing)
    default:
      guard context.application.applicationState != .background, context.window.isVisible,
        !isFingerDown, let front
      else { return false }
      return tap(operation, on: front)
    }
  }

  /// A tap or a swipe that reaches `front`: whether it changed anything.
  @MainActor private func tap(_ operation: Operation, on front: UIViewController) -> Bool {
    switch operation {
    case .select(let tab):
      guard front.presentingViewController == nil else { return false }  // the bar is covered
      return changes { tabs._tap(at: tab % Self.tabCount) }
    case .push(let choice, let animated):
      guard let screen = front as? AppScreen, let detail = freeScreen(choice) else { return false }
      return changes { screen.open(detail, animated: animated) }
    case .pop(let animated):
      guard let screen = front as? AppScreen else { return false }
      return changes { screen.goBack(animated: animated) }
    case .beginBackSwipe:
      guard front.presentingViewController == nil, let stack = front.navigationController,
        stack.transitionCoordinator == nil
      else { return false }
      return stack._beginInteractivePop()
    case .beginPageSwipe(let forward):
      guard front.presentingViewController == nil, front.parent === pager else { return false }
      return pager._beginSwipe(forward: forward)
    case .beginSheetSwipe:
      // UIKit decides: a sheet of today's iOS, idle, that its code lets go.
      guard front.presentingViewController != nil else { return false }
      return front._beginInteractiveDismissal()
    case .present(let choice, let fullScreen, let animated):
      guard let screen = front as? AppScreen, let editor = freeScreen(choice) as? AppScreen else {
        return false
      }
      return changes { screen.edit(in: editor, fullScreen: fullScreen, animated: animated) }
    case .dismiss(let animated):
      guard let screen = front as? AppScreen else { return false }
      return changes { screen.save(animated: animated) }
    case .background, .foreground, .endGesture: return false
    }
  }

  /// Whether the app's code that `action` runs changed anything.
  ///
  /// Under the oracle, whether it made a callback (appearance and containment move only so);
  /// without it, whether what a tap can change changed. A screen made for the tap and dropped
  /// when refused is not counted: it goes after `action`.
  @MainActor private func changes(_ action: () -> Void) -> Bool {
    guard context.checking else {
      let before = fingerprint
      action()
      return fingerprint != before
    }
    let before = context.oracle.callbacksThisStep
    action()
    return context.oracle.callbacksThisStep != before
  }

  /// Lifts the finger of a running back, page or sheet swipe.
  @MainActor private func endGesture(finishing: Bool) -> Bool {
    if let sheet = swipedSheet {
      sheet._endInteractiveDismissal(finishing: finishing)
      return true
    }
    for stack in stacks where stack.transitionCoordinator?.isInteractive == true {
      stack._endInteractivePop(finishing: finishing)
      return true
    }
    guard pager._isSwiping else { return false }
    pager._endSwipe(finishing: finishing)
    return true
  }

  /// Whether a back, page or sheet swipe waits for the finger.
  ///
  /// Loops rather than closures handed to the standard library, here and in the driver's
  /// other main-actor code: Swift 6 checks the actor at the start of each such closure.
  @MainActor var isFingerDown: Bool {
    if pager._isSwiping || swipedSheet != nil { return true }
    for stack in stacks where stack._isPoppingInteractively { return true }
    return false
  }

  /// The front sheet, while the user's finger swipes it down.
  @MainActor private var swipedSheet: UIViewController? {
    guard let top = context.window._topPresented?.asUIKitViewController, top._isSwipedDown else {
      return nil
    }
    return top
  }

  /// The child `choice` names, if it is free to show: no parent, not presented, not a page.
  ///
  /// A new one is the app's alone, not kept for reuse: once it leaves, nothing of the run's
  /// holds it, so a screen that outlives its use is found at the step that let it go (C9).
  @MainActor private func freeScreen(_ choice: ChildChoice) -> UIViewController? {
    let child: ViewController?
    if case .new(let payload) = choice {
      child = context.makeChild(payload: payload)
    } else {
      child = context.child(for: choice)
    }
    guard let screen = child?.asUIKitViewController, screen.parent == nil,
      screen.presentingViewController == nil, screen.viewIfLoaded?.window == nil,
      !holds(screen)
    else { return nil }
    return screen
  }

  /// What a tap can change: the selected tab, each stack's top and depth, what is presented
  /// and whether it is being dismissed, the page shown, whether the clock is settled.
  @MainActor private var fingerprint: Fingerprint {
    var (tops, depths) = ([ObjectIdentifier?](), [Int]())
    for stack in stacks {
      tops.append(stack.topViewController.map(ObjectIdentifier.init))
      depths.append(stack.viewControllers.count)
    }
    return Fingerprint(
      selected: tabs.selectedViewController.map(ObjectIdentifier.init),
      tops: tops,
      depths: depths,
      presented: context.window._topPresented.map(ObjectIdentifier.init),
      presentedCount: context.window._presentedCount,
      dismissing: (context.window._topPresented?.asUIKitViewController)?.isBeingDismissed == true,
      page: pager._shownPage.map(ObjectIdentifier.init),
      settled: context.clock.isSettled)
  }
}

/// What a tap can change, compared before and after it (in a run without the oracle).
private struct Fingerprint: Equatable {
  var selected: ObjectIdentifier?
  var tops: [ObjectIdentifier?]
  var depths: [Int]
  var presented: ObjectIdentifier?
  var presentedCount: Int
  var dismissing: Bool
  var page: ObjectIdentifier?
  var settled: Bool
}

extension AppDriver: UIPageViewControllerDataSource {
  /// The page before `viewController`, if any.
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerBefore viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pageIndex(of: viewController), index > 0 else { return nil }
    return pages[index - 1]
  }

  /// The page after `viewController`, if any.
  public func pageViewController(
    _ pageViewController: UIPageViewController,
    viewControllerAfter viewController: UIViewController
  ) -> UIViewController? {
    guard let index = pageIndex(of: viewController), index + 1 < pages.count else { return nil }
    return pages[index + 1]
  }

  /// Where `viewController` is among the pages (off the main actor: no check in the closure).
  private nonisolated func pageIndex(of viewController: UIViewController) -> Int? {
    pages.firstIndex { $0 === viewController }
  }
}
