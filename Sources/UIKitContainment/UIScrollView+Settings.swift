// Settings a scroll view keeps for the app's code to read back: the model's scrolling does not
// depend on them (its deceleration takes a fixed time, it has no keyboard and draws no
// indicators); the zoom's limits bound its zoom (`UIScrollView+Zooming.swift`).

/// A scroll view's kept settings (``UIScrollView``'s `settings`), made on first change; UIKit's
/// defaults are written here only.
struct ScrollSettings {
  var scrollsToTop = true
  var decelerationRate = UIScrollView.DecelerationRate.normal
  var keyboardDismissMode = UIScrollView.KeyboardDismissMode.none
  var delaysContentTouches = true
  var canCancelContentTouches = true
  var minimumZoomScale: CGFloat = 1
  var maximumZoomScale: CGFloat = 1
  /// The zoom (`UIScrollView+Zooming.swift`), whether a pinch zooms, and its recognizer.
  var zoomScale: CGFloat = 1
  var isZooming = false
  var pinch: UIPinchGestureRecognizer?
  var pinchStart: CGFloat = 1
  var bouncesZoom = true
  var indicatorStyle = UIScrollView.IndicatorStyle.default
  var verticalIndicatorInsets = UIEdgeInsets.zero
  var horizontalIndicatorInsets = UIEdgeInsets.zero
  var refreshControl: UIRefreshControl?
}

extension UIScrollView {
  /// How fast a scroll view slows down after a fling (UIKit's
  /// `UIScrollView.DecelerationRate`): kept, as the model decelerates in a fixed time.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The fraction of its velocity the content keeps each millisecond.
    public var rawValue: CGFloat
    /// A rate of `rawValue`.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// The default rate.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// A quicker stop.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }

  /// When a drag dismisses the keyboard (UIKit's `UIScrollView.KeyboardDismissMode`): kept, as
  /// the model has no keyboard.
  public enum KeyboardDismissMode: Int, Sendable {
    /// Never.
    case none = 0
    /// As a drag begins.
    case onDrag = 1
    /// Following the finger.
    case interactive = 2
    /// As a drag begins, the accessory view too.
    case onDragWithAccessory = 3
    /// Following the finger, the accessory view too.
    case interactiveWithAccessory = 4
  }

  /// The indicators' colours (UIKit's `UIScrollView.IndicatorStyle`): kept, never drawn.
  public enum IndicatorStyle: Int, Sendable {
    /// Dark on light, light on dark.
    case `default` = 0
    /// Black.
    case black = 1
    /// White.
    case white = 2
  }

  /// How fast the content slows down after a fling (`.normal`): kept.
  public var decelerationRate: DecelerationRate {
    get { self[setting: \.decelerationRate] }
    set { self[setting: \.decelerationRate] = newValue }
  }

  /// When a drag dismisses the keyboard (`.none`): kept.
  public var keyboardDismissMode: KeyboardDismissMode {
    get { self[setting: \.keyboardDismissMode] }
    set { self[setting: \.keyboardDismissMode] = newValue }
  }

  /// Whether a touch waits to see if it drags before its view hears it (`true`): kept.
  public var delaysContentTouches: Bool {
    get { self[setting: \.delaysContentTouches] }
    set { self[setting: \.delaysContentTouches] = newValue }
  }

  /// Whether a drag takes a touch from the view that had it (`true`): kept.
  public var canCancelContentTouches: Bool {
    get { self[setting: \.canCancelContentTouches] }
    set { self[setting: \.canCancelContentTouches] = newValue }
  }

  /// The smallest zoom (1).
  public var minimumZoomScale: CGFloat {
    get { self[setting: \.minimumZoomScale] }
    set { self[setting: \.minimumZoomScale] = newValue }
  }

  /// The largest zoom (1; zooming needs a larger one).
  public var maximumZoomScale: CGFloat {
    get { self[setting: \.maximumZoomScale] }
    set { self[setting: \.maximumZoomScale] = newValue }
  }

  /// Whether a pinch may go past the zoom's limits (`true`): kept.
  public var bouncesZoom: Bool {
    get { self[setting: \.bouncesZoom] }
    set { self[setting: \.bouncesZoom] = newValue }
  }

  /// The indicators' colours (`.default`): kept.
  public var indicatorStyle: IndicatorStyle {
    get { self[setting: \.indicatorStyle] }
    set { self[setting: \.indicatorStyle] = newValue }
  }

  /// The control a pull down past the top starts (iOS 10; `nil` unless set), a subview of the
  /// scroll view as in UIKit; the model's drags do not pull it (its `_pull()` does).
  public var refreshControl: UIRefreshControl? {
    get { self[setting: \.refreshControl] }
    set {
      guard newValue !== refreshControl else { return }
      refreshControl?.removeFromSuperview()
      self[setting: \.refreshControl] = newValue
      if let newValue { insertSubview(newValue, at: 0) }
    }
  }

  /// A setting: the default until the settings are made, on first change.
  subscript<Value>(setting keyPath: WritableKeyPath<ScrollSettings, Value>) -> Value {
    get { (settings ?? ScrollSettings())[keyPath: keyPath] }
    set {
      var made = settings ?? ScrollSettings()
      made[keyPath: keyPath] = newValue
      settings = made
    }
  }
}
