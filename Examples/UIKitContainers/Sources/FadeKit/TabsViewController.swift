#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// A tab bar controller of one's own: a list of view controllers, the selected one's view
/// filling the container.
public final class TabsViewController: UIViewController {
  /// Slips of a tab container, each planted on demand.
  public enum Mistake: Hashable, Sendable, CaseIterable {
    /// A new selection leaves the old tab's view where it was.
    case keepsOldView
    /// A tab added to the list never hears `didMove(toParent:)`.
    case forgetsDidMove
    /// The selected index kept in a byte (`UInt8(truncatingIfNeeded:)`): past 255 tabs, a
    /// selection shows another tab.
    case byteIndex
  }

  /// The mistakes planted.
  public var mistakes: Set<Mistake> = []

  /// The tabs, each once; setting them keeps the selection when it stays, or selects the first.
  public var viewControllers: [UIViewController] = [] {
    didSet { tabsDidChange(from: oldValue) }
  }

  /// The selected tab's index; an index out of range changes nothing.
  public var selectedIndex: Int = 0 {
    didSet {
      guard viewControllers.indices.contains(selectedIndex) else {
        selectedIndex = oldValue
        return
      }
      let shown =
        mistakes.contains(.byteIndex)
        ? Int(UInt8(truncatingIfNeeded: selectedIndex)) : selectedIndex
      if selectedIndex != oldValue || selected !== viewControllers[shown] {
        select(viewControllers[shown])
      }
    }
  }

  /// The tab shown.
  public private(set) var selected: UIViewController?

  /// A tab chosen before the container's view loaded (tabs set up before it is shown), shown
  /// when the view loads.
  private var pendingTab: UIViewController?

  public override func viewDidLoad() {
    super.viewDidLoad()
    if let tab = pendingTab {
      pendingTab = nil
      select(tab)
    }
  }

  private func tabsDidChange(from old: [UIViewController]) {
    var unique: [UIViewController] = []
    for tab in viewControllers where !unique.contains(tab) { unique.append(tab) }
    // Set within its own observer: the property takes it without observing it again.
    if unique != viewControllers { viewControllers = unique }
    for tab in old where !viewControllers.contains(tab) {
      if tab === selected { selected = nil }
      if tab === pendingTab {
        // Tabs set up twice before the container is shown, the chosen one removed. No shape
        // does that, so no run reaches these lines: `run --source-coverage` names them as
        // never reached (scripts/source-coverage.sh checks that it does).
        pendingTab = nil
      }
      tab.willMove(toParent: nil)
      tab.viewIfLoaded?.removeFromSuperview()
      tab.removeFromParent()
    }
    for tab in viewControllers where tab.parent !== self {
      addChild(tab)
      if !mistakes.contains(.forgetsDidMove) { tab.didMove(toParent: self) }
    }
    if let selected, let index = viewControllers.firstIndex(of: selected) {
      selectedIndex = index
    } else if !viewControllers.isEmpty {
      selectedIndex = 0
    }
  }

  private func select(_ tab: UIViewController) {
    // Chosen before the view loaded (tabs set up before the container is shown): reading
    // `view` would load it early.
    guard isViewLoaded else {
      selected = tab
      pendingTab = tab
      return
    }
    if !mistakes.contains(.keepsOldView) { selected?.viewIfLoaded?.removeFromSuperview() }
    selected = tab
    tab.view.frame = view.bounds
    tab.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(tab.view)
  }
}
