internal import ContainmentCore

/// An attribute of a view or layout guide to make constraints from (UIKit's `NSLayoutAnchor`).
///
/// `view.topAnchor.constraint(equalTo: superview.topAnchor)`: see ``NSLayoutConstraint`` for
/// which constraints the model solves.
@preconcurrency @MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// The view or layout guide.
  weak var item: AnyObject?
  /// Its attribute.
  let attribute: NSLayoutConstraint.Attribute

  init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  fileprivate func constraint(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>,
    _ constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor.item,
      attribute: anchor.attribute, multiplier: 1, constant: constant)
  }

  /// This anchor equal to `anchor` (inactive).
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.equal, anchor, 0)
  }

  /// This anchor equal to `anchor` plus `c` (inactive).
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, c)
  }

  /// This anchor at least `anchor` (inactive).
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor, 0)
  }

  /// This anchor at least `anchor` plus `c` (inactive).
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, c)
  }

  /// This anchor at most `anchor` (inactive).
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, 0)
  }

  /// This anchor at most `anchor` plus `c` (inactive).
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, c)
  }
}

/// The system's spacing between two views, in points (decided by the model: UIKit's standard
/// spacing, 8 points).
let systemSpacing: CGFloat = 8

/// A horizontal position: left, right, leading, trailing, centre.
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// This anchor `multiplier` times the system's spacing after `anchor` (inactive).
  public func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { spaced(.equal, anchor, multiplier) }
  /// This anchor at least `multiplier` times the system's spacing after `anchor` (inactive).
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { spaced(.greaterThanOrEqual, anchor, multiplier) }
  /// This anchor at most `multiplier` times the system's spacing after `anchor` (inactive).
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { spaced(.lessThanOrEqual, anchor, multiplier) }
}

/// A vertical position: top, bottom, centre.
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// This anchor `multiplier` times the system's spacing below `anchor` (inactive).
  public func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { spaced(.equal, anchor, multiplier) }
  /// This anchor at least `multiplier` times the system's spacing below `anchor` (inactive).
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { spaced(.greaterThanOrEqual, anchor, multiplier) }
  /// This anchor at most `multiplier` times the system's spacing below `anchor` (inactive).
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint { spaced(.lessThanOrEqual, anchor, multiplier) }
}

extension NSLayoutAnchor {
  /// This anchor `multiplier` times the system's spacing (8 points, decided by the model:
  /// UIKit's standard spacing) from `anchor`.
  func spaced(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>,
    _ multiplier: CGFloat
  ) -> NSLayoutConstraint { constraint(relation, anchor, 8 * multiplier) }
}

/// A width or a height.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  private func sized(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutDimension?, _ multiplier: CGFloat,
    _ constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item as Any, attribute: attribute, relatedBy: relation, toItem: other?.item,
      attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }

  /// This dimension equal to `c` (inactive).
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    sized(.equal, nil, 1, c)
  }

  /// This dimension at least `c` (inactive).
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    sized(.greaterThanOrEqual, nil, 1, c)
  }

  /// This dimension at most `c` (inactive).
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    sized(.lessThanOrEqual, nil, 1, c)
  }

  /// This dimension equal to `anchor` times `m` plus `c` (inactive).
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    sized(.equal, anchor, m, c)
  }

  /// This dimension at least `anchor` times `m` plus `c` (inactive).
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    sized(.greaterThanOrEqual, anchor, m, c)
  }

  /// This dimension at most `anchor` times `m` plus `c` (inactive).
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    sized(.lessThanOrEqual, anchor, m, c)
  }
}

/// A rectangle of a view's to make constraints to (UIKit's `UILayoutGuide`): the model's safe
/// area and layout margins are the view's bounds (no bars, no insets).
@preconcurrency @MainActor open class UILayoutGuide: NSObject, _LayoutAnchored {
  /// The view whose guide this is.
  public internal(set) weak var owningView: UIView?
  /// A name for debugging.
  open var identifier = ""

  /// A guide of no view yet.
  public override init() {}

  init(of view: UIView) { owningView = view }

  /// The guide's frame, in its view's coordinates.
  open var layoutFrame: CGRect { owningView?.bounds ?? .zero }
}

/// What has anchors: a view (``UIView``) and a layout guide (``UILayoutGuide``).
///
/// Their anchors are written once, here. An implementation detail of the layer (UIKit declares
/// the anchors on each class); code written for UIKit never names it.
@preconcurrency @MainActor public protocol _LayoutAnchored: AnyObject {}

extension _LayoutAnchored {
  /// Its left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  /// Its right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  /// Its leading edge (left: the model lays out left to right).
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  /// Its trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  /// Its top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  /// Its bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  /// Its horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  /// Its vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  /// Its width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  /// Its height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}
