/// UIKit's `UIProgressView`: a bar that fills as a task goes on.
///
/// ```swift
/// let bar = UIProgressView(progressViewStyle: .default)
/// bar.setProgress(0.4, animated: true)
/// bar.progress = 2  // kept within 0...1
/// precondition(bar.progress == 1)
/// ```
open class UIProgressView: UIView {
  /// How the bar is drawn.
  public enum Style: Int, Sendable {
    case `default`, bar
  }

  /// How far it is filled, from 0 to 1 (a value outside is kept within).
  open var progress: Float {
    get { bounded.value }
    set { bounded.set(newValue) }
  }
  /// How the bar is drawn.
  open var progressViewStyle = Style.default
  /// The filled part's colour.
  open var progressTintColor: UIColor?
  /// The track's colour.
  open var trackTintColor: UIColor?
  /// The progress it follows, if any (its fraction done is read when set).
  open var observedProgress: Progress? {
    didSet { observedProgress.map { progress = Float($0.fractionCompleted) } }
  }

  private var bounded = BoundedValue<Float>(0, in: 0...1)

  /// A bar of `style`.
  ///
  /// - Parameter style: How it is drawn.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: CGRect(x: 0, y: 0, width: 150, height: 4))
    progressViewStyle = style
  }

  /// Fills the bar to `progress` (the model animates nothing).
  ///
  /// - Parameters:
  ///   - progress: From 0 to 1.
  ///   - animated: Whether the change animates.
  open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

  /// A new one takes no touches.
  override class var takesTouchesByDefault: Bool { false }
}
