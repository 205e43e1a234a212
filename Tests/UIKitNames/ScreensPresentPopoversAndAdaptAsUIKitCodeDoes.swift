// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// A screen written for UIKit presents a menu as a popover that stays one on a phone, and a
// half-height card through a presentation controller of its own that follows the window's size,
// colours it for both appearances and measures against the screen and the status bar.

final class FilterMenuViewController: UIViewController {}

final class LibraryViewController: UIViewController, UIPopoverPresentationControllerDelegate {
  private(set) var popoversPrepared = 0

  // swift-format-ignore: NoPlaygroundLiterals
  func showFilters(from button: UIButton) {
    let menu = FilterMenuViewController()
    menu.modalPresentationStyle = .popover
    menu.preferredContentSize = CGSize(width: 240, height: 320)
    if let popover = menu.popoverPresentationController {
      popover.delegate = self
      popover.sourceView = button
      popover.sourceRect = button.bounds
      popover.permittedArrowDirections = .up
      popover.backgroundColor = #colorLiteral(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
      popover.passthroughViews = [view]
    }
    present(menu, animated: true, completion: nil)
  }

  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  {
    .none
  }

  func adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    traitCollection.verticalSizeClass == .compact ? .fullScreen : .none
  }

  func prepareForPopoverPresentation(
    _ popoverPresentationController: UIPopoverPresentationController
  ) {
    popoversPrepared += 1
  }

  func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

// swift-format-ignore: NoPlaygroundLiterals
final class HalfCardPresentationController: UIPresentationController {
  private let dimmingView: UIView = {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.backgroundColor = UIColor { traits in
      traits.userInterfaceStyle == .dark
        ? UIColor(white: 0, alpha: 0.6) : #colorLiteral(red: 0, green: 0, blue: 0, alpha: 0.3)
    }
    view.alpha = 0
    return view
  }()

  override init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    super.init(
      presentedViewController: presentedViewController, presenting: presentingViewController)
    overrideTraitCollection = UITraitCollection(userInterfaceStyle: .dark)
  }

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView = containerView else { return .zero }
    var frame = CGRect.zero
    frame.size = size(
      forChildContentContainer: presentedViewController,
      withParentContainerSize: containerView.bounds.size)
    frame.origin.y = containerView.frame.height - frame.size.height
    return frame
  }

  override func size(
    forChildContentContainer container: UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    let statusBar = UIApplication.shared.statusBarFrame.height
    return CGSize(width: parentSize.width, height: (parentSize.height - statusBar) / 2)
  }

  override func presentationTransitionWillBegin() {
    guard let containerView = containerView else { return }
    containerView.insertSubview(dimmingView, at: 0)
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "V:|[dimming]|", options: [], metrics: nil,
        views: ["dimming": dimmingView]))
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: "H:|[dimming]|", options: [], metrics: nil,
        views: ["dimming": dimmingView]))
    guard let coordinator = presentedViewController.transitionCoordinator else {
      dimmingView.alpha = 1
      return
    }
    coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
  }

  override func containerViewWillLayoutSubviews() {
    super.containerViewWillLayoutSubviews()
    presentedView?.frame = frameOfPresentedViewInContainerView
  }

  override func preferredContentSizeDidChange(
    forChildContentContainer container: UIContentContainer
  ) {
    super.preferredContentSizeDidChange(forChildContentContainer: container)
    containerView?.setNeedsLayout()
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(
      alongsideTransition: { _ in
        self.dimmingView.frame = CGRect(origin: .zero, size: size)
      }, completion: nil)
  }

  func dimmingCenterOnScreen() -> CGPoint {
    var red: CGFloat = 0
    var alpha: CGFloat = 0
    dimmingView.backgroundColor?.resolvedColor(with: traitCollection)
      .getRed(&red, green: nil, blue: nil, alpha: &alpha)
    let tint = UIColor(hue: 0.6, saturation: 0.2, brightness: red, alpha: alpha)
    dimmingView.tintColor = tint
    let screenShot = UIScreen.main.snapshotView(afterScreenUpdates: false)
    screenShot.alpha = 0
    return dimmingView.convert(
      CGPoint(x: dimmingView.bounds.midX, y: dimmingView.bounds.midY),
      to: UIScreen.main.coordinateSpace)
  }
}
