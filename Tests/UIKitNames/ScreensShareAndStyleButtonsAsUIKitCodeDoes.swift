// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// A screen written for UIKit styles its buttons with iOS 15's configurations, shares with the
// share sheet, and turns animations off while it restores its layout.

final class ArticleViewController: UIViewController {
  private lazy var shareButton: UIButton = {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Share"
    configuration.image = UIImage(systemName: "square.and.arrow.up")
    configuration.imagePlacement = .trailing
    configuration.imagePadding = 8
    configuration.cornerStyle = .capsule
    configuration.baseBackgroundColor = .systemIndigo
    configuration.contentInsets = NSDirectionalEdgeInsets(
      top: 10, leading: 20, bottom: 10, trailing: 20)
    let button = UIButton(
      configuration: configuration,
      primaryAction: UIAction { [weak self] _ in
        self?.share()
      })
    button.configurationUpdateHandler = { button in
      var updated = button.configuration
      updated?.showsActivityIndicator = !button.isEnabled
      button.configuration = updated
    }
    return button
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(shareButton)
    UIView.setAnimationsEnabled(false)
    view.layoutIfNeeded()
    UIView.setAnimationsEnabled(true)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard UIView.areAnimationsEnabled else { return }
    UIView.animate(springDuration: 0.4, bounce: 0.3) {
      self.shareButton.transform = .identity
    }
  }

  private func share() {
    shareButton.isEnabled = false
    shareButton.setNeedsUpdateConfiguration()
    let sheet = UIActivityViewController(activityItems: [title ?? ""], applicationActivities: nil)
    sheet.excludedActivityTypes = [.assignToContact, .saveToCameraRoll]
    sheet.popoverPresentationController?.sourceView = shareButton
    sheet.completionWithItemsHandler = { [weak self] activity, completed, _, _ in
      self?.shareButton.isEnabled = true
      if completed, activity == .copyToPasteboard { self?.title = "Copied" }
    }
    present(sheet, animated: true)
  }
}
