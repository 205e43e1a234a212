internal import ContainmentCore

extension UIView {
  /// The area no bar covers: the view's bounds (the model's guide ignores the insets of
  /// `safeAreaInsets`).
  public var safeAreaLayoutGuide: UILayoutGuide {
    if let guide = looksIfMade?.safeAreaGuide { return guide }
    let guide = UILayoutGuide(of: self)
    looks.safeAreaGuide = guide
    return guide
  }

  /// The view's bounds within its layout margins: placed as the bounds, whatever
  /// ``layoutMargins`` says (decided).
  public var layoutMarginsGuide: UILayoutGuide {
    if let guide = looksIfMade?.marginsGuide { return guide }
    let guide = UILayoutGuide(of: self)
    looks.marginsGuide = guide
    return guide
  }

  /// The width of comfortable reading within the margins: placed as the bounds, as every guide
  /// is (decided), made when first asked for.
  public var readableContentGuide: UILayoutGuide {
    if let guide = looksIfMade?.readableGuide { return guide }
    let guide = UILayoutGuide(of: self)
    looks.readableGuide = guide
    return guide
  }

  /// The guides added to the view, in the order they were added.
  public var layoutGuides: [UILayoutGuide] { looksIfMade?.layoutGuides ?? [] }

  /// Adds `layoutGuide` to the view (from the view it had, if any): constraints to it place
  /// views as constraints to the view's bounds do (decided: the model solves no guide of its
  /// own).
  ///
  /// - Parameter layoutGuide: The guide.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    if let owner = layoutGuide.owningView, owner !== self { owner.removeLayoutGuide(layoutGuide) }
    guard !layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
    layoutGuide.owningView = self
    looks.layoutGuides.append(layoutGuide)
  }

  /// Removes `layoutGuide` from the view.
  ///
  /// - Parameter layoutGuide: A guide added to it.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard let index = layoutGuides.firstIndex(where: { $0 === layoutGuide }) else { return }
    looks.layoutGuides.remove(at: index)
    layoutGuide.owningView = nil
  }

  /// The active constraints that place this view.
  public var constraints: [NSLayoutConstraint] { layoutState.placingConstraints }

  /// Activates `constraint` (UIKit's older way).
  ///
  /// - Parameter constraint: The constraint.
  public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }

  /// Activates `constraints` (UIKit's older way).
  ///
  /// - Parameter constraints: The constraints.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  /// Deactivates `constraint` (UIKit's older way).
  ///
  /// - Parameter constraint: The constraint.
  public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }

  /// Deactivates `constraints` (UIKit's older way).
  ///
  /// - Parameter constraints: The constraints.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.deactivate(constraints)
  }

  /// The active constraints placing this view that the model does not solve.
  public var _unmodelledConstraints: [NSLayoutConstraint] {
    layoutState.placingConstraints.filter { !$0._isModelled }
  }

  /// Places the view by its active constraints in its superview.
  ///
  /// Only when it follows constraints (``translatesAutoresizingMaskIntoConstraints`` is
  /// `false`): on each axis, two of the start, the end, the centre and the extent that the
  /// constraints fix give the frame; one position alone moves the view at its size. Marks each
  /// constraint modelled or not.
  func placeByConstraints() {
    guard !layoutState.placingConstraints.isEmpty else { return }
    guard !translatesAutoresizingMaskIntoConstraints, let superview = _superviewIfAny else {
      for constraint in layoutState.placingConstraints { constraint._isModelled = false }
      return
    }
    let bounds = (superview as? UIView)?.bounds ?? CGRect(superview._frameRect)
    var horizontal = Axis()
    var vertical = Axis()
    for constraint in layoutState.placingConstraints {
      constraint._isModelled = solve(constraint, in: superview, bounds, &horizontal, &vertical)
    }
    var frame = self.frame
    (frame.origin.x, frame.size.width) = horizontal.resolve(
      start: frame.minX, extent: frame.width)
    (frame.origin.y, frame.size.height) = vertical.resolve(start: frame.minY, extent: frame.height)
    if frame != self.frame { self.frame = frame }
  }

  /// What the constraints fix on one axis.
  struct Axis {
    var start: CGFloat?
    var end: CGFloat?
    var center: CGFloat?
    var extent: CGFloat?

    /// The start and extent the fixed values give, from the current ones.
    func resolve(start current: CGFloat, extent currentExtent: CGFloat) -> (CGFloat, CGFloat) {
      let extent =
        self.extent
        ?? {
          if let start, let end { return end - start }
          if let start, let center { return 2 * (center - start) }
          if let end, let center { return 2 * (end - center) }
          return currentExtent
        }()
      if let start { return (start, extent) }
      if let end { return (end - extent, extent) }
      if let center { return (center - extent / 2, extent) }
      return (current, extent)
    }
  }

  /// Adds what `constraint` fixes to the axes; whether the model solves it.
  private func solve(
    _ constraint: NSLayoutConstraint, in superview: View, _ bounds: CGRect,
    _ horizontal: inout Axis, _ vertical: inout Axis
  ) -> Bool {
    guard constraint.relation == .equal else { return false }
    let firstIsMine = NSLayoutConstraint.view(of: constraint.firstItem) === self
    let mine = firstIsMine ? constraint.firstAttribute : constraint.secondAttribute
    let theirs = firstIsMine ? constraint.secondAttribute : constraint.firstAttribute
    let other = firstIsMine ? constraint.secondItem : constraint.firstItem
    let (m, c) = (constraint.multiplier, constraint.constant)
    guard let kind = Place(mine) else { return false }
    let value: CGFloat
    if other == nil {
      // A constant extent: `width == c`.
      guard kind.isExtent, firstIsMine else { return false }
      value = c
    } else {
      guard NSLayoutConstraint.view(of: other) === superview, let their = Place(theirs),
        their.isExtent == kind.isExtent, kind.isExtent || their.isVertical == kind.isVertical,
        kind.isExtent || m == 1, m != 0
      else { return false }
      // A guide of its own frame (the keyboard's) places by it; the others are the bounds.
      let reference = their.value(in: (other as? UILayoutGuide)?.layoutFrame ?? bounds)
      // mine = theirs × m + c, or (when mine is the second item) theirs = mine × m + c.
      value = firstIsMine ? reference * m + c : (reference - c) / m
    }
    if kind.isVertical {
      kind.record(value, in: &vertical)
    } else {
      kind.record(value, in: &horizontal)
    }
    return true
  }

  /// An attribute the model solves, on its axis.
  private enum Place {
    case start(vertical: Bool)
    case end(vertical: Bool)
    case center(vertical: Bool)
    case extent(vertical: Bool)

    init?(_ attribute: NSLayoutConstraint.Attribute) {
      switch attribute {
      case .left, .leading: self = .start(vertical: false)
      case .right, .trailing: self = .end(vertical: false)
      case .centerX: self = .center(vertical: false)
      case .width: self = .extent(vertical: false)
      case .top: self = .start(vertical: true)
      case .bottom: self = .end(vertical: true)
      case .centerY: self = .center(vertical: true)
      case .height: self = .extent(vertical: true)
      default: return nil
      }
    }

    var isVertical: Bool {
      switch self {
      case .start(let vertical), .end(let vertical), .center(let vertical),
        .extent(let vertical):
        vertical
      }
    }

    var isExtent: Bool {
      if case .extent = self { return true }
      return false
    }

    /// The attribute's value for a rectangle in the superview's own coordinates.
    func value(in bounds: CGRect) -> CGFloat {
      switch self {
      case .start(let vertical): vertical ? bounds.minY : bounds.minX
      case .end(let vertical): vertical ? bounds.maxY : bounds.maxX
      case .center(let vertical): vertical ? bounds.midY : bounds.midX
      case .extent(let vertical): vertical ? bounds.height : bounds.width
      }
    }

    func record(_ value: CGFloat, in axis: inout Axis) {
      switch self {
      case .start: axis.start = value
      case .end: axis.end = value
      case .center: axis.center = value
      case .extent: axis.extent = value
      }
    }
  }
}

/// Insets from a rectangle's edges (UIKit's `UIEdgeInsets`).
public struct UIEdgeInsets: Hashable, Sendable {
  /// From the top edge.
  public var top: CGFloat
  /// From the left edge.
  public var left: CGFloat
  /// From the bottom edge.
  public var bottom: CGFloat
  /// From the right edge.
  public var right: CGFloat

  /// Insets of the given sizes.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
