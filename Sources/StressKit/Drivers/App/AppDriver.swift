import Containment
import UIKitContainment

/// The harness's driver of an app written with UIKit's own containers: a `UITabBarController`
/// of two `UINavigationController`s and a `UIPageViewController`, whose screens
/// (`AppScreen`) push, present editors full screen or as sheets, tick live and load late,
/// while the user taps tabs and rows, swipes back, between pages and sheets down (finished or
/// cancelled), saves and dismisses, and sends the app to the background — at any moment, mid-transition
/// and under a sheet included; memory warnings come as iOS delivers them, through
/// `UIApplication`.
///
/// A notification tapped to come back opens its item as a deep link does, pushed as its stack
/// appears (`AppDriver+Notifications`).
///
/// Checks, beyond the lifecycle contract: idle and on screen, the tab bar shows the selected
/// tab, each stack its top, the pages their current one and nothing else (C3); UIKit's console
/// messages (a push while one animates, a second dismissal, a presentation from off screen)
/// are violations (C3); a screen that left is deallocated (C9); and the app's own invariant,
/// once idle: the front screen shows the app's latest data (A1).
public final class AppDriver: StressDriver {
  /// The mistakes that can be planted in the app's screens.
  public enum Bug: String, StressBug {
    /// A screen refreshes its data in `viewWillAppear` only: a sheet's dismissal, which since
    /// iOS 13 brings its presenter no `viewWillAppear`, leaves it showing old data (A1).
    case refreshesOnlyInWillAppear = "refreshes-only-in-will-appear"
    /// A screen starts its timer in `viewWillAppear` whether one ticks or not and stops it in
    /// `viewDidDisappear`: a cancelled back swipe (`viewWillAppear` again, no disappearance)
    /// leaves a timer that holds the screen for ever (C9).
    case restartsTicker = "restarts-ticker"
    /// An editor dismisses itself and its source dismisses it too: UIKit refuses the second
    /// while the first runs (C3).
    case dismissesTwice = "dismisses-twice"
    /// A row tapped while a push runs pushes again: UIKit's nested push (C3).
    case pushesMidTransition = "pushes-mid-transition"
    /// A load that failed, reported from `DispatchQueue.main`, presents its notice without
    /// asking whether the screen is still on screen, popped or covered (C3).
    case presentsFromAnywhere = "presents-from-anywhere"
  }

  /// The tabs: two navigation stacks and the pages.
  static let tabCount = 3

  /// `app`, under today's iOS, with the app's own invariant (A1).
  ///
  /// Taps on rows and back buttons most, tab changes, editors and their saves, swipes; the
  /// home button now and then.
  public static let info = StressDriverInfo<AppDriver>(
    name: "app",
    profiles: [
      .withSharedSteps(
        summary: "a tab bar of navigation stacks and pages: taps, swipes, editors, background",
        [
          (.select, 3), (.push, 6), (.pop, 3), (.beginBackSwipe, 3), (.beginPageSwipe, 2),
          (.endGesture, 3), (.present, 2), (.dismiss, 4), (.background, 1), (.foreground, 2),
          (.beginSheetSwipe, 1),
        ])
    ],
    // C5 follows the children of the container under test, the tab bar's stacks and pages,
    // which never leave it (a screen popped keeps its view, checked as L3 would see a release).
    contract: .ios, ownRules: [.A1], inapplicableRules: [.C5],
    coverageDimensions: coverageDimensions,
    whyUnreachable: { whyUnreachable($0) })

  let context: StressContext
  let model: AppModel
  let tabs: UITabBarController
  let stacks: [UINavigationController]
  let pager: UIPageViewController
  /// The pages, in order (the pager holds only the one shown).
  let pages: [UIViewController]
  /// The tab bar's children, as the checks read them.
  let tabChildren: [ViewController]
  /// What the last checks saw: whether the clock was settled, the data's revision.
  var checked = (idle: false, revision: -1)

  /// Builds the app: three tabs, a screen at the root of each stack, three pages.
  public init(context: StressContext, configuration: NoConfiguration, plantedBugs: Set<Bug>)
    throws
  {
    self.context = context
    let model = AppModel(bugs: plantedBugs)
    self.model = model
    context.makesUIKitChildren = true
    context.makesScreen = { [unowned context] registration, payload, depth in
      onModelThread((model, registration, payload, depth, context)) {
        AppScreen(model: $0, registration: $1, payload: $2, viewDepth: $3, in: $4)
      }
    }
    // Made with the run's registry current (the runner makes the driver so): the tab bar
    // first, which takes the container's identifier, then the stacks and their roots.
    tabs = try context.makeContainer { onModelThread(()) { UITabBarController() } }
    (stacks, pager) = onModelThread(context) { context in
      let stacks = [1024, 0].map { payload in
        UINavigationController(rootViewController: Self.screen(context.makeChild(payload: payload)))
      }
      return (
        stacks, UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
      )
    }
    pages = [2048, 0, 512].map { Self.screen(context.makeChild(payload: $0)) }
    tabChildren = stacks + [pager]
    model.makeNotice = { [unowned context] in context.makeChild(payload: 0) as? UIViewController }
    onModelThread(self) { app in
      app.pager.dataSource = app
      app.pager.setViewControllers([app.pages[0]], direction: .forward, animated: false)
      app.tabs.viewControllers = app.stacks + [app.pager]
    }
  }

  /// A child of the workload's, which the screen factory makes a `UIViewController`.
  private static func screen(_ child: ViewController) -> UIViewController {
    guard let screen = child as? UIViewController else {
      preconditionFailure("the app's screens are UIKit's")
    }
    return screen
  }

  /// The tab bar controller.
  public var root: ViewController { tabs }

  /// While an animation runs, a gesture holds a transition, or a presentation runs.
  public var isTransitioning: Bool { !context.clock.isSettled }

  /// The pages the pager does not show are the app's, not leaks.
  public func holds(_ viewController: ViewController) -> Bool {
    pages.contains { $0 === viewController }
  }

  /// The screen the user's finger reaches: the top presented one, else the selected tab's.
  @MainActor var front: UIViewController? {
    if let top = context.window._topPresented { return top.asUIKitViewController }
    // The tabs are the driver's own, in its order: found by index, not by casting each.
    let index = tabs.selectedIndex
    if stacks.indices.contains(index) { return stacks[index].topViewController }
    return index == stacks.count ? pager._shownPage : nil
  }

  /// A new screen, its payload drawn: an app makes the screen it pushes or presents (the
  /// harness's other containers take kept children again; a trace may name one).
  private func newScreen(using rng: inout SplitMix64) -> ChildChoice {
    .new(payload: context.drawPayload(0...4096, using: &rng))
  }

  /// The next operation of `kind`: a tab, a new screen, a direction, an animation drawn.
  public func nextOperation(
    of kind: Kind, profile: StressProfile<Kind>, using rng: inout SplitMix64
  ) -> Operation {
    switch kind {
    case .select: .select(tab: rng.below(Self.tabCount))
    case .push: .push(newScreen(using: &rng), animated: rng.below(4) != 0)
    case .pop: .pop(animated: rng.below(4) != 0)
    case .beginBackSwipe: .beginBackSwipe
    case .beginPageSwipe: .beginPageSwipe(forward: rng.coin())
    case .beginSheetSwipe: .beginSheetSwipe
    case .endGesture: .endGesture(finishing: rng.coin())
    case .present:
      .present(newScreen(using: &rng), fullScreen: rng.coin(), animated: rng.below(4) != 0)
    case .dismiss: .dismiss(animated: rng.below(4) != 0)
    case .background: .background
    case .foreground: .foreground
    }
  }
}
