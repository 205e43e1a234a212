#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// A tab bar of one's own: a row of buttons, one a tab, and the selected tab above it.
///
/// The buttons are in a `UIStackView` along the bottom; a tap on one selects its tab.
public final class SegmentedTabsViewController: UIViewController {
  /// The tabs, each once; setting them keeps the selection when it stays, or selects the first.
  public private(set) var tabs: [UIViewController] = []
  /// The tab shown.
  public private(set) var selected: UIViewController?

  /// The buttons, one a tab, in a row along the bottom.
  public private(set) lazy var bar: UIStackView = {
    let bar = UIStackView()
    bar.axis = .horizontal
    bar.distribution = .fillEqually
    bar.translatesAutoresizingMaskIntoConstraints = false
    return bar
  }()

  private static let barHeight: CGFloat = 49

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(bar)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      bar.heightAnchor.constraint(equalToConstant: Self.barHeight),
    ])
  }

  /// Sets the tabs and their buttons.
  ///
  /// - Parameter newTabs: The tabs, each kept once, in order.
  public func setTabs(_ newTabs: [UIViewController]) {
    var unique: [UIViewController] = []
    for tab in newTabs where !unique.contains(tab) { unique.append(tab) }
    for tab in tabs where !unique.contains(tab) {
      if tab === selected { selected = nil }
      tab.willMove(toParent: nil)
      tab.viewIfLoaded?.removeFromSuperview()
      tab.removeFromParent()
    }
    for tab in unique where tab.parent !== self {
      addChild(tab)
      tab.didMove(toParent: self)
    }
    tabs = unique
    for button in bar.arrangedSubviews {
      bar.removeArrangedSubview(button)
      button.removeFromSuperview()
    }
    for index in tabs.indices {
      let button = UIButton(type: .system)
      button.addAction(UIAction { [unowned self] _ in self.select(index) }, for: .touchUpInside)
      bar.addArrangedSubview(button)
    }
    if let selected, let index = tabs.firstIndex(of: selected) {
      select(index)
    } else if !tabs.isEmpty {
      select(0)
    }
  }

  /// Shows the tab at `index`; an index out of range changes nothing.
  ///
  /// - Parameter index: The tab's index.
  public func select(_ index: Int) {
    guard tabs.indices.contains(index) else { return }
    let tab = tabs[index]
    guard tab !== selected || tab.viewIfLoaded?.superview !== view else { return }
    selected?.viewIfLoaded?.removeFromSuperview()
    selected = tab
    tab.view.frame = CGRect(
      x: 0, y: 0, width: view.bounds.width,
      height: max(0, view.bounds.height - Self.barHeight))
    tab.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.insertSubview(tab.view, belowSubview: bar)
  }
}
