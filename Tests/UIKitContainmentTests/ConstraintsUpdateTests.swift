import Testing
import UIKitContainment

/// A screen that sets its banner's height in the update pass and records the order of its
/// callbacks.
private final class BannerScreen: UIViewController {
  let banner = UIView()
  var bannerHeight: NSLayoutConstraint?
  var tall = false
  var heard: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    banner.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(banner)
    let height = banner.heightAnchor.constraint(equalToConstant: 40)
    NSLayoutConstraint.activate([
      banner.topAnchor.constraint(equalTo: view.topAnchor),
      banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      banner.trailingAnchor.constraint(equalTo: view.trailingAnchor), height,
    ])
    bannerHeight = height
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    heard.append("willAppear")
  }
  override func updateViewConstraints() {
    heard.append("updateViewConstraints")
    bannerHeight?.constant = tall ? 120 : 40
    super.updateViewConstraints()
  }
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    heard.append("willLayout")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    heard.append("didAppear")
  }
}

/// The constraints' update pass before a layout: a view controller's `updateViewConstraints()`
/// as its view first lays out, and again once asked.
@Suite struct ConstraintsUpdateTests {
  @Test @MainActor func theUpdatePassComesBeforeTheLayoutAndOnlyWhenOwed() {
    let screen = BannerScreen()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    #expect(Array(screen.heard.prefix(3)) == ["willAppear", "updateViewConstraints", "willLayout"])
    #expect(screen.heard.last == "didAppear")
    #expect(screen.heard.filter { $0 == "updateViewConstraints" }.count == 1)
    #expect(!screen.view.needsUpdateConstraints())
    screen.heard.removeAll()
    screen.view.setNeedsLayout()
    screen.view.layoutIfNeeded()  // a layout owes no update pass
    #expect(screen.heard == ["willLayout"])
    screen.tall = true
    screen.view.setNeedsUpdateConstraints()
    #expect(screen.view.needsUpdateConstraints())
    screen.view.layoutIfNeeded()
    #expect(screen.heard.suffix(2) == ["updateViewConstraints", "willLayout"])
    #expect(screen.banner.frame.height == 120)  // the new constant, solved in that layout
  }

  @Test @MainActor func aPlainViewsPassRunsItsOwnUpdateOnDemand() {
    final class Counting: UIView {
      var updates = 0
      override func updateConstraints() {
        updates += 1
        super.updateConstraints()
      }
    }
    let view = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.updateConstraintsIfNeeded()
    #expect(view.updates == 1)
    view.updateConstraintsIfNeeded()  // nothing owed
    #expect(view.updates == 1 && !UIView.requiresConstraintBasedLayout)
  }
}
