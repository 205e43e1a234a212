public import Foundation

// A number's value as a `CGFloat`, as Core Graphics' Swift overlay gives it on iOS (Foundation
// on Linux has these initializers for the standard number types only).

extension CGFloat {
  /// The number's value, rounded to a `CGFloat` if it has to be.
  ///
  /// ```swift
  /// precondition(CGFloat(truncating: NSNumber(value: 44)) == 44)
  /// precondition(CGFloat(exactly: NSNumber(value: 0.5)) == 0.5)
  /// ```
  ///
  /// - Parameter number: The number.
  public init(truncating number: NSNumber) { self.init(number.doubleValue) }

  /// The number's value, or `nil` when a `CGFloat` cannot hold it exactly.
  ///
  /// - Parameter number: The number.
  public init?(exactly number: NSNumber) {
    guard let value = Double(exactly: number) else { return nil }
    self.init(value)
  }
}
