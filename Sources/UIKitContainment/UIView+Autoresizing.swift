internal import ContainmentCore

extension UIView {
  /// How a view's frame follows its superview's size (UIKit's `UIView.AutoresizingMask`, with
  /// UIKit's raw values).
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt

    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The left margin takes part of a change of width.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width takes part of a change of width.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin takes part of a change of width.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin takes part of a change of height.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height takes part of a change of height.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin takes part of a change of height.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Resizes this view for its superview's change of size from `old` to `new`, by its
  /// ``autoresizingMask``.
  ///
  /// On each axis the change goes to the flexible parts among the margin before, the extent
  /// and the margin after, shared in proportion to their sizes before the change (equally when
  /// they were all empty), as UIKit's autoresizing shares it; with no flexible part the view
  /// keeps its place and size.
  func autoresize(from old: CGSize, to new: CGSize) {
    let mask = autoresizingMask
    guard !mask.isEmpty else { return }
    var frame = self.frame
    let (x, width) = Self.share(
      new.width - old.width, start: frame.minX, extent: frame.width,
      end: old.width - frame.maxX,
      flexible: (
        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
        mask.contains(.flexibleRightMargin)
      ))
    let (y, height) = Self.share(
      new.height - old.height, start: frame.minY, extent: frame.height,
      end: old.height - frame.maxY,
      flexible: (
        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
        mask.contains(.flexibleBottomMargin)
      ))
    frame = CGRect(x: x, y: y, width: width, height: height)
    if frame != self.frame { self.frame = frame }
  }

  /// One axis of ``autoresize(from:to:)``: the new start and extent.
  private static func share(
    _ change: CGFloat, start: CGFloat, extent: CGFloat, end: CGFloat,
    flexible: (start: Bool, extent: Bool, end: Bool)
  ) -> (CGFloat, CGFloat) {
    guard change != 0 else { return (start, extent) }
    // Scalars, not an array of the flexible parts: this runs for every subview at every resize.
    let parts = (
      flexible.start ? max(start, 0) : 0, flexible.extent ? max(extent, 0) : 0,
      flexible.end ? max(end, 0) : 0
    )
    let count = CGFloat(
      (flexible.start ? 1 : 0) + (flexible.extent ? 1 : 0) + (flexible.end ? 1 : 0))
    guard count > 0 else { return (start, extent) }
    let total = parts.0 + parts.1 + parts.2
    func portion(_ part: CGFloat, _ isFlexible: Bool) -> CGFloat {
      guard isFlexible else { return 0 }
      return total > 0 ? change * part / total : change / count
    }
    return (start + portion(parts.0, flexible.start), extent + portion(parts.1, flexible.extent))
  }
}
