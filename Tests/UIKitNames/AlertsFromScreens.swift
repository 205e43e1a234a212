// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// A screen written for UIKit asks before it acts: an action sheet anchored for a large screen,
// an alert whose destructive action reaches back to the screen weakly.

final class AccountViewController: UIViewController {
  private(set) var signedOut = false

  func confirmSignOut(from button: UIView) {
    let sheet = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(
      UIAlertAction(
        title: "Sign out", style: .destructive,
        handler: { [weak self] _ in
          self?.signedOut = true
        }))
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
    if let popover = sheet.popoverPresentationController {
      popover.sourceView = button
      popover.sourceRect = button.bounds
      popover.permittedArrowDirections = [.up, .down]
    }
    present(sheet, animated: true, completion: nil)
  }

  func warn(_ message: String) {
    let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
    let retry = UIAlertAction(title: "Retry", style: .default) { action in
      print(action.title ?? "")
    }
    retry.isEnabled = !message.isEmpty
    alert.addAction(retry)
    alert.preferredAction = retry
    present(alert, animated: true)
  }
}
