// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// A settings screen written for UIKit takes input: a text field it is the delegate of, a
// switch, a slider, a stepper, a pull to refresh, a label of attributed text; it reads the
// layout direction to place them.

final class ProfileSettingsViewController: UIViewController, UITextFieldDelegate {
  private let nameField = UITextField()
  private let notifications = UISwitch()
  private let volume = UISlider()
  private let copies = UIStepper()
  private let refresh = UIRefreshControl()
  private let scrollView = UIScrollView()
  private let caption = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    nameField.delegate = self
    nameField.placeholder = "Name"
    nameField.borderStyle = .roundedRect
    nameField.clearButtonMode = .whileEditing
    nameField.returnKeyType = .done
    nameField.autocapitalizationType = .words
    nameField.textContentType = .name
    notifications.onTintColor = .systemGreen
    notifications.addAction(UIAction { [weak self] _ in self?.save() }, for: .valueChanged)
    volume.minimumValue = 0
    volume.maximumValue = 10
    volume.setValue(5, animated: false)
    copies.maximumValue = 5
    copies.stepValue = 1
    refresh.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
    scrollView.refreshControl = refresh
    caption.attributedText = NSAttributedString(
      string: "Profile", attributes: [.foregroundColor: UIColor.secondaryLabel])
    let leading = view.effectiveUserInterfaceLayoutDirection == .leftToRight
    caption.textAlignment = leading ? .left : .right
    view.isExclusiveTouch = true
    for control in [nameField, notifications, volume, copies, scrollView, caption] as [UIView] {
      view.addSubview(control)
    }
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    textField.resignFirstResponder()
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    (textField.text?.count ?? 0) + string.count <= 30
  }

  private func save() { caption.text = notifications.isOn ? "On" : "Off" }

  private func reload() { refresh.endRefreshing() }
}
