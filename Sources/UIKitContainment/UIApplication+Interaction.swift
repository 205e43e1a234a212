// The app's touches paused and resumed (deprecated since iOS 13, still in code written before).

extension UIApplication {
  /// Stops delivering touches until as many ``endIgnoringInteractionEvents()`` have come: a
  /// finger put down meanwhile reaches no view and no recognizer (calls nest, as UIKit's).
  @available(iOS, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
  public func beginIgnoringInteractionEvents() { ignoredInteractions += 1 }

  /// Ends one ``beginIgnoringInteractionEvents()``; touches come again once every one has
  /// ended (one too many is ignored).
  @available(iOS, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
  public func endIgnoringInteractionEvents() {
    ignoredInteractions = max(0, ignoredInteractions - 1)
  }

  /// Whether touches are ignored now (``beginIgnoringInteractionEvents()``).
  public var isIgnoringInteractionEvents: Bool { ignoredInteractions > 0 }
}
