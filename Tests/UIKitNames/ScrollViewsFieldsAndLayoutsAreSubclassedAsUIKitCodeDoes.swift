// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// What public pagers, forms and grids override on UIKit's classes: a pager's collection view
// that never scrolls to the top and lets a drag take touches from its buttons, a text field
// padded on both sides, a layout whose attributes carry a value of their own. Each override
// compiles only where UIKit's member is declared in the class, overridable.

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
