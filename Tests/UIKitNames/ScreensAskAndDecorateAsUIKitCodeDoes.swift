// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// A screen written for UIKit asks for a name in an alert's text field, tints template images
// and symbols of a configured weight, lines a button's content up, adds a guide of its own and
// measures the size its content fits.

final class RenameViewController: UIViewController {
  private let button = UIButton(type: .system)
  private let spacer = UILayoutGuide()

  override func viewDidLoad() {
    super.viewDidLoad()
    button.setImage(UIImage(named: "pencil")?.withRenderingMode(.alwaysTemplate), for: .normal)
    button.setImage(
      UIImage(
        systemName: "star",
        withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold)),
      for: .selected)
    button.contentHorizontalAlignment = .leading
    button.titleLabel?.font = .boldSystemFont(ofSize: 15)
    view.addLayoutGuide(spacer)
    button.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(button)
    NSLayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
      spacer.topAnchor.constraint(equalTo: button.bottomAnchor),
    ])
    preferredContentSize = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
  }

  func askForName() {
    let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
    alert.addTextField { field in
      field.placeholder = "Name"
      field.autocapitalizationType = .words
    }
    alert.addAction(
      UIAlertAction(title: "Save", style: .default) { [weak self, weak alert] _ in
        self?.title = alert?.textFields?.first?.text
        self?.view.setNeedsDisplay()
      })
    present(alert, animated: true)
  }
}
