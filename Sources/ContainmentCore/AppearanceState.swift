/// Where a view controller stands in its appearance cycle (contract rule L2).
///
/// The legal moves are `disappeared → appearing → appeared → disappearing → disappeared`, plus
/// the two reversals a cancelled transition makes (`appearing → disappearing` and
/// `disappearing → appearing`). ``ViewController/beginAppearanceTransition(_:animated:)`` and
/// ``ViewController/endAppearanceTransition()`` make these moves; any other request is reported as
/// ``LifecycleEvent/Kind/unbalancedAppearanceTransition(state:appearing:)`` and ignored.
public enum AppearanceState: String, Sendable, CaseIterable, CustomStringConvertible {
  /// Not on screen.
  ///
  /// The initial state.
  case disappeared
  /// `viewWillAppear` was delivered; `viewDidAppear` was not yet.
  case appearing
  /// On screen.
  case appeared
  /// `viewWillDisappear` was delivered; `viewDidDisappear` was not yet.
  case disappearing

  /// The state's name.
  public var description: String { rawValue }
}
