// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// Container code written for UIKit gives its views a look through Core Animation and decides
// where touches go: a perspective flip between children, a shadow's path, a gradient and a
// masked corner, and an overlay that lets touches through. Each line compiled on iOS before it
// compiled here (none of these names existed in the layer).

final class FlipContainerViewController: UIViewController {
  private(set) var current: UIViewController?
  private let shade = CAGradientLayer()
  private let corners = CAShapeLayer()

  override var navigationItem: UINavigationItem { current?.navigationItem ?? super.navigationItem }
  override var childForStatusBarStyle: UIViewController? { current }
  override var childForStatusBarHidden: UIViewController? { current }
  override var childForHomeIndicatorAutoHidden: UIViewController? { current }
  override var childForScreenEdgesDeferringSystemGestures: UIViewController? { current }

  override func viewDidLoad() {
    super.viewDidLoad()
    overrideUserInterfaceStyle = .dark
    var perspective = CATransform3DIdentity
    perspective.m34 = -1.0 / 600
    view.layer.sublayerTransform = perspective
    shade.colors = [UIColor.black.withAlphaComponent(0.4).cgColor, UIColor.clear.cgColor]
    shade.locations = [0, 1]
    shade.startPoint = CGPoint(x: 0, y: 0.5)
    shade.endPoint = CGPoint(x: 1, y: 0.5)
    view.layer.insertSublayer(shade, at: 0)
    corners.fillColor = UIColor.black.cgColor
    view.layer.mask = corners
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    shade.frame = view.bounds
    corners.path =
      UIBezierPath(
        roundedRect: view.bounds, byRoundingCorners: [.topLeft, .topRight],
        cornerRadii: CGSize(width: 16, height: 16)
      ).cgPath
    view.layer.shadowPath = UIBezierPath(rect: view.bounds).cgPath
  }

  func flip(to next: UIViewController) {
    guard let old = current else {
      addChild(next)
      view.addSubview(next.view)
      next.didMove(toParent: self)
      current = next
      return
    }
    addChild(next)
    old.willMove(toParent: nil)
    next.view.frame = view.bounds
    next.view.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
    transition(
      from: old, to: next, duration: 0.5, options: [.curveEaseInOut],
      animations: {
        old.view.layer.transform = CATransform3DRotate(CATransform3DIdentity, -.pi / 2, 0, 1, 0)
        next.view.layer.transform = CATransform3DIdentity
      },
      completion: { _ in
        old.view.layer.transform = CATransform3DIdentity
        old.removeFromParent()
        next.didMove(toParent: self)
        self.current = next
        self.setNeedsStatusBarAppearanceUpdate()
        self.setNeedsUpdateOfHomeIndicatorAutoHidden()
        self.setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
      })
  }
}

/// An overlay that takes the touches on its subviews and lets the others through.
final class PassThroughView: UIView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }

  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    subviews.contains { !$0.isHidden && $0.point(inside: convert(point, to: $0), with: event) }
  }
}

/// A drawer's handle: a round grip whose outline is its shadow's.
final class GripView: UIView {
  override func layoutSubviews() {
    super.layoutSubviews()
    let grip = UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4))
    layer.shadowPath = grip.cgPath
    layer.shadowOpacity = 0.3
    let path = CGMutablePath()
    path.addRoundedRect(in: bounds, cornerWidth: 6, cornerHeight: 6)
    path.addArc(
      center: CGPoint(x: bounds.midX, y: bounds.midY), radius: 3, startAngle: 0,
      endAngle: 2 * .pi, clockwise: true)
    (layer.sublayers?.first as? CAShapeLayer)?.path = path
    transform3D = CATransform3DMakeScale(1, 1, 1)
  }
}

/// A container's header: a segmented control that hugs its height, its titles styled.
final class SegmentHeaderView: UIView {
  let segments = UISegmentedControl(items: ["Day", "Week"])

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(segments)
    segments.translatesAutoresizingMaskIntoConstraints = false
    segments.setContentHuggingPriority(.defaultHigh, for: .vertical)
    segments.setContentCompressionResistancePriority(.required, for: .vertical)
    segments.setTitleTextAttributes(
      [.font: UIFont.systemFont(ofSize: 13, weight: .semibold), .foregroundColor: UIColor.white],
      for: .selected)
    segments.setTitleTextAttributes(
      [NSAttributedString.Key.underlineStyle: NSUnderlineStyle.single.rawValue], for: .normal)
    NSLayoutConstraint.activate([
      segments.topAnchor.constraint(equalTo: topAnchor, constant: 8),
      segments.centerXAnchor.constraint(equalTo: centerXAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }

  override class var requiresConstraintBasedLayout: Bool { true }

  override func updateConstraints() {
    segments.isHidden = bounds.height < 30
    super.updateConstraints()
  }
}

/// A bottom sheet whose height constraint follows its detent in the update pass.
final class BottomSheetContainer: UIViewController {
  private var height: NSLayoutConstraint?
  var expanded = false {
    didSet { view.setNeedsUpdateConstraints() }
  }

  override func updateViewConstraints() {
    height?.constant = expanded ? view.bounds.height * 0.9 : 200
    super.updateViewConstraints()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let sheet = UIView()
    sheet.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(sheet)
    let height = sheet.heightAnchor.constraint(equalToConstant: 200)
    height.priority = UILayoutPriority(rawValue: 900)
    NSLayoutConstraint.activate([
      sheet.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      sheet.leftAnchor.constraint(greaterThanOrEqualTo: view.leftAnchor),
      height,
    ])
    self.height = height
    view.updateConstraintsIfNeeded()
  }
}
