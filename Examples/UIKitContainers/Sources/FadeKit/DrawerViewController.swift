#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// A side drawer: a content filling the container, and a menu that a pan from the screen's
/// left edge pulls over it and a pan back to the left closes.
///
/// The menu is a child only while it is on screen: the edge pan adds it as it begins (its view
/// in the window: it appears), follows the finger with it, and keeps it open when the pan ends past a
/// third of the menu's width; otherwise, and when the system cancels the touch, it takes it
/// away again (it disappears).
public final class DrawerViewController: UIViewController, UIGestureRecognizerDelegate {
  /// Slips of a drawer, each planted on demand.
  public enum Mistake: Hashable, Sendable, CaseIterable {
    /// A cancelled edge pan (a call coming in) is not handled: the half-pulled menu stays
    /// a child, on screen, while the drawer says it is closed.
    case ignoresCancelledPan
  }

  /// The mistakes planted.
  public var mistakes: Set<Mistake> = []

  /// The menu the edge pan pulls out.
  public let menu: UIViewController
  /// Whether the menu is open (pulled out and let go).
  public private(set) var isOpen = false

  /// The content; setting it takes the old one away at once.
  public var content: UIViewController? {
    didSet {
      guard content !== oldValue else { return }
      if let oldValue {
        oldValue.willMove(toParent: nil)
        oldValue.viewIfLoaded?.removeFromSuperview()
        oldValue.removeFromParent()
      }
      guard let content else { return }
      addChild(content)
      content.view.frame = view.bounds
      content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      if let menuView = menu.viewIfLoaded, menuView.superview === view {
        view.insertSubview(content.view, belowSubview: menuView)
      } else {
        view.addSubview(content.view)
      }
      content.didMove(toParent: self)
    }
  }

  /// How wide the menu is.
  private var menuWidth: CGFloat { view.bounds.width * 0.8 }

  /// The open menu decides the status bar's style, the content otherwise; the content decides
  /// whether the home indicator hides.
  public override var childForStatusBarStyle: UIViewController? { isOpen ? menu : content }
  public override var childForHomeIndicatorAutoHidden: UIViewController? { content }

  /// A drawer whose edge pan pulls out `menu`.
  ///
  /// - Parameter menu: The menu.
  public init(menu: UIViewController) {
    self.menu = menu
    super.init(nibName: nil, bundle: nil)
  }

  /// Not available: a drawer is made in code.
  public required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    #if canImport(UIKit)
    let edge = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(edgePanned(_:)))
    let back = UIPanGestureRecognizer(target: self, action: #selector(backPanned(_:)))
    #else
    let edge = UIScreenEdgePanGestureRecognizer { [unowned self] in self.edgePanned($0) }
    let back = UIPanGestureRecognizer { [unowned self] in self.backPanned($0) }
    #endif
    edge.edges = .left
    edge.delegate = self
    back.delegate = self
    view.addGestureRecognizer(edge)
    view.addGestureRecognizer(back)
  }

  /// The edge pan begins only on a closed drawer, the pan back only on an open one.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    gestureRecognizer is UIScreenEdgePanGestureRecognizer ? !isPulling && !isOpen : isOpen
  }

  /// Whether the menu is a child while the drawer is closed: the edge pan pulls it.
  private var isPulling: Bool { !isOpen && menu.parent === self }

  #if canImport(UIKit)
  @objc
  #endif
  private func edgePanned(_ pan: UIScreenEdgePanGestureRecognizer) {
    switch pan.state {
    case .began:
      addChild(menu)
      menu.view.frame = CGRect(
        x: -menuWidth, y: 0, width: menuWidth, height: view.bounds.height)
      view.addSubview(menu.view)
      menu.didMove(toParent: self)
      menu.view.layer.shadowOpacity = 0.3
      menu.view.layer.shadowPath = UIBezierPath(rect: menu.view.bounds).cgPath
      follow(pan)
    case .changed:
      follow(pan)
    case .ended:
      if pan.translation(in: view).x > menuWidth / 3 {
        menu.view.frame.origin.x = 0
        isOpen = true
        announce(menu.view)
      } else {
        takeMenuAway()
      }
    case .cancelled, .failed:
      if !mistakes.contains(.ignoresCancelledPan) { takeMenuAway() }
    default:
      break
    }
  }

  #if canImport(UIKit)
  @objc
  #endif
  private func backPanned(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .changed:
      menu.view.frame.origin.x = min(0, pan.translation(in: view).x)
    case .ended where pan.translation(in: view).x < -menuWidth / 3:
      isOpen = false
      menu.willMove(toParent: nil)
      menu.view.removeFromSuperview()
      menu.removeFromParent()
      announce(content?.view)
    case .ended, .cancelled, .failed:
      menu.view.frame.origin.x = 0
    default:
      break
    }
  }

  /// Tells VoiceOver that the screen changed to `shown` (an open menu is modal to it), and
  /// the system that the status bar's style may have.
  private func announce(_ shown: UIView?) {
    menu.view.accessibilityViewIsModal = isOpen
    UIAccessibility.post(notification: .screenChanged, argument: shown)
    setNeedsStatusBarAppearanceUpdate()
  }

  /// The menu follows the finger, no further than open.
  private func follow(_ pan: UIPanGestureRecognizer) {
    menu.view.frame.origin.x = min(0, -menuWidth + pan.translation(in: view).x)
  }

  /// A pull that did not open the drawer: the menu goes back, no longer a child.
  private func takeMenuAway() {
    menu.willMove(toParent: nil)
    menu.view.removeFromSuperview()
    menu.removeFromParent()
  }
}
