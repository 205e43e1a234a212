// The top and bottom layout guides of iOS 7 to 10, which iOS 11 replaced with the safe area:
// where the bars above and below a view controller's view end.

/// The edge of the bars above or below a view controller's view (UIKit's `UILayoutSupport`):
/// ``UIViewController/topLayoutGuide`` and ``UIViewController/bottomLayoutGuide``.
@preconcurrency @MainActor public protocol UILayoutSupport: AnyObject {
  /// How far the bars reach into the view.
  var length: CGFloat { get }
  /// The guide's top edge.
  var topAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's bottom edge.
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  /// The guide's height.
  var heightAnchor: NSLayoutDimension { get }
}

/// A layout guide of iOS 7's at the top or the bottom of a view controller's view: between the
/// view's edge and its safe area's, as iOS 11 placed the guides' edges on the safe area.
final class BarEdgeGuide: UILayoutSupport, _LayoutAnchored {
  private weak var controller: UIViewController?
  private let isTop: Bool

  init(of controller: UIViewController, top: Bool) {
    self.controller = controller
    isTop = top
  }

  /// From the view's edge to its safe area guide's, where the model places that guide.
  var length: CGFloat {
    guard let view = controller?.viewIfLoaded else { return 0 }
    let safe = view.safeAreaLayoutGuide.layoutFrame
    return isTop ? safe.minY - view.bounds.minY : view.bounds.maxY - safe.maxY
  }
  var topAnchor: NSLayoutYAxisAnchor {
    guard let view = controller?.view else { return NSLayoutYAxisAnchor(self, .top) }
    return isTop ? view.topAnchor : view.safeAreaLayoutGuide.bottomAnchor
  }
  var bottomAnchor: NSLayoutYAxisAnchor {
    guard let view = controller?.view else { return NSLayoutYAxisAnchor(self, .bottom) }
    return isTop ? view.safeAreaLayoutGuide.topAnchor : view.bottomAnchor
  }
  var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}

extension UIViewController {
  /// Where the bars above the view end (iOS 7 to 10): the top of the view's safe area.
  @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor")
  public var topLayoutGuide: any UILayoutSupport { BarEdgeGuide(of: self, top: true) }

  /// Where the bars below the view begin (iOS 7 to 10): the bottom of the view's safe area.
  @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor")
  public var bottomLayoutGuide: any UILayoutSupport { BarEdgeGuide(of: self, top: false) }
}
