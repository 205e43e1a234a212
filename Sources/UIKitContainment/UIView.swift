public import ContainmentCore

// The type's discussion and example: UIKitContainment.docc/UIView.md.
/// UIKit's `UIView`, on the model: the same object as a `View`, under UIKit's names, with
/// UIKit's geometry (`CGRect`), its look (`alpha`, `isHidden`, `backgroundColor`), its
/// hierarchy (`subviews: [UIView]`, `superview`, `window: UIWindow?`) and its layout:
/// autoresizing as UIKit does it, and the constraints that pin a view to its superview or
/// centre it in it (``NSLayoutConstraint``).
@preconcurrency @MainActor open class UIView: _UIViewBase, _LayoutAnchored {
  /// ``alpha``'s storage.
  private var opacity: CGFloat = 1 { didSet { tellObservers() } }
  /// ``isHidden``'s storage.
  var hidden = false
  /// The layer, transform and content mode, made when first set (`UIView+Looks.swift`).
  var looksIfMade: ViewLooks?
  /// ``backgroundColor``'s storage.
  private var fill: UIColor?
  /// ``bounds``' origin (the size is the frame's).
  var boundsOrigin = CGPoint.zero
  /// Whether ``setNeedsLayout()`` asked for a layout not done yet.
  @exclusivity(unchecked) var needsLayout = false
  /// Where its layout stands and how it moves (`UIView+LayoutState.swift`).
  @exclusivity(unchecked) var layoutState = ViewLayoutState()
  /// The gesture recognizers attached to the view, in the order they were added.
  @exclusivity(unchecked) var recognizerList: [UIGestureRecognizer] = []

  /// How the view's frame follows its superview's size (UIKit's autoresizing); none by default.
  @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = []
  /// Whether a change of this view's size resizes its subviews by their masks.
  @exclusivity(unchecked) open var autoresizesSubviews = true
  /// Whether the view's frame follows its ``autoresizingMask`` (`true`, UIKit's default for a
  /// view made in code) or its constraints (`false`).
  @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints = true

  /// A number of the app's, to find the view with ``viewWithTag(_:)``.
  open var tag = 0
  /// Whether the view clips its subviews (the model draws nothing).
  open var clipsToBounds = false
  /// Whether the view is opaque (the model draws nothing).
  open var isOpaque = true

  /// A view with the given frame.
  ///
  /// - Parameter frame: Its frame in its superview's coordinates.
  public init(frame: CGRect) {
    super.init(modelFrame: Rect(frame))
    _callsMoveHooks = true
    layoutState.laidOutSize = CGSize(_frameRect.size)
    if !Self.takesTouchesByDefault { isUserInteractionEnabled = false }
    ViewOverrides.made(self)
  }

