/// A layer's place and its sublayers: kept as Core Animation keeps them, never drawn.
///
/// A view's layer is its view's geometry (its ``frame`` is the view's frame, its ``position``
/// the view's centre, its ``transform`` the view's) and lists the layers code adds to it; the
/// views' own tree stays the views' (a subview's layer is not among its superview's layer's
/// ``sublayers`` here, as it is on iOS).
///
/// ```swift
/// let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
/// let shade = CAGradientLayer()
/// shade.frame = card.bounds
/// card.layer.addSublayer(shade)
/// card.layer.insertSublayer(CALayer(), below: shade)
/// precondition(card.layer.sublayers?.last === shade && shade.superlayer === card.layer)
/// shade.removeFromSuperlayer()
/// precondition(card.layer.sublayers?.count == 1)
/// ```
extension CALayer {
  // MARK: Geometry

  /// ``frame``'s work (the property is declared in the class, where a subclass overrides it).
  var modelFrame: CGRect {
    get {
      if let view { return view.frame }
      let size = ownBounds.size
      return CGRect(
        x: ownPosition.x - anchorPoint.x * size.width,
        y: ownPosition.y - anchorPoint.y * size.height, width: size.width, height: size.height)
    }
    set {
      if let view {
        view.frame = newValue
        return
      }
      ownBounds.size = newValue.size
      ownPosition = CGPoint(
        x: newValue.minX + anchorPoint.x * newValue.width,
        y: newValue.minY + anchorPoint.y * newValue.height)
    }
  }

  /// Its transform (a view's layer: the view's ``UIView/transform3D``), kept.
  public var transform: CATransform3D {
    get { viewOrOwn(\.transform3D, \.ownTransform) }
    set { setViewOrOwn(\.transform3D, \.ownTransform, to: newValue) }
  }

  /// Whether it is hidden (a view's layer: the view's ``UIView/isHidden``).
  public var isHidden: Bool {
    get { viewOrOwn(\.isHidden, \.ownHidden) }
    set { setViewOrOwn(\.isHidden, \.ownHidden, to: newValue) }
  }

  /// The view's value of `viewKey` for a view's layer, else its own of `ownKey`.
  func viewOrOwn<Value>(
    _ viewKey: KeyPath<UIView, Value>, _ ownKey: KeyPath<CALayer, Value>
  ) -> Value {
    if let view { return view[keyPath: viewKey] }
    return self[keyPath: ownKey]
  }

  /// Sets the view's `viewKey` for a view's layer, else its own `ownKey`.
  func setViewOrOwn<Value>(
    _ viewKey: ReferenceWritableKeyPath<UIView, Value>,
    _ ownKey: ReferenceWritableKeyPath<CALayer, Value>, to value: Value
  ) {
    if let view { view[keyPath: viewKey] = value } else { self[keyPath: ownKey] = value }
  }

  /// Its transform read as an affine one.
  ///
  /// - Returns: The plane part of ``transform``.
  public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

  /// Sets its transform to an affine one.
  ///
  /// - Parameter m: The transform.
  public func setAffineTransform(_ m: CGAffineTransform) {
    transform = CATransform3DMakeAffineTransform(m)
  }

  // MARK: The tree

  /// The layer it is a sublayer of.
  public var superlayer: CALayer? { parentLayer }

  /// Its sublayers, back to front (`nil` when it has none, as Core Animation's); setting it
  /// replaces them.
  public var sublayers: [CALayer]? {
    get { sublayerList.isEmpty ? nil : sublayerList }
    set {
      for layer in sublayerList { layer.parentLayer = nil }
      sublayerList = []
      for layer in newValue ?? [] { addSublayer(layer) }
    }
  }

  /// Inserts `layer` at `index` among its sublayers (at the front past the last).
  ///
  /// It is taken from its superlayer first; a layer added to itself or to one of its sublayers ends the app with
  /// Core Animation's `CALayerInvalid`, at the call (Core Animation: at the next commit). The
  /// layer then lays out again, as Core Animation's does.
  func insert(_ layer: CALayer, at index: Int) {
    var ancestor: CALayer? = self
    while let current = ancestor {
      if current === layer {
        raise(
          "CALayerInvalid",
          "layer <CALayer: \(type(of: layer))> is a part of cycle in its layer tree")
      }
      ancestor = current.parentLayer
    }
    layer.removeFromSuperlayer()
    sublayerList.insert(layer, at: min(index, sublayerList.count))
    layer.parentLayer = self
    if laysOutItself { setNeedsLayout() }
  }

  /// Inserts `layer` just in front of `sibling` (at the front when `sibling` is not one of its
  /// sublayers).
  ///
  /// - Parameters:
  ///   - layer: The layer to insert.
  ///   - sibling: The sublayer it goes in front of.
  public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    layer.removeFromSuperlayer()
    let index = sibling.flatMap { sibling in sublayerList.firstIndex { $0 === sibling } }
    insertSublayer(layer, at: UInt32(index.map { $0 + 1 } ?? sublayerList.count))
  }

  /// Inserts `layer` just behind `sibling` (at the back when `sibling` is not one of its
  /// sublayers).
  ///
  /// - Parameters:
  ///   - layer: The layer to insert.
  ///   - sibling: The sublayer it goes behind.
  public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    layer.removeFromSuperlayer()
    let index = sibling.flatMap { sibling in sublayerList.firstIndex { $0 === sibling } }
    insertSublayer(layer, at: UInt32(index ?? 0))
  }

  /// Puts `newLayer` where `oldLayer` is among its sublayers (nothing when it is not one).
  ///
  /// - Parameters:
  ///   - oldLayer: The sublayer to replace.
  ///   - newLayer: The layer that takes its place.
  public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard let index = sublayerList.firstIndex(where: { $0 === oldLayer }) else { return }
    oldLayer.removeFromSuperlayer()
    insertSublayer(newLayer, at: UInt32(index))
  }

  /// ``removeFromSuperlayer()``'s work.
  func leaveSuperlayer() {
    guard let parent = parentLayer else { return }
    parent.sublayerList.removeAll { $0 === self }
    parentLayer = nil
  }

}

extension CALayer {
  /// The layer of `view`, of its class's ``UIView/layerClass``: a layer class of Core
  /// Animation's the layer has (`CALayer`, `CAShapeLayer`, `CAGradientLayer`, `CATextLayer`,
  /// `CAReplicatorLayer`, `CATransformLayer`, `CAEmitterLayer`), or for any other
  /// class (an app's own) the nearest of those it descends from, as Swift on Linux cannot make an
  /// instance of a class from its metatype without a required initializer (a deviation: code
  /// that casts the layer to its own class finds the nearest one).
  static func made(as type: AnyClass, backing view: UIView) -> CALayer {
    var current: AnyClass? = type
    while let candidate = current {
      if candidate == CAGradientLayer.self { return CAGradientLayer(backing: view) }
      if candidate == CAShapeLayer.self { return CAShapeLayer(backing: view) }
      if candidate == CATextLayer.self { return CATextLayer(backing: view) }
      if candidate == CAReplicatorLayer.self { return CAReplicatorLayer(backing: view) }
      if candidate == CATransformLayer.self { return CATransformLayer(backing: view) }
      if candidate == CAEmitterLayer.self { return CAEmitterLayer(backing: view) }
      if candidate == CALayer.self { break }
      current = _getSuperclass(candidate)
    }
    return CALayer(backing: view)
  }
}
