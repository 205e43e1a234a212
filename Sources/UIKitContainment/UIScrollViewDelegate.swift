/// UIKit's `UIScrollViewDelegate`: every method optional, doing nothing by default.
@preconcurrency @MainActor public protocol UIScrollViewDelegate: AnyObject {
  /// The content offset changed.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// A finger began dragging the content.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// The finger is lifted: `targetContentOffset` is where the content will stop (the delegate
  /// may change it); `velocity` is in points per millisecond.
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The drag ended; `decelerate` says whether the content moves on.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// The content begins moving on after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  /// The content stopped after a drag (not when a finger stopped it).
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  /// An animated change of the offset ended (not when a finger stopped it).
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  /// The view the zoom scales (`nil`, the default: the scroll view does not zoom).
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  /// A pinch begins zooming `view`.
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  /// A pinch ended, the zoom at `scale`.
  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
  /// The zoom changed.
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  /// Whether a tap on the status bar may scroll to the top (`true`; the model has no status
  /// bar, so it is never asked).
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  /// A scroll to the top ended (never told in the model).
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  /// The adjusted content inset changed.
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Nothing.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  /// Nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// No view: the scroll view does not zoom.
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Nothing.
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  /// Nothing.
  public func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {}
  /// Nothing.
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  /// `true`.
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  /// Nothing.
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// Nothing.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
