import Foundation
import Testing
import UIKitContainment

/// The safe area as container code uses it: a tab container keeping its content clear of its
/// bar with `additionalSafeAreaInsets`, the insets down the tree, and who is told.
@Suite struct UISafeAreaTests {
  /// Records its safe-area callbacks in `log`.
  final class Screen: UIViewController {
    let name: String
    let log: Log
    init(_ name: String, log: Log) {
      (self.name, self.log) = (name, log)
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewSafeAreaInsetsDidChange() {
      super.viewSafeAreaInsetsDidChange()
      log.lines.append("\(name) \(view.safeAreaInsets.bottom)")
    }
  }

  final class Log { var lines: [String] = [] }

  /// A view that records its own callback.
  final class Strip: UIView {
    var told = 0
    override func safeAreaInsetsDidChange() { told += 1 }
  }

  /// A container (`tabs`) whose child (`content`) fills it, with a grandchild (`inner`) filling
  /// the child and a strip 30 points high, 34 above the child's bottom.
  @MainActor static func tree(_ log: Log) -> (Screen, Screen, Screen, Strip) {
    let (tabs, content, inner) = (
      Screen("tabs", log: log), Screen("content", log: log), Screen("inner", log: log)
    )
    tabs.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    for (parent, child) in [(tabs, content), (content, inner)] {
      parent.addChild(child)
      child.view.frame = parent.view.bounds
      parent.view.addSubview(child.view)
      child.didMove(toParent: parent)
    }
    let strip = Strip(frame: CGRect(x: 0, y: 780, width: 390, height: 30))
    content.view.addSubview(strip)
    return (tabs, content, inner, strip)
  }

  @Test("additional insets go down the tree, as far as each view overlaps them")
  @MainActor func theInsetsGoDownTheTree() {
    let log = Log()
    let (tabs, content, inner, strip) = Self.tree(log)
    content.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0)
    #expect(tabs.view.safeAreaInsets == .zero)
    #expect(content.view.safeAreaInsets.bottom == 49 && inner.view.safeAreaInsets.bottom == 49)
    #expect(strip.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 15, right: 0))
    inner.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    #expect(inner.view.safeAreaInsets == UIEdgeInsets(top: 10, left: 0, bottom: 49, right: 0))
    inner.view.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
    #expect(inner.view.safeAreaInsets.bottom == 0, "clear of the bar once it ends above it")
  }

  @Test("setting the insets tells each view controller under it with a loaded view, parents first")
  @MainActor func theTreeIsTold() {
    let log = Log()
    let (_, content, _, strip) = Self.tree(log)
    let insets = UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0)
    content.additionalSafeAreaInsets = insets
    #expect(log.lines == ["content 49.0", "inner 49.0"] && strip.told == 1)
    content.additionalSafeAreaInsets = insets
    #expect(log.lines.count == 2 && strip.told == 1, "the same insets again: no change")
    let unloaded = Screen("unloaded", log: log)
    unloaded.additionalSafeAreaInsets = insets
    #expect(log.lines.count == 2 && !unloaded.isViewLoaded, "no view: nothing told, none loaded")
    #expect(unloaded.view.safeAreaInsets.bottom == 49)
  }
}
