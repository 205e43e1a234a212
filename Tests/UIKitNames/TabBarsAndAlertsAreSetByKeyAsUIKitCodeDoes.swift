// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// Key-value coding as app code reaches UIKit through it: a tab bar controller given a tab bar
// of its own with a raised centre button (`setValue(_:forKey: "tabBar")`), a search bar's field
// styled by key path, an alert's attributed title and its action's colour by UIKit's private
// keys, a value tagged on an animation, and a view's state read by name.

final class RaisedCenterTabBar: UITabBar {
  let centerButton = UIButton(type: .custom)

  override init(frame: CGRect) {
    super.init(frame: frame)
    centerButton.frame = CGRect(x: 0, y: -20, width: 64, height: 64)
    addSubview(centerButton)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    centerButton.center = CGPoint(x: bounds.midX, y: 0)
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    centerButton.frame.contains(point) || super.point(inside: point, with: event)
  }
}

final class ShopTabBarController: UITabBarController {
  private let raisedBar = RaisedCenterTabBar()

  override func viewDidLoad() {
    super.viewDidLoad()
    setValue(raisedBar, forKey: "tabBar")
    raisedBar.centerButton.addAction(
      UIAction { [weak self] _ in self?.openCart() }, for: .touchUpInside)
    tabBar.tintColor = .systemPink
    if let bar = value(forKey: "tabBar") as? RaisedCenterTabBar {
      bar.unselectedItemTintColor = .gray
    }
  }

  private func openCart() {
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    alert.setValue(NSAttributedString(string: "Your cart"), forKey: "attributedTitle")
    let checkout = UIAlertAction(title: "Check out", style: .default)
    checkout.setValue(UIColor.systemPink, forKey: "titleTextColor")
    alert.addAction(checkout)
    present(alert, animated: true)
  }
}

final class StoreSearchViewController: UIViewController {
  let searchBar = UISearchBar()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(searchBar)
    if let field = searchBar.value(forKey: "searchField") as? UITextField {
      field.font = .systemFont(ofSize: 15)
    }
    searchBar.setValue(UIColor.darkGray, forKeyPath: "searchField.textColor")
    let pulse = CABasicAnimation(keyPath: "opacity")
    pulse.setValue("pulse", forKey: "name")
    searchBar.layer.add(pulse, forKey: "pulse")
    let hidden = view.value(forKey: "hidden") as? Bool ?? false
    searchBar.isHidden = hidden
  }
}
