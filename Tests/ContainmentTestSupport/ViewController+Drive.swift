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
