// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// What action sheets, tab menus and scrolling labels write: a springy flow layout whose
// attributes a dynamic animator moves, constraints kept as placeholders until the views exist,
// and a marquee label that forwards its baseline, its text size limits and its shadow to the
// label inside it.

final class SpringyFlowLayout: UICollectionViewFlowLayout {
  lazy var animator = UIDynamicAnimator(collectionViewLayout: self)

  override func prepare() {
    super.prepare()
    guard animator.behaviors.isEmpty, let collectionView else { return }
    let visible = CGRect(origin: collectionView.contentOffset, size: collectionView.bounds.size)
    for item in super.layoutAttributesForElements(in: visible) ?? [] {
      let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
      spring.length = 0
      spring.damping = 0.8
      spring.frequency = 1
      animator.addBehavior(spring)
    }
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]?
  {
    animator.items(in: rect).compactMap { $0 as? UICollectionViewLayoutAttributes }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    animator.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
  }

  override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    animator.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
  }
}

final class TabIndicatorView: UIView {
  var leading = NSLayoutConstraint()
  var width = NSLayoutConstraint()

  func pin(to tab: UIView) {
    NSLayoutConstraint.deactivate([leading, width])
    leading = leadingAnchor.constraint(equalTo: tab.leadingAnchor)
    width = widthAnchor.constraint(equalTo: tab.widthAnchor)
    NSLayoutConstraint.activate([leading, width])
  }
}

final class ScrollingLabel: UILabel {
  let sublabel = UILabel()

  override func forBaselineLayout() -> UIView { sublabel }
  override var forLastBaselineLayout: UIView { sublabel }

  override var maximumContentSizeCategory: UIContentSizeCategory? {
    get { sublabel.maximumContentSizeCategory }
    set {
      sublabel.maximumContentSizeCategory = newValue
      super.maximumContentSizeCategory = newValue
    }
  }

  override var appliedContentSizeCategoryLimitsDescription: String {
    sublabel.appliedContentSizeCategoryLimitsDescription
  }

  func copyLooks() {
    sublabel.shadowColor = shadowColor
    sublabel.shadowOffset = shadowOffset
    sublabel.baselineAdjustment = baselineAdjustment
    let text = NSMutableAttributedString(string: self.text ?? "")
    text.addAttribute(.font, value: font as Any, range: NSRange(location: 0, length: text.length))
    sublabel.frame.size.width = text.size().width
  }
}
