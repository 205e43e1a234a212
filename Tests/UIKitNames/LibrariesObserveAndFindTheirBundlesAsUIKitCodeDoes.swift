// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// What libraries' screens and views do around their containers: a side menu that observes the
// application going to the background by selector and stops observing when it goes, a badge
// that finds its pod's bundle through its class's coder class, a swipe action button that
// styles itself from its current image and title colour, a photo that Smart Invert leaves alone,
// and the application's notification names read from any isolation, as UIKit's constants are.

func lifecycleNames() -> [Notification.Name] {
  [
    UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
    UIApplication.didReceiveMemoryWarningNotification, UIResponder.keyboardWillShowNotification,
  ]
}

final class SideMenuHost: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(
      self, selector: Selector("appDidEnterBackground"),
      name: UIApplication.didEnterBackgroundNotification, object: nil)
  }

  deinit {
    NotificationCenter.default.removeObserver(self)
  }
}

final class CounterBadgeView: UIView {
  static func resourceBundle() -> Bundle {
    let podBundle = Bundle(for: self.classForCoder())
    guard let url = podBundle.url(forResource: "Badges", withExtension: "bundle") else {
      return podBundle
    }
    return Bundle(url: url) ?? podBundle
  }
}

final class SwipeActionButton: UIButton {
  var shouldHighlight = true

  override var isHighlighted: Bool {
    didSet {
      guard shouldHighlight else { return }
      alpha = isHighlighted ? 0.6 : 1
    }
  }

  func contentHeight() -> CGFloat {
    let imageHeight = currentImage?.size.height ?? 0
    let titleHeight = currentTitle == nil ? 0 : (titleLabel?.font.lineHeight ?? 0)
    return imageHeight + titleHeight
  }

  func tint() {
    tintColor = currentTitleColor
    if currentBackgroundImage == nil { backgroundColor = .clear }
  }
}

final class PhotoCell: UICollectionViewCell {
  let photoView = UIImageView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    photoView.accessibilityIgnoresInvertColors = true
    contentView.addSubview(photoView)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}
