import Testing
import UIKitContainment

/// Content hugging, compression resistance and title text attributes: UIKit's defaults, and
/// what code sets read back per axis and per state.
@Suite struct ContentPrioritiesTests {
  @Test @MainActor func prioritiesAreKeptPerAxisWithUIKitsDefaults() {
    let view = UIView()
    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
      #expect(view.contentHuggingPriority(for: axis) == .defaultLow)
      #expect(view.contentCompressionResistancePriority(for: axis) == .defaultHigh)
    }
    view.setContentHuggingPriority(.defaultHigh, for: .vertical)
    view.setContentCompressionResistancePriority(.required - 1, for: .horizontal)
    #expect(view.contentHuggingPriority(for: .vertical) == .defaultHigh)
    #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(view.contentCompressionResistancePriority(for: .horizontal) == UILayoutPriority(999))
    #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    #expect(UILayoutPriority.defaultLow + 1 == UILayoutPriority(251))
  }

  @Test @MainActor func titleTextAttributesAreKeptPerState() {
    let strip = UISegmentedControl(items: ["Inbox", "Sent"])
    let bold: [NSAttributedString.Key: Any] = [.kern: 2, .foregroundColor: UIColor.red]
    strip.setTitleTextAttributes(bold, for: .selected)
    #expect(strip.titleTextAttributes(for: .selected)?[.kern] as? Int == 2)
    #expect(strip.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .red)
    #expect(strip.titleTextAttributes(for: .normal) == nil)
    let item = UIBarButtonItem(title: "Done")
    item.setTitleTextAttributes([.kern: 1], for: .normal)
    #expect(item.titleTextAttributes(for: .normal)?[.kern] as? Int == 1)
    item.setTitleTextAttributes(nil, for: .normal)
    #expect(item.titleTextAttributes(for: .normal) == nil)
  }
}
