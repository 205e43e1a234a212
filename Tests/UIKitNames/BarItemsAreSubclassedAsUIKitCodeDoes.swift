// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// A tab bar of one's own subclasses UIKit's items as libraries do: an item that forwards its
// title's offset and badge to a content view of its own, decoded from an archive too; a bar
// button item of one's own; recognizers told apart in a delegate's `switch`; a namespace on
// every `NSObject`.

final class BadgeContentView: UIView {
  var titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
  var badgeColor: UIColor?
  var badgeValue: String?
}

final class AnimatedTabBarItem: UITabBarItem {
  let contentView = BadgeContentView()

  init(title: String?, image: UIImage?, selectedImage: UIImage? = nil, tag: Int = 0) {
    super.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
    self.tag = tag
    imageInsets = UIEdgeInsets(top: 6, left: 0, bottom: -6, right: 0)
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }

  override var titlePositionAdjustment: UIOffset {
    get { contentView.titlePositionAdjustment }
    set { contentView.titlePositionAdjustment = newValue }
  }

  override var badgeColor: UIColor? {
    get { contentView.badgeColor }
    set { contentView.badgeColor = newValue }
  }

  override var badgeValue: String? {
    get { contentView.badgeValue }
    set { contentView.badgeValue = newValue }
  }
}

final class CloseBarButtonItem: UIBarButtonItem {
  override init() {
    super.init()
    title = "Close"
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

struct Decorated<Base> {
  let base: Base
}

extension NSObjectProtocol {
  var decorated: Decorated<Self> { Decorated(base: self) }
}

extension Decorated where Base: UIView {
  func round(_ radius: CGFloat) {
    base.layer.cornerRadius = radius
    base.clipsToBounds = true
  }
}

final class TabsViewController: UITabBarController, UIGestureRecognizerDelegate {
  let swipe = UIPanGestureRecognizer()
  let doubleTap = UITapGestureRecognizer()
  private(set) var items: [UITabBarItem] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let feed = UIViewController()
    feed.tabBarItem = AnimatedTabBarItem(title: "Feed", image: UIImage(named: "feed"))
    feed.tabBarItem.badgeValue = "2"
    feed.tabBarItem.badgeColor = .systemRed
    feed.tabBarItem.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -4)
    viewControllers = [feed]
    items = [feed.tabBarItem]
    feed.navigationItem.rightBarButtonItem = CloseBarButtonItem()
    doubleTap.numberOfTapsRequired = 2
    swipe.delegate = self
    doubleTap.delegate = self
    view.addGestureRecognizer(swipe)
    view.addGestureRecognizer(doubleTap)
    view.decorated.round(8)
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    switch gestureRecognizer {
    case swipe:
      return viewControllers?.count ?? 0 > 1
    case doubleTap:
      return true
    default:
      return false
    }
  }

  func index(of item: UITabBarItem) -> Int? {
    items.firstIndex(of: item)
  }
}
