// Coordinate spaces (UIKit's `UICoordinateSpace`, iOS 8): a view's and the screen's, so that a
// point converts between a view and the screen as between two views.

/// Something with its own coordinates that points and rectangles convert between (UIKit's
/// `UICoordinateSpace`): every `UIView`, and the screen's ``UIScreen/coordinateSpace``.
///
/// The screen's coordinates are the window's: the model's window covers the screen, portrait
/// or landscape (decided: iOS 8 and later orient `UIScreen.coordinateSpace` with the interface,
/// and the model's screen keeps portrait bounds; see ``UIScreen``).
///
/// ```swift
/// let window = UIWindow(frame: UIScreen.main.bounds)
/// let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
/// window.addSubview(card)
/// let onScreen = card.convert(CGPoint(x: 5, y: 5), to: UIScreen.main.coordinateSpace)
/// precondition(onScreen == CGPoint(x: 25, y: 105))
/// ```
@preconcurrency @MainActor public protocol UICoordinateSpace: AnyObject {
  /// The space's bounds, in its own coordinates.
  var bounds: CGRect { get }
  /// `point`, in this space's coordinates, in `coordinateSpace`'s.
  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
  /// `point`, in `coordinateSpace`'s coordinates, in this space's.
  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
  /// `rect`, in this space's coordinates, in `coordinateSpace`'s.
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  /// `rect`, in `coordinateSpace`'s coordinates, in this space's.
  func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

extension UICoordinateSpace {
  /// `rect`'s origin converted, its size kept (the model has no transforms).
  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
  }

  /// `rect`'s origin converted, its size kept.
  public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
    CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
  }
}

extension UIView: UICoordinateSpace {
  /// `point` in another view's coordinates, or the screen's (the window's).
  ///
  /// - Parameters:
  ///   - point: A point in this view's coordinates.
  ///   - coordinateSpace: A view, or the screen's coordinate space.
  /// - Returns: The same point in `coordinateSpace`'s coordinates.
  public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    let top = Self.topPoint(point, from: self)
    guard let view = coordinateSpace as? UIView else { return top }
    return Self.localPoint(top, in: view)
  }

  /// `point`, in another view's coordinates or the screen's, in this view's.
  ///
  /// - Parameters:
  ///   - point: A point in `coordinateSpace`'s coordinates.
  ///   - coordinateSpace: A view, or the screen's coordinate space.
  /// - Returns: The same point in this view's coordinates.
  public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    guard let view = coordinateSpace as? UIView else { return Self.localPoint(point, in: self) }
    return Self.localPoint(Self.topPoint(point, from: view), in: self)
  }
}

/// The screen's coordinates (``UIScreen/coordinateSpace``): the window's.
final class ScreenCoordinateSpace: UICoordinateSpace {
  var bounds: CGRect { UIScreen.main.bounds }

  func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
    (coordinateSpace as? UIView)?.convert(point, from: nil) ?? point
  }

  func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
    (coordinateSpace as? UIView)?.convert(point, to: nil) ?? point
  }
}

extension UIScreen {
  /// The screen's coordinates, oriented with the interface (the model's window's).
  @preconcurrency @MainActor public var coordinateSpace: any UICoordinateSpace {
    ScreenCoordinateSpace()
  }

  /// The screen's coordinates in portrait, whatever the interface's orientation (the model's
  /// screen is portrait: the same as ``coordinateSpace``).
  @preconcurrency @MainActor public var fixedCoordinateSpace: any UICoordinateSpace {
    ScreenCoordinateSpace()
  }

  /// The screen's traits: a phone's, of the screen's size.
  @preconcurrency @MainActor public var traitCollection: UITraitCollection {
    UITraitCollection.phone(ofSize: bounds.size)
  }

  /// A view standing for the screen's content in an animation: a new view of the screen's
  /// bounds, in no hierarchy, showing nothing (the model draws no content).
  ///
  /// - Parameter afterUpdates: Ignored (nothing is drawn).
  /// - Returns: The snapshot.
  @preconcurrency @MainActor public func snapshotView(afterScreenUpdates afterUpdates: Bool)
    -> UIView
  {
    UIView(frame: bounds)
  }
}
