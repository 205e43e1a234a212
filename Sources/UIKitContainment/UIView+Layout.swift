/// The constraints' update pass, which UIKit runs before a layout: a view's
/// ``UIView/updateConstraints()``, a view controller's `updateViewConstraints()` for its view.
///
/// A view owes the pass when it is made and after ``setNeedsUpdateConstraints()``; the pass
/// runs at the start of the view's next layout (the model's: at ``UIView/layoutIfNeeded()``,
/// a change of size, or as its view controller appears), before `viewWillLayoutSubviews()`,
/// as UIKit's update pass precedes its layout pass. Code that changes a constraint's constant
/// there sees it solved in that layout.
///
/// ```swift
/// final class Banner: UIView {
///   var updates = 0
///   override func updateConstraints() {
///     updates += 1
///     super.updateConstraints()
///   }
/// }
/// let banner = Banner(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
/// banner.layoutIfNeeded()  // nothing asked a layout: no pass
/// banner.setNeedsUpdateConstraints()
/// banner.layoutIfNeeded()
/// precondition(banner.updates == 1 && !banner.needsUpdateConstraints())
/// ```
extension UIView {
  /// Asks for the constraints' update pass before the next layout (and for that layout).
  public func setNeedsUpdateConstraints() {
    constraintsNeedUpdate = true
    needsLayout = true
  }

  /// Whether the view owes the constraints' update pass.
  ///
  /// - Returns: `true` until the pass has run.
  public func needsUpdateConstraints() -> Bool { constraintsNeedUpdate }

  /// Runs the constraints' update pass now if the view owes it.
  public func updateConstraintsIfNeeded() {
    guard constraintsNeedUpdate else { return }
    runConstraintsUpdate(for: _owner?.asUIKit)
  }

  /// The update pass: the view controller's `updateViewConstraints()` for its view (whose
  /// default updates the view's), else the view's ``updateConstraints()``.
  func runConstraintsUpdate(for owner: UIViewController?) {
    constraintsNeedUpdate = false
    if let owner {
      owner.updateViewConstraints()
    } else {
      updateConstraints()
    }
  }

  /// Lays the view out now: what UIKit does before the next frame after a change that needs
  /// it (a scroll view's offset, a stack view's arrangement).
  func layOutNow() {
    needsLayout = true
    layoutIfNeeded()
  }
}

// The layout pass: the subviews placed, then the view controller's and the view's own.
extension UIView {
  /// Lays the view out after its size changed (here or behind UIKit's back, by a container of
  /// the model's or the window): the subviews follow the change since the last layout.
  func layOutAfterResize() {
    if layingOut {
      needsLayout = true
      return
    }
    layOut()
  }

  /// One layout: the subviews resized by their masks or placed by their constraints, then the
  /// view controller's `viewWillLayoutSubviews()`, ``layoutSubviews()`` and
  /// `viewDidLayoutSubviews()`.
  func layOut() {
    layingOut = true
    needsLayout = false
    let size = frame.size
    let old = laidOutSize ?? size
    laidOutSize = size
    for view in _subviewList {
      guard let subview = view.asUIKit else { continue }
      if subview.translatesAutoresizingMaskIntoConstraints {
        if autoresizesSubviews, old != size { subview.autoresize(from: old, to: size) }
      } else {
        subview.placeByConstraints()
      }
    }
    let owner = _owner?.asUIKit
    if constraintsNeedUpdate { runConstraintsUpdate(for: owner) }
    owner?.viewWillLayoutSubviews()
    layoutSubviews()
    owner?.viewDidLayoutSubviews()
    layingOut = false
    if needsLayout { layOut() }
  }
}
