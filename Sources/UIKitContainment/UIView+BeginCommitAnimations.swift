// The animation blocks of iOS 2–3 (`beginAnimations(_:context:)` … `commitAnimations()`),
// deprecated in iOS 13 and still in code written before blocks: the changes between the two
// calls are made at once, and the outermost commit runs them as one animation of the block's
// duration and delay on the run loop's clock (what `animate(withDuration:delay:…)` does).

/// An animation block begun and not yet committed.
private struct AnimationBlock {
  var duration: TimeInterval = 0.2
  var delay: TimeInterval = 0
  var delegate: AnyObject?
  var didStop: Selector?
}

/// The blocks begun and not committed, innermost last: the current application's (one a run
/// of the harness, as each run has its own main thread).
private final class AnimationBlocks {
  var blocks: [AnimationBlock] = []

  /// The current application's, made when first needed.
  @MainActor static var current: AnimationBlocks {
    associatedObject(of: UIApplication.shared, &animationBlocksKey) { AnimationBlocks() }
  }
}

/// The key of an application's animation blocks.
nonisolated(unsafe) private var animationBlocksKey: UInt8 = 0

extension UIView {
  /// How a view turns over in an animation block (kept: the model draws nothing).
  public enum AnimationTransition: Int, Sendable {
    case none, flipFromLeft, flipFromRight, curlUp, curlDown
  }

  /// Begins an animation block: the changes until ``commitAnimations()`` are one animation.
  ///
  /// Blocks nest; the outermost one's commit starts the animation.
  ///
  /// ```swift
  /// let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
  /// UIView.beginAnimations("fade", context: nil)
  /// UIView.setAnimationDuration(0.3)
  /// badge.alpha = 0
  /// UIView.commitAnimations()
  /// precondition(badge.alpha == 0)  // the model makes the change at once
  /// ```
  ///
  /// - Parameters:
  ///   - animationID: A name for the animation (kept by UIKit for its delegate).
  ///   - context: Passed to the delegate (kept).
  @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
  public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
    AnimationBlocks.current.blocks.append(AnimationBlock())
  }

  /// Ends the innermost animation block; the outermost one's end starts the animation, which
  /// ends after its delay and duration on the run loop's clock (a commit with no block begun
  /// does nothing).
  @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
  public static func commitAnimations() {
    let open = AnimationBlocks.current
    guard let block = open.blocks.popLast(), open.blocks.isEmpty else { return }
    // The delegate is kept until the animation ends.
    let stop = block.didStop.map { selector in
      { [delegate = block.delegate] (_: Bool) in
        guard let delegate else { return }
        UIApplication.shared.sendAction(selector, to: delegate, from: nil, for: nil)
      }
    }
    animate(
      withDuration: block.duration, delay: block.delay, options: [], animations: {},
      completion: stop)
  }

  /// Sets the innermost block's duration, in seconds (0.2 unless set).
  ///
  /// - Parameter duration: The duration.
  @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
  public static func setAnimationDuration(_ duration: TimeInterval) {
    updateBlock { $0.duration = duration }
  }

  /// Sets the innermost block's delay, in seconds.
  ///
  /// - Parameter delay: The delay.
  @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
  public static func setAnimationDelay(_ delay: TimeInterval) {
    updateBlock { $0.delay = delay }
  }

  /// Sets the object sent the block's start and stop selectors.
  ///
  /// - Parameter delegate: The delegate, kept until the animation ends.
  @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
  public static func setAnimationDelegate(_ delegate: Any?) {
    updateBlock { $0.delegate = delegate.map { $0 as AnyObject } }
  }

  /// Sets the selector sent to the delegate when the animation stops: sent as
  /// `UIApplication.sendAction(_:to:from:for:)` can (Linux calls no other selector).
  ///
  /// - Parameter selector: `animationDidStop(_:finished:context:)`'s selector, or `nil`.
  @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
  public static func setAnimationDidStop(_ selector: Selector?) {
    updateBlock { $0.didStop = selector }
  }

  /// Sets the selector sent as the animation starts (kept).
  ///
  /// - Parameter selector: The selector, or `nil`.
  @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
  public static func setAnimationWillStart(_ selector: Selector?) {}

  /// Sets the block's curve (kept: the model has no curves).
  ///
  /// - Parameter curve: The curve.
  @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
  public static func setAnimationCurve(_ curve: AnimationCurve) {}

  /// Sets how often the block's animation repeats (kept: the model runs it once).
  ///
  /// - Parameter repeatCount: The count.
  @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
  public static func setAnimationRepeatCount(_ repeatCount: Float) {}

  /// Sets whether a repeated animation runs back (kept).
  ///
  /// - Parameter repeatAutoreverses: Whether it does.
  @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
  public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {}

  /// Sets whether the block starts from what is on screen now (kept).
  ///
  /// - Parameter fromCurrentState: Whether it does.
  @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
  public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}

  /// Sets how `view` turns over in the block (kept).
  ///
  /// - Parameters:
  ///   - transition: The transition.
  ///   - view: The view that turns.
  ///   - cache: Whether its image is cached.
  @available(iOS, deprecated: 13.0, message: "Use the block-based animation API instead")
  public static func setAnimationTransition(
    _ transition: AnimationTransition, for view: UIView, cache: Bool
  ) {}

  /// Changes the innermost block, if one is begun (UIKit ignores a setting outside one).
  private static func updateBlock(_ change: (inout AnimationBlock) -> Void) {
    let open = AnimationBlocks.current
    guard !open.blocks.isEmpty else { return }
    change(&open.blocks[open.blocks.count - 1])
  }
}
