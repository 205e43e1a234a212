// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// What public screens and views override instead of setting: a detail screen that hides the
// tab bar, a bottom sheet that names its own style and animator, a screen laid out under no
// bar, a self-sizing cell, a gradient view that names its layer's type, a view that follows
// its own interaction switch, a window that counts touches, a button with its icon above its
// title, a text field with no cursor. Each override compiles only where UIKit's member is
// declared in the class, overridable.

final class SheetAnimator: NSObject, UIViewControllerTransitioningDelegate {}

final class DetailScreen: UIViewController {
  private let animator = SheetAnimator()

  override var hidesBottomBarWhenPushed: Bool {
    get { true }
    set {}
  }
  override var modalPresentationStyle: UIModalPresentationStyle {
    get { .custom }
    set {}
  }
  override var modalTransitionStyle: UIModalTransitionStyle {
    get { .crossDissolve }
    set {}
  }
  override var transitioningDelegate: UIViewControllerTransitioningDelegate? {
    get { animator }
    set {}
  }
  override var isModalInPresentation: Bool {
    get { true }
    set {}
  }
  override var definesPresentationContext: Bool {
    get { true }
    set {}
  }
  override var edgesForExtendedLayout: UIRectEdge {
    get { [] }
    set {}
  }
  override var extendedLayoutIncludesOpaqueBars: Bool {
    get { true }
    set {}
  }
  override var additionalSafeAreaInsets: UIEdgeInsets {
    didSet { view.setNeedsLayout() }
  }
  override var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { .light }
    set {}
  }
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  override var tabBarItem: UITabBarItem! {
    get { UITabBarItem(title: "Detail", image: nil, tag: 2) }
    set {}
  }
  override var toolbarItems: [UIBarButtonItem]? {
    get { [editButtonItem] }
    set {}
  }
  override var restorationIdentifier: String? {
    get { "detail" }
    set {}
  }
  override var modalPresentationCapturesStatusBarAppearance: Bool {
    get { true }
    set {}
  }
}

final class SelfSizingCell: UICollectionViewCell {
  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let size = super.systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .required,
      verticalFittingPriority: verticalFittingPriority)
    return CGSize(width: targetSize.width, height: size.height)
  }
}

final class GradientView: UIView {
  override class var layerClass: AnyClass { CAGradientLayer.self }
  override var layer: CAGradientLayer {
    guard let gradient = super.layer as? CAGradientLayer else { fatalError("not a gradient") }
    return gradient
  }
}

final class SwitchableRow: UIView {
  private(set) var dimmed = false

  override var isUserInteractionEnabled: Bool {
    didSet { dimmed = !isUserInteractionEnabled }
  }
  override var isExclusiveTouch: Bool {
    get { true }
    set {}
  }
  override var semanticContentAttribute: UISemanticContentAttribute {
    didSet { setNeedsLayout() }
  }
  override var transform: CGAffineTransform {
    didSet { setNeedsLayout() }
  }
  override var safeAreaInsets: UIEdgeInsets { .zero }
  override var canBecomeFocused: Bool { true }
  override var forFirstBaselineLayout: UIView { subviews.first ?? self }
  override var gestureRecognizers: [UIGestureRecognizer]? {
    didSet { dimmed = false }
  }
  override func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.insetBy(dx: 2, dy: 2) }
}

final class TouchIndicatorWindow: UIWindow {
  private(set) var touchesSeen = 0

  override func sendEvent(_ event: UIEvent) {
    touchesSeen += event.allTouches?.count ?? 0
    super.sendEvent(event)
  }
  override func becomeKey() {
    super.becomeKey()
    touchesSeen = 0
  }
  override func resignKey() { super.resignKey() }
}

final class IconAboveTitleButton: UIButton {
  override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
    CGRect(x: contentRect.midX - 12, y: contentRect.minY, width: 24, height: 24)
  }
  override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
    CGRect(x: contentRect.minX, y: contentRect.minY + 28, width: contentRect.width, height: 16)
  }
  override func updateConfiguration() {
    super.updateConfiguration()
    alpha = isHighlighted ? 0.5 : 1
  }
}

final class PickerTextField: UITextField {
  override func caretRect(for position: UITextPosition) -> CGRect { .zero }
}

final class MarkdownLabel: UILabel {
  override var attributedText: NSAttributedString? {
    didSet { invalidateIntrinsicContentSize() }
  }
}

final class StickyHeaderScrollView: UIScrollView {
  override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    setNeedsLayout()
  }
}

final class AlwaysSpinning: UIActivityIndicatorView {
  override var isAnimating: Bool { true }
}

final class PullToRefresh: UIRefreshControl {
  override var isRefreshing: Bool { super.isRefreshing }
}

final class CardStackView: UIView {
  private var cards: [UIView] = []

  override func accessibilityElementCount() -> Int { cards.count }
  override func accessibilityElement(at index: Int) -> Any? { cards[index] }
  override func index(ofAccessibilityElement element: Any) -> Int {
    guard let view = element as? UIView else { return 0 }
    return cards.firstIndex(of: view) ?? 0
  }

  static func nibName<T: UIView>(of type: T.Type) -> String? {
    T.description().components(separatedBy: ".").last
  }
}

@MainActor func settingsStayOverridden() {
  let detail = DetailScreen()
  let row = SwitchableRow()
  row.isUserInteractionEnabled = false
  let gradient = GradientView()
  gradient.layer.colors = []
  _ = (detail.hidesBottomBarWhenPushed, row.dimmed, SelfSizingCell(), gradient)
}
