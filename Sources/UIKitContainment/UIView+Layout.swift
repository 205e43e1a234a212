internal import ContainmentCore

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
    layoutState.constraintsNeedUpdate = true
    needsLayout = true
  }

  /// Whether the view owes the constraints' update pass.
  ///
  /// - Returns: `true` until the pass has run.
  public func needsUpdateConstraints() -> Bool { layoutState.constraintsNeedUpdate }

  /// Runs the constraints' update pass now if the view owes it.
  public func updateConstraintsIfNeeded() {
    guard layoutState.constraintsNeedUpdate else { return }
    runConstraintsUpdate(for: _owner?.asUIKit)
  }

  /// The update pass: the view controller's `updateViewConstraints()` for its view (whose
  /// default updates the view's), else the view's ``updateConstraints()``.
  func runConstraintsUpdate(for owner: UIViewController?) {
    layoutState.constraintsNeedUpdate = false
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

  /// Lays the view out now when it is in a window (as UIKit does before the next frame), else
  /// at its next layout: a table's or a collection's reload.
  func layOutSoon() {
    if window != nil { layOutNow() } else { setNeedsLayout() }
  }
}

// The layout pass, top-down as UIKit's: the view's own (its view controller's
// `viewWillLayoutSubviews()`, ``layoutSubviews()``, `viewDidLayoutSubviews()`), then its
// subviews' that the pass resized.
extension UIView {
  /// Lays the view out after its size changed (here or behind UIKit's back, by a container of
  /// the model's or the window): the subviews follow the change since the last layout.
  ///
  /// A view resized while its superview lays out waits for the superview's pass to end, as
  /// UIKit lays a subview out after its superview's `viewDidLayoutSubviews()` ("each subview is
  /// responsible for adjusting its own layout", Apple's `viewDidLayoutSubviews()`).
  func layOutAfterResize() {
    if layoutState.layingOut || _withSuperview(Self.deferSubviewLayout) == true {
      needsLayout = true
    } else {
      layOut()
    }
  }

  /// Whether `superview` lays out now, noting then that a subview waits for it.
  static func deferSubviewLayout(_ superview: View) -> Bool {
    guard let superview = superview.asUIKit, superview.layoutState.layingOut else { return false }
    superview.layoutState.subviewsOweLayout = true
    return true
  }

  /// One layout: the subviews that follow their masks resized, then the view controller's
  /// `viewWillLayoutSubviews()`, ``layoutSubviews()`` (whose default places the subviews that
  /// follow constraints) and `viewDidLayoutSubviews()`; then each subview that owes a layout.
  func layOut() {
    layoutState.layingOut = true
    needsLayout = false
    let size = frame.size
    let old = layoutState.laidOutSize ?? size
    layoutState.laidOutSize = size
    if old != size, looksIfMade != nil { displayAfterChange(resized: true) }
    if autoresizesSubviews, old != size {
      for view in _subviewList {
        guard let subview = view.asUIKit, !subview.autoresizingMask.isEmpty,
          subview.translatesAutoresizingMaskIntoConstraints
        else { continue }
        subview.autoresize(from: old, to: size)
      }
    }
    let owner = _owner?.asUIKit
    if let owner, owner.extras?.traitsBeforeChange != nil { owner.tellTraitChange() }
    if layoutState.constraintsNeedUpdate { runConstraintsUpdate(for: owner) }
    if let looks = looksIfMade, looks.laysOutThroughLayer {
      layoutSublayers(of: layer)
    } else {
      layOutOwn(owner)
    }
    layoutState.layingOut = false
    if needsLayout { return layOut() }
    guard layoutState.subviewsOweLayout else { return }
    layoutState.subviewsOweLayout = false
    // UIKit's pass goes down the layers, not through an override of `layoutIfNeeded()`.
    for view in _subviewList {
      guard let subview = view.asUIKit, subview.needsLayout else { continue }
      subview.layOut()
    }
  }

  /// The view's own layout: its view controller's `viewWillLayoutSubviews()`,
  /// ``layoutSubviews()`` and `viewDidLayoutSubviews()`.
  func layOutOwn(_ owner: UIViewController?) {
    if contentUnavailableEverSet { owner?.showPendingContentUnavailable() }
    owner?.viewWillLayoutSubviews()
    layoutSubviews()
    owner?.viewDidLayoutSubviews()
  }

  /// The default ``layoutSubviews()``: the subviews that follow constraints placed, if the view
  /// has had any.
  func placeConstrainedSubviews() {
    if layoutState.hadConstrainedSubviews { placeSubviewsByConstraints() }
  }

  /// Whether the view, appearing as it moves, waits for the layout of the superview it moves
  /// to, which runs now (noting that a subview waits for it).
  func waitsForComingSuperview() -> Bool {
    guard let coming = layoutState.superviewAfterMove else { return false }
    return coming._withUnsafeGuaranteedRef(Self.deferSubviewLayout)
  }

  /// The default ``layoutSubviews()``'s work: each subview that follows constraints placed by
  /// them, as UIKit's default "uses any constraints you set to determine the size and position
  /// of any subviews" (Apple's `layoutSubviews()`).
  func placeSubviewsByConstraints() {
    for view in _subviewList {
      // `placeByConstraints()` asks whether the subview follows its constraints.
      guard let subview = view.asUIKit, !subview.layoutState.placingConstraints.isEmpty else {
        continue
      }
      subview.placeByConstraints()
    }
  }
}
