// modes: 5 6
// expect: cannot use optional chaining on non-optional value of type '@MainActor (UITableView, Int) -> Int'
// expect: cannot use optional chaining on non-optional value of type '@MainActor (any UIViewControllerContextTransitioning) -> ()'

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// UIKit's optional protocol methods called through optional chaining, as container code
// calls them: a tab bar that asks its delegate before it switches, a scroll view delegate
// that forwards to the one it stands in for, a zoom, a pan that asks whether it may run with
// another, a transition that hands out an interruptible animator and tells when it ended, a
// grid that reads its flow layout's insets, a list's header titles. Then the names those
// calls share with the types' own members (a screen's `tabBarController`, a table view
// controller's `tableView`, an outlet called `searchBar`, a pan called `gestureRecognizer`),
// which must still mean the members. Last, two required methods, which `?(` may not call.

final class AskingTabBarController: UITabBarController {
  func switchTo(_ screen: UIViewController) {
    guard delegate?.tabBarController?(self, shouldSelect: screen) ?? true else { return }
    selectedViewController = screen
    delegate?.tabBarController?(self, didSelect: screen)
  }
}

final class ForwardingScrollDelegate: NSObject, UIScrollViewDelegate {
  weak var original: (any UIScrollViewDelegate)?

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    original?.scrollViewDidScroll?(scrollView)
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    original?.scrollViewWillEndDragging?(
      scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
  }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? {
    original?.viewForZooming?(in: scrollView)
  }
}

final class DrawerPan: NSObject, UIGestureRecognizerDelegate {
  weak var outer: (any UIGestureRecognizerDelegate)?

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    outer?.gestureRecognizer?(
      gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer) ?? false
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    outer?.gestureRecognizerShouldBegin?(gestureRecognizer) ?? true
  }
}

final class SnapTransition: NSObject, UIViewControllerAnimatedTransitioning {
  private var animator: (any UIViewImplicitlyAnimating)?

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  { 0.3 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    let animator = interruptibleAnimator(using: transitionContext)
    animator.addCompletion? { position in
      transitionContext.completeTransition(position == .end)
    }
    animator.addAnimations? {
      transitionContext.view(forKey: .to)?.alpha = 1
    }
    animator.startAnimation()
  }

  func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
  {
    if let animator { return animator }
    let made = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut)
    animator = made
    return made
  }

  func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

@MainActor func finish(
  _ transition: any UIViewControllerAnimatedTransitioning,
  in context: any UIViewControllerContextTransitioning
) {
  let animator = transition.interruptibleAnimator?(using: context)
  animator?.startAnimation()
  transition.animationEnded?(true)
}

final class InsetLayout: UICollectionViewFlowLayout {
  func insets(of section: Int) -> UIEdgeInsets {
    guard let collectionView else { return sectionInset }
    return (collectionView.delegate as? UICollectionViewDelegateFlowLayout)?.collectionView?(
      collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
  }
}

@MainActor func headerTitle(of section: Int, in tableView: UITableView) -> String? {
  tableView.dataSource?.tableView?(tableView, titleForHeaderInSection: section) ?? nil
}

// The names the calls share with members.

final class TabScreen: UIViewController, UITabBarControllerDelegate {
  func showSecondTab() {
    let tabs = tabBarController
    tabs?.selectedIndex = 1
    if let tabBarController { tabBarController.delegate = self }
    guard tabBarController != nil else { return }
    navigationController?.popToRootViewController(animated: true)
  }
}

final class ListController: UITableViewController {
  func reload() {
    tableView.reloadData()
    let table = tableView
    table?.rowHeight = 44
    tableView.delegate = self
    _ = self.tableView(tableView, numberOfRowsInSection: 0)
  }
}

final class SearchScreen: UIViewController, UISearchBarDelegate {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  var searchBar: UISearchBar!

  override func viewDidLoad() {
    super.viewDidLoad()
    searchBar = UISearchBar()
    searchBar.delegate = self
    if searchBar != nil { view.addSubview(searchBar) }
  }
}

final class PanningCard: UIView, UIGestureRecognizerDelegate {
  var gestureRecognizer: UIPanGestureRecognizer?

  func attach() {
    let pan = UIPanGestureRecognizer()
    gestureRecognizer = pan
    if let gestureRecognizer { addGestureRecognizer(gestureRecognizer) }
    gestureRecognizer?.delegate = self
  }
}

// Required methods are not optional: `?(` may not call them.

@MainActor func rows(in tableView: UITableView) -> Int {
  tableView.dataSource?.tableView?(tableView, numberOfRowsInSection: 0) ?? 0
}

@MainActor func animate(
  _ transition: any UIViewControllerAnimatedTransitioning,
  in context: any UIViewControllerContextTransitioning
) {
  transition.animateTransition?(using: context)
}
