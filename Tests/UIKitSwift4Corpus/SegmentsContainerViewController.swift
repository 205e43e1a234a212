#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// A segmented container in Swift 4.1's names: every segment a child at once, the selected
/// one's view brought to the front (`bringSubview(toFront:)`), the others hidden behind it,
/// sized by a `UIViewAutoresizing` mask.
///
/// `keepsRemovedSegments` plants a slip: segments dropped from the list never hear
/// `willMove(toParentViewController: nil)` and stay children.
public final class SegmentsContainerViewController: UIViewController {
  /// Plants the slip: dropped segments stay children.
  public var keepsRemovedSegments = false
  /// The segments, each once.
  public private(set) var segments: [UIViewController] = []
  /// The segment shown.
  public private(set) var selected: UIViewController?

  /// Replaces the segments; the selection stays when it stays, else the first is selected.
  public func setSegments(_ list: [UIViewController]) {
    var unique: [UIViewController] = []
    for segment in list where !unique.contains(segment) { unique.append(segment) }
    for old in segments where !unique.contains(old) {
      if old === selected { selected = nil }
      guard !keepsRemovedSegments else { continue }
      old.willMove(toParentViewController: nil)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParentViewController()
    }
    for segment in unique where !childViewControllers.contains(segment) {
      addChildViewController(segment)
      segment.didMove(toParentViewController: self)
    }
    segments = unique
    if selected == nil, let first = segments.first { select(first) }
  }

  /// Selects the segment at `index`; an index out of range changes nothing.
  public func select(at index: Int) {
    guard segments.indices.contains(index) else { return }
    select(segments[index])
  }

  private func select(_ segment: UIViewController) {
    guard segment !== selected else { return }
    selected?.viewIfLoaded?.removeFromSuperview()
    selected = segment
    let resizing: UIViewAutoresizing = [.flexibleWidth, .flexibleHeight]
    segment.view.frame = view.bounds
    segment.view.autoresizingMask = resizing
    view.addSubview(segment.view)
    view.bringSubview(toFront: segment.view)
  }
}