  /// A view decoded from an archive `encode(with:)` wrote (`UIView+Coding.swift`), else
  /// (a storyboard's coder: the model has no nib) an empty one.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(modelFrame: .zero)
    _callsMoveHooks = true
    layoutState.laidOutSize = .zero
    if !Self.takesTouchesByDefault { isUserInteractionEnabled = false }
    decodeView(from: coder)
    ViewOverrides.made(self)
  }

  /// Whether a new view of this class takes touches (`isUserInteractionEnabled`): a label's
  /// and an image view's do not, as in UIKit.
  class var takesTouchesByDefault: Bool { true }

  /// `UIView()`: a view with an empty frame.
  public convenience init() { self.init(frame: .zero) }

  deinit {
    Associations.objectEnds(self)
    // Its recognizers point back unretained: kept elsewhere, they are attached to nothing.
    onModelThread(self) { view in for recognizer in view.recognizerList { recognizer.view = nil } }
  }

  // MARK: Geometry

  /// The view's frame in its superview's coordinates; a new size lays it out.
  open var frame: CGRect {
    get { CGRect(_frameRect) }
    set { setFrame(newValue) }
  }

  /// The view's own coordinate space: its size is the frame's; a new size lays it out.
  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: frame.size) }
    set { setBounds(newValue) }
  }

  /// The centre of the frame, in the superview's coordinates.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { setCenter(newValue) }
  }

  // MARK: Look

  /// The view's opacity, from 0 to 1 (the model draws nothing).
  open var alpha: CGFloat {
    get { opacity }
    set { opacity = newValue }
  }

  /// Whether the view is hidden (the model draws nothing; a hidden view stays in the hierarchy
  /// and its view controller's appearance does not change, as in UIKit).
  open var isHidden: Bool {
    get { hidden }
    set { setHidden(newValue) }
  }

  /// How the view's content fills its bounds (`.scaleToFill` by default; with `.redraw` a view
  /// that draws itself is drawn again when its size changes).
  open var contentMode: ContentMode {
    get { looksIfMade?.contentMode ?? .scaleToFill }
    set { looks.contentMode = newValue }
  }

  /// The room the view keeps between its edges and its content (8 points each side unless set;
  /// UIKit gives a view controller's root view the system's minimums, the model 8): kept.
  open var layoutMargins: UIEdgeInsets {
    get { looksIfMade?.layoutMargins ?? Self.defaultLayoutMargins }
    set { changeLayoutMargins(to: newValue) }
  }

  /// The view's background colour.
  open var backgroundColor: UIColor? {
    get { fill }
    set { fill = newValue }
  }

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// What the view tints in: its own, else its superview's, else the system's blue; never
  /// `nil` when read (UIKit's `null_resettable`); a change tells the views that take it.
  open var tintColor: UIColor! {
    get { looksIfMade?.tint ?? superview?.tintColor ?? .tintColor }
    set { setTint(newValue) }
  }

  /// Called when the view's tint, or its adjustment, changed here or above it.
  open func tintColorDidChange() {}

  // MARK: Accessibility (`UIView+Accessibility.swift`)

  /// Whether assistive technologies take the view as one element (a label's and a control's
  /// are, as in UIKit).
  open var isAccessibilityElement: Bool {
    get { looksIfMade?.accessibility?.isElement ?? isAccessibleByDefault }
    set { accessibility.isElement = newValue }
  }
  /// What the view is, read to a person who does not see it (a label's text by default, a
  /// button's title).
  open var accessibilityLabel: String? {
    get { looksIfMade?.accessibility?.label ?? defaultAccessibilityLabel }
    set { accessibility.label = newValue }
  }
  /// What activating the view does.
  open var accessibilityHint: String? {
    get { looksIfMade?.accessibility?.hint }
    set { accessibility.hint = newValue }
  }
  /// The view's value, read after its label (a slider's position).
  open var accessibilityValue: String? {
    get { looksIfMade?.accessibility?.value }
    set { accessibility.value = newValue }
  }
  /// What kind of element the view is (a button's `.button`, a label's `.staticText`).
  open var accessibilityTraits: UIAccessibilityTraits {
    get { looksIfMade?.accessibility?.traits ?? defaultAccessibilityTraits }
    set { accessibility.traits = newValue }
  }

  // MARK: The responder chain and hit-testing (`UIResponder.swift`, `UIView+HitTesting.swift`)

  /// The next responder: its view controller for a view controller's view, else its superview.
  open override var next: UIResponder? { nextAfterView }
  /// Makes it the first responder if it can be and is in a window; whether it now is.
  @discardableResult open override func becomeFirstResponder() -> Bool { becomeFirst() }
  /// Gives up being the first responder, if it is and may; `true` unless it refused.
  @discardableResult open override func resignFirstResponder() -> Bool { resignFirst() }
  /// Fingers came down on it: passed to the next responder unless overridden, as UIKit's.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    nextTakingEvents?.touchesBegan(touches, with: event)
  }
  /// Fingers it follows moved: passed on unless overridden.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    nextTakingEvents?.touchesMoved(touches, with: event)
  }
  /// Fingers it follows were lifted: passed on unless overridden.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    nextTakingEvents?.touchesEnded(touches, with: event)
  }
  /// Fingers it follows were cancelled: passed on unless overridden.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    nextTakingEvents?.touchesCancelled(touches, with: event)
  }
  /// The device moved (a shake began): passed to the next responder unless overridden.
  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    nextTakingEvents?.motionBegan(motion, with: event)
  }
  /// The motion ended: passed on unless overridden.
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    nextTakingEvents?.motionEnded(motion, with: event)
  }
  /// The motion was cancelled: passed on unless overridden.
  open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
    nextTakingEvents?.motionCancelled(motion, with: event)
  }
  /// A view shown instead of the keyboard while it is first responder (`nil`; kept).
  open var inputView: UIView? { nil }
  /// A bar shown above the keyboard while it is first responder (`nil`; kept, not shown).
  open var inputAccessoryView: UIView? { nil }
  /// Asks for its input views again (the model shows none).
  open func reloadInputViews() {}

  /// The deepest view under `point` (in this view's coordinates) that takes touches, or `nil`.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    defaultHitTest(point, with: event)
  }

  /// Whether `point` (in this view's coordinates) is inside the view: within its bounds.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

  // MARK: Hierarchy

  /// Adds `view` in front of the other subviews, taking it from its superview first; adding a
  /// view to itself or to one of its descendants ends the app (see `_refuseCycle(adding:)`).
  ///
  /// - Parameter view: The view to add.
  open func addSubview(_ view: UIView) {
    insertSubview(view, at: _subviewList.count)
  }

  /// Adding a view to itself ends the app with UIKit's `NSInvalidArgumentException` ("Can't
  /// add self as subview"), an ancestor to a descendant with Core Animation's `CALayerInvalid`
  /// ("layer … is a part of cycle in its layer tree"), at the call (UIKit: at the next commit
  /// of the layer tree, iOS 9 and later).
  public final override func _refuseCycle(adding view: View) {
    if view === self { raise("NSInvalidArgumentException", "Can't add self as subview") }
    raise(
      "CALayerInvalid",
      "layer <CALayer: the layer of a \(type(of: view))> is a part of cycle in its layer tree")
  }

  /// Inserts `view` just behind `siblingSubview` (in front of everything when it is not a
  /// subview).
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - siblingSubview: The subview it goes behind.
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    let index = _subviewList.firstIndex { $0 === siblingSubview } ?? _subviewList.count
    insertSubview(view, at: index)
  }

  /// Inserts `view` just in front of `siblingSubview` (in front of everything when it is not a
  /// subview).
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - siblingSubview: The subview it goes in front of.
  open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
    let subviews = _subviewList
    let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
    insertSubview(view, at: index)
  }

  /// Called before the view moves to a new superview (`nil`: it leaves its superview).
  ///
  /// - Parameter newSuperview: The view it moves to.
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Called after the view moved to a new superview.
  open func didMoveToSuperview() {}

  /// Called before the view's window changes.
  ///
  /// - Parameter newWindow: The window it moves to.
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// Called after the view's window changed.
  open func didMoveToWindow() {}

  /// Draws the view's content into the current context, in the display pass after it shows and
  /// after ``setNeedsDisplay()`` (`UIView+Drawing.swift`): the default draws nothing.
  ///
  /// - Parameter rect: The part to draw, in the view's coordinates.
  open func draw(_ rect: CGRect) {}

  /// The class of the view's layer (`CALayer`; a subclass gives one of Core Animation's, as
  /// `CAGradientLayer.self`).
  open class var layerClass: AnyClass { CALayer.self }
  /// Whether `gestureRecognizer`, attached to the view, may begin (`true`; asked before its
  /// delegate).
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// Called in Interface Builder before a designable view is drawn: never in the model.
  open func prepareForInterfaceBuilder() {}
  /// Called when the view's safe area changed (`safeAreaInsets`).
  open func safeAreaInsetsDidChange() {}
  /// Called after ``layoutMargins`` changed, before its view controller hears of it.
  open func layoutMarginsDidChange() {}

  /// Called once loaded from a nib or storyboard: never in the model, which loads neither.
  open func awakeFromNib() {}

  /// Called after `subview` was added to this view.
  ///
  /// - Parameter subview: The view added.
  open func didAddSubview(_ subview: UIView) {}

  /// Called before `subview` leaves this view.
  ///
  /// - Parameter subview: The view leaving.
  open func willRemoveSubview(_ subview: UIView) {}

  /// The model's move hook: UIKit's `willRemoveSubview(_:)` on the old superview, then
  /// `willMove(toSuperview:)` and, when the window changes, `willMove(toWindow:)`.
  public final override func _willMove(toSuperview newSuperview: View?) {
    tellWillMove(toSuperview: newSuperview)
  }

  /// The model's move hook: `didMoveToWindow()` when the window changed, `didMoveToSuperview()`,
  /// the new superview's `didAddSubview(_:)`, and the view placed by its constraints.
  public final override func _didMoveToSuperview(from oldSuperview: View?) {
    tellDidMove()
  }

  // MARK: Layout

  /// Lays out the subviews: the default places those that follow constraints (autoresizing
  /// places the others); an override calls `super` first where constraints should apply.
  open func layoutSubviews() { placeConstrainedSubviews() }

  /// Lays out `layer`, as Core Animation asks the view it backs: the default is the view's
  /// layout (its view controller's callbacks around ``layoutSubviews()``).
  open func layoutSublayers(of layer: CALayer) { layOutLayer(layer) }
  /// Draws `layer` in `ctx`, as Core Animation asks its delegate (never: the model draws none).
  open func draw(_ layer: CALayer, in ctx: CGContext) {}
  /// The action for `event` on `layer` (`nil`, the default's: the model animates no layer).
  open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }

  /// Asks for a layout, done at the next ``layoutIfNeeded()`` or change of size.
  open func setNeedsLayout() { needsLayout = true }
  /// Called after the traits of the view's environment (or its own style) changed, with those
  /// it had: told after its view controller, in the layout (`UIViewController+TraitChanges`).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Updates the view's constraints in the update pass before its layout (`super` last, as
  /// UIKit asks): the default does nothing.
  open func updateConstraints() {}

  /// Whether the view's class lays out by constraints (`false`: UIKit's default).
  open class var requiresConstraintBasedLayout: Bool { false }

  /// Lays the view out now if ``setNeedsLayout()`` asked for it.
  open func layoutIfNeeded() {
    guard needsLayout else { return }
    layOut()
  }

  /// Lays the view out as it comes into the window, as UIKit does between `viewWillAppear` and
  /// `viewDidAppear` whatever its size; one that appears while its superview lays out (a
  /// child shown from `viewDidLayoutSubviews()`) once the superview's pass ends.
  open override func _layOutBeforeAppearing() {
    needsLayout = true
    // Its appearance may begin as it moves, before it is its new superview's subview.
    if waitsForComingSuperview() { return }
    layOutAfterResize()
  }

  /// The size it would like: the model's views have no content, so the size they have.
  ///
  /// - Parameter size: The size offered.
  /// - Returns: The size it would take.
  open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }

  /// Resizes the view to the size ``sizeThatFits(_:)`` gives for its size now, in place.
  open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }

  /// The insets of its content from its frame, that layout aligns by (none by default).
  open var alignmentRectInsets: UIEdgeInsets { .zero }
  /// The shape it collides as in UIKit Dynamics (its rectangle by default).
  open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
  /// Its outline for the `.path` collision shape (its bounds by default).
  open var collisionBoundingPath: UIBezierPath { UIBezierPath(rect: bounds) }
  /// The view's own size, from its content: none in the model.
  open var intrinsicContentSize: CGSize {
    CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
  }

  // MARK: NSObject's (`UIKitObjects+Description.swift`)

  /// The view as UIKit describes one, `<UIView: 0x600000c0a000; frame = (0 0; 390 844)>`.
  nonisolated open override var description: String { describeView() }
  /// What a debugger prints: ``description``.
  nonisolated open override var debugDescription: String { description }
}
