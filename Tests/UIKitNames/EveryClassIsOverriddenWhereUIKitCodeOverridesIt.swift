// modes: 5 6

#if canImport(UIKit)
import UIKit
import UIKit.UIGestureRecognizerSubclass
#else
import UIKitContainment
#endif

// What public code overrides on UIKit's classes, one class each, as a list that grows: a
// member UIKit declares on the class, which a subclass overrides there, compiles here only
// where the layer declares it in the class body (an extension's members are final without the
// Objective-C runtime). A member moved back into an extension fails this file. Gathered from
// the overrides public screens, views, controls, containers and layouts write, beside those
// the scenes of `ScreensAndViewsOverrideTheirSettingsAsUIKitCodeDoes.swift` write (each
// override has one home); what the layer does with each is in the symbol table.

final class OverridingScreen: UIViewController {
  override func encode(with coder: NSCoder) {
    super.encode(with: coder)
    coder.encode(true, forKey: "seen")
  }
  override var prefersPointerLocked: Bool { true }
  override func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { nil }
  override var keyCommands: [UIKeyCommand]? {
    [
      UIKeyCommand(input: "f", modifierFlags: .command, action: Selector("find")),
      UIKeyCommand(
        title: "Close", action: Selector("close"), input: UIKeyCommand.inputEscape,
        discoverabilityTitle: "Close"),
    ]
  }
  override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    guard presses.first?.key?.charactersIgnoringModifiers == UIKeyCommand.inputEscape else {
      return super.pressesBegan(presses, with: event)
    }
  }
  override var providesPresentationContextTransitionStyle: Bool {
    get { true }
    set {}
  }
  override var automaticallyAdjustsScrollViewInsets: Bool {
    get { false }
    set {}
  }
  override var shouldAutorotate: Bool { false }
  override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
  override var canBecomeFirstResponder: Bool { true }
  override var preferredContentSize: CGSize {
    get { .zero }
    set {}
  }
  override var title: String? { didSet {} }
  override var isEditing: Bool { didSet {} }
  override var navigationItem: UINavigationItem { super.navigationItem }
  override var childForStatusBarStyle: UIViewController? { nil }
  override func loadView() { super.loadView() }
  override func viewIsAppearing(_ animated: Bool) {}
  override func viewWillLayoutSubviews() {}
  override func didReceiveMemoryWarning() {}
  override func willMove(toParent parent: UIViewController?) {}
  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
  override func target(forAction action: Selector, withSender sender: Any?) -> Any? { nil }
  override var editButtonItem: UIBarButtonItem { super.editButtonItem }
}

final class OverridingView: UIView {
  override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    if presses.contains(where: { $0.key?.modifierFlags.contains(.shift) == true }) { return }
    super.pressesEnded(presses, with: event)
  }
  override var isMultipleTouchEnabled: Bool {
    get { true }
    set {}
  }
  override var frame: CGRect { didSet {} }
  override var bounds: CGRect { didSet {} }
  override var center: CGPoint { didSet {} }
  override var alpha: CGFloat { didSet {} }
  override var isHidden: Bool { didSet {} }
  override var backgroundColor: UIColor? { didSet {} }
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  override var tintColor: UIColor! { didSet {} }
  override var clipsToBounds: Bool { didSet {} }
  override var layoutMargins: UIEdgeInsets { didSet {} }
  override var directionalLayoutMargins: NSDirectionalEdgeInsets { didSet {} }
  override var intrinsicContentSize: CGSize { .zero }
  override var contentMode: UIView.ContentMode { didSet {} }
  override var isOpaque: Bool { didSet {} }
  override var accessibilityLabel: String? {
    get { nil }
    set {}
  }
  override var isAccessibilityElement: Bool {
    get { true }
    set {}
  }
  override var accessibilityTraits: UIAccessibilityTraits {
    get { .button }
    set {}
  }
  override var tag: Int { didSet {} }
  override var translatesAutoresizingMaskIntoConstraints: Bool { didSet {} }
  override var autoresizingMask: UIView.AutoresizingMask { didSet {} }
  override var layer: CALayer { super.layer }
  override class var layerClass: AnyClass { CAShapeLayer.self }
  override class var requiresConstraintBasedLayout: Bool { true }
  override var preservesSuperviewLayoutMargins: Bool { didSet {} }
  override var insetsLayoutMarginsFromSafeArea: Bool { didSet {} }
  override var overrideUserInterfaceStyle: UIUserInterfaceStyle { didSet {} }
  override var contentScaleFactor: CGFloat { didSet {} }
  override var mask: UIView? { didSet {} }
  override var isFocused: Bool { false }
  override func safeAreaInsetsDidChange() {}
  override func tintColorDidChange() {}
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
  override func sizeThatFits(_ size: CGSize) -> CGSize { size }
  override func sizeToFit() {}
  override func draw(_ rect: CGRect) {}
  override func willMove(toWindow newWindow: UIWindow?) {}
  override func didMoveToSuperview() {}
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
  override var alignmentRectInsets: UIEdgeInsets { .zero }
  override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }
}

