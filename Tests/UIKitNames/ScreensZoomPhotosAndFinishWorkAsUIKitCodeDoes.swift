// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// Screens as public iOS code writes them around a photo pager and a search: a page whose
// scroll view zooms its image (double tap to zoom in, a pinch, the image kept centred), a
// border in the view's tint read without unwrapping (UIKit's never-nil tint), work finished
// in the background with a task that ends itself, a search set up with iOS 8's and iOS 11's
// names, a toolbar placed by its delegate, a custom slider's track, frames logged as UIKit
// writes them, a label whose text can be copied, a layer's layout in its view, and a tab bar
// controller that keeps the order its user gave its tabs.

final class ZoomingPhotoViewController: UIViewController, UIScrollViewDelegate {
  private let scrollView = UIScrollView()
  private let imageView = UIImageView()

  override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = view.bounds
    scrollView.delegate = self
    scrollView.minimumZoomScale = 1
    scrollView.maximumZoomScale = 4
    scrollView.showsHorizontalScrollIndicator = false
    view.addSubview(scrollView)
    imageView.frame = scrollView.bounds
    imageView.contentMode = .scaleAspectFit
    scrollView.addSubview(imageView)
    view.layer.borderColor = view.tintColor.cgColor
    view.layer.borderWidth = 1
    let doubleTap = UITapGestureRecognizer { [weak self] tap in self?.doubleTapped(tap) }
    doubleTap.numberOfTapsRequired = 2
    scrollView.addGestureRecognizer(doubleTap)
    if let pinch = scrollView.pinchGestureRecognizer {
      print("zooms with \(pinch.scale)")
    }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    scrollView.setZoomScale(scrollView.minimumZoomScale, animated: false)
  }

  private func doubleTapped(_ tap: UITapGestureRecognizer) {
    if scrollView.zoomScale > scrollView.minimumZoomScale {
      scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
    } else {
      let point = tap.location(in: imageView)
      let size = CGSize(
        width: scrollView.bounds.width / 2.5, height: scrollView.bounds.height / 2.5)
      scrollView.zoom(
        to: CGRect(
          origin: CGPoint(x: point.x - size.width / 2, y: point.y - size.height / 2), size: size),
        animated: true)
    }
  }

  func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

  func scrollViewDidZoom(_ scrollView: UIScrollView) {
    let offsetX = max((scrollView.bounds.width - scrollView.contentSize.width) / 2, 0)
    let offsetY = max((scrollView.bounds.height - scrollView.contentSize.height) / 2, 0)
    imageView.center = CGPoint(
      x: scrollView.contentSize.width / 2 + offsetX, y: scrollView.contentSize.height / 2 + offsetY)
  }

  func scrollViewDidEndZooming(
    _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
  ) {
    print("zoomed to \(scale), zooming: \(scrollView.isZooming)")
  }
}

final class RotatableStickerView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    let rotation = UIRotationGestureRecognizer { [weak self] gesture in
      guard let self else { return }
      self.transform = self.transform.rotated(by: gesture.rotation)
      gesture.rotation = 0
    }
    let pinch = UIPinchGestureRecognizer { [weak self] gesture in
      guard let self, gesture.state == .changed else { return }
      self.transform = self.transform.scaledBy(x: gesture.scale, y: gesture.scale)
      gesture.scale = 1
    }
    addGestureRecognizer(rotation)
    addGestureRecognizer(pinch)
    contentScaleFactor = UIScreen.main.scale
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class UploadingViewController: UIViewController {
  private var task: UIBackgroundTaskIdentifier = .invalid

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    task = UIApplication.shared.beginBackgroundTask(withName: "upload") { [weak self] in
      self?.finish()
    }
    NSLog("time left: %f", UIApplication.shared.backgroundTimeRemaining)
  }

  private func finish() {
    guard task != .invalid else { return }
    UIApplication.shared.endBackgroundTask(task)
    task = .invalid
  }
}

final class CountriesViewController: UITableViewController, UISearchResultsUpdating,
  UIToolbarDelegate
{
  private let searchController = UISearchController(searchResultsController: nil)
  private let toolbar = UIToolbar()

  override func viewDidLoad() {
    super.viewDidLoad()
    searchController.searchResultsUpdater = self
    searchController.dimsBackgroundDuringPresentation = false
    searchController.searchBar.autocapitalizationType = .none
    searchController.searchBar.returnKeyType = .done
    navigationItem.searchController = searchController
    definesPresentationContext = true
    tableView.estimatedSectionHeaderHeight = 28
    tableView.separatorInsetReference = .fromAutomaticInsets
    toolbar.delegate = self
    NotificationCenter.default.addObserver(
      forName: UIApplication.didChangeStatusBarOrientationNotification, object: nil, queue: .main
    ) { _ in print("turned") }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    print("laid out in \(NSStringFromCGRect(view.frame)), \(NSCoder.string(for: view.bounds.size))")
  }

  func updateSearchResults(for searchController: UISearchController) {
    _ = searchController.searchBar.text
  }

  func position(for bar: UIBarPositioning) -> UIBarPosition { .top }
}

final class ThickSlider: UISlider {
  override func trackRect(forBounds bounds: CGRect) -> CGRect {
    var rect = super.trackRect(forBounds: bounds)
    rect.size.height = 6
    return rect
  }

  override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect
  {
    super.thumbRect(forBounds: bounds, trackRect: rect, value: value).insetBy(dx: -4, dy: -4)
  }
}

final class BadgeSwitch: UISwitch {
  func style(with image: UIImage?) {
    onImage = image?.withTintColor(.white)
    offImage = nil
  }
}

final class CopyableLabel: UILabel {
  override var canBecomeFirstResponder: Bool { true }

  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    action == NSSelectorFromString("copy:")
  }

  override func copy(_ sender: Any?) {
    UIPasteboard.general.string = text
  }
}

final class GradientView: UIView {
  override func layoutSublayers(of layer: CALayer) {
    super.layoutSublayers(of: layer)
    for sublayer in layer.sublayers ?? [] { sublayer.frame = bounds }
  }

  override func action(for layer: CALayer, forKey event: String) -> CAAction? {
    event == "bounds" ? nil : super.action(for: layer, forKey: event)
  }
}

final class CustomizableTabBarController: UITabBarController {
  override func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
    if changed { UserDefaults.standard.set(items.map { $0.tag }, forKey: "tabs") }
  }
}

let restored = CGRectFromString(UserDefaults.standard.string(forKey: "frame") ?? "{{0, 0}, {0, 0}}")
print(restored, NSCoder.cgSize(for: "{320, 480}"))
