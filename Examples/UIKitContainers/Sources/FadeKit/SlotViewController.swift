#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// A slot of a screen that embeds one child, pinned to its edges by constraints: the header's
/// slot of a profile screen, a placeholder filled later.
public final class SlotViewController: UIViewController {
  /// The child in the slot; setting it takes the old one out first.
  public var child: UIViewController? {
    didSet {
      guard child !== oldValue else { return }
      if let oldValue { remove(oldValue) }
      if let child { embed(child) }
    }
  }

  private func embed(_ child: UIViewController) {
    addChild(child)
    let content: UIView = child.view
    content.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(content)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    child.didMove(toParent: self)
  }

  private func remove(_ child: UIViewController) {
    child.willMove(toParent: nil)
    child.viewIfLoaded?.removeFromSuperview()
    child.removeFromParent()
  }
}
