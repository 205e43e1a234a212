public import ContainmentCore

// As `UIViewControllerBase.swift` for view controllers: the looks, layout and focus members a
// view subclass overrides, which `UIView.swift` has no room for, declared in the class `UIView`
// descends from and implemented where their concern is (`UIView+Looks`, `+Direction`,
// `+LayoutMargins`, `+Fitting`, `+Gestures`, `UIViewController+SafeArea`, `+Traits`). The
// layer reads each through the property, so that an override is what UIKit would find.

/// The members of ``UIView`` that an app's view overrides and its own declaration has no room
/// for (UIKit declares them on `UIView` itself).
///
/// Only ``UIView`` descends from this class; use that.
@preconcurrency @MainActor open class _UIViewBase: View {
  /// A view with the model's frame `frame`: called by ``UIView``'s initializers only (public
  /// so that subclasses in other modules inherit `UIView`'s initializers, as Swift allows only
  /// then).
  public init(modelFrame frame: Rect) { super.init(frame: frame) }

  /// This view as the ``UIView`` it is (nothing else descends from here).
  final var ui: UIView { unsafeDowncast(self, to: UIView.self) }

  // MARK: Looks (`UIView+Looks`, `+Direction`, `UIViewController+Traits`)

  /// The layer that backs the view, made on first use, of the view's `layerClass` (its
  /// clipping is `clipsToBounds`, its opacity `alpha`).
  open var layer: CALayer { ui.ownLayer }
  /// The view's transform (the identity by default): its layer's transform read as an affine
  /// one, kept; the frame, bounds and centre stay the model's (see ``CGAffineTransform``).
  open var transform: CGAffineTransform {
    get { ui.looksIfMade.map { CATransform3DGetAffineTransform($0.transform) } ?? .identity }
    set { ui.looks.transform = CATransform3DMakeAffineTransform(newValue) }
  }
  /// How many pixels a point of its content takes (the screen's scale, 3, unless set): kept,
  /// as the model draws nothing.
  open var contentScaleFactor: CGFloat {
    get { ui.looksIfMade?.contentScale ?? UIScreen.main.scale }
    set { ui.looks.contentScale = newValue }
  }
  /// The view whose alpha masks this one's content (kept: the model draws nothing); it is no
  /// subview of this one, as in UIKit.
  ///
  /// ```swift
  /// let photo = UIImageView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
  /// let round = UIView(frame: photo.bounds)
  /// photo.mask = round
  /// precondition(photo.mask === round && photo.subviews.isEmpty)
  /// precondition(!photo.hasAmbiguousLayout && photo.constraintsAffectingLayout(for: .vertical).isEmpty)
  /// ```
  open var mask: UIView? {
    get { ui.looksIfMade?.mask }
    set { ui.looks.mask = newValue }
  }
  /// How its content follows the layout direction (`.unspecified`).
  open var semanticContentAttribute: UISemanticContentAttribute {
    get { ui.looksIfMade?.semanticContentAttribute ?? .unspecified }
    set { ui.looks.semanticContentAttribute = newValue }
  }
  /// The light or dark style this view and its subviews take whatever their environment's
  /// (`.unspecified` unless set: the environment's); read in `traitCollection`.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { ui.looksIfMade?.interfaceStyle ?? .unspecified }
    set { ui.setOverrideUserInterfaceStyle(newValue) }
  }

  /// The smallest text size its traits may take (iOS 15; kept: the model's text size is
  /// always `.large`).
  open var minimumContentSizeCategory: UIContentSizeCategory? {
    get { ui.looksIfMade?.contentSizeLimits.minimum }
    set { ui.looks.contentSizeLimits.minimum = newValue }
  }
  /// The largest text size its traits may take (iOS 15; kept, as the smallest).
  open var maximumContentSizeCategory: UIContentSizeCategory? {
    get { ui.looksIfMade?.contentSizeLimits.maximum }
    set { ui.looks.contentSizeLimits.maximum = newValue }
  }
  /// The limits set on its text size, for debugging: `"min: <category or none>, max: <category
  /// or none>"` (decided: UIKit's text is not specified).
  open var appliedContentSizeCategoryLimitsDescription: String {
    let limits = ui.looksIfMade?.contentSizeLimits
    return
      "min: \(limits?.minimum?.rawValue ?? "none"), max: \(limits?.maximum?.rawValue ?? "none")"
  }

  // MARK: Touches (`UIView+Direction`, `+Gestures`)

  /// Whether it keeps other views from taking fingers while it tracks one (`false`): kept.
  open var isExclusiveTouch: Bool {
    get { ui.looksIfMade?.isExclusiveTouch ?? false }
    set { ui.looks.isExclusiveTouch = newValue }
  }
  /// Whether it takes more than one finger at a time (`false`): kept (the model's fingers
  /// reach a view one at a time).
  open var isMultipleTouchEnabled: Bool {
    get { ui.looksIfMade?.isMultipleTouchEnabled ?? false }
    set { ui.looks.isMultipleTouchEnabled = newValue }
  }
  /// The recognizers attached to the view, in the order they were added; `nil` when none.
  ///
  /// Setting it replaces them all.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { ui.recognizerList.isEmpty ? nil : ui.recognizerList }
    set { ui.replaceGestureRecognizers(with: newValue ?? []) }
  }

  // MARK: Layout (`UIView+LayoutMargins`, `+Fitting`, `UIViewController+SafeArea`)

  /// Tells the layout that `intrinsicContentSize` changed: the superview lays out again (the
  /// model's layout sizes the arranged views of a stack view by it).
  open func invalidateIntrinsicContentSize() { ui.superview?.setNeedsLayout() }

  /// The insets of the safe area: the superview's, as far as they overlap this view's frame,
  /// plus its view controller's `additionalSafeAreaInsets` for a root view; none for a window
  /// (the model's screen has no notch and no bars).
  open var safeAreaInsets: UIEdgeInsets { ui.insetsOfSafeArea }
  /// The layout margins by leading and trailing edge: the model lays out left to right, so
  /// leading is left.
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { ui.layoutMarginsByDirection }
    set { ui.setLayoutMargins(byDirection: newValue) }
  }
  /// Whether the margins grow to the superview's where the view reaches them (`false`): kept.
  open var preservesSuperviewLayoutMargins: Bool {
    get { ui.looksIfMade?.preservesSuperviewLayoutMargins ?? false }
    set { ui.looks.preservesSuperviewLayoutMargins = newValue }
  }
  /// Whether the margins grow by the safe area (`true`; the model's safe area adds none): kept.
  open var insetsLayoutMarginsFromSafeArea: Bool {
    get { ui.looksIfMade?.insetsLayoutMarginsFromSafeArea ?? true }
    set { ui.looks.insetsLayoutMarginsFromSafeArea = newValue }
  }
  /// The rectangle layout aligns for `frame`: `frame` inset by `alignmentRectInsets`.
  ///
  /// - Parameter frame: A frame.
  /// - Returns: Its alignment rectangle.
  open func alignmentRect(forFrame frame: CGRect) -> CGRect {
    frame.inset(by: ui.alignmentRectInsets)
  }
  /// The frame whose alignment rectangle is `alignmentRect`.
  ///
  /// - Parameter alignmentRect: An alignment rectangle.
  /// - Returns: Its frame.
  open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
    let insets = ui.alignmentRectInsets
    return alignmentRect.inset(
      by: UIEdgeInsets(
        top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
  }
  /// The size the view's constraints fit in nearest `targetSize`: the size it has (decided:
  /// the model's views have no content, as `sizeThatFits(_:)` answers).
  ///
  /// - Parameter targetSize: The size to come near.
  /// - Returns: The view's size.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { ui.bounds.size }
  /// The size the view's constraints fit in nearest `targetSize` at the given priorities: the
  /// size it has, as ``systemLayoutSizeFitting(_:)``.
  ///
  /// - Parameters:
  ///   - targetSize: The size to come near.
  ///   - horizontalFittingPriority: How much the width may differ.
  ///   - verticalFittingPriority: How much the height may differ.
  /// - Returns: The view's size.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize { ui.bounds.size }
  /// The view whose first baseline constraints align (the view itself unless overridden).
  open var forFirstBaselineLayout: UIView { ui }
  /// The view whose last baseline constraints align (the view itself unless overridden).
  open var forLastBaselineLayout: UIView { ui }
  /// The view whose baseline Auto Layout aligns to (iOS 6, deprecated in iOS 9 for
  /// ``forFirstBaselineLayout``): the view itself.
  @available(
    iOS, deprecated: 9.0, message: "Override -forFirstBaselineLayout or -forLastBaselineLayout"
  )
  open func forBaselineLayout() -> UIView { ui }

  // MARK: Accessibility (UIKit's `UIAccessibilityContainer`, `UIView+Accessibility`)

  /// The elements assistive technologies read in this view, in order, in place of its
  /// subviews (`nil` unless set): kept.
  open var accessibilityElements: [Any]? {
    get { ui.looksIfMade?.accessibility?.elements }
    set { ui.accessibility.elements = newValue }
  }
  /// How many elements it contains: ``accessibilityElements``' count.
  open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
  /// The element at `index` of ``accessibilityElements``, if any.
  ///
  /// - Parameter index: The element's place.
  /// - Returns: The element, or `nil` out of range.
  open func accessibilityElement(at index: Int) -> Any? {
    guard let elements = accessibilityElements, elements.indices.contains(index) else {
      return nil
    }
    return elements[index]
  }
  /// The place of `element` among ``accessibilityElements`` (the same object), else
  /// `NSNotFound`.
  ///
  /// - Parameter element: The element.
  /// - Returns: Its place.
  open func index(ofAccessibilityElement element: Any) -> Int {
    accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) }
      ?? NSNotFound
  }

  // MARK: Archiving (`UIView+Coding`)

  /// Writes the view to `coder`: its geometry, looks, tag, autoresizing and subviews, and a
  /// label's text (what an app's subclass encodes goes after `super`'s).
  ///
  /// - Parameter coder: The archive being written.
  open func encode(with coder: NSCoder) { ui.encodeView(with: coder) }

  /// Told a change of a key path this view observes (`NSObject+KeyValueObserving.swift`); a
  /// change not handled stops the app, as `NSObject`'s default raises, so an override calls
  /// `super` only for what it did not add.
  ///
  /// - Parameters:
  ///   - keyPath: The key path.
  ///   - object: The object observed.
  ///   - change: What changed (`.newKey`, `.oldKey`, `.kindKey`).
  ///   - context: The context the observer was added with.
  open func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) { unhandledChange(keyPath, of: object, observer: self) }

  // MARK: Focus

  /// Whether the focus engine may focus it (`false`: the model has no focus engine).
  open var canBecomeFocused: Bool { false }
  /// Whether it has the focus (never: the model has no focus engine).
  open var isFocused: Bool { false }

  // MARK: Keyboard (`UIKeyCommand.swift`: the model has no hardware keyboard)

  /// The key commands it offers while in the responder chain (none): kept, never matched.
  open var keyCommands: [UIKeyCommand]? { nil }
  /// A key went down: passed to the next view or view controller, as UIKit's default does;
  /// never called by the model, which has no hardware keyboard.
  ///
  /// - Parameters:
  ///   - presses: The presses.
  ///   - event: Their event.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    ui.nextTakingEvents?.pressesBegan(presses, with: event)
  }
  /// A pressed key changed (see ``pressesBegan(_:with:)``).
  ///
  /// - Parameters:
  ///   - presses: The presses.
  ///   - event: Their event.
  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    ui.nextTakingEvents?.pressesChanged(presses, with: event)
  }
  /// A key came up (see ``pressesBegan(_:with:)``).
  ///
  /// - Parameters:
  ///   - presses: The presses.
  ///   - event: Their event.
  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    ui.nextTakingEvents?.pressesEnded(presses, with: event)
  }
  /// The system cancelled the presses (see ``pressesBegan(_:with:)``).
  ///
  /// - Parameters:
  ///   - presses: The presses.
  ///   - event: Their event.
  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    ui.nextTakingEvents?.pressesCancelled(presses, with: event)
  }
}
