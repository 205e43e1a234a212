internal import ContainmentCore

/// A relation between two views' attributes (UIKit's `NSLayoutConstraint`), of which the model
/// solves the common kind: a view pinned to its superview's edges, centred in it, or sized by a
/// constant or by its superview's size.
///
/// Active constraints of that kind (`relation` `.equal`, between a view whose
/// `translatesAutoresizingMaskIntoConstraints` is `false` and its superview, one of its layout
/// guides, or nothing for a constant size; edges and centres with a multiplier of 1, on the
/// same axis) give the view the frame UIKit would, at once and again whenever the superview's
/// size or the constant changes. Every other constraint is kept, and `_isModelled` says the
/// model does not solve it; activating one between views with no common ancestor ends the app
/// with UIKit's reason.
///
/// ```swift
/// let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// let content = UIView()
/// container.addSubview(content)
/// content.translatesAutoresizingMaskIntoConstraints = false
/// NSLayoutConstraint.activate([
///   content.topAnchor.constraint(equalTo: container.topAnchor, constant: 44),
///   content.bottomAnchor.constraint(equalTo: container.bottomAnchor),
///   content.leadingAnchor.constraint(equalTo: container.leadingAnchor),
///   content.trailingAnchor.constraint(equalTo: container.trailingAnchor),
/// ])
/// precondition(content.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
/// ```
@preconcurrency @MainActor open class NSLayoutConstraint: NSObject {
  /// An attribute of a view's frame (UIKit's raw values).
  public enum Attribute: Int, Sendable {
    case left = 1
    case right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0
  }

  /// How the two sides relate (UIKit's raw values).
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  /// The first item: a view or a layout guide.
  public private(set) weak var firstItem: AnyObject?
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// How the first side relates to the second.
  public let relation: Relation
  /// The second item, if any (none for a constant size).
  public private(set) weak var secondItem: AnyObject?
  /// The second item's attribute.
  public let secondAttribute: Attribute
  /// The second side's factor.
  public let multiplier: CGFloat
  /// The second side's offset; changing it places the constrained view again.
  open var constant: CGFloat {
    didSet { if isActive { constrainedView?.placeByConstraints() } }
  }
  /// How much the constraint matters (the model solves it whatever its priority).
  open var priority = UILayoutPriority.required
  /// A name for debugging.
  open var identifier: String?
  /// Whether the model solves the constraint (see the type's discussion): set when it is
  /// activated, and when the view it places is laid out.
  public internal(set) var _isModelled = false

  /// The view the constraint places, once active (the first item's view or the second's,
  /// whichever is the other's subview).
  weak var constrainedView: UIView?
  private var active = false

  /// A constraint `first.attribute == second.attribute × multiplier + constant` (or `<=`,
  /// `>=`), inactive.
  ///
  /// - Parameters:
  ///   - view1: The first item, a view or a layout guide.
  ///   - attr1: Its attribute.
  ///   - relation: How the sides relate.
  ///   - view2: The second item, or `nil` for a constant.
  ///   - attr2: Its attribute.
  ///   - multiplier: The second side's factor.
  ///   - c: The second side's offset.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
  }

  /// An empty constraint, of no item (a placeholder that code replaces; activating it does
  /// nothing).
  public override init() {
    (firstAttribute, relation, secondAttribute) = (.notAnAttribute, .equal, .notAnAttribute)
    (multiplier, constant) = (1, 0)
  }

  /// Whether the constraint takes part in layout; setting it activates or deactivates it.
  open var isActive: Bool {
    get { active }
    set {
      guard newValue != active else { return }
      if newValue { activateNow() } else { deactivateNow() }
    }
  }

  /// Activates every constraint of `constraints`.
  ///
  /// - Parameter constraints: The constraints.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates every constraint of `constraints`.
  ///
  /// - Parameter constraints: The constraints.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  private func activateNow() {
    guard let first = Self.view(of: firstItem) else { return }
    let second = Self.view(of: secondItem)
    let placed: UIView
    if let second, first !== second, first._superviewIfAny !== second,
      second._superviewIfAny === first
    {
      placed = second
    } else {
      placed = first
    }
    if let second, !Self.shareAncestor(first, second) {
      raise(
        "NSGenericException",
        "Unable to activate constraint with anchors \(Self.name(firstItem, firstAttribute)) and "
          + "\(Self.name(secondItem, secondAttribute)) because they have no common ancestor.  "
          + "Does the constraint or its anchors reference items in different view hierarchies?  "
          + "That's illegal.")
    }
    active = true
    constrainedView = placed
    placed.layoutState.placingConstraints.append(self)
    placed._superviewIfAny?.asUIKit?.layoutState.hadConstrainedSubviews = true
    placed.placeByConstraints()
  }

  private func deactivateNow() {
    active = false
    if let placed = constrainedView {
      placed.layoutState.placingConstraints.removeAll { $0 === self }
      placed.placeByConstraints()
    }
    constrainedView = nil
    _isModelled = false
  }

  /// Whether either item is `view` or one of its layout guides.
  func refers(to view: UIView) -> Bool {
    Self.view(of: firstItem) === view || Self.view(of: secondItem) === view
  }

  /// The view an item is or belongs to (a layout guide's owning view).
  static func view(of item: AnyObject?) -> UIView? {
    if let view = item as? UIView { return view }
    return (item as? UILayoutGuide)?.owningView
  }

  /// Whether two views are in one view hierarchy.
  private static func shareAncestor(_ one: UIView, _ other: UIView) -> Bool {
    var top: View = one
    while let next = top._superviewIfAny { top = next }
    var otherTop: View = other
    while let next = otherTop._superviewIfAny { otherTop = next }
    return top === otherTop
  }

  /// How UIKit names an anchor in an exception's reason.
  private static func name(_ item: AnyObject?, _ attribute: Attribute) -> String {
    let type = item.map { "\(Swift.type(of: $0))" } ?? "nil"
    return "<\(type).\(attribute)>"
  }
}

/// How much a constraint matters (UIKit's `UILayoutPriority`).
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, ExpressibleByFloatLiteral {
  /// From 1 to 1,000.
  public var rawValue: Float

  /// A priority of `rawValue`.
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// A priority of `rawValue`.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// A priority written as a number.
  public init(floatLiteral value: Float) { rawValue = value }

  /// The priority `rhs` above `lhs` (`.defaultHigh + 1`, as UIKit's overlay adds them).
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }
  /// The priority `rhs` below `lhs` (`.required - 1`: the highest that may break).
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }

  /// Must hold (1,000).
  public static let required = UILayoutPriority(1000)
  /// High (750).
  public static let defaultHigh = UILayoutPriority(750)
  /// Low (250).
  public static let defaultLow = UILayoutPriority(250)
  /// Just enough to fit (50).
  public static let fittingSizeLevel = UILayoutPriority(50)
}
