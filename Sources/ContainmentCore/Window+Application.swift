/// What a window asks of the application it belongs to (`UIKitContainment`'s `UIApplication`).
@preconcurrency @MainActor package protocol _WindowApplication: AnyObject {
  /// A memory warning arrives: the application announces it, then hands it to each of its
  /// windows (``Window/_deliverMemoryWarning()``).
  func _memoryWarningArrives()

  /// Takes `window` out of the application's windows (the window is going).
  func _remove(_ window: Window)

  /// `window`'s interface turned to a new orientation (before its size transition): the
  /// device turned, as the model's device turns with the interface.
  func _windowRotated(_ window: Window)
}
