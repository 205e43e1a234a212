import UIKitContainment

// Containers as iOS developers write them, in UIKit's names only: the tests drive them.

extension UIViewController {
  /// The containment helper found in most codebases: add a child and show it.
  func add(_ child: UIViewController, in container: UIView? = nil) {
    addChild(child)
    child.view.frame = (container ?? view).bounds
    (container ?? view).addSubview(child.view)
    child.didMove(toParent: self)
  }

  /// Its counterpart: leave the parent.
  func remove() {
    guard parent != nil else { return }
    willMove(toParent: nil)
    view.removeFromSuperview()
    removeFromParent()
  }
}

/// A container that flips two children with `transition(from:to:…)`, as the books write it.
final class FlipViewController: UIViewController {
  let front = UIViewController()
  let back = UIViewController()
  private(set) var showsFront = true

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    add(front)
  }

  func flip() {
    let (from, to) = showsFront ? (front, back) : (back, front)
    from.willMove(toParent: nil)
    addChild(to)
    to.view.frame = view.bounds
    transition(
      from: from, to: to, duration: 0.3, options: [.transitionFlipFromLeft], animations: nil
    ) { _ in
      from.removeFromParent()
      to.didMove(toParent: self)
    }
    showsFront.toggle()
  }
}

/// A container whose `content` property swaps children, pinned with constraints.
final class PinnedContentViewController: UIViewController {
  var content: UIViewController? {
    didSet {
      oldValue?.remove()
      guard let content else { return }
      addChild(content)
      view.addSubview(content.view)
      content.view.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate([
        content.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        content.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        content.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        content.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      ])
      content.didMove(toParent: self)
    }
  }

  override var childForStatusBarStyle: UIViewController? { content }
}

/// A child that prefers light status bar content.
final class LightContentViewController: UIViewController {
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

/// A view controller that records what it hears of size transitions and layout.
final class SizeRecordingViewController: UIViewController {
  var heard: [String] = []
  /// The view's width each time a size transition asked, before it changed.
  var widthsWhenAsked: [Int] = []

  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    widthsWhenAsked.append(Int(view.bounds.width))
    super.viewWillTransition(to: size, with: coordinator)
    heard.append("will \(Int(size.width))x\(Int(size.height))")
    coordinator.animate(
      alongsideTransition: { _ in self.heard.append("alongside \(Int(self.view.bounds.width))") },
      completion: { _ in self.heard.append("completion") })
  }

  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    heard.append("layout \(Int(view.bounds.width))")
  }
}
