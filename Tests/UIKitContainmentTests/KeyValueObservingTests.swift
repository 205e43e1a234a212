import Foundation
import Testing
import UIKitContainment

/// Key-value observing with key paths on the layer's views and view controllers: handlers
/// told when an observed value changes through its setter, with what the options ask for,
/// until the observation is invalidated or released.
@MainActor @Suite struct KeyValueObservingTests {
  /// What the handlers were told, as text.
  final class Notes {
    var lines: [String] = []
  }

  @Test func aScrollViewsOffsetSizeAndInsetAreToldWithTheirNewAndOldValues() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 500)
    let notes = Notes()
    let offset = scrollView.observe(\.contentOffset, options: [.new, .old]) { _, change in
      notes.lines.append("offset \(change.oldValue?.y ?? -1) → \(change.newValue?.y ?? -1)")
    }
    let size = scrollView.observe(\.contentSize.height, options: [.new]) { view, change in
      notes.lines.append("height \(change.newValue ?? -1) of \(view.contentSize.width)")
    }
    let inset = scrollView.observe(\.contentInset) { _, change in
      notes.lines.append("inset \(change.newValue == nil) \(change.kind == .setting)")
    }
    scrollView.contentOffset = CGPoint(x: 0, y: 40)
    scrollView.contentOffset = CGPoint(x: 0, y: 40)
    scrollView.contentSize = CGSize(width: 80, height: 800)
    scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    #expect(
      notes.lines == [
        "offset 0.0 → 40.0", "height 800.0 of 80.0", "inset true true",
      ])
    withExtendedLifetime((offset, size, inset)) {}
  }

  @Test func anObservationEndsWhenInvalidatedOrReleased() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let notes = Notes()
    let kept = view.observe(\.frame.size.width, options: [.new]) { _, change in
      notes.lines.append("kept \(change.newValue ?? -1)")
    }
    var released: NSKeyValueObservation? = view.observe(\.isHidden) { _, _ in
      notes.lines.append("released")
    }
    _ = released
    released = nil
    view.isHidden = true
    view.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)
    kept.invalidate()
    view.frame = CGRect(x: 0, y: 0, width: 50, height: 10)
    #expect(notes.lines == ["kept 30.0"])
  }

  @Test func theInitialOptionCallsAtOnceAndAViewsLooksAreTold() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let notes = Notes()
    let alpha = view.observe(\.alpha, options: [.initial, .new]) { _, change in
      notes.lines.append("alpha \(change.newValue ?? -1)")
    }
    let center = view.observe(\.center) { _, _ in notes.lines.append("center") }
    view.alpha = 0.5
    view.center = CGPoint(x: 100, y: 100)
    view.alpha = 0.5
    #expect(notes.lines == ["alpha 1.0", "alpha 0.5", "center"])
    withExtendedLifetime((alpha, center)) {}
  }

  @Test func aViewControllersViewIsObservedThroughIt() {
    let screen = UIViewController()
    let notes = Notes()
    let observation = screen.observe(\.view.frame.height, options: [.new]) { _, change in
      notes.lines.append("height \(change.newValue ?? -1)")
    }
    screen.view.frame.size.height = 300
    #expect(notes.lines == ["height 300.0"])
    withExtendedLifetime(observation) {}
  }
}
