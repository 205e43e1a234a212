// Points and rectangles converted between layers (Core Animation's `convert(_:from:)` and
// `convert(_:to:)`), through the layer tree and, for a view's layer, through the view's.

extension CALayer {
  /// `p`, in this layer's coordinates, in `l`'s (`nil`: the coordinates of the outermost
  /// layer, or of the window for a layer in a view's tree).
  ///
  /// A layer's point is its superlayer's less its bounds' origin, plus its frame's; a view's
  /// layer converts as its view does (`UIView.convert(_:to:)`). Transforms are not applied,
  /// as a view's are not.
  ///
  /// ```swift
  /// let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
  /// let badge = CALayer()
  /// badge.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
  /// card.layer.addSublayer(badge)
  /// precondition(badge.convert(CGPoint(x: 1, y: 1), to: card.layer) == CGPoint(x: 11, y: 11))
  /// precondition(card.layer.convert(badge.bounds, from: badge).origin == CGPoint(x: 10, y: 10))
  /// ```
  ///
  /// - Parameters:
  ///   - p: A point in this layer's coordinates.
  ///   - l: The layer whose coordinates it is wanted in.
  /// - Returns: The same point in `l`'s coordinates.
  public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
    let top = pointAtTop(p)
    return l?.pointFromTop(top) ?? top
  }

  /// `p`, in `l`'s coordinates (`nil`: the outermost layer's, or the window's), in this
  /// layer's.
  ///
  /// - Parameters:
  ///   - p: A point in `l`'s coordinates.
  ///   - l: The layer whose coordinates it is in.
  /// - Returns: The same point in this layer's coordinates.
  public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
    pointFromTop(l?.pointAtTop(p) ?? p)
  }

  /// `r`, in this layer's coordinates, in `l`'s: its origin converted, its size kept.
  ///
  /// - Parameters:
  ///   - r: A rectangle in this layer's coordinates.
  ///   - l: The layer whose coordinates it is wanted in.
  /// - Returns: The same rectangle in `l`'s coordinates.
  public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
    CGRect(origin: convert(r.origin, to: l), size: r.size)
  }

  /// `r`, in `l`'s coordinates, in this layer's: its origin converted, its size kept.
  ///
  /// - Parameters:
  ///   - r: A rectangle in `l`'s coordinates.
  ///   - l: The layer whose coordinates it is in.
  /// - Returns: The same rectangle in this layer's coordinates.
  public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
    CGRect(origin: convert(r.origin, from: l), size: r.size)
  }

  /// `p` in the top coordinates: up the loose layers to the outermost one, or to a view's
  /// layer, whose view takes it to its window's.
  private func pointAtTop(_ p: CGPoint) -> CGPoint {
    var (point, layer) = (p, self)
    while layer.view == nil, let up = layer.superlayer {
      point = layer.inSuperlayer(point)
      layer = up
    }
    return layer.view?.convert(point, to: nil) ?? point
  }

  /// `p`, in the top coordinates, in this layer's: ``pointAtTop(_:)`` undone.
  private func pointFromTop(_ p: CGPoint) -> CGPoint {
    var below: [CALayer] = []
    var layer = self
    while layer.view == nil, let up = layer.superlayer {
      below.append(layer)
      layer = up
    }
    var point = layer.view?.convert(p, from: nil) ?? p
    for loose in below.reversed() {
      let (frame, bounds) = (loose.frame, loose.bounds)
      point = CGPoint(x: point.x - frame.minX + bounds.minX, y: point.y - frame.minY + bounds.minY)
    }
    return point
  }

  /// `p`, in this loose layer's coordinates, in its superlayer's.
  private func inSuperlayer(_ p: CGPoint) -> CGPoint {
    let (frame, bounds) = (self.frame, self.bounds)
    return CGPoint(x: p.x - bounds.minX + frame.minX, y: p.y - bounds.minY + frame.minY)
  }
}
