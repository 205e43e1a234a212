import Foundation

// What code reads of a view's layout to debug it, and the view that masks it: the model solves
// the constraints it models exactly (`NSLayoutConstraint`), so no layout is ambiguous.

/// Which way a trait environment's layout reads (UIKit's `UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
  /// Not known.
  case unspecified = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

extension UIView {
  /// Whether its constraints leave its frame open: never, as the model's constraints place a
  /// view exactly or not at all.
  public var hasAmbiguousLayout: Bool { false }

  /// Moves an ambiguous view to another of its possible frames: none here (see
  /// ``hasAmbiguousLayout``).
  public func exerciseAmbiguityInLayout() {}

  /// The active constraints that place this view along `axis`: those of ``constraints`` whose
  /// attribute on this view lies on that axis.
  ///
  /// - Parameter axis: The axis.
  /// - Returns: The constraints.
  public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis)
    -> [NSLayoutConstraint]
  {
    constraints.filter { constraint in
      let attribute =
        constraint.firstItem === self ? constraint.firstAttribute : constraint.secondAttribute
      return Self.axis(of: attribute) == axis
    }
  }

  /// The axis `attribute` lies on, if any.
  private static func axis(of attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Axis? {
    switch attribute {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      .horizontal
    case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin,
      .bottomMargin, .centerYWithinMargins:
      .vertical
    case .notAnAttribute: nil
    }
  }
}

extension NSLayoutConstraint {
  /// The first item's attribute as an anchor.
  public var firstAnchor: NSLayoutAnchor<AnyObject> {
    NSLayoutAnchor(firstItem ?? self, firstAttribute)
  }

  /// The second item's attribute as an anchor, or `nil` for a constant size.
  public var secondAnchor: NSLayoutAnchor<AnyObject>? {
    secondItem.map { NSLayoutAnchor($0, secondAttribute) }
  }
}
