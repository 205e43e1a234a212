// A scroll view's zoom, as UIKit's: the view its delegate names (`viewForZooming(in:)`) scaled
// between the zoom's limits, the content's size following it, a pinch of its own recognizer or
// a call in code setting it.

extension UIScrollView {
  /// How much the content is scaled (1 by default), between ``minimumZoomScale`` and
  /// ``maximumZoomScale``; setting it zooms, as ``setZoomScale(_:animated:)`` does unanimated.
  public var zoomScale: CGFloat {
    get { self[setting: \.zoomScale] }
    set { setZoomScale(newValue, animated: false) }
  }

  /// Whether a pinch is zooming the content.
  public var isZooming: Bool { self[setting: \.isZooming] }

  /// Whether the zoom is springing back inside its limits (never in the model: a pinch's
  /// scale is held to them).
  public var isZoomBouncing: Bool { false }

  /// The recognizer of the pinches that zoom (`nil` while ``maximumZoomScale`` is not above
  /// ``minimumZoomScale``, as in UIKit): the scroll view's own, attached to it; a harness
  /// performs a pinch with its `_pinch(scales:cancelled:)`.
  public var pinchGestureRecognizer: UIPinchGestureRecognizer? {
    guard maximumZoomScale > minimumZoomScale else { return nil }
    if let pinch = self[setting: \.pinch] { return pinch }
    let pinch = UIPinchGestureRecognizer { [unowned self] pinch in self.pinched(pinch) }
    self[setting: \.pinch] = pinch
    addGestureRecognizer(pinch)
    return pinch
  }

  /// Zooms to `scale`, held between the zoom's limits.
  ///
  /// The delegate's view for zooming is scaled by it, the content's size becomes that view's
  /// scaled, and the delegate hears `scrollViewDidZoom(_:)`. Without a view for zooming
  /// nothing changes, as in UIKit.
  ///
  /// ```swift
  /// final class Photo: UIViewController, UIScrollViewDelegate {
  ///   let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  ///   let image = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  ///   func viewForZooming(in scrollView: UIScrollView) -> UIView? { image }
  /// }
  /// let photo = Photo()
  /// photo.scroll.addSubview(photo.image)
  /// photo.scroll.delegate = photo
  /// photo.scroll.maximumZoomScale = 3
  /// photo.scroll.setZoomScale(2, animated: false)
  /// precondition(photo.scroll.contentSize == CGSize(width: 640, height: 960))
  /// ```
  ///
  /// - Parameters:
  ///   - scale: The new zoom.
  ///   - animated: Whether UIKit would animate it (the model zooms at once: the delegate hears
  ///     `scrollViewDidZoom(_:)` once, with no begin or end, which UIKit tells only of a
  ///     pinch).
  public func setZoomScale(_ scale: CGFloat, animated: Bool) {
    guard let zoomed = delegate?.viewForZooming(in: self) else { return }
    let held = min(max(scale, minimumZoomScale), maximumZoomScale)
    self[setting: \.zoomScale] = held
    zoomed.transform = CGAffineTransform(scaleX: held, y: held)
    contentSize = CGSize(width: zoomed.bounds.width * held, height: zoomed.bounds.height * held)
    delegate?.scrollViewDidZoom(self)
  }

  /// Zooms so that `rect`, in the coordinates of the view for zooming, fills the scroll view
  /// as far as the zoom's limits allow, and scrolls to it.
  ///
  /// - Parameters:
  ///   - rect: The part of the view for zooming to show.
  ///   - animated: Whether UIKit would animate it (the model zooms at once).
  public func zoom(to rect: CGRect, animated: Bool) {
    guard rect.width > 0, rect.height > 0 else { return }
    setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), animated: animated)
    let scale = zoomScale
    let farthest = CGPoint(
      x: max(0, contentSize.width - bounds.width), y: max(0, contentSize.height - bounds.height))
    setContentOffset(
      CGPoint(
        x: min(max(0, rect.minX * scale), farthest.x),
        y: min(max(0, rect.minY * scale), farthest.y)),
      animated: animated)
  }

  /// Its pinch recognizer changed: a pinch begins zooming from the zoom it found, follows the
  /// pinch's scale and ends at the zoom it left.
  private func pinched(_ pinch: UIPinchGestureRecognizer) {
    guard let zoomed = delegate?.viewForZooming(in: self) else { return }
    switch pinch.state {
    case .began:
      self[setting: \.isZooming] = true
      pinchStart = zoomScale
      delegate?.scrollViewWillBeginZooming(self, with: zoomed)
      setZoomScale(pinchStart * pinch.scale, animated: false)
    case .changed:
      setZoomScale(pinchStart * pinch.scale, animated: false)
    case .ended, .cancelled:
      self[setting: \.isZooming] = false
      delegate?.scrollViewDidEndZooming(self, with: zoomed, atScale: zoomScale)
    default:
      break
    }
  }

  /// The zoom when the pinch under way began.
  private var pinchStart: CGFloat {
    get { self[setting: \.pinchStart] }
    set { self[setting: \.pinchStart] = newValue }
  }
}
