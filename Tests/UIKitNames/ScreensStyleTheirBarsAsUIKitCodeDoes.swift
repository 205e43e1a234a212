// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// A screen written for UIKit styles the bars around it with iOS 13's appearances, asks its
// navigation controller to hide them on a swipe, and is its sheet's delegate.

final class StyledBarsViewController: UIViewController, UISheetPresentationControllerDelegate {
  override func viewDidLoad() {
    super.viewDidLoad()
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemBackground
    appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
    appearance.shadowColor = .clear
    navigationController?.navigationBar.standardAppearance = appearance
    navigationController?.navigationBar.scrollEdgeAppearance = appearance
    navigationController?.hidesBarsOnSwipe = true
    navigationItem.scrollEdgeAppearance = appearance
    let tabAppearance = UITabBarAppearance()
    tabAppearance.configureWithDefaultBackground()
    tabBarController?.tabBar.standardAppearance = tabAppearance
    tabBarController?.tabBar.scrollEdgeAppearance = tabAppearance
  }

  func showDetails(_ details: UIViewController) {
    if let sheet = details.sheetPresentationController {
      sheet.detents = [.medium(), .large()]
      sheet.delegate = self
    }
    present(details, animated: true)
  }

  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {
    view.alpha = sheetPresentationController.selectedDetentIdentifier == .large ? 0.5 : 1
  }
}
