// The two-finger gestures: a pinch and a rotation. The model's touches are one finger's, so
// neither begins from a touch; a harness performs one, as UIKit would report it, with
// `_pinch(scales:cancelled:)` and `_rotate(angles:cancelled:)`.

/// UIKit's `UIPinchGestureRecognizer`: a continuous gesture whose ``scale`` is the distance
/// between two fingers over the distance when they came down.
///
/// ```swift
/// var scales: [CGFloat] = []
/// let pinch = UIPinchGestureRecognizer { scales.append($0.scale) }
/// let photo = UIView()
/// photo.addGestureRecognizer(pinch)
/// pinch._pinch(scales: [1.1, 1.5, 2])
/// precondition(scales == [1.1, 1.5, 2, 2] && pinch.state == .possible)
/// ```
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// The fingers' distance over their distance at the start (1 before a pinch; a handler may
  /// set it back to 1 to read each change alone, as UIKit's code does).
  open var scale: CGFloat = 1
  /// How fast the scale changes, per second (the model's: the last step's change over a
  /// sixtieth of a second).
  open private(set) var velocity: CGFloat = 0

  /// Performs a pinch, as UIKit reports one.
  ///
  /// It begins at the first scale, changes at each next, and ends (or is cancelled) at the
  /// last. A recognizer not enabled, not attached to a view, or one its delegate or view stops
  /// from beginning does nothing.
  ///
  /// - Parameters:
  ///   - scales: The fingers' scale at each step (at least one).
  ///   - cancelled: Whether the pinch is cancelled rather than ended.
  public func _pinch(scales: [CGFloat], cancelled: Bool = false) {
    perform(steps: scales, cancelled: cancelled) { step, last in
      velocity = (step - last) * 60
      scale = step
    }
  }

  open override func reset() {
    super.reset()
    velocity = 0
  }
}

/// UIKit's `UIRotationGestureRecognizer`: a continuous gesture whose ``rotation`` is the
/// angle, in radians, two fingers turned through since they came down.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// The angle turned, in radians (0 before a rotation; a handler may set it back to 0).
  open var rotation: CGFloat = 0
  /// How fast the angle changes, in radians a second (the model's: the last step's change
  /// over a sixtieth of a second).
  open private(set) var velocity: CGFloat = 0

  /// Performs a rotation, as UIKit reports one.
  ///
  /// It begins at the first angle, changes at each next, and ends (or is cancelled) at the
  /// last, as ``UIPinchGestureRecognizer/_pinch(scales:cancelled:)`` does.
  ///
  /// - Parameters:
  ///   - angles: The angle turned at each step, in radians (at least one).
  ///   - cancelled: Whether the rotation is cancelled rather than ended.
  public func _rotate(angles: [CGFloat], cancelled: Bool = false) {
    perform(steps: angles, cancelled: cancelled) { step, last in
      velocity = (step - last) * 60
      rotation = step
    }
  }

  open override func reset() {
    super.reset()
    velocity = 0
  }
}

extension UIGestureRecognizer {
  /// Performs a continuous gesture of `steps`: `apply` sets each step's value (with the one
  /// before it), then the recognizer begins, changes, and ends or is cancelled, and is reset.
  fileprivate func perform(
    steps: [CGFloat], cancelled: Bool, apply: (_ step: CGFloat, _ last: CGFloat) -> Void
  ) {
    guard let first = steps.first, isEnabled, view != nil, state == .possible else { return }
    apply(first, first)
    move(to: .began)
    guard isUnderway else {
      heldState = nil
      resetIfOver()
      return
    }
    var last = first
    for step in steps.dropFirst() {
      apply(step, last)
      last = step
      move(to: .changed)
    }
    move(to: cancelled ? .cancelled : .ended)
    resetIfOver()
  }
}
