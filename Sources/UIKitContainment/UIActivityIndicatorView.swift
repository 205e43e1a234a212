/// UIKit's `UIActivityIndicatorView`: the spinner of a screen that loads.
///
/// It spins between ``startAnimating()`` and ``stopAnimating()`` (kept, not drawn), hidden
/// while stopped unless told otherwise, as UIKit's is.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .large)
/// spinner.startAnimating()
/// precondition(spinner.isAnimating && !spinner.isHidden)
/// spinner.stopAnimating()
/// precondition(spinner.isHidden)
/// ```
open class UIActivityIndicatorView: UIView {
  /// Its size and look.
  public enum Style: Int, Sendable {
    /// The medium spinner (iOS 13).
    case medium = 100
    /// The large spinner (iOS 13).
    case large = 101
    /// The large white spinner of iOS 12 and before.
    @available(iOS, deprecated: 13.0, message: "Use UIActivityIndicatorView.Style.large")
    case whiteLarge = 0
    /// The white spinner of iOS 12 and before.
    @available(iOS, deprecated: 13.0, message: "Use UIActivityIndicatorView.Style.medium")
    case white = 1
    /// The grey spinner of iOS 12 and before.
    @available(iOS, deprecated: 13.0, message: "Use UIActivityIndicatorView.Style.medium")
    case gray = 2
  }

  /// Its style.
  open var style: Style
  /// Its colour.
  open var color: UIColor?
  /// Whether it hides itself while stopped (`true` by default).
  open var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }
  /// Whether it spins (overridable, as UIKit's).
  open var isAnimating: Bool { spinning }
  /// ``isAnimating``'s storage.
  private var spinning = false

  /// A spinner of `style`, stopped and hidden.
  ///
  /// - Parameter style: Its style.
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    isHidden = true
  }

  /// A medium spinner of the given frame, stopped and hidden.
  ///
  /// - Parameter frame: Its frame.
  public override init(frame: CGRect) {
    style = .medium
    super.init(frame: frame)
    isHidden = true
  }

  /// A spinner decoded from an archive: the model decodes nothing.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    style = .medium
    super.init(coder: coder)
    isHidden = true
  }

  /// Starts spinning, and shows it.
  open func startAnimating() {
    spinning = true
    isHidden = false
  }

  /// Stops spinning, and hides it when it hides while stopped.
  open func stopAnimating() {
    spinning = false
    if hidesWhenStopped { isHidden = true }
  }
}
