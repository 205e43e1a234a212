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
  /// Whether a tap shows the new page only once ``updateCurrentPageDisplay()`` is called (kept:
  /// nothing is drawn).
  open var defersCurrentPageDisplay = false

  /// The background behind the dots (iOS 14).
  public enum BackgroundStyle: Int, Sendable {
    /// Prominent while interacting, else minimal.
    case automatic
    /// Always prominent.
    case prominent
    /// Always minimal.
    case minimal
  }

  /// How the user is interacting with it (iOS 14).
  public enum InteractionState: Int, Sendable {
    /// Not interacting.
    case none
    /// Tapping a dot.
    case discrete
    /// Scrubbing along the dots.
    case continuous
  }

  /// The way the dots run (iOS 16).
  public enum Direction: Int, Sendable {
    case natural, leftToRight, rightToLeft, topToBottom, bottomToTop
  }

  /// Its background's style (kept).
  open var backgroundStyle = BackgroundStyle.automatic
  /// Whether a scrub along the dots turns the pages (kept: a driver taps).
  open var allowsContinuousInteraction = true
  /// How the user is interacting now: `.none` between the model's taps.
  open private(set) var interactionState = InteractionState.none
  /// The way the dots run (kept).
  open var direction = Direction.natural
  /// The image of every dot unless one is set for its page (kept).
  open var preferredIndicatorImage: UIImage?
  /// The image of the current page's dot unless one is set for its page (iOS 16; kept).
  open var preferredCurrentPageIndicatorImage: UIImage?
  /// The dots' images set page by page.
  private var pageImages: [Int: (indicator: UIImage?, current: UIImage?)] = [:]

  /// The image of `page`'s dot: its own, else ``preferredIndicatorImage``.
  ///
  /// - Parameter page: The page.
  /// - Returns: The image, or `nil` for the standard dot.
  open func indicatorImage(forPage page: Int) -> UIImage? {
    pageImages[page]?.indicator ?? preferredIndicatorImage
  }

  /// Sets the image of `page`'s dot (`nil`: back to ``preferredIndicatorImage``).
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - page: The page.
  open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
    pageImages[page, default: (nil, nil)].indicator = image
  }

  /// The image of `page`'s dot while it is the current page (iOS 16): its own, else
  /// ``preferredCurrentPageIndicatorImage``.
  ///
  /// - Parameter page: The page.
  /// - Returns: The image, or `nil` for the standard dot.
  open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
    pageImages[page]?.current ?? preferredCurrentPageIndicatorImage
  }

  /// Sets the image of `page`'s dot while it is the current page (iOS 16).
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - page: The page.
  open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
    pageImages[page, default: (nil, nil)].current = image
  }

  /// Shows the current page after a deferred tap (nothing is drawn: does nothing).
  open func updateCurrentPageDisplay() {}

  /// The size the dots of `pageCount` pages take: 16 points a dot and 10 more across (a dot
  /// and its gap; the model's measure, decided), 26 points high.
  ///
  /// - Parameter pageCount: How many pages.
  /// - Returns: The size.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    CGSize(width: CGFloat(max(0, pageCount)) * 16 + 10, height: 26)
  }

  /// The page turned by a tap lifted at `point`: the next one right of the middle, else the
  /// previous one.
  override func liftedInside(at point: CGPoint) {
    let next = point.x > bounds.midX ? currentPage + 1 : currentPage - 1
    guard (0..<numberOfPages).contains(next) else { return }
    currentPage = next
    sendActions(for: .valueChanged)
  }
}