final class OverridingWindow: UIWindow {
  override func makeKeyAndVisible() { super.makeKeyAndVisible() }
  override var rootViewController: UIViewController? { didSet {} }
}
final class OverridingApplication: UIApplication {
  override func sendEvent(_ event: UIEvent) { super.sendEvent(event) }
  override func sendAction(
    _ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?
  )
    -> Bool
  { super.sendAction(action, to: target, from: sender, for: event) }
}
final class OverridingScrollView: UIScrollView {
  override var contentOffset: CGPoint { didSet {} }
  override var contentSize: CGSize { didSet {} }
  override var contentInset: UIEdgeInsets { didSet {} }
  override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {}
  override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
  override var adjustedContentInset: UIEdgeInsets { .zero }
  override var isScrollEnabled: Bool { didSet {} }
}
final class OverridingTableView: UITableView {
  override func reloadData() { super.reloadData() }
  override func layoutSubviews() { super.layoutSubviews() }
  override func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  { super.dequeueReusableCell(withIdentifier: identifier, for: indexPath) }
  override var intrinsicContentSize: CGSize { contentSize }
  override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  override func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
  override func beginUpdates() { super.beginUpdates() }
  override func endUpdates() { super.endUpdates() }
  override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
  }
  override func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) {}
  override func deselectRow(at indexPath: IndexPath, animated: Bool) {}
  override func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {}
}
final class OverridingCollectionView: UICollectionView {
  override func reloadData() { super.reloadData() }
  override var contentSize: CGSize { didSet { invalidateIntrinsicContentSize() } }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) {}
  override func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) {}
  override func deselectItem(at indexPath: IndexPath, animated: Bool) {}
}
final class OverridingButton: UIButton {
  override var isHighlighted: Bool { didSet {} }
  override var isEnabled: Bool { didSet {} }
  override var isSelected: Bool { didSet {} }
  override func setTitle(_ title: String?, for state: UIControl.State) {}
  override func setImage(_ image: UIImage?, for state: UIControl.State) {}
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }
  override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {}
  override func sendActions(for controlEvents: UIControl.Event) {}
  override var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment { didSet {} }
}
final class OverridingLabel: UILabel {
  override var text: String? { didSet {} }
  override func drawText(in rect: CGRect) { super.drawText(in: rect) }
  override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  { bounds }
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  override var font: UIFont! { didSet {} }
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  override var textColor: UIColor! { didSet {} }
}
final class OverridingTextField: UITextField {
  override func deleteBackward() { super.deleteBackward() }
  override var text: String? { didSet {} }
  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
  override func becomeFirstResponder() -> Bool { super.becomeFirstResponder() }
  override var placeholder: String? { didSet {} }
  override func insertText(_ text: String) {}
}
final class OverridingTextView: UITextView {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  override var text: String! { didSet {} }
  override var contentSize: CGSize { didSet {} }
  override func caretRect(for position: UITextPosition) -> CGRect { .zero }
  override func paste(_ sender: Any?) {}
}
final class OverridingImageView: UIImageView {
  override var image: UIImage? { didSet {} }
  override var intrinsicContentSize: CGSize { .zero }
}
final class OverridingTableCell: UITableViewCell {
  override func setSelected(_ selected: Bool, animated: Bool) {}
  override func setHighlighted(_ highlighted: Bool, animated: Bool) {}
  override func prepareForReuse() {}
  override func setEditing(_ editing: Bool, animated: Bool) {}
  override var frame: CGRect { didSet {} }
  override func updateConfiguration(using state: UICellConfigurationState) {}
  override var isSelected: Bool { didSet {} }
}
final class OverridingCollectionCell: UICollectionViewCell {
  override var isSelected: Bool { didSet {} }
  override var isHighlighted: Bool { didSet {} }
  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes { layoutAttributes }
  override func dragStateDidChange(_ dragState: UICollectionViewCell.DragState) {}
  override func encode(with coder: NSCoder) {
    super.encode(with: coder)
    coder.encode(isSelected, forKey: "selected")
  }
}
final class OverridingNavigationController: UINavigationController {
  override func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}
  override var isNavigationBarHidden: Bool { didSet {} }
  override func setToolbarHidden(_ hidden: Bool, animated: Bool) {}
  override func pushViewController(_ viewController: UIViewController, animated: Bool) {}
  override func popViewController(animated: Bool) -> UIViewController? { nil }
  override func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }
  override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
  override var childForStatusBarStyle: UIViewController? { topViewController }
  override var viewControllers: [UIViewController] { didSet {} }
  override var shouldAutorotate: Bool { true }
  override func show(_ vc: UIViewController, sender: Any?) {}
}
final class OverridingTabBarController: UITabBarController {
  override var selectedIndex: Int { didSet {} }
  override var selectedViewController: UIViewController? { didSet {} }
  override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
  override func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
}
final class OverridingPageControl: UIPageControl {
  override var currentPage: Int { didSet {} }
  override var numberOfPages: Int { didSet {} }
}
final class OverridingSlider: UISlider {
  override func trackRect(forBounds bounds: CGRect) -> CGRect { bounds }
  override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect
  { rect }
  override var value: Float { didSet {} }
}
final class OverridingSwitch: UISwitch {
  override var isOn: Bool { didSet {} }
  override func setOn(_ on: Bool, animated: Bool) {}
}
final class OverridingStackView: UIStackView {
  override func addArrangedSubview(_ view: UIView) {}
  override func removeArrangedSubview(_ view: UIView) {}
  override var axis: NSLayoutConstraint.Axis { didSet {} }
}
final class OverridingNavigationBar: UINavigationBar {
  override func layoutSubviews() {}
  override var intrinsicContentSize: CGSize { .zero }
  override func sizeThatFits(_ size: CGSize) -> CGSize { size }
  override var barTintColor: UIColor? { didSet {} }
}
final class OverridingTabBar: UITabBar {
  override func sizeThatFits(_ size: CGSize) -> CGSize { size }
  override var items: [UITabBarItem]? { didSet {} }
  override var selectedItem: UITabBarItem? { didSet {} }
}
final class OverridingSearchBar: UISearchBar {
  override func layoutSubviews() {}
  override var text: String? { didSet {} }
}
final class OverridingRefreshControl: UIRefreshControl {
  override func beginRefreshing() {}
  override func endRefreshing() {}
}
final class OverridingProgressView: UIProgressView {
  override var progress: Float { didSet {} }
  override func setProgress(_ progress: Float, animated: Bool) {}
}
final class OverridingSpinner: UIActivityIndicatorView {
  override func startAnimating() {}
  override func stopAnimating() {}
}
final class OverridingSegmentedControl: UISegmentedControl {
  override var selectedSegmentIndex: Int { didSet {} }
  override func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {}
}
final class OverridingPan: UIPanGestureRecognizer {
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  override func reset() {}
  override var state: UIGestureRecognizer.State { didSet {} }
  override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }
}
final class OverridingFlowLayout: UICollectionViewFlowLayout {
  override func prepare() {}
  override var collectionViewContentSize: CGSize { .zero }
  override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
  override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint { proposedContentOffset }
  override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }
  override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {}
  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  { nil }
  override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
  override func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  { super.invalidationContext(forBoundsChange: newBounds) }
}
final class OverridingPageViewController: UIPageViewController {
  override func setViewControllers(
    _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection,
    animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {}
}
final class OverridingSplitViewController: UISplitViewController {
  override var viewControllers: [UIViewController] { didSet {} }
}
final class OverridingPresentationController: UIPresentationController {
  override var frameOfPresentedViewInContainerView: CGRect { .zero }
  override func presentationTransitionWillBegin() {}
  override func containerViewWillLayoutSubviews() {}
  override var presentedView: UIView? { nil }
  override func size(
    forChildContentContainer container: UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }
  override var shouldPresentInFullscreen: Bool { false }
  override func adaptivePresentationStyle(for traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  { .none }
}
final class OverridingLayer: CALayer {
  override var frame: CGRect { didSet {} }
  override var bounds: CGRect { didSet {} }
  override var position: CGPoint { didSet {} }
  override func layoutSublayers() {}
  override func draw(in ctx: CGContext) {}
  override func action(forKey event: String) -> CAAction? { nil }
  override class func needsDisplay(forKey key: String) -> Bool { false }
  override init() { super.init() }
  override init(layer: Any) { super.init(layer: layer) }
  required init?(coder: NSCoder) { fatalError() }
}
final class OverridingShapeLayer: CAShapeLayer { override var path: CGPath? { didSet {} } }
