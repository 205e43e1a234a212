#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// A container that shows one content view controller and cross-fades to the next when its
/// `content` changes, pinned to its edges with constraints.
///
/// A `content` set while a fade runs waits for it: the fade's end shows the latest.
public final class FadeViewController: UIViewController {
  /// Slips this kind of container is known for, each planted on demand.
  public enum Mistake: Hashable, Sendable, CaseIterable {
    /// The old content never hears `willMove(toParent: nil)`.
    case forgetsWillMove
    /// A `content` set mid-fade starts a second fade at once: the content fading in is told
    /// it leaves before it has arrived.
    case swapsMidFade
  }

  /// The mistakes planted.
  public var mistakes: Set<Mistake> = []
  /// How long a fade takes.
  public var fadeDuration: TimeInterval = 0.25
  /// The content shown, or to be shown once a fade is over.
  public var content: UIViewController? {
    didSet {
      guard content !== oldValue else { return }
      if fading, !mistakes.contains(.swapsMidFade) { return }
      display(content)
    }
  }

  private var displayed: UIViewController?
  private var fading = false

  /// Whether a content set mid-fade waits for the fade's end.
  public var isContentWaiting: Bool { content !== displayed }

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
  }

  private func display(_ new: UIViewController?) {
    let old = displayed
    guard new !== old else { return }
    displayed = new
    if let old, !mistakes.contains(.forgetsWillMove) { old.willMove(toParent: nil) }
    guard let new else {
      old?.view.removeFromSuperview()
      old?.removeFromParent()
      return
    }
    addChild(new)
    guard let old else {
      pin(new.view)
      new.didMove(toParent: self)
      return
    }
    fading = true
    transition(
      from: old, to: new, duration: fadeDuration, options: [.transitionCrossDissolve],
      animations: { self.pin(new.view) },
      completion: { _ in
        old.removeFromParent()
        new.didMove(toParent: self)
        self.fading = false
        if self.content !== self.displayed { self.display(self.content) }
      })
  }

  /// Puts `contentView` in the view, pinned to its edges.
  private func pin(_ contentView: UIView) {
    if contentView.superview !== view { view.addSubview(contentView) }
    contentView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      contentView.topAnchor.constraint(equalTo: view.topAnchor),
      contentView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      contentView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }
}
