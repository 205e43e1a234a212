internal import ContainmentCore

/// UIKit's `UIPageControl`: the dots under a pager, one a page, the current one marked.
///
/// A tap on it turns the page, as UIKit's does: on the right half of the control to the next
/// page, on the left half to the previous one, sending `.valueChanged` when the page changed
/// (before `.touchUpInside`; the model's order). Setting ``currentPage`` in code sends nothing.
/// Its look is kept, not drawn.
///
/// ```swift
/// let dots = UIPageControl()
/// dots.numberOfPages = 3
/// var turned: [Int] = []
/// dots.addAction(UIAction { _ in turned.append(dots.currentPage) }, for: .valueChanged)
/// dots.currentPage = 1
/// precondition(turned.isEmpty && dots.currentPage == 1)
/// ```
open class UIPageControl: UIControl {
  /// How many pages there are (never negative); the current page stays among them.
  open var numberOfPages = 0 {
    didSet {
      numberOfPages = max(0, numberOfPages)
      currentPage = min(currentPage, max(0, numberOfPages - 1))
    }
  }
  /// The page marked, from 0 (kept among the pages).
  open var currentPage = 0 {
    didSet {
      let clamped = min(max(0, currentPage), max(0, numberOfPages - 1))
      if clamped != currentPage { currentPage = clamped }
    }
  }
  /// Whether the control hides itself with one page (it is kept, not drawn).
  open var hidesForSinglePage = false
  /// The colour of the dots of the other pages.
  open var pageIndicatorTintColor: UIColor?
  /// The colour of the current page's dot.
  open var currentPageIndicatorTintColor: UIColor?

  /// The page turned by a tap lifted at `point`: the next one right of the middle, else the
  /// previous one.
  override func liftedInside(at point: CGPoint) {
    let next = point.x > bounds.midX ? currentPage + 1 : currentPage - 1
    guard (0..<numberOfPages).contains(next) else { return }
    currentPage = next
    sendActions(for: .valueChanged)
  }
}
