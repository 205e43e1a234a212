/// How a container animates one child in over another.
///
/// A stack stores the style each child was pushed with and plays its inverse when the child is
/// popped (contract rule C8): a ``slide`` in from the trailing edge leaves towards the trailing
/// edge, a ``cover`` rising from the bottom falls back down.
public enum TransitionStyle: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
  /// No animation: the new view replaces the old at once.
  case none
  /// The new view slides in from the trailing edge, pushing the old one out (navigation-style).
  case slide
  /// The new view rises from the bottom and covers the old one, which stays put.
  case cover
  /// The new view fades in as the old one fades out.
  case crossFade

  /// The virtual duration of the transition, in ticks (milliseconds by convention).
  public var defaultDuration: Int64 {
    switch self {
    case .none: 0
    case .slide: 350
    case .cover: 400
    case .crossFade: 250
    }
  }

  /// The style's name.
  public var description: String { rawValue }
}

/// A transition as a container plays it: a style, and whether it runs backwards.
public struct PlayedTransition: Hashable, Sendable, CustomStringConvertible {
  /// The style of the child that was pushed.
  public var style: TransitionStyle
  /// `true` when the style runs backwards, as a pop plays its push.
  public var isReversed: Bool

  /// Creates a played transition.
  public init(style: TransitionStyle, isReversed: Bool) {
    self.style = style
    self.isReversed = isReversed
  }

  /// The same style run in the other direction.
  public var inverse: PlayedTransition { PlayedTransition(style: style, isReversed: !isReversed) }

  /// The style, with `(reversed)` when it runs backwards.
  public var description: String { isReversed ? "\(style) (reversed)" : style.description }
}
