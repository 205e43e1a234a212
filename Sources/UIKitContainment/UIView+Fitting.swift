// The sizes a view fits: the model's views have no content to size them (what a subclass
// overrides is `UIViewBase.swift`'s).

extension UIView {
  /// The smallest size a fitting may take (UIKit's `layoutFittingCompressedSize`).
  nonisolated public static let layoutFittingCompressedSize = CGSize.zero
  /// The largest size a fitting may take (UIKit's `layoutFittingExpandedSize`).
  nonisolated public static let layoutFittingExpandedSize = CGSize(
    width: 10_000_000, height: 10_000_000)
  /// What ``intrinsicContentSize`` answers for a dimension the view has no size of its own in
  /// (UIKit's `noIntrinsicMetric`: -1).
  nonisolated public static let noIntrinsicMetric: CGFloat = -1
}
