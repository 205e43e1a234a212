/// UIKit's `UISwitch`: an on/off control.
///
/// A tap toggles it and sends `.valueChanged` (as the finger lifts, before `.touchUpInside`);
/// setting ``isOn`` or calling ``setOn(_:animated:)`` in code sends nothing, as in UIKit. Its
/// size is UIKit's whatever the frame asked (51 by 31 points); its colours are kept, not drawn.
///
/// ```swift
/// let toggle = UISwitch()
/// var heard: [Bool] = []
/// toggle.addAction(UIAction { _ in heard.append(toggle.isOn) }, for: .valueChanged)
/// toggle._tap()
/// toggle.setOn(false, animated: true)
/// precondition(heard == [true] && !toggle.isOn)
/// ```
open class UISwitch: UIControl {
  /// Whether it is on (`false` until set or tapped).
  open var isOn = false
  /// The colour of the track when on.
  open var onTintColor: UIColor?
  /// The colour of the thumb.
  open var thumbTintColor: UIColor?
  /// The image on the track when on (kept: UIKit draws it on no iOS since iOS 7).
  open var onImage: UIImage?
  /// The image on the track when off (kept, as ``onImage``).
  open var offImage: UIImage?

  /// Turns it on or off (the model animates nothing); sends nothing.
  ///
  /// - Parameters:
  ///   - on: Whether it is on.
  ///   - animated: Ignored.
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }

  /// A tap toggles it.
  override func liftedInside(at point: CGPoint) {
    isOn.toggle()
    sendActions(for: .valueChanged)
  }

  /// UIKit's switch size.
  override class var ownSize: CGSize? { CGSize(width: 51, height: 31) }
}
