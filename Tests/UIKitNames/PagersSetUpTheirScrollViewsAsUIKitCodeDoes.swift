// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// A pager written as public UIKit code sets one up: a paging scroll view told how to behave
// (settings the layer keeps), layout margins by either name, a page's width bound by the
// pager's, sizes compared under Core Graphics' names, system colours.

final class SettingsPagerViewController: UIViewController, UIScrollViewDelegate {
  private lazy var scrollView: UIScrollView = {
    let scrollView = UIScrollView(frame: .zero)
    scrollView.isPagingEnabled = true
    scrollView.scrollsToTop = false
    scrollView.decelerationRate = .fast
    scrollView.keyboardDismissMode = .onDrag
    scrollView.delaysContentTouches = false
    scrollView.canCancelContentTouches = true
    scrollView.minimumZoomScale = 1
    scrollView.maximumZoomScale = 1
    scrollView.indicatorStyle = .white
    scrollView.verticalScrollIndicatorInsets = .zero
    scrollView.delegate = self
    return scrollView
  }()
  private var lastSize = CGSize.zero

  override func viewDidLoad() {
    super.viewDidLoad()
    automaticallyAdjustsScrollViewInsets = false
    view.backgroundColor = .secondarySystemBackground
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 16, bottom: 0, trailing: 16)
    view.preservesSuperviewLayoutMargins = true
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    NSLayoutConstraint.activate([
      scrollView.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor, multiplier: 1),
      scrollView.heightAnchor.constraint(
        greaterThanOrEqualTo: view.heightAnchor, multiplier: 0.5, constant: 8),
    ])
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard !lastSize.equalTo(scrollView.bounds.size) else { return }
    lastSize = scrollView.bounds.size
    view.layoutMargins.left = view.layoutMargins.right
    scrollView.backgroundColor = .systemPink
  }
}
