#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// A split screen of one's own: a primary list on the left third, always shown, and the
/// detail it chose on the rest.
public final class SplitViewController: UIViewController {
  /// The primary, the split's own.
  public let primary: UIViewController
  /// The detail; setting it replaces the old one at once.
  public var detail: UIViewController? {
    didSet {
      guard detail !== oldValue else { return }
      if let oldValue {
        oldValue.willMove(toParent: nil)
        oldValue.viewIfLoaded?.removeFromSuperview()
        oldValue.removeFromParent()
      }
      guard let detail else { return }
      addChild(detail)
      view.addSubview(detail.view)
      layOutChildren()
      detail.didMove(toParent: self)
    }
  }

  /// A split with `primary` on the left.
  ///
  /// - Parameter primary: The primary.
  public init(primary: UIViewController) {
    self.primary = primary
    super.init(nibName: nil, bundle: nil)
  }

  /// Not available: a split is made in code.
  public required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    addChild(primary)
    view.addSubview(primary.view)
    primary.didMove(toParent: self)
  }

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layOutChildren()
  }

  private func layOutChildren() {
    let bounds = view.bounds
    let primaryWidth = (bounds.width / 3).rounded()
    primary.view.frame = CGRect(x: 0, y: 0, width: primaryWidth, height: bounds.height)
    detail?.view.frame = CGRect(
      x: primaryWidth, y: 0, width: bounds.width - primaryWidth, height: bounds.height)
  }
}
