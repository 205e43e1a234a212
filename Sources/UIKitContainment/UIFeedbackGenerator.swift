/// UIKit's `UIFeedbackGenerator`: a phone's haptics.
///
/// Container code plays them as a drawer snaps or a page turns. The model feels nothing: each
/// generator counts what it played (`_played`), so that a test can see it was asked.
@preconcurrency @MainActor open class UIFeedbackGenerator: NSObject {
  /// How many times it played.
  public private(set) var _played = 0

  /// A generator.
  public override init() {}

  /// Readies the engine (nothing to ready in the model).
  open func prepare() {}

  /// Counts one played.
  func play() { _played += 1 }
}

/// UIKit's `UIImpactFeedbackGenerator`: a tap felt as something lands.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy the impact is.
  public enum FeedbackStyle: Int, Sendable {
    /// Light.
    case light
    /// Medium.
    case medium
    /// Heavy.
    case heavy
    /// Soft.
    case soft
    /// Rigid.
    case rigid
  }

  /// Its style.
  public let style: FeedbackStyle

  /// A generator of `style` impacts.
  ///
  /// - Parameter style: How heavy.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// A medium one.
  public override convenience init() { self.init(style: .medium) }

  /// Plays an impact.
  open func impactOccurred() { play() }

  /// Plays an impact of `intensity` (0 to 1).
  ///
  /// - Parameter intensity: How strong.
  open func impactOccurred(intensity: CGFloat) { play() }
}

/// UIKit's `UISelectionFeedbackGenerator`: a tick felt as a selection changes.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays a selection's tick.
  open func selectionChanged() { play() }
}

/// UIKit's `UINotificationFeedbackGenerator`: a success, warning or error felt.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// What is felt.
  public enum FeedbackType: Int, Sendable {
    /// A success.
    case success
    /// A warning.
    case warning
    /// An error.
    case error
  }

  /// Plays `notificationType`.
  ///
  /// - Parameter notificationType: Which.
  open func notificationOccurred(_ notificationType: FeedbackType) { play() }
}
