import Containment
import Notes
import StressKit
import UIKitContainment

/// The notes app under stress: its user taps rows, back buttons, edit, save and cancel, tabs
/// and the onboarding's done, swipes back and between pages (finished or cancelled), and sends
/// the app to the background — at any moment; memory warnings come as iOS delivers them.
///
/// The app's screens are its own code (`Notes`), made by the app as it runs; each is watched
/// as the harness's own children are: its callbacks and its overrides' calls to `super` (L2),
/// its deallocation once it left every stack and presentation (C9, naming what holds it), a
/// view loaded again adding no child twice (L5).
public final class NotesDriver: StressDriver {
  /// The slips that can be planted in the app's screens: the app's own list of them.
  public typealias Bug = NotesApp.Mistake

  /// `notes`, under today's iOS: rows and back most, the editor and the onboarding, tabs,
  /// swipes; memory warnings, rotations, the home button and a hidden window now and then, each
  /// soon undone (a user spends most of the time in the app, on screen).
  public static let info = StressDriverInfo<NotesDriver>(
    name: "notes",
    profiles: [
      StressProfile(
        name: "default",
        summary: "the notes app: rows, back, edits, onboarding, tabs, swipes, background",
        weights: [
          (.shared(.memoryWarning), 2), (.shared(.rotate), 2), (.shared(.resize), 1),
          (.shared(.advance), 12), (.shared(.hideWindow), 1), (.shared(.showWindow), 6),
          (.container(.selectTab), 3), (.container(.openNote), 6), (.container(.back), 3),
          (.container(.beginBackSwipe), 2), (.container(.endGesture), 3),
          (.container(.edit), 3), (.container(.save), 2), (.container(.cancel), 2),
          (.container(.showOnboarding), 2), (.container(.beginPageSwipe), 2),
          (.container(.finishOnboarding), 3), (.container(.background), 1),
          (.container(.foreground), 6),
        ])
    ],
    // C5 follows the children of the container under test, the tab bar's stacks, which never
    // leave it.
    contract: .ios, ownRules: [.L5], inapplicableRules: [.C5])

  let context: StressContext
  /// The app, its store and its planted slips.
  public let app: NotesApp
  let tabs: UITabBarController
  let stacks: [UINavigationController]

  /// Launches the app: its tab bar is the window's root.
  public init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<Bug>)
    throws
  {
    self.context = context
    let app = NotesApp(mistakes: plantedBugs)
    self.app = app
    // The harness calls a driver on its run's thread, the main actor's for the run: UIKit's
    // classes are used there (`onMainActor`).
    tabs = try context.makeContainer { context.onMainActor(app) { $0.makeRootViewController() } }
    stacks = context.onMainActor(tabs) { $0.viewControllers ?? [] }
      .compactMap { $0 as? UINavigationController }
  }

  /// The tab bar controller.
  public var root: ViewController { tabs }

  /// While an animation runs, a swipe holds a transition, or a presentation runs.
  public var isTransitioning: Bool { !context.clock.isSettled }

  /// The onboarding's pages the pager does not show are the onboarding's, not leaks.
  public func holds(_ viewController: ViewController) -> Bool {
    guard let page = viewController as? OnboardingPageViewController else { return false }
    return context.onMainActor((self, page)) { driver, page in
      driver.onboarding?.pages.contains { $0 === page } == true
    }
  }

  /// The view controllers presented over the tab bar, bottom first.
  @MainActor var presented: [UIViewController] {
    var presented: [UIViewController] = []
    var top: UIViewController = tabs
    while let next = top.presentedViewController {
      presented.append(next)
      top = next
    }
    return presented
  }

  /// The onboarding, while it is the top presentation.
  @MainActor var onboarding: OnboardingViewController? {
    presented.last as? OnboardingViewController
  }

  /// The screen the user's finger reaches: the top presented one, else the selected stack's
  /// top.
  @MainActor var front: UIViewController? {
    if let top = presented.last { return top }
    let index = tabs.selectedIndex
    return stacks.indices.contains(index) ? stacks[index].topViewController : nil
  }

  /// The next operation of `kind`: a tab, a row, a direction, an animation drawn.
  public func nextOperation(
    of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64
  ) -> Operation {
    switch kind {
    case .selectTab: .selectTab(rng.below(2))
    case .openNote: .openNote(row: rng.below(app.store.notes.count), animated: rng.below(4) != 0)
    case .back: .back(animated: rng.below(4) != 0)
    case .beginBackSwipe: .beginBackSwipe
    case .beginPageSwipe: .beginPageSwipe(forward: rng.coin())
    case .endGesture: .endGesture(finishing: rng.coin())
    case .edit: .edit(fullScreen: rng.coin(), animated: rng.below(4) != 0)
    case .save: .save(animated: rng.below(4) != 0)
    case .cancel: .cancel(animated: rng.below(4) != 0)
    case .showOnboarding: .showOnboarding(animated: rng.below(4) != 0)
    case .finishOnboarding: .finishOnboarding(animated: rng.below(4) != 0)
    case .background: .background
    case .foreground: .foreground
    }
  }

  /// C3 for the tab bar and each stack, once no transition runs; and the app's own promise
  /// (A1): a note's detail on screen shows the store as saved.
  public func checkInvariants(after step: StressStep<Operation>, in context: StressContext) {
    guard context.clock.isSettled else { return }
    context.onMainActor(self) { driver in
      let (context, tabs) = (driver.context, driver.tabs)
      let shownTab = tabs.selectedViewController
      context.checkShown(among: driver.stacks, of: tabs, idle: true) { $0 === shownTab }
      for stack in driver.stacks {
        let top = stack.topViewController
        context.checkShown(among: stack.viewControllers, of: stack, idle: true) { $0 === top }
      }
      let revision = driver.app.store.revision
      for case let detail as NoteDetailViewController in driver.stacks[0].viewControllers
      where detail.viewIfLoaded?.window != nil && detail.shownRevision != revision {
        context.report(
          .A1, detail.id,
          expected: "a note's detail on screen showing the store's revision \(revision)",
          seen: "it shows revision \(detail.shownRevision)")
      }
    }
  }
}

/// The app's slips are the driver's planted bugs (`--plant-bug observer-never-removed`).
extension NotesApp.Mistake: StressBug {
  /// Only the purged cache traps.
  public var traps: Bool { self == .unwrapsPurgedCache }
}
