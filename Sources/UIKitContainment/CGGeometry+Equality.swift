public import Foundation

// Core Graphics' comparisons under the names its Swift overlay gives them on Apple's
// platforms (`CGPointEqualToPoint` and the others, renamed), which Foundation on Linux lacks.

extension CGPoint {
  /// Whether `point2` is this point.
  public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
  /// Whether `size2` is this size.
  public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
  /// Whether `rect2` has this rectangle's origin and size.
  public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}
