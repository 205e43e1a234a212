/// The members each face of the model names its own way: `Containment` as the model always
/// has (`view`, `children`, `addChild(_:)` that throws), `UIKitContainment` as UIKit does
/// (`view: UIView!`, `children: [UIViewController]`, `addChild(_:)` that takes the child from
/// its parent). The core keeps them internal under those names, so that neither face's
/// declarations meet the other's; the faces reach them through these.
extension ViewController {
  /// The view, loaded first if it is not (L1): each face's `view`.
  @usableFromInline package final var _loadedView: View {
    get { view }
    set { view = newValue }
  }

  /// The view if it is loaded, else `nil`: each face's `viewIfLoaded`.
  ///
  /// A getter of the core's, not its storage read in a client: there an access to the storage
  /// would be checked at run time (`swift_beginAccess`).
  @usableFromInline package final var _viewIfLoaded: View? { viewIfLoaded }

  /// The items it puts in a navigation bar: each face's `navigationItem`.
  @usableFromInline package final var _navigationItem: NavigationItem {
    get { navigationItem }
    set { navigationItem = newValue }
  }

  /// The parent, if any: each face's `parent`.
  @usableFromInline package final var _parentViewController: ViewController? { parent }

  /// Whether it has a parent, read without retaining it.
  @inlinable package final var _hasParent: Bool { parentRef != nil }

  /// Whether the parent is UIKit's face's (``_markAsUIKitFace()``), read without retaining it.
  @usableFromInline package final var _hasUIKitParent: Bool {
    guard let parentRef else { return false }
    return parentRef._withUnsafeGuaranteedRef { $0._isUIKitFace }
  }

  /// `body` run on the nearest ancestor of UIKit's face, if any, walking up without retaining
  /// (each ancestor holds the one below it through the call).
  @inlinable package final func _withNearestUIKitAncestor<R>(_ body: (ViewController) -> R)
    -> R?
  {
    var node = parentRef
    while let current = node {
      if current._withUnsafeGuaranteedRef({ $0._isUIKitFace }) {
        return current._withUnsafeGuaranteedRef(body)
      }
      node = current._withUnsafeGuaranteedRef { $0.parentRef }
    }
    return nil
  }

  /// The children, in the order they were added: each face's `children`.
  @usableFromInline package final var _currentChildren: [ViewController] { children }

  /// How many view controllers the tree under this one holds, itself included.
  ///
  /// What a memory warning reaches; the children are read in place, unretained (no list made a
  /// level, nothing counted twice: no code of a container's runs while it counts).
  package final var _treeCount: Int {
    var count = 1
    forEachChildUnretained { count += $0._treeCount }
    return count
  }

  /// How many view controllers a size change reaches from this one: it, if its view is loaded,
  /// and so on down through the children with loaded views.
  package final var _loadedTreeCount: Int {
    guard _view != nil else { return 0 }
    var count = 1
    forEachChildUnretained { count += $0._loadedTreeCount }
    return count
  }

  /// Runs `body` on each child, in place and unretained: for walks that run no code of a
  /// container's (which could change the children under it).
  private func forEachChildUnretained(_ body: (ViewController) -> Void) {
    let departed = departedChildren != 0
    _children.withUnsafeBufferPointer { children in
      children.withMemoryRebound(to: Unmanaged<ViewController>.self) { children in
        for child in children {
          child._withUnsafeGuaranteedRef { child in
            if !departed || child.isChild(of: self) { body(child) }
          }
        }
      }
    }
  }

  /// Adds `child` as the model does: `checkCanAddChild(_:)`, then `willMove(toParent:)`.
  ///
  /// - Throws: What `checkCanAddChild(_:)` throws; nothing changes then.
  @usableFromInline package final func _addChild(_ child: ViewController)
    throws(ContainmentError)
  {
    try addChild(child)
  }

  /// `transition(from:to:duration:options:animations:completion:)` as the model runs it.
  ///
  /// - Throws: What the model's transition throws; nothing changes then.
  @usableFromInline package final func _transition(
    from fromViewController: ViewController, to toViewController: ViewController,
    duration: Double, options: View.AnimationOptions, animations: (() -> Void)?,
    completion: ((Bool) -> Void)?
  ) throws(ContainmentError) {
    try transition(
      from: fromViewController, to: toViewController, duration: duration, options: options,
      animations: animations, completion: completion)
  }
}

/// The stored state the faces read: through the core's accessors, whose accesses are not
/// checked at run time, as a client's access to the storage itself would be.
extension ViewController {
  /// `forwardsChildPropertiesStorage`'s value.
  @inlinable package final var _forwardsChildProperties: Bool {
    get { forwardsChildPropertiesStorage }
    set { forwardsChildPropertiesStorage = newValue }
  }

  /// `viewPayloadBytesStorage`'s value.
  @inlinable package final var _viewPayloadBytes: Int {
    get { viewPayloadBytesStorage }
    set { viewPayloadBytesStorage = newValue }
  }

  /// `appearanceStateStorage`'s value.
  @inlinable package final var _appearanceState: AppearanceState {
    get { appearanceStateStorage }
    set { appearanceStateStorage = newValue }
  }

  /// `viewLoadCountStorage`'s value (the core counts each load there).
  @inlinable package final var _viewLoadCount: Int { viewLoadCountStorage }
}
