// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// What onboarding overlays, bubble transitions and card decks write: an overlay that lets
// touches through a cut-out path and follows the status bar's frame, an interaction controller
// that starts its dismissal on its own until the finger takes it, a card copied through an
// archive with a field of its own, a menu pinned by an attachment offset from its corner, and
// the system's version read from the device.

final class CoachMarkOverlay: UIView {
  var cutoutPath: UIBezierPath?
  private var observers: [NSObjectProtocol] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    let names = [
      UIApplication.willChangeStatusBarFrameNotification,
      UIApplication.didChangeStatusBarFrameNotification,
    ]
    for name in names {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) {
          [weak self] note in
          let frame = (note.userInfo?[UIApplication.statusBarFrameUserInfoKey] as? NSValue)?
            .cgRectValue
          MainActor.assumeIsolated { self?.statusBarMoved(to: frame ?? .zero) }
        })
    }
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  func statusBarMoved(to frame: CGRect) {
    setNeedsLayout()
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hitView = super.hitTest(point, with: event)
    guard let cutoutPath, hitView === self else { return hitView }
    return cutoutPath.contains(point) ? nil : hitView
  }

  func cut(around view: UIView) {
    let frame = view.convert(view.bounds, to: self).insetBy(dx: -4, dy: -4)
    let path = UIBezierPath(rect: bounds)
    path.append(UIBezierPath(roundedRect: frame, cornerRadius: 8))
    path.usesEvenOddFillRule = true
    cutoutPath = path
    let mask = CAShapeLayer()
    mask.path = path.cgPath
    mask.fillRule = .evenOdd
    layer.mask = mask
    if path.cgPath.contains(center, using: .evenOdd) { alpha = 0.9 }
  }
}

final class BubbleDismissal: UIPercentDrivenInteractiveTransition {
  private weak var controller: UIViewController?
  private var shouldFinish = false

  func attach(to controller: UIViewController) {
    self.controller = controller
    controller.view.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: Selector("handlePan:")))
    if #available(iOS 10.0, *) {
      wantsInteractiveStart = false
    }
  }

  func handlePan(_ gesture: UIPanGestureRecognizer) {
    guard let controller, let view = controller.view else { return }
    let progress = max(0, min(1, gesture.translation(in: view.superview).y / view.bounds.height))
    switch gesture.state {
    case .began:
      controller.dismiss(animated: true, completion: nil)
    case .changed:
      shouldFinish = progress > 0.3
      pause()
      update(progress)
    case .ended, .cancelled:
      shouldFinish ? finish() : cancel()
    default:
      break
    }
  }
}

final class PlayingCardView: UIView {
  var rank = 1
  let face = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    face.frame = bounds
    addSubview(face)
  }

  required init?(coder: NSCoder) {
    rank = coder.decodeInteger(forKey: "rank")
    super.init(coder: coder)
  }

  override func encode(with coder: NSCoder) {
    super.encode(with: coder)
    coder.encode(rank, forKey: "rank")
  }

  func copyCard() -> PlayingCardView? {
    let data = NSKeyedArchiver.archivedData(withRootObject: self)
    return NSKeyedUnarchiver.unarchiveObject(with: data) as? PlayingCardView
  }
}

final class GuillotineMenuAnimator: NSObject {
  private var animator: UIDynamicAnimator?

  func swing(_ menu: UIView, in container: UIView) {
    let animator = UIDynamicAnimator(referenceView: container)
    let anchor = CGPoint(x: 22, y: 22)
    let offset = UIOffset(
      horizontal: -menu.bounds.width / 2 + anchor.x, vertical: -menu.bounds.height / 2 + anchor.y)
    animator.addBehavior(
      UIAttachmentBehavior(item: menu, offsetFromCenter: offset, attachedToAnchor: anchor))
    animator.addBehavior(UIGravityBehavior(items: [menu]))
    self.animator = animator
  }

  var usesOldLayout: Bool {
    (UIDevice.current.systemVersion as NSString).floatValue < 11
  }
}
