// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// What an app's own helpers and its libraries declare on `NSObject`, the root of UIKit's
// classes, and use on views, view controllers, cells, recognizers, layers and constraints: a
// class name for reuse identifiers, a `then` for configuring at the declaration, an equality a
// subclass overrides, a constraint that describes itself. Each compiles only where those
// classes descend from `NSObject`.

extension NSObject {
  class var className: String { String(describing: self) }
  var className: String { String(describing: type(of: self)) }
}

protocol Then {}

extension Then where Self: AnyObject {
  @discardableResult func then(_ configure: (Self) -> Void) -> Self {
    configure(self)
    return self
  }
}

extension NSObject: Then {}

final class NoteCell: UITableViewCell {}

final class LabeledConstraint: NSLayoutConstraint {
  let label = "width"
  override var description: String { "<\(className) \(label)>" }
}

final class NotesViewController: UIViewController, UITableViewDataSource {
  let tableView = UITableView().then { $0.rowHeight = 44 }
  let pan = UIPanGestureRecognizer().then { $0.maximumNumberOfTouches = 1 }
  let shade = CAGradientLayer().then { $0.colors = [UIColor.black.cgColor] }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(NoteCell.self, forCellReuseIdentifier: NoteCell.className)
    tableView.dataSource = self
    view.addSubview(tableView)
    view.addGestureRecognizer(pan)
    view.layer.addSublayer(shade)
    let objects: [NSObject] = [self, tableView, pan, shade]
    precondition(objects.allSatisfy { $0.isKind(of: NSObject.self) })
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: NoteCell.className, for: indexPath)
  }
}
