import Notes
import StressKit
import UIKitContainment

extension NotesDriver {
  /// Applies what the user does, as UIKit lets it through: taps reach the front screen (none
  /// while the app is in the background, or while a finger is down in a swipe), whose own code
  /// decides.
  ///
  /// A no-op when nothing changed: a tap the screen's code ignored, a swipe with nowhere to go.
  public func apply(_ operation: Operation) -> Bool {
    context.onMainActor(self) { $0.perform(operation) }
  }

  /// ``apply(_:)`` on the main actor.
  @MainActor private func perform(_ operation: Operation) -> Bool {
    let application = context.application
    switch operation {
    case .background:
      guard application.applicationState != .background else { return false }
      application._enterBackground()
      return true
    case .foreground:
      guard application.applicationState == .background else { return false }
      application._enterForeground()
      return true
    case .endGesture(let finishing):
      return endGesture(finishing: finishing)
    default:
      guard application.applicationState != .background, context.window.isVisible,
        !isFingerDown, !isPresentationMoving, let front
      else { return false }
      switch operation {
      case .beginBackSwipe:
        guard front.presentingViewController == nil, let stack = front.navigationController,
          stack.transitionCoordinator == nil
        else { return false }
        return stack._beginInteractivePop()
      case .beginPageSwipe(let forward):
        return (front as? OnboardingViewController)?.pager._beginSwipe(forward: forward) == true
      default:
        return changes { tap(operation, on: front) }
      }
    }
  }

  /// A tap on `front`.
  @MainActor private func tap(_ operation: Operation, on front: UIViewController) {
    switch operation {
    case .selectTab(let tab):
      // The tab bar is covered by what is presented.
      if front.presentingViewController == nil { tabs._tap(at: tab % stacks.count) }
    case .openNote(let row, let animated):
      if let list = front as? NotesListViewController {
        list.didSelectRow(at: row, animated: animated)
      } else {
        (front as? NoteDetailViewController)?.linkTapped(to: row, animated: animated)
      }
    case .back(let animated):
      guard let stack = front.navigationController, front.presentingViewController == nil,
        stack.transitionCoordinator == nil, stack.viewControllers.count > 1
      else { return }
      _ = stack.popViewController(animated: animated)
    case .edit(let fullScreen, let animated):
      (front as? NoteDetailViewController)?.editTapped(fullScreen: fullScreen, animated: animated)
    case .save(let animated):
      (front as? NoteEditorViewController)?.saveTapped(animated: animated)
    case .cancel(let animated):
      (front as? NoteEditorViewController)?.cancelTapped(animated: animated)
    case .showOnboarding(let animated):
      (front as? SettingsViewController)?.showOnboardingTapped(animated: animated)
    case .finishOnboarding(let animated):
      (front as? OnboardingViewController)?.doneTapped(animated: animated)
    case .background, .foreground, .endGesture, .beginBackSwipe, .beginPageSwipe:
      return
    }
  }

  /// Whether the app's code `action` runs changed what a tap can change.
  @MainActor private func changes(_ action: () -> Void) -> Bool {
    let before = fingerprint
    action()
    return fingerprint != before
  }

  /// What a tap can change: the selected tab, each stack's depth, what is presented, the
  /// notes saved, the onboarding's page, and whether a transition runs.
  @MainActor private var fingerprint: [Int] {
    [
      tabs.selectedIndex, presented.count, app.store.revision, onboarding?.currentPage?.index ?? -1,
      context.clock.isSettled ? 1 : 0,
    ] + stacks.map(\.viewControllers.count)
  }

  /// Lifts the finger of a running back or page swipe.
  @MainActor private func endGesture(finishing: Bool) -> Bool {
    if let stack = stacks.first(where: { $0.transitionCoordinator?.isInteractive == true }) {
      stack._endInteractivePop(finishing: finishing)
      return true
    }
    guard let pager = onboarding?.pager, pager._isSwiping else { return false }
    pager._endSwipe(finishing: finishing)
    return true
  }

  /// Whether a presentation or a dismissal animates: UIKit takes no touch until it ends.
  @MainActor var isPresentationMoving: Bool {
    presented.contains { $0.isBeingPresented || $0.isBeingDismissed }
  }

  /// Whether a back or page swipe waits for the finger.
  @MainActor var isFingerDown: Bool {
    onboarding?.pager._isSwiping == true
      || stacks.contains { $0.transitionCoordinator?.isInteractive == true }
  }
}
