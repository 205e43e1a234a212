/// UIKit's `UIStepper`: a value stepped up or down by a plus and a minus.
///
/// A tap on its right half adds ``stepValue``, on its left half takes it away, within the
/// bounds (or round them if it ``wraps``), and sends `.valueChanged` if the value changed. Its
/// size is UIKit's whatever the frame asked (94 by 32 points). Set in code, the value is kept
/// within the bounds and sends nothing.
///
/// ```swift
/// let stepper = UIStepper()
/// stepper.maximumValue = 2
/// var heard: [Double] = []
/// stepper.addAction(UIAction { _ in heard.append(stepper.value) }, for: .valueChanged)
/// for _ in 0..<3 { stepper._touchDown(at: CGPoint(x: 80, y: 16))._lift() }
/// precondition(heard == [1, 2])
/// ```
open class UIStepper: UIControl {
  /// The value, between ``minimumValue`` and ``maximumValue`` (0 until set).
  open var value: Double {
    get { bounded.value }
    set { bounded.set(newValue) }
  }
  /// The smallest value (0); a larger one pulls the value and the maximum up to it.
  open var minimumValue: Double {
    get { bounded.minimum }
    set { bounded.setMinimum(newValue) }
  }
  /// The largest value (100); a smaller one pulls the value and the minimum down to it.
  open var maximumValue: Double {
    get { bounded.maximum }
    set { bounded.setMaximum(newValue) }
  }

  /// How much a tap adds or takes away (1).
  open var stepValue: Double = 1
  /// Whether stepping past a bound goes round to the other (`false`).
  open var wraps = false
  /// Whether holding a finger down steps again and again (`true`): kept.
  open var autorepeat = true
  /// Whether a held finger's steps are sent as they come (`true`): kept.
  open var isContinuous = true

  private var bounded = BoundedValue<Double>(0, in: 0...100)

  /// A tap on the right half steps up, on the left half down.
  override func liftedInside(at point: CGPoint) {
    let old = value
    let next = value + (point.x >= bounds.midX ? stepValue : -stepValue)
    if next > maximumValue {
      value = wraps ? minimumValue : maximumValue
    } else if next < minimumValue {
      value = wraps ? maximumValue : minimumValue
    } else {
      value = next
    }
    if value != old { sendActions(for: .valueChanged) }
  }

  /// UIKit's stepper size.
  override class var ownSize: CGSize? { CGSize(width: 94, height: 32) }
}
