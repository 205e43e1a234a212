internal import ContainmentCore

/// UIKit's `UIScrollView`, on the model: a view whose bounds' origin is its content offset,
/// moved by a finger that drags it (its own ``panGestureRecognizer``), by deceleration on the
/// virtual clock, or by the app; its delegate hears each change in UIKit's order.
///
/// A drag: `scrollViewWillBeginDragging`, `scrollViewDidScroll` with every move,
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (the delegate may change
/// the target), `scrollViewDidEndDragging(_:willDecelerate:)`, then, when the target is not
/// where the drag left the content, `scrollViewWillBeginDecelerating`, a scroll halfway and one
/// at the target 0.15 s and 0.3 s later, and `scrollViewDidEndDecelerating`. With
/// ``isPagingEnabled`` the target is a page (the bounds' size) at most one from where the drag
/// began: the nearest, or the next in the direction of a fling faster than 300 points a second.
/// Without it the content goes on for 0.3 s of the finger's velocity, within the content.
/// (The durations, the fling's speed and the halfway scroll are the model's decisions: UIKit
/// follows a deceleration curve frame by frame.)
///
/// A finger that comes down on content still decelerating or animating stops it where it is,
/// and neither `scrollViewDidEndDecelerating` nor `scrollViewDidEndScrollingAnimation` comes,
/// as in UIKit (a page index kept only in `scrollViewDidEndDecelerating` misses it); lifted
/// without a drag, a paging view goes to its nearest page, decelerating.
///
/// Every change of the offset lays the view out (UIKit lays a scroll view out before the next
/// frame), so content placed in `layoutSubviews` follows it.
///
/// ```swift
/// let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// pager.contentSize = CGSize(width: 390 * 3, height: 844)
/// pager.isPagingEnabled = true
/// let finger = pager._touchDown(at: CGPoint(x: 300, y: 400))
/// finger._move(byX: -250, y: 0)
/// finger._lift()
/// RunLoop.main.run(until: Date(timeIntervalSinceNow: 2))  // it decelerates to the page
/// precondition(pager.contentOffset == CGPoint(x: 390, y: 0))  // the second page
/// ```
open class UIScrollView: UIView {
  /// The size of the content.
  open var contentSize = CGSize.zero { didSet { tellObservers() } }

  /// The settings kept for the app (`UIScrollView+Settings`), made on first change.
  var settings: ScrollSettings?

  /// ``contentLayoutGuide`` and ``frameLayoutGuide``, made when first asked for.
  var guides: (content: UILayoutGuide, frame: UILayoutGuide)?

  /// Room around the content (it widens the offsets the content may take).
  open var contentInset = UIEdgeInsets.zero {
    didSet {
      tellObservers()
      if contentInset != oldValue { adjustedContentInsetDidChange() }
    }
  }
  /// Called when ``adjustedContentInset`` changed (as ``contentInset`` changes: the model's
  /// safe area adds none).
  open func adjustedContentInsetDidChange() {}

  /// Whether a drag ends on a page: a multiple of the bounds' size.
  open var isPagingEnabled = false

  /// Whether a finger can drag the content.
  open var isScrollEnabled = true {
    didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
  }

  /// Whether a drag may take the content past its edges (it comes back as the drag ends).
  open var bounces = true

  /// Whether a drag moves the content horizontally even when it is no wider than the view.
  open var alwaysBounceHorizontal = false

  /// Whether a drag moves the content vertically even when it is no taller than the view.
  open var alwaysBounceVertical = false

  /// Whether a drag that starts along one axis stays on it (kept, not followed).
  open var isDirectionalLockEnabled = false

  /// Whether a tap on the status bar scrolls to the top (`true`): kept (in the settings).
  open var scrollsToTop: Bool {
    get { self[setting: \.scrollsToTop] }
    set { self[setting: \.scrollsToTop] = newValue }
  }

  /// Whether the touches that begin in `view`, a view of the content, go to it (`true`):
  /// UIKit asks before it delivers them; the model's touches reach the views directly, so it
  /// never asks (a subclass's answer is kept for its own code).
  open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView)
    -> Bool
  { true }

  /// Whether a drag that begins takes the touches back from `view`: `true` unless it is a
  /// control, as UIKit answers (the model's drag asks no view: see `touchesShouldBegin`).
  open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

  /// Whether the indicators show (the model draws nothing).
  open var showsHorizontalScrollIndicator = true

  /// Whether the indicators show (the model draws nothing).
  open var showsVerticalScrollIndicator = true
  /// Room around the vertical indicator (none): kept.
  open var verticalScrollIndicatorInsets: UIEdgeInsets {
    get { self[setting: \.verticalIndicatorInsets] }
    set { self[setting: \.verticalIndicatorInsets] = newValue }
  }
  /// Room around the horizontal indicator (none): kept.
  open var horizontalScrollIndicatorInsets: UIEdgeInsets {
    get { self[setting: \.horizontalIndicatorInsets] }
    set { self[setting: \.horizontalIndicatorInsets] = newValue }
  }
  /// Room around both indicators, as before iOS 13: the vertical one's when read; setting it
  /// sets both.
  @available(iOS, deprecated: 13.0, message: "Use the vertical or horizontal insets")
  open var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set { (verticalScrollIndicatorInsets, horizontalScrollIndicatorInsets) = (newValue, newValue) }
  }

  /// How the safe area adds to the content's insets (kept: the model's safe area adds none).
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

  /// The content's insets with the safe area's: ``contentInset`` (the model's safe area adds
  /// none).
  open var adjustedContentInset: UIEdgeInsets { contentInset }

  /// How the safe area adds to a scroll view's content insets (UIKit's
  /// `UIScrollView.ContentInsetAdjustmentBehavior`).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// As the scroll view's place decides.
    case automatic
    /// Along the axes it scrolls.
    case scrollableAxes
    /// Never.
    case never
    /// Always.
    case always
  }

  /// The delegate, told of every scroll, drag and deceleration.
  open weak var delegate: (any UIScrollViewDelegate)?

  /// The recognizer of the drags: the scroll view's own, attached to it.
  public private(set) var panGestureRecognizer: UIPanGestureRecognizer = UIPanGestureRecognizer()

  /// Whether a finger is on the content (from the moment it comes down).
  open private(set) var isTracking = false

  /// Whether a finger drags the content.
  open private(set) var isDragging = false

  /// Whether the content moves on after a drag.
  open private(set) var isDecelerating = false

  /// The offset when the drag began.
  private var dragStart = CGPoint.zero
  /// Counts the movements on the clock (deceleration, animation): a later one stops an
  /// earlier.
  private var movement = 0
  /// What the current movement on the clock is: a deceleration or an animation.
  private var movingKind: Moving?
  private enum Moving { case decelerating, animating }

  /// How long a deceleration or an animated change of the offset lasts, in milliseconds.
  static let settleDuration: Int64 = 300
  /// The speed past which a paging drag goes on to the next page, in points per second.
  static let flingSpeed: CGFloat = 300

  public override init(frame: CGRect) {
    super.init(frame: frame)
    attachPan()
  }

  /// A scroll view decoded from an archive: the model decodes nothing, and makes an empty one.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    attachPan()
  }

  /// Attaches the scroll view's own pan, which drags the content.
  private func attachPan() {
    let pan = ScrollPan()
    pan.scrollView = self
    pan.addHandler { [unowned self, unowned pan] _ in self.drag(pan) }
    panGestureRecognizer = pan
    addGestureRecognizer(pan)
  }

  /// Where the content's origin is in the view: the bounds' origin.
  ///
  /// Setting it scrolls at once (`scrollViewDidScroll`) and lays the view out.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue != bounds.origin else { return }
      bounds.origin = newValue
      layOutNow()
      delegate?.scrollViewDidScroll(self)
    }
  }

  /// Moves the content to `contentOffset`: at once, or over 0.3 s of the virtual clock, then
  /// `scrollViewDidEndScrollingAnimation`.
  ///
  /// - Parameters:
  ///   - contentOffset: The new offset.
  ///   - animated: Whether it moves over time.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    stopMoving()
    guard animated, contentOffset != self.contentOffset else {
      self.contentOffset = contentOffset
      return
    }
    move(to: contentOffset, as: .animating)
  }

  /// Scrolls the least that shows `rect` (in the content's coordinates).
  ///
  /// - Parameters:
  ///   - rect: What to show.
  ///   - animated: Whether it moves over time.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    var offset = contentOffset
    let size = bounds.size
    if rect.maxX > offset.x + size.width { offset.x = rect.maxX - size.width }
    if rect.minX < offset.x { offset.x = rect.minX }
    if rect.maxY > offset.y + size.height { offset.y = rect.maxY - size.height }
    if rect.minY < offset.y { offset.y = rect.minY }
    setContentOffset(clamped(offset), animated: animated)
  }

  // MARK: Drags

  /// The scroll view's own pan: it also tells the scroll view when a finger comes down and
  /// goes up, which stops and settles the content.
  final class ScrollPan: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchBegan(_ touch: UITouch) {
      super.touchBegan(touch)
      scrollView?.fingerDown()
    }

    override func touchEnded(_ touch: UITouch) {
      super.touchEnded(touch)
      scrollView?.fingerUp()
    }

    override func touchCancelled(_ touch: UITouch) {
      super.touchCancelled(touch)
      scrollView?.fingerUp()
    }
  }

  private func fingerDown() {
    isTracking = true
    stopMoving()
  }

  private func fingerUp() {
    isTracking = false
    guard !isDragging, movingKind == nil, isPagingEnabled else { return }
    let page = pageOffset(for: contentOffset, velocity: .zero)
    if page != contentOffset {
      delegate?.scrollViewWillBeginDecelerating(self)
      move(to: page, as: .decelerating)
    }
  }

  private func drag(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      isDragging = true
      dragStart = contentOffset
      delegate?.scrollViewWillBeginDragging(self)
      follow(pan)
    case .changed:
      follow(pan)
    case .ended, .cancelled:
      let finger = pan.state == .ended ? pan.velocity(in: self) : .zero
      endDrag(velocity: CGPoint(x: -finger.x, y: -finger.y))
    default:
      break
    }
  }

  /// The content under the finger: the drag's start less its translation, along the axes
  /// that scroll, within the content unless it bounces.
  private func follow(_ pan: UIPanGestureRecognizer) {
    let translation = pan.translation(in: self)
    var offset = dragStart
    if scrollsHorizontally { offset.x -= translation.x }
    if scrollsVertically { offset.y -= translation.y }
    contentOffset = bounces ? offset : clamped(offset)
  }

  private var scrollsHorizontally: Bool {
    alwaysBounceHorizontal
      || contentSize.width + contentInset.left + contentInset.right
        > bounds.width
  }

  private var scrollsVertically: Bool {
    alwaysBounceVertical
      || contentSize.height + contentInset.top + contentInset.bottom
        > bounds.height
  }

  /// `velocity` in points per second, of the content.
  private func endDrag(velocity: CGPoint) {
    var target =
      isPagingEnabled
      ? pageOffset(for: contentOffset, velocity: velocity)
      : clamped(
        CGPoint(
          x: contentOffset.x + velocity.x * 0.3, y: contentOffset.y + velocity.y * 0.3))
    // UIKit gives this velocity in points per millisecond.
    let perMillisecond = CGPoint(x: velocity.x / 1000, y: velocity.y / 1000)
    withUnsafeMutablePointer(to: &target) {
      delegate?.scrollViewWillEndDragging(
        self, withVelocity: perMillisecond, targetContentOffset: $0)
    }
    isDragging = false
    let decelerates = target != contentOffset
    delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    guard decelerates else { return }
    delegate?.scrollViewWillBeginDecelerating(self)
    move(to: target, as: .decelerating)
  }

  /// The page a drag ends on: the nearest to `offset`, or the next one in the direction of a
  /// fast `velocity`, at most one page from where the drag began, within the content.
  private func pageOffset(for offset: CGPoint, velocity: CGPoint) -> CGPoint {
    func page(_ value: CGFloat, _ speed: CGFloat, _ start: CGFloat, _ size: CGFloat) -> CGFloat {
      guard size > 0 else { return value }
      let position = value / size
      var index =
        speed > Self.flingSpeed
        ? position.rounded(.up)
        : speed < -Self.flingSpeed ? position.rounded(.down) : position.rounded()
      let from = (start / size).rounded()
      index = min(max(index, from - 1), from + 1)
      return index * size
    }
    let size = bounds.size
    return clamped(
      CGPoint(
        x: page(offset.x, velocity.x, dragStart.x, size.width),
        y: page(offset.y, velocity.y, dragStart.y, size.height)))
  }

  /// `offset` within the offsets the content and its insets allow.
  private func clamped(_ offset: CGPoint) -> CGPoint {
    let size = bounds.size
    let minX = -contentInset.left
    let minY = -contentInset.top
    let maxX = max(minX, contentSize.width + contentInset.right - size.width)
    let maxY = max(minY, contentSize.height + contentInset.bottom - size.height)
    return CGPoint(x: min(max(offset.x, minX), maxX), y: min(max(offset.y, minY), maxY))
  }

  // MARK: Movement on the clock

  /// Moves the content to `target` over ``settleDuration``: halfway, then there, then the
  /// delegate hears the end.
  private func move(to target: CGPoint, as kind: Moving) {
    movement &+= 1
    let current = movement
    movingKind = kind
    if kind == .decelerating { isDecelerating = true }
    let start = contentOffset
    let halfway = CGPoint(x: (start.x + target.x) / 2, y: (start.y + target.y) / 2)
    let clock = VirtualClock.current ?? VirtualClock.runLoop
    clock.schedule(after: Self.settleDuration / 2) { [weak self] in
      guard let self, self.movement == current else { return }
      self.contentOffset = halfway
    }
    clock.schedule(after: Self.settleDuration) { [weak self] in
      guard let self, self.movement == current else { return }
      self.movingKind = nil
      self.isDecelerating = false
      self.contentOffset = target
      switch kind {
      case .decelerating: self.delegate?.scrollViewDidEndDecelerating(self)
      case .animating: self.delegate?.scrollViewDidEndScrollingAnimation(self)
      }
    }
  }

  /// Stops a deceleration or an animation where the content is: no end is told.
  private func stopMoving() {
    guard movingKind != nil else { return }
    movement &+= 1
    movingKind = nil
    isDecelerating = false
  }
}
