// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// Containers and screens written before iOS 8 and still in public code: a container that
// answers the old rotation callbacks and reads its interface orientation, target–action written
// with selectors (a button, a tap recognizer set up with and without its initializer, a
// repeating timer), the keyboard put away with a nil-targeted action, an animation block, a
// row's swipe actions of before iOS 11, a tab bar of the app's own with centred items and a
// customizing sheet, and bar items described for VoiceOver.

final class RotatingContainerViewController: UIViewController {
  private let content = UIViewController()
  private var landscapeFrame = CGRect.zero
  private var refreshTimer: Timer?

  override func viewDidLoad() {
    super.viewDidLoad()
    addChild(content)
    view.addSubview(content.view)
    content.didMove(toParent: self)
    let tap = UITapGestureRecognizer()
    tap.addTarget(self, action: Selector("dismissKeyboard"))
    tap.numberOfTapsRequired = 2
    view.addGestureRecognizer(tap)
    let swipe = UISwipeGestureRecognizer(target: self, action: Selector("handleSwipe:"))
    swipe.direction = .left
    view.addGestureRecognizer(swipe)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    refreshTimer = Timer.scheduledTimer(
      timeInterval: 30, target: self, selector: Selector("refresh:"), userInfo: nil, repeats: true)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    refreshTimer?.invalidate()
    refreshTimer = nil
  }

  @available(iOS, deprecated: 8.0)
  override func willRotate(
    to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval
  ) {
    super.willRotate(to: toInterfaceOrientation, duration: duration)
    if toInterfaceOrientation.isLandscape { landscapeFrame = view.bounds }
  }

  @available(iOS, deprecated: 8.0)
  override func willAnimateRotation(
    to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval
  ) {
    super.willAnimateRotation(to: toInterfaceOrientation, duration: duration)
    content.view.frame = view.bounds
  }

  @available(iOS, deprecated: 8.0)
  override func didRotate(from fromInterfaceOrientation: UIInterfaceOrientation) {
    super.didRotate(from: fromInterfaceOrientation)
    if interfaceOrientation.isPortrait && fromInterfaceOrientation.isLandscape {
      view.setNeedsLayout()
    }
  }

  @available(iOS, deprecated: 13.0)
  func slideContent(by offset: CGFloat) {
    UIView.beginAnimations("slide", context: nil)
    UIView.setAnimationDuration(0.25)
    UIView.setAnimationCurve(.easeInOut)
    UIView.setAnimationBeginsFromCurrentState(true)
    UIView.setAnimationDelegate(self)
    UIView.setAnimationDidStop(Selector("slideDidStop:finished:context:"))
    content.view.frame.origin.x += offset
    UIView.commitAnimations()
  }

  func dismissKeyboard() {
    UIApplication.shared.sendAction(
      Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
  }
}

final class RetryButton: UIButton {
  private(set) var sentCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    addTarget(self, action: Selector("retry"), for: .touchUpInside)
    addTarget(nil, action: Selector("copy:"), for: [.touchDown, .touchDragInside])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    sentCount += 1
    super.sendAction(action, to: target, for: event)
  }

  func stopRetrying() {
    removeTarget(self, action: nil, for: .allEvents)
    let names = actions(forTarget: nil, forControlEvent: .touchDown) ?? []
    precondition(names.allSatisfy { !$0.isEmpty } && allControlEvents.contains(.touchDown))
    _ = allTargets.count
  }
}

final class SwipeableRowsViewController: UITableViewController {
  @available(iOS, deprecated: 13.0)
  override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
    -> [UITableViewRowAction]?
  {
    let delete = UITableViewRowAction(style: .destructive, title: "Delete") { _, path in
      tableView.deleteRows(at: [path], with: .automatic)
    }
    let more = UITableViewRowAction(style: .normal, title: "More") { action, _ in
      action.backgroundColor = .gray
    }
    return [delete, more]
  }
}

final class CenteredTabBar: UITabBar {
  func configure(titles: [String]) {
    itemPositioning = .centered
    itemWidth = 88
    itemSpacing = 16
    let items = titles.enumerated().map { index, title -> UITabBarItem in
      let item = UITabBarItem(title: title, image: nil, tag: index)
      item.accessibilityLabel = "\(title) tab"
      item.accessibilityHint = "Shows \(title)"
      item.accessibilityIdentifier = "tab-\(index)"
      return item
    }
    setItems(items, animated: false)
  }

  func rearrange() {
    if isCustomizing {
      _ = endCustomizing(animated: true)
    } else {
      beginCustomizingItems(items ?? [])
    }
  }
}
