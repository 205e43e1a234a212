// Target–action with a selector: what the layer can send without Objective-C's runtime.

extension UIApplication {
  /// ``sendAction(_:to:from:for:)``'s work: sends `action` to `target`, or, with no target, to
  /// the first responder that can perform it (UIKit's nil-targeted action).
  ///
  /// Swift on Linux has no runtime to call a method by its selector, so the layer sends the
  /// actions every `UIResponder` has by name: `resignFirstResponder`, `becomeFirstResponder`
  /// and the standard edit actions (`cut:`, `copy:`, `paste:`, `select:`, `selectAll:`,
  /// `delete:`, `toggleBoldface:`…). Any other action is not sent: the first time a selector is
  /// met this prints one line saying so, and the closure forms (`addAction(_:for:)`,
  /// `UIGestureRecognizer(handler:)`) are the way to be called. With no target, the search
  /// starts at the first responder, or at `sender` when nothing is first responder (decided),
  /// and goes up the responder chain (`target(forAction:withSender:)`).
  ///
  /// ```swift
  /// // Puts the keyboard away, wherever it is.
  /// UIApplication.shared.sendAction(
  ///   Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action's selector.
  ///   - target: Its receiver, or `nil` for the responder chain.
  ///   - sender: What sends it (passed to the action).
  ///   - event: The event that caused it.
  /// - Returns: Whether a receiver was found and the action sent.
  @discardableResult
  func deliverAction(
    _ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?
  )
    -> Bool
  {
    let name = action.description
    if let target {
      guard let responder = target as? UIResponder, perform(name, on: responder, sender) else {
        noteNotSent(name, to: target)
        return false
      }
      return true
    }
    guard let start = firstResponder ?? (sender as? UIResponder) else { return false }
    if name == "resignFirstResponder" || name == "becomeFirstResponder" {
      return perform(name, on: start, sender)
    }
    guard let found = start.target(forAction: action, withSender: sender) else { return false }
    guard let responder = found as? UIResponder, perform(name, on: responder, sender) else {
      noteNotSent(name, to: found)
      return false
    }
    return true
  }

  /// Calls the method of `responder` named `name` when it is one every responder has.
  private func perform(_ name: String, on responder: UIResponder, _ sender: Any?) -> Bool {
    switch name {
    case "resignFirstResponder": responder.resignFirstResponder()
    case "becomeFirstResponder": responder.becomeFirstResponder()
    case "cut:": responder.cut(sender)
    case "copy:": responder.copy(sender)
    case "paste:": responder.paste(sender)
    case "select:": responder.select(sender)
    case "selectAll:": responder.selectAll(sender)
    case "delete:": responder.delete(sender)
    case "makeTextWritingDirectionLeftToRight:":
      responder.makeTextWritingDirectionLeftToRight(sender)
    case "makeTextWritingDirectionRightToLeft:":
      responder.makeTextWritingDirectionRightToLeft(sender)
    case "toggleBoldface:": responder.toggleBoldface(sender)
    case "toggleItalics:": responder.toggleItalics(sender)
    case "toggleUnderline:": responder.toggleUnderline(sender)
    case "increaseSize:": responder.increaseSize(sender)
    case "decreaseSize:": responder.decreaseSize(sender)
    default: return false
    }
    return true
  }
}

/// The selectors already said to be not sent (one line each per process, whichever run's
/// thread meets them: hence the lock).
nonisolated(unsafe) private var selectorsNoted: Set<String> = []
private let selectorsNotedLock = NSLock()

/// Prints, once per selector, that `name` cannot be sent to `target` on Linux.
func noteNotSent(_ name: String, to target: Any) {
  let first = selectorsNotedLock.withLock { selectorsNoted.insert(name).inserted }
  guard first else { return }
  let line =
    "UIKitContainment: action '\(name)' for \(type(of: target)) is kept but not sent: Swift on"
    + " Linux has no Objective-C runtime to call a selector; use the closure form"
    + " (addAction(_:for:), UIGestureRecognizer(handler:)).\n"
  FileHandle.standardError.write(Data(line.utf8))
}
