internal import ContainmentCore
public import Foundation
import Synchronization

// A view's own drawing: `draw(_:)`, told in the display pass UIKit runs before the next frame.
//
// UIKit draws a view whose class overrides `draw(_:)` when it first shows in a window, and
// again after `setNeedsDisplay()` or, for the `.redraw` content mode, a change of size: in the
// display pass of the run loop's turn, after the layout, never inside the call that asked for
// it. The model keeps the views that wait for it on their thread and runs the pass on the run
// loop's clock (the harness's or the thread's own) as soon as it advances, drawing each waiting
// view that is in a window, not hidden (Core Animation skips a hidden layer) and not empty,
// in the order the views were made (decided: UIKit goes down the layer tree); the others wait
// for a window, a size or to be shown. A class that does not override `draw(_:)` is never
// drawn and costs nothing, as UIKit gives it no backing store.

/// Whether any view whose class draws itself was ever made in the process.
private let drawingViewEverMade = Atomic(false)

/// The views of a thread that wait for the display pass.
private let threadDisplayPass = ThreadOwned { DisplayPass() }

/// The display pass of a thread: the views waiting for it, and whether it is scheduled.
final class DisplayPass: @unchecked Sendable {
  /// A view waiting, unretained as UIKit's layers waiting for display are not kept alive.
  private struct Waiting {
    weak var view: UIView?
  }

  private var waiting: [Waiting] = []
  /// When it runs next.
  private let turn = NextTurn()

  /// This thread's pass, if any view that draws itself was made in the process.
  static var current: DisplayPass? {
    drawingViewEverMade.load(ordering: .relaxed) ? threadDisplayPass.value : nil
  }

  /// Notes a view made whose class draws itself: it waits for its first display.
  @MainActor static func madeDrawing(_ view: UIView) {
    drawingViewEverMade.store(true, ordering: .relaxed)
    view.looks.needsDisplay = true
    threadDisplayPass.value.add(view)
  }

  /// Keeps `view` until the pass draws it, and schedules the pass.
  @MainActor func add(_ view: UIView) {
    if !view.looks.waitsForDisplay {
      view.looks.waitsForDisplay = true
      waiting.append(Waiting(view: view))
    }
    schedule()
  }

  /// Schedules the pass for the run loop's next turn, unless it is scheduled or nobody waits.
  @MainActor func schedule() {
    guard !waiting.isEmpty else { return }
    turn.request { [self] in run() }
  }

  /// Draws each waiting view that can be drawn; the others keep waiting.
  @MainActor private func run() {
    let now = waiting
    waiting = []
    var still: [Waiting] = []
    for entry in now {
      guard let view = entry.view else { continue }
      if view.isDrawable {
        view.looks.waitsForDisplay = false
        view.display()
      } else {
        still.append(entry)
      }
    }
    // Views asked to draw while others drew go after those still waiting.
    waiting = still + waiting
  }
}

/// A pass the run loop runs once at its next turn, however often it is asked for before.
final class NextTurn: @unchecked Sendable {
  /// The clock the pass is scheduled on, until it runs (a pass scheduled on a clock that is
  /// gone, or not the run loop's now, never runs: the pass is scheduled again).
  private weak var scheduledOn: VirtualClock?

  /// Schedules `run` on the run loop's clock, unless the pass is scheduled there already.
  @MainActor func request(_ run: @escaping @MainActor () -> Void) {
    let clock = VirtualClock.runLoop
    guard scheduledOn !== clock else { return }
    scheduledOn = clock
    clock.schedule(after: 0) { [self] in
      scheduledOn = nil
      run()
    }
  }
}

extension UIView {
  /// Asks for the view to be drawn again, whole, in the next display pass: a view whose class
  /// overrides `draw(_:)` is; any other has nothing to draw, as in UIKit.
  public func setNeedsDisplay() { invalidate(nil) }

  /// Asks for `rect` of the view to be drawn again in the next display pass (the rectangles
  /// asked for before it are drawn with it, in one `draw(_:)` of the rectangle that holds
  /// them).
  ///
  /// - Parameter rect: The part, in the view's coordinates.
  public func setNeedsDisplay(_ rect: CGRect) { invalidate(rect) }

  /// Draws the view and its subviews into the current context (after its pending layout, when
  /// `afterUpdates`).
  ///
  /// - Parameters:
  ///   - rect: Where it goes, in the context's coordinates.
  ///   - afterUpdates: Whether to take the view's changes not on screen yet.
  /// - Returns: `true` when there was a context to draw into.
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    if afterUpdates { layoutIfNeeded() }
    guard let context = UIGraphicsGetCurrentContext() else { return false }
    context.paint()
    return true
  }

  /// Notes `rect` (`nil`: the whole view) for the next display of a view that draws itself.
  private func invalidate(_ rect: CGRect?) {
    guard let pass = DisplayPass.current, ViewOverrides.draws(type(of: self)) else { return }
    let looks = self.looks
    if looks.needsDisplay {
      looks.dirtyRect = rect.flatMap { new in looks.dirtyRect.map { $0.union(new) } }
    } else {
      looks.needsDisplay = true
      looks.dirtyRect = rect
    }
    pass.add(self)
  }

  /// Whether the display pass can draw the view now: in a window, shown and not empty.
  var isDrawable: Bool {
    window != nil && !isHidden && bounds.width > 0 && bounds.height > 0
  }

  /// The view's display: `draw(_:)` of what was asked for, in a context of its bounds that is
  /// current while it runs and clipped to that rectangle.
  func display() {
    let looks = self.looks
    guard looks.needsDisplay else { return }
    looks.needsDisplay = false
    let bounds = self.bounds
    let rect = (looks.dirtyRect ?? bounds).intersection(bounds)
    looks.dirtyRect = nil
    guard !rect.isEmpty else { return }
    let context = CGContext(size: bounds.size, scale: UIScreen.main.scale)
    context.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
    context.clip(to: rect)
    GraphicsContexts.drawing(in: context) { draw(rect) }
  }

  /// After a change of the view's size or visibility: a `.redraw` view is drawn again, and a
  /// view that waits is drawn if it now can be.
  func displayAfterChange(resized: Bool) {
    guard let looks = looksIfMade else { return }
    if resized, looks.contentMode == .redraw { return invalidate(nil) }
    if looks.needsDisplay { DisplayPass.current?.add(self) }
  }

  /// After the view moved into a window: the views waiting for one are drawn if they now can
  /// be.
  func displayAfterMoveToWindow() {
    DisplayPass.current?.schedule()
  }
}
