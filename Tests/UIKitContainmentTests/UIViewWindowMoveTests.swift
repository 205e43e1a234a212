import Testing
import UIKitContainment

/// A view that writes down what it is told of its moves.
private final class Noted: UIView {
  let name: String
  let notes: Notes
  init(_ name: String, _ notes: Notes) {
    self.name = name
    self.notes = notes
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  override func willMove(toSuperview newSuperview: UIView?) {
    notes.lines.append("\(name) willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
  }
  override func didMoveToSuperview() { notes.lines.append("\(name) didMoveToSuperview") }
  override func willMove(toWindow newWindow: UIWindow?) {
    notes.lines.append("\(name) willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
  }
  override func didMoveToWindow() {
    notes.lines.append("\(name) didMoveToWindow (\(window == nil ? "none" : "in a window"))")
  }
}

@MainActor private final class Notes { var lines: [String] = [] }

/// A view's moves between windows, told as UIKit tells them: to every view of the subtree that
/// moves, the window's change between the superview's will and did.
@Suite struct UIViewWindowMoveTests {
  @Test("a subtree entering and leaving a window: every view hears, in UIKit's order")
  @MainActor func everyViewOfTheSubtreeHears() {
    let notes = Notes()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.makeKeyAndVisible()
    let (a, b, c) = (Noted("a", notes), Noted("b", notes), Noted("c", notes))
    a.addSubview(b)
    b.addSubview(c)
    notes.lines = []
    window.addSubview(a)
    #expect(
      notes.lines == [
        "a willMove(toSuperview: view)", "a willMove(toWindow: window)",
        "b willMove(toWindow: window)", "c willMove(toWindow: window)",
        "a didMoveToWindow (in a window)", "b didMoveToWindow (in a window)",
        "c didMoveToWindow (in a window)", "a didMoveToSuperview",
      ])
    notes.lines = []
    a.removeFromSuperview()
    #expect(
      notes.lines == [
        "a willMove(toSuperview: nil)", "a willMove(toWindow: nil)", "b willMove(toWindow: nil)",
        "c willMove(toWindow: nil)", "a didMoveToWindow (none)", "b didMoveToWindow (none)",
        "c didMoveToWindow (none)", "a didMoveToSuperview",
      ])
  }

  @Test("a move within one window, or outside any, changes no window and tells none")
  @MainActor func noWindowChangeNoWindowCallbacks() {
    let notes = Notes()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.makeKeyAndVisible()
    let (a, b) = (Noted("a", notes), Noted("b", notes))
    let (first, second) = (UIView(), UIView())
    window.addSubview(first)
    window.addSubview(second)
    first.addSubview(a)
    a.addSubview(b)
    notes.lines = []
    second.addSubview(a)
    #expect(notes.lines == ["a willMove(toSuperview: view)", "a didMoveToSuperview"])
    notes.lines = []
    let loose = UIView()
    loose.addSubview(b)
    #expect(
      notes.lines == [
        "b willMove(toSuperview: view)", "b willMove(toWindow: nil)", "b didMoveToWindow (none)",
        "b didMoveToSuperview",
      ])
  }
}
