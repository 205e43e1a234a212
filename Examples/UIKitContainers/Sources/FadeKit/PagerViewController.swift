#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// Pages side by side in a paging scroll view, swiped one at a time.
///
/// Every page is a child; only the page shown has its view in the scroll view while it rests,
/// so only it has appeared. A drag puts its neighbours' views beside it (they appear), and
/// once the content rests on a page (the drag ended on one, or its deceleration did, or the
/// app scrolled) the pager keeps that page's view and takes the others away.
public final class PagerViewController: UIViewController, UIScrollViewDelegate {
  /// Slips of a pager, each planted on demand.
  public enum Mistake: Hashable, Sendable, CaseIterable {
    /// The page shown is settled in `scrollViewDidEndDecelerating` only: a drag that ends
    /// exactly on a page does not decelerate, and the pages it passed stay on screen.
    case settlesOnlyAfterDeceleration
  }

  /// The mistakes planted.
  public var mistakes: Set<Mistake> = []

  /// The pages, each once; setting them keeps the page shown when it stays, or shows the first.
  public var pages: [UIViewController] = [] {
    didSet { pagesDidChange(from: oldValue) }
  }

  /// The index of the page shown (the last one the content rested on).
  public private(set) var currentIndex = 0

  /// The scroll view the pages are in (made without the pager's view: reading `view` here
  /// would load it, and `viewDidLoad` would make a second scroll view).
  public private(set) lazy var scrollView: UIScrollView = {
    let scrollView = UIScrollView(frame: .zero)
    scrollView.isPagingEnabled = true
    scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    scrollView.delegate = self
    return scrollView
  }()

  public override func viewDidLoad() {
    super.viewDidLoad()
    scrollView.frame = view.bounds
    view.addSubview(scrollView)
  }

  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layOutPages()
  }

  /// Shows the page at `index` at once; an index out of range changes nothing.
  ///
  /// - Parameter index: The page's index.
  public func showPage(at index: Int) {
    guard pages.indices.contains(index) else { return }
    scrollView.setContentOffset(offset(of: index), animated: false)
    settle()
  }

  /// The page on screen while the content rests: the one nearest its offset.
  public var pageOnScreen: UIViewController? {
    guard !pages.isEmpty, scrollView.bounds.width > 0 else { return nil }
    let index = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
    return pages[min(max(index, 0), pages.count - 1)]
  }

  // MARK: The scroll view's delegate

  /// A drag begins: the neighbours of the page shown come beside it.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    for index in [currentIndex - 1, currentIndex + 1] where pages.indices.contains(index) {
      place(pages[index], at: index)
    }
  }

  /// A drag ends: the content rests if it does not decelerate.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {
    if !decelerate, !mistakes.contains(.settlesOnlyAfterDeceleration) { settle() }
  }

  /// A deceleration ends: the content rests.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    settle()
  }

  /// An animated scroll ends: the content rests.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    settle()
  }

  // MARK: Pages

  private func pagesDidChange(from old: [UIViewController]) {
    var unique: [UIViewController] = []
    for page in pages where !unique.contains(page) { unique.append(page) }
    // Set within its own observer: the property takes it without observing it again.
    if unique != pages { pages = unique }
    let shown = old.indices.contains(currentIndex) ? old[currentIndex] : nil
    for page in old where !pages.contains(page) {
      page.willMove(toParent: nil)
      page.viewIfLoaded?.removeFromSuperview()
      page.removeFromParent()
    }
    for page in pages where page.parent !== self {
      addChild(page)
      page.didMove(toParent: self)
    }
    currentIndex = shown.flatMap { pages.firstIndex(of: $0) } ?? 0
    scrollView.contentSize = CGSize(
      width: scrollView.bounds.width * CGFloat(pages.count), height: scrollView.bounds.height)
    scrollView.setContentOffset(offset(of: currentIndex), animated: false)
    settle()
  }

  /// The content rests: the page under it is shown, every other page's view taken away.
  private func settle() {
    guard let shown = pageOnScreen, let index = pages.firstIndex(of: shown) else { return }
    currentIndex = index
    for page in pages where page !== shown {
      page.viewIfLoaded?.removeFromSuperview()
    }
    if shown.viewIfLoaded?.superview !== scrollView { place(shown, at: index) }
  }

  /// Puts `page`'s view in the scroll view, at its place.
  private func place(_ page: UIViewController, at index: Int) {
    page.view.frame = CGRect(origin: offset(of: index), size: scrollView.bounds.size)
    scrollView.addSubview(page.view)
  }

  /// Keeps the pages and the content where they belong after a change of size.
  private func layOutPages() {
    let size = scrollView.bounds.size
    scrollView.contentSize = CGSize(width: size.width * CGFloat(pages.count), height: size.height)
    for (index, page) in pages.enumerated() {
      if let pageView = page.viewIfLoaded, pageView.superview === scrollView {
        pageView.frame = CGRect(origin: offset(of: index), size: size)
      }
    }
    if !scrollView.isDragging, !scrollView.isDecelerating {
      scrollView.contentOffset = offset(of: currentIndex)
      settle()
    }
  }

  private func offset(of index: Int) -> CGPoint {
    CGPoint(x: scrollView.bounds.width * CGFloat(index), y: 0)
  }
}
