/// UIKit's `UISlider`: a value chosen along a track.
///
/// A finger lifted on the track sets the value where it lifted (the track's left edge is the
/// minimum, its right edge the maximum) and sends `.valueChanged` if the value changed, then
/// `.touchUpInside` (the model sends the change once, as the finger lifts, whether or not it
/// is ``isContinuous``). Set in code, the value is kept within the bounds and sends nothing.
///
/// ```swift
/// let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
/// slider.maximumValue = 10
/// var heard: [Float] = []
/// slider.addAction(UIAction { _ in heard.append(slider.value) }, for: .valueChanged)
/// slider._touchDown(at: CGPoint(x: 150, y: 15))._lift()
/// slider.setValue(20, animated: false)
/// precondition(heard == [7.5] && slider.value == 10)
/// ```
open class UISlider: UIControl {
  /// The value, between ``minimumValue`` and ``maximumValue`` (0 until set).
  open var value: Float {
    get { bounded.value }
    set { bounded.set(newValue) }
  }
  /// The smallest value (0); a larger one pulls the value and the maximum up to it.
  open var minimumValue: Float {
    get { bounded.minimum }
    set { bounded.setMinimum(newValue) }
  }
  /// The largest value (1); a smaller one pulls the value and the minimum down to it.
  open var maximumValue: Float {
    get { bounded.maximum }
    set { bounded.setMaximum(newValue) }
  }

  /// Whether a drag sends its changes as it goes (`true`): kept (the model sends one).
  open var isContinuous = true
  /// The track's colour left of the thumb.
  open var minimumTrackTintColor: UIColor?
  /// The track's colour right of the thumb.
  open var maximumTrackTintColor: UIColor?
  /// The thumb's colour.
  open var thumbTintColor: UIColor?

  /// The image at the minimum's end (kept, not drawn).
  open var minimumValueImage: UIImage?
  /// The image at the maximum's end (kept, not drawn).
  open var maximumValueImage: UIImage?

  private var bounded = BoundedValue<Float>(0, in: 0...1)
  /// The images set for each state, by the state's raw value: the thumb's, and the track's
  /// either side of it (kept, not drawn).
  private var images: [Part: [UInt: UIImage]] = [:]

  /// A part of the slider that shows an image of its own for each state.
  private enum Part { case thumb, minimumTrack, maximumTrack }

  /// Sets the thumb's image in `state` (kept, not drawn).
  ///
  /// ```swift
  /// let slider = UISlider()
  /// let knob = UIImage()
  /// slider.setThumbImage(knob, for: .normal)
  /// precondition(slider.thumbImage(for: .highlighted) === knob && slider.currentThumbImage === knob)
  /// ```
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - state: The state.
  open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
    images[.thumb, default: [:]][state.rawValue] = image
  }
  /// The thumb's image in `state` (the normal state's when it has none of its own).
  ///
  /// - Parameter state: The state.
  /// - Returns: The image.
  open func thumbImage(for state: UIControl.State) -> UIImage? { image(of: .thumb, for: state) }
  /// Sets the track's image left of the thumb in `state` (kept, not drawn).
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - state: The state.
  open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    images[.minimumTrack, default: [:]][state.rawValue] = image
  }
  /// The track's image left of the thumb in `state` (the normal state's when it has none).
  ///
  /// - Parameter state: The state.
  /// - Returns: The image.
  open func minimumTrackImage(for state: UIControl.State) -> UIImage? {
    image(of: .minimumTrack, for: state)
  }
  /// Sets the track's image right of the thumb in `state` (kept, not drawn).
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - state: The state.
  open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
    images[.maximumTrack, default: [:]][state.rawValue] = image
  }
  /// The track's image right of the thumb in `state` (the normal state's when it has none).
  ///
  /// - Parameter state: The state.
  /// - Returns: The image.
  open func maximumTrackImage(for state: UIControl.State) -> UIImage? {
    image(of: .maximumTrack, for: state)
  }
  /// The thumb's image in the slider's state now.
  open var currentThumbImage: UIImage? { thumbImage(for: state) }
  /// The track's image left of the thumb in the slider's state now.
  open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
  /// The track's image right of the thumb in the slider's state now.
  open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

  /// `part`'s image in `state`, else its normal state's.
  private func image(of part: Part, for state: UIControl.State) -> UIImage? {
    images[part]?[state.rawValue] ?? images[part]?[0]
  }

  /// The track's rectangle in `bounds`: all of it, 2 points tall at its middle (the model's
  /// decision; a subclass overrides it to draw a thicker track, as in UIKit).
  ///
  /// - Parameter bounds: The slider's bounds.
  /// - Returns: Where the track is.
  open func trackRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(x: bounds.minX, y: bounds.midY - 1, width: bounds.width, height: 2)
  }

  /// The thumb's rectangle for `value` on `rect`: a 31-point square (UIKit's thumb) whose
  /// left edge goes from the track's start at the minimum to 31 points short of its end at the
  /// maximum, centred on the track.
  ///
  /// - Parameters:
  ///   - bounds: The slider's bounds.
  ///   - rect: The track's rectangle.
  ///   - value: The value the thumb stands for.
  /// - Returns: Where the thumb is.
  open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
    let span = maximumValue - minimumValue
    let fraction = span > 0 ? CGFloat(min(max((value - minimumValue) / span, 0), 1)) : 0
    let side: CGFloat = 31
    return CGRect(
      x: rect.minX + fraction * max(0, rect.width - side), y: rect.midY - side / 2, width: side,
      height: side)
  }

  /// Where the minimum's image is drawn in `bounds` (none: the model draws no image).
  ///
  /// - Parameter bounds: The slider's bounds.
  /// - Returns: `.zero`.
  open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect { .zero }

  /// Where the maximum's image is drawn in `bounds` (none: the model draws no image).
  ///
  /// - Parameter bounds: The slider's bounds.
  /// - Returns: `.zero`.
  open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect { .zero }

  /// Sets the value (the model animates nothing); sends nothing.
  ///
  /// - Parameters:
  ///   - value: The value, kept within the bounds.
  ///   - animated: Ignored.
  open func setValue(_ value: Float, animated: Bool) { self.value = value }

  /// A finger lifted on the track sets the value there.
  override func liftedInside(at point: CGPoint) {
    guard bounds.width > 0 else { return }
    let old = value
    let fraction = Float(min(max(point.x / bounds.width, 0), 1))
    value = minimumValue + fraction * (maximumValue - minimumValue)
    if value != old { sendActions(for: .valueChanged) }
  }
}
