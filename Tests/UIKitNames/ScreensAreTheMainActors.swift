// modes: 5 6
//
// Code written for today's UIKit leaves its isolation to UIKit: a subclass of UIViewController
// or UIView, and a delegate of UIKit's, are the main actor's without saying so (their
// superclass or protocol is), so they hold main-actor models in stored properties, call them
// from any of their methods, and hand them to a `Task` or an action. Refused in Swift 6 mode
// while the layer's classes were not the main actor's ("call to main actor-isolated instance
// method 'load()' in a synchronous nonisolated context").

import UIKitContainment

@MainActor final class FeedModel {
  private(set) var items: [String] = []
  func load() { items.append("item") }
}

@MainActor func feedTitle(_ count: Int) -> String { "\(count) items" }

final class FeedScreen: UIViewController {
  let model = FeedModel()
  private let refresh = UIButton()

  override func viewDidLoad() {
    super.viewDidLoad()
    refresh.addAction(UIAction { [weak self] _ in self?.reload() }, for: .touchUpInside)
    view.addSubview(refresh)
  }

  func reload() {
    model.load()
    title = feedTitle(model.items.count)
    Task { await self.loadMore() }
    UIView.animate(withDuration: 0.25) { self.refresh.alpha = self.model.items.isEmpty ? 1 : 0 }
  }

  private func loadMore() async { model.load() }
}

final class FeedHeader: UIView {
  let model = FeedModel()

  override func layoutSubviews() {
    super.layoutSubviews()
    isHidden = model.items.isEmpty
  }
}

final class FeedCoordinator: UINavigationControllerDelegate {
  let model = FeedModel()

  func navigationController(
    _ navigationController: UINavigationController, willShow viewController: UIViewController,
    animated: Bool
  ) {
    model.load()
    viewController.title = feedTitle(model.items.count)
  }
}
