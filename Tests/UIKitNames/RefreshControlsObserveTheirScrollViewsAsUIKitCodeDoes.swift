// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// What pull-to-refresh libraries write: a header view that observes its scroll view's offset,
// size and pan by name with a context of its own, hands other changes to `super`, removes
// itself as it leaves, and spins its ball for ever with a repeat count of `HUGE`.

private var refreshContext = 0

final class PullToRefreshHeader: UIView {
  private weak var scrollView: UIScrollView?
  private var isObserving = false
  var progress: CGFloat = 0

  override func willMove(toSuperview newSuperview: UIView?) {
    super.willMove(toSuperview: newSuperview)
    stopObserving()
    if let list = newSuperview as? UIScrollView {
      scrollView = list
      list.addObserver(
        self, forKeyPath: "contentOffset", options: [.initial, .new], context: &refreshContext)
      list.addObserver(self, forKeyPath: "contentSize", options: .new, context: &refreshContext)
      list.panGestureRecognizer.addObserver(
        self, forKeyPath: "state", options: .new, context: &refreshContext)
      isObserving = true
    }
  }

  private func stopObserving() {
    guard isObserving, let list = scrollView else { return }
    list.removeObserver(self, forKeyPath: "contentOffset", context: &refreshContext)
    list.removeObserver(self, forKeyPath: "contentSize", context: &refreshContext)
    list.panGestureRecognizer.removeObserver(self, forKeyPath: "state", context: &refreshContext)
    isObserving = false
  }

  override func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    guard context == &refreshContext else {
      super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
      return
    }
    switch keyPath {
    case "contentOffset":
      if let offset = change?[.newKey] as? CGPoint {
        progress = max(0, -offset.y) / bounds.height
      }
    case "contentSize":
      setNeedsLayout()
    default:
      break
    }
  }

  func spin(_ ball: CALayer) {
    let rotate = CABasicAnimation(keyPath: "transform.rotation.z")
    rotate.toValue = Double.pi * 2
    rotate.duration = 1
    rotate.repeatCount = HUGE
    ball.add(rotate, forKey: "spin")
  }
}
