import Containment

/// One level of the nest a run's container sits in: a view controller with one child, whose
/// view fills its own, as an app nests its screens (a navigation controller in a tab in a split
/// view, and so on twenty or a hundred times over).
///
/// It forwards appearance automatically, hands rotation questions to its child, and reports
/// to no observer: the oracle checks the container under test, not the nest. A run whose
/// magnitudes nest it (``Magnitudes/deepestNesting``) puts its container under as many of these
/// as its nesting says, so that appearance, size changes and memory warnings reach it through
/// that many containers, and every walk up to the window through that many views.
final class NestViewController: ViewController {
  /// The view controller inside.
  let child: ViewController

  /// Wraps `child` (added, and told it moved) in a nest level with identifier `id`.
  init(id: ViewControllerID, child: ViewController) throws {
    self.child = child
    super.init(id: id, title: "nest", observer: nil)
    try addChild(child)
    child.didMove(toParent: self)
  }

  override func viewDidLoad() {
    placeChildView()
  }

  /// Puts the child's view back, loading it, if a memory warning released it while the nest
  /// was off screen: as a container does, before the appearance reaches the child.
  override func viewWillAppear(_ animated: Bool) {
    placeChildView()
  }

  private func placeChildView() {
    guard child.viewIfLoaded?.superview !== view else { return }
    let inner = child.view
    inner.frame = Rect(size: view.frame.size)
    view.addSubview(inner)
  }

  /// Hands the warning to its child, keeping its own view (a level of the nest is not what a
  /// run tests; without this each warning would walk up to the window from every level).
  override func didReceiveMemoryWarning() {
    child.deliverMemoryWarning()
  }

  override var supportedInterfaceOrientations: InterfaceOrientationMask {
    child.supportedInterfaceOrientations
  }

  override var shouldAutorotate: Bool { child.shouldAutorotate }

  /// `root` under `levels` nest levels (itself for 0), identified from the top of the
  /// identifiers' range down, apart from the run's own.
  static func nest(_ root: ViewController, levels: Int) throws -> ViewController {
    var outer = root
    for level in 0..<max(0, levels) {
      let id = ViewControllerID(UInt64.max - 1 - UInt64(level))
      outer = try NestViewController(id: id, child: outer)
    }
    return outer
  }
}
