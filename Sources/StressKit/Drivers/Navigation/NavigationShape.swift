import Containment
import UIKitContainment

/// UIKit's own navigation controller (`UINavigationController` of `UIKitContainment`), driven
/// as an app's code drives it: a screen pushed or popped, animated, only while no push or pop
/// runs (`transitionCoordinator == nil`), and the user's edge swipe back, performed as a
/// gesture on the navigation controller's view, finished or cancelled by how far it went.
///
/// Held to iOS 5's contract by default: a memory warning releases the views of the children
/// the top one covers, as iOS 5's navigation controller did (the stack that keeps only its
/// top view under memory pressure), so that each comes back through `viewDidLoad` when a pop
/// shows it again. `--contract ios` holds it to today's, where those views stay (and no view
/// of the harness's plain children is ever released, so reloads are not exercised).
///
/// ```swift
/// import StressKit
///
/// let report = try StressSeeds.run(NavigationDriver.self, seed: 1, steps: 1_000)
/// print(report.text)
/// ```
public enum NavigationShape: StackShape {
  /// `navigation`.
  public static let name = "navigation"

  /// iOS 5's: covered views released by memory warnings.
  public static let contract = Contract.ios5

  /// A navigation controller without a root (the driver pushes the first screen), its app
  /// code waiting for running pushes and pops unless `pushes-mid-transition` is planted.
  public static func makeContainer(plantedBugs: Set<Bug>) -> AppNavigationController {
    let navigation = AppNavigationController(nibName: nil, bundle: nil)
    navigation.waitsForTransitions = !plantedBugs.contains(.pushesMidTransition)
    return navigation
  }

  /// A screen pushed, animated, as a tap on a row pushes it: not while a push or pop runs
  /// (unless `pushes-mid-transition` is planted), and never one already in the stack (UIKit
  /// ends the app for an instance pushed twice; app code pushes a new screen).
  public static func push(_ child: UIViewController, onto navigation: AppNavigationController) {
    if navigation.waitsForTransitions, navigation.transitionCoordinator != nil { return }
    // Only a child can be in the stack (a reused child is not): it alone is looked for.
    guard child._parentViewController !== navigation || !navigation.holds(child)
    else {
      return
    }
    navigation.pushViewController(child, animated: true)
  }

  /// The back button: a pop, animated, not while a push or pop runs (unless
  /// `pushes-mid-transition` is planted).
  public static func pop(from navigation: AppNavigationController) {
    if navigation.waitsForTransitions, navigation.transitionCoordinator != nil { return }
    navigation.popViewController(animated: true)
  }

  /// The navigation controller's `viewControllers`.
  public static func stack(of navigation: AppNavigationController) -> [UIViewController] {
    navigation.viewControllers
  }

  /// The edge swipe back, a sixth of the view's width a move.
  ///
  /// A finger comes down at the left edge of the navigation controller's view. Lifted past
  /// half the width (or flung) it finishes the pop; earlier, or cancelled, the pop is
  /// cancelled (the classic `viewWillDisappear` without `viewDidDisappear`).
  public static let gestures = [
    ShapeGesture<AppNavigationController>("swipe-back") { navigation in
      navigation.viewIfLoaded.map {
        ShapeGesture.Start(
          on: $0, at: CGPoint(x: 2, y: $0.bounds.midY), step: (x: $0.bounds.width / 6, y: 0))
      }
    }
  ]

  /// The app code's mistakes.
  public enum Bug: String, StressBug {
    /// Pushes and pops while a push or pop animates, as a double tap on a row does: UIKit's
    /// "nested push animation" (C3).
    case pushesMidTransition = "pushes-mid-transition"
  }
}

/// UIKit's `UINavigationController`, unchanged, with the one setting the app's code around it
/// reads: whether it waits for a running push or pop before the next.
public final class AppNavigationController: UINavigationController {
  /// Whether the app's code pushes and pops only while no push or pop runs (`true`); `false`
  /// plants `pushes-mid-transition`.
  @exclusivity(unchecked) public var waitsForTransitions = true
}

/// The driver of UIKit's navigation controller (``NavigationShape``): `--container navigation`.
public typealias NavigationDriver = StackShapeDriver<NavigationShape>
