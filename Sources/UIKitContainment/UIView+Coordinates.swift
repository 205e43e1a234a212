internal import ContainmentCore

/// Converting points and rectangles between views' coordinates, as UIKit's `convert` does: a
/// view's coordinates are its bounds' (a scroll view's move with its content offset), and a
/// point goes up through each superview's frame and bounds.
///
/// `nil` names the window's coordinates (the topmost view's, out of a window). The model has
/// no transforms: a rectangle keeps its size.
///
/// ```swift
/// let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
/// let inner = UIView(frame: CGRect(x: 40, y: 60, width: 100, height: 100))
/// outer.addSubview(inner)
/// precondition(inner.convert(CGPoint(x: 1, y: 2), to: outer) == CGPoint(x: 41, y: 62))
/// ```
extension UIView {
  /// `point`, in this view's coordinates, in `view`'s (the window's when `nil`).
  ///
  /// - Parameters:
  ///   - point: A point in this view's coordinates.
  ///   - view: The view whose coordinates the result is in.
  /// - Returns: The same point in `view`'s coordinates.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let top = Self.topPoint(point, from: self)
    return view.map { Self.localPoint(top, in: $0) } ?? top
  }

  /// `point`, in `view`'s coordinates (the window's when `nil`), in this view's.
  ///
  /// - Parameters:
  ///   - point: A point in `view`'s coordinates.
  ///   - view: The view whose coordinates `point` is in.
  /// - Returns: The same point in this view's coordinates.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let top = view.map { Self.topPoint(point, from: $0) } ?? point
    return Self.localPoint(top, in: self)
  }

  /// `rect`, in this view's coordinates, in `view`'s (the window's when `nil`).
  ///
  /// - Parameters:
  ///   - rect: A rectangle in this view's coordinates.
  ///   - view: The view whose coordinates the result is in.
  /// - Returns: The same rectangle in `view`'s coordinates.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// `rect`, in `view`'s coordinates (the window's when `nil`), in this view's.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in `view`'s coordinates.
  ///   - view: The view whose coordinates `rect` is in.
  /// - Returns: The same rectangle in this view's coordinates.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// `point`, in `view`'s coordinates, in those of the topmost view above it.
  static func topPoint(_ point: CGPoint, from view: View) -> CGPoint {
    var point = point
    var current = view
    while let superview = current._superviewIfAny {
      let origin = boundsOrigin(of: current)
      let frame = current._frameRect.origin
      point.x += CGFloat(frame.x) - origin.x
      point.y += CGFloat(frame.y) - origin.y
      current = superview
    }
    return point
  }

  /// `point`, in the coordinates of the topmost view above `view`, in `view`'s.
  static func localPoint(_ point: CGPoint, in view: View) -> CGPoint {
    let origin = topPoint(.zero, from: view)
    return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
  }

  /// A view's bounds' origin: a model view's is always zero.
  private static func boundsOrigin(of view: View) -> CGPoint {
    (view as? UIView)?.bounds.origin ?? .zero
  }
}
