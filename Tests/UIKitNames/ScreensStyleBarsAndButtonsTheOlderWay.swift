// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// Screens styled as apps styled them before iOS 13's appearances and iOS 15's button
// configurations, still common in public code: a transparent bar made with empty images, a
// solid-colour image drawn in a context, appearance proxies at launch, a button's insets, a
// stack view's custom spacing, a tab bar controller that animates the tapped item, and a
// view controller made from a storyboard by a creator.

extension UIImage {
  convenience init?(color: UIColor, size: CGSize = CGSize(width: 1, height: 1)) {
    let rect = CGRect(origin: .zero, size: size)
    UIGraphicsBeginImageContextWithOptions(rect.size, false, 0)
    color.setFill()
    UIRectFill(rect)
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    guard let cgImage = image?.cgImage else { return nil }
    self.init(cgImage: cgImage)
  }
}

final class TransparentBarViewController: UIViewController {
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.navigationBar.setBackgroundImage(UIImage(), for: .default)
    navigationController?.navigationBar.shadowImage = UIImage()
    navigationController?.navigationBar.isTranslucent = true
    navigationController?.navigationBar.backIndicatorImage = UIImage(color: .white)
    tabBarController?.tabBar.backgroundImage = UIImage(color: .black)
    tabBarController?.tabBar.shadowImage = UIImage()
    transitionCoordinator?.animateAlongsideTransition(
      in: navigationController?.navigationBar,
      animation: { _ in self.navigationController?.navigationBar.alpha = 1 },
      completion: nil)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    navigationController?.navigationBar.setBackgroundImage(nil, for: .default)
    navigationController?.navigationBar.shadowImage = nil
  }

  func layOut() {
    let button = UIButton(type: .system)
    button.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 0)
    button.setBackgroundImage(UIImage(color: .blue), for: .normal)
    button.setAttributedTitle(NSAttributedString(string: "Go"), for: .normal)
    let label = UILabel()
    let stack = UIStackView(arrangedSubviews: [label, button])
    stack.setCustomSpacing(24, after: label)
    view.addSubview(stack)
    label.becomeFirstResponder()
    _ = UIImage(named: "logo", in: .main, compatibleWith: traitCollection)?.pngData()
  }
}

final class BouncingTabBarController: UITabBarController {
  override func viewDidLoad() {
    super.viewDidLoad()
    UINavigationBar.appearance().tintColor = .white
    UITabBar.appearance().barTintColor = .black
    UIBarButtonItem.appearance().setTitleTextAttributes(
      [.foregroundColor: UIColor.red], for: .normal)
    UILabel.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).textColor = .white
  }

  override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
    guard let index = tabBar.items?.firstIndex(of: item) else { return }
    UIView.animate(withDuration: 0.2) { self.view.alpha = index == self.selectedIndex ? 1 : 0.9 }
  }
}

final class Loader {
  func detail(id: Int) -> UIViewController {
    UIStoryboard(name: "Main", bundle: nil).instantiateViewController(identifier: "Detail") {
      coder in DetailViewController(coder: coder, id: id)
    }
  }
}

final class DetailViewController: UIViewController {
  let id: Int

  init?(coder: NSCoder, id: Int) {
    self.id = id
    super.init(coder: coder)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
