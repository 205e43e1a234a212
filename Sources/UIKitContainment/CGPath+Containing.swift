// Whether a path holds a point, as Core Graphics fills it: app code hit-tests a shape (a round
// button, a cut-out in an overlay) with `UIBezierPath.contains(_:)` or `CGPath.contains`.

extension CGPath {
  /// Whether `point` lies inside the path as it would be filled by `rule`, each figure closed
  /// as filling closes it, after `transform` has moved the path (Core Graphics'
  /// `CGPathContainsPoint`).
  ///
  /// Curves are followed through 16 straight pieces each (decided: the model draws nothing, and a
  /// point this close to a curve's edge is rarely the point of a test).
  ///
  /// ```swift
  /// let ring = CGMutablePath()
  /// ring.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
  /// ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
  /// precondition(ring.contains(CGPoint(x: 50, y: 50)))
  /// precondition(!ring.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
  /// precondition(ring.contains(CGPoint(x: 10, y: 50), using: .evenOdd))
  /// precondition(!ring.contains(CGPoint(x: 2, y: 2)))
  /// ```
  ///
  /// - Parameters:
  ///   - point: The point, in the path's coordinates once transformed.
  ///   - rule: How overlapping figures fill: `.winding` (non-zero), or `.evenOdd`.
  ///   - transform: Moves the path first.
  /// - Returns: Whether filling the path would cover `point`.
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding,
    transform: CGAffineTransform = .identity
  ) -> Bool {
    var winding = 0
    var crossings = 0
    for (from, to) in edges(transform: transform) {
      // A piece counts when it crosses the horizontal line through the point, on its right.
      guard (from.y > point.y) != (to.y > point.y) else { continue }
      let x = from.x + (point.y - from.y) * (to.x - from.x) / (to.y - from.y)
      guard point.x < x else { continue }
      crossings += 1
      winding += to.y > from.y ? 1 : -1
    }
    return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
  }

  /// The straight pieces that fill the path: its lines, its curves followed in pieces, and the
  /// closing line of every figure, transformed.
  private func edges(transform: CGAffineTransform) -> [(CGPoint, CGPoint)] {
    var edges: [(CGPoint, CGPoint)] = []
    var start = CGPoint.zero
    var current = CGPoint.zero
    func line(to point: CGPoint) {
      edges.append((current.applying(transform), point.applying(transform)))
      current = point
    }
    func closeFigure() { if current != start { line(to: start) } }
    func curve(to end: CGPoint, _ control1: CGPoint, _ control2: CGPoint) {
      let from = current
      for step in 1...Self.piecesPerCurve {
        let t = CGFloat(step) / CGFloat(Self.piecesPerCurve)
        let u = 1 - t
        line(
          to: from * (u * u * u) + control1 * (3 * u * u * t) + control2 * (3 * u * t * t)
            + end * (t * t * t))
      }
    }
    for element in elements {
      switch element {
      case .move(let point):
        closeFigure()
        (start, current) = (point, point)
      case .line(let point): line(to: point)
      case .quadCurve(let end, let control):
        // The same curve as a cubic one: its control points two thirds of the way to `control`.
        curve(to: end, current + (control - current) * (2 / 3), end + (control - end) * (2 / 3))
      case .curve(let end, let control1, let control2): curve(to: end, control1, control2)
      case .close: closeFigure()
      }
    }
    closeFigure()
    return edges
  }

  /// How many straight pieces follow one curve.
  private static let piecesPerCurve = 16
}

extension CGPoint {
  /// The point scaled by `factor` from the origin.
  fileprivate static func * (point: CGPoint, factor: CGFloat) -> CGPoint {
    CGPoint(x: point.x * factor, y: point.y * factor)
  }

  /// The sum of two points' coordinates.
  fileprivate static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
    CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// The difference of two points' coordinates.
  fileprivate static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
    CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }
}
