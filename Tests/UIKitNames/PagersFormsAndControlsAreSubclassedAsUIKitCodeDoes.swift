// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// What public pagers, forms, grids and controls override on UIKit's classes: a pager's
// collection view that never scrolls to the top and lets a drag take touches from its buttons,
// a text field padded on both sides, a layout whose attributes carry a value of their own, a
// knob that follows the finger itself. Each override compiles only where UIKit's member is
// declared in the class, overridable.

final class PagerCollectionView: UICollectionView {
  override var scrollsToTop: Bool {
    get { false }
    set {}
  }

  override func touchesShouldCancel(in view: UIView) -> Bool {
    view is UIButton ? true : super.touchesShouldCancel(in: view)
  }
}

final class PaddedTextField: UITextField {
  let padding = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)

  override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
  override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
  override func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
}

final class FadingAttributes: UICollectionViewLayoutAttributes {
  var fade: CGFloat = 0
}

final class FadingFlowLayout: UICollectionViewFlowLayout {
  override class var layoutAttributesClass: AnyClass { FadingAttributes.self }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    let attributes = super.layoutAttributesForElements(in: rect) ?? []
    for case let item as FadingAttributes in attributes { item.fade = item.frame.minY / 1000 }
    return attributes
  }
}

final class Knob: UIControl {
  private(set) var angle: CGFloat = 0
  private var last = CGPoint.zero

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    last = touch.location(in: self)
    return true
  }

  override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    let point = touch.location(in: self)
    angle += (point.x - last.x) / 100
    last = point
    sendActions(for: .valueChanged)
    return isTouchInside
  }

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    sendActions(for: .editingDidEnd)
  }
}
