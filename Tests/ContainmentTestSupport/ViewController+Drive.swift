import Containment

extension ViewController {
  /// Brings a `disappeared` view controller to `state` through the usual begin/end calls
  /// (`disappearing` goes through `appeared` first).
  public func drive(to state: AppearanceState) {
    switch state {
    case .disappeared:
      return
    case .appearing:
      beginAppearanceTransition(true, animated: false)
    case .appeared:
      beginAppearanceTransition(true, animated: false)
      endAppearanceTransition()
    case .disappearing:
      beginAppearanceTransition(true, animated: false)
      endAppearanceTransition()
      beginAppearanceTransition(false, animated: false)
    }
  }
}

extension Array where Element == String {
  /// Whether the log holds `first`, and `second` after it (`false` if either is missing).
  public func has(_ first: String, before second: String) -> Bool {
    guard let early = firstIndex(of: first), let late = firstIndex(of: second) else {
      return false
    }
    return early < late
  }
}
