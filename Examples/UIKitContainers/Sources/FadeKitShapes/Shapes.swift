import FadeKit
import StressKit
import UIKitContainment

// Each container of FadeKit under the harness: a shape, a dozen lines, and its driver.

/// `fade`: `content = child`.
enum Fade: ContentShape {
  static let name = "fade"
  /// The container's own mistakes, planted by name (`--plant-bug`).
  typealias Bug = FadeViewController.Mistake
  static func makeContainer(plantedBugs: Set<Bug>) -> FadeViewController {
    FadeViewController().planting(plantedBugs)
  }
  static func show(_ content: UIViewController?, in fade: FadeViewController) {
    fade.content = content
  }
  static func content(of fade: FadeViewController) -> UIViewController? { fade.content }
  /// The fade's own state: whether a content asked for mid-fade waits for its end.
  static let coverageDimensions = [
    CoverageDimension("waiting", ["nothing waiting", "a content waiting"])
  ]
  static func coverageIndex(of fade: FadeViewController) -> Int {
    fade.isContentWaiting ? 1 : 0
  }
  static func whyUnreachable(_ state: CoverageState) -> String? {
    let fading = state["phase"] == "mid-transition"
    let waiting = state["waiting"] == "a content waiting"
    if waiting, !fading { return "a content waits only while a fade runs" }
    if fading, !waiting, state["content"] == "no content" {
      return "none is shown at once: mid-fade, none asked for waits"
    }
    return nil
  }
}

/// `swap`: `show(child)` with `transition(from:to:…)`.
enum Swap: ContentShape {
  static let name = "swap"
  /// The container's own mistakes, planted by name (`--plant-bug`).
  typealias Bug = SwapViewController.Mistake
  static func makeContainer(plantedBugs: Set<Bug>) -> SwapViewController {
    SwapViewController().planting(plantedBugs)
  }
  static func show(_ content: UIViewController?, in swap: SwapViewController) {
    if let content { swap.show(content) }
  }
  static func content(of swap: SwapViewController) -> UIViewController? { swap.current }
  /// `show(_:)` takes a content, never none: the first stays until the next.
  static func whyUnreachable(_ state: CoverageState) -> String? {
    state["content"] == "no content" ? "a swap always shows a content once it has one" : nil
  }
}

/// `tabs`: `viewControllers = list`, `selectedIndex = i`.
enum Tabs: ListShape {
  static let name = "my-tabs"
  /// The container's own mistakes, planted by name (`--plant-bug`).
  typealias Bug = TabsViewController.Mistake
  static func makeContainer(plantedBugs: Set<Bug>) -> TabsViewController {
    TabsViewController().planting(plantedBugs)
  }
  static func setChildren(_ children: [UIViewController], in tabs: TabsViewController) {
    tabs.viewControllers = children
  }
  static func select(_ index: Int, in tabs: TabsViewController) {
    tabs.selectedIndex = index
  }
  static func selection(of tabs: TabsViewController) -> UIViewController? { tabs.selected }
  /// Never mid-transition: a selection swaps the children at once.
  static func whyUnreachable(_ state: CoverageState) -> String? {
    state["phase"] == "mid-transition" ? "a selection swaps the children at once" : nil
  }
}

/// `top-stack`: `push(child)`, `pop()`.
enum TopStack: StackShape {
  static let name = "top-stack"
  /// The container's own mistakes, planted by name (`--plant-bug`).
  typealias Bug = TopStackViewController.Mistake
  static func makeContainer(plantedBugs: Set<Bug>) -> TopStackViewController {
    TopStackViewController().planting(plantedBugs)
  }
  static func push(_ child: UIViewController, onto stack: TopStackViewController) {
    stack.push(child)
  }
  static func pop(from stack: TopStackViewController) { stack.pop() }
  static func stack(of stack: TopStackViewController) -> [UIViewController] {
    stack.viewControllers
  }
  /// Never mid-transition: a push or a pop changes the top at once.
  static func whyUnreachable(_ state: CoverageState) -> String? {
    state["phase"] == "mid-transition" ? "a push or a pop changes the top at once" : nil
  }
}

/// `book-flip`: two sides, flipped.
enum BookFlip: ListShape {
  static let name = "book-flip"
  static func makeContainer(plantedBugs: Set<NoBug>) -> BookFlipViewController {
    BookFlipViewController()
  }
  static func setChildren(_ children: [UIViewController], in book: BookFlipViewController) {
    book.setSides(children)
  }
  static func select(_ index: Int, in book: BookFlipViewController) { book.flip(to: index) }
  static func selection(of book: BookFlipViewController) -> UIViewController? { book.shown }
  /// Both sides stay the book's, shown or not.
  static func holds(_ child: UIViewController, in book: BookFlipViewController) -> Bool {
    book.sides.contains(child)
  }
}

/// `drawer`: `content = child`, and a menu pulled out from the left edge.
enum Drawer: ContentShape {
  static let name = "drawer"
  /// The container's own mistakes, planted by name (`--plant-bug`).
  typealias Bug = DrawerViewController.Mistake
  static func makeContainer(plantedBugs: Set<Bug>) -> DrawerViewController {
    DrawerViewController(menu: UIViewController()).planting(plantedBugs)
  }
  static func show(_ content: UIViewController?, in drawer: DrawerViewController) {
    drawer.content = content
  }
  static func content(of drawer: DrawerViewController) -> UIViewController? { drawer.content }
  /// The menu is the drawer's own: it keeps it, a child or not.
  static func holds(_ child: UIViewController, in drawer: DrawerViewController) -> Bool {
    child === drawer.menu
  }
  /// Open, the menu is shown beside the content.
  static func alsoShown(in drawer: DrawerViewController) -> [UIViewController] {
    drawer.isOpen ? [drawer.menu] : []
  }
  /// A pull from the left edge, and a push back from the middle, a tenth of the width a move.
  static let gestures = [
    ShapeGesture<DrawerViewController>("pull") { drawer in
      drawer.viewIfLoaded.map {
        ShapeGesture.Start(on: $0, at: CGPoint(x: 4, y: 300), step: (x: $0.bounds.width / 10, y: 0))
      }
    },
    ShapeGesture<DrawerViewController>("push-back") { drawer in
      drawer.viewIfLoaded.map {
        ShapeGesture.Start(
          on: $0, at: CGPoint(x: $0.bounds.midX, y: 300), step: (x: -$0.bounds.width / 10, y: 0))
      }
    },
  ]
  static let coverageDimensions = [CoverageDimension("menu", ["closed", "open"])]
  static func coverageIndex(of drawer: DrawerViewController) -> Int { drawer.isOpen ? 1 : 0 }
}

/// `pager`: `pages = list`, `showPage(at: i)`, and swipes.
enum Pager: ListShape {
  static let name = "pager"
  /// The container's own mistakes, planted by name (`--plant-bug`).
  typealias Bug = PagerViewController.Mistake
  static func makeContainer(plantedBugs: Set<Bug>) -> PagerViewController {
    PagerViewController().planting(plantedBugs)
  }
  static func setChildren(_ children: [UIViewController], in pager: PagerViewController) {
    pager.pages = children
  }
  static func select(_ index: Int, in pager: PagerViewController) { pager.showPage(at: index) }
  /// The page the content rests on: what the user sees.
  static func selection(of pager: PagerViewController) -> UIViewController? {
    pager.pageOnScreen
  }
  /// A third of a page a move, to the next page or back, from the middle of the page shown.
  static let gestures = [
    ShapeGesture<PagerViewController>("next") { swipe($0, by: -1) },
    ShapeGesture<PagerViewController>("previous") { swipe($0, by: 1) },
  ]
  @MainActor private static func swipe(_ pager: PagerViewController, by direction: Double)
    -> ShapeGesture<PagerViewController>.Start?
  {
    guard pager.isViewLoaded else { return nil }
    let bounds = pager.scrollView.bounds
    return ShapeGesture.Start(
      on: pager.scrollView, at: CGPoint(x: bounds.midX, y: bounds.midY),
      step: (x: direction * bounds.width / 3, y: 0))
  }
}

/// `segmented-tabs`: `setTabs(list)`, `select(i)`, and taps on the bar's buttons.
enum SegmentedTabs: ListShape {
  static let name = "segmented-tabs"
  static func makeContainer(plantedBugs: Set<NoBug>) -> SegmentedTabsViewController {
    SegmentedTabsViewController()
  }
  static func setChildren(_ children: [UIViewController], in tabs: SegmentedTabsViewController) {
    tabs.setTabs(children)
  }
  static func select(_ index: Int, in tabs: SegmentedTabsViewController) { tabs.select(index) }
  static func selection(of tabs: SegmentedTabsViewController) -> UIViewController? {
    tabs.selected
  }
  /// A tap on the first, second or last button of the bar.
  static let gestures = [
    tap("tap-first") { $0.first }, tap("tap-second") { $0.dropFirst().first },
    tap("tap-last") { $0.last },
  ]
  private static func tap(_ name: String, _ button: @escaping @Sendable ([UIView]) -> UIView?)
    -> ShapeGesture<SegmentedTabsViewController>
  {
    ShapeGesture(name) { tabs in
      guard tabs.isViewLoaded, let button = button(tabs.bar.arrangedSubviews) else { return nil }
      return ShapeGesture.Start(
        on: button, at: CGPoint(x: button.bounds.midX, y: button.bounds.midY), step: (x: 0, y: 0))
    }
  }
  /// Never mid-transition but while a finger is on a button (it holds the clock).
}

/// `slot`: `child = content`, pinned by constraints.
enum Slot: ContentShape {
  static let name = "slot"
  static func makeContainer(plantedBugs: Set<NoBug>) -> SlotViewController {
    SlotViewController()
  }
  static func show(_ content: UIViewController?, in slot: SlotViewController) {
    slot.child = content
  }
  static func content(of slot: SlotViewController) -> UIViewController? { slot.child }
  /// Never mid-transition: the slot changes its child at once.
  static func whyUnreachable(_ state: CoverageState) -> String? {
    state["phase"] == "mid-transition" ? "the slot changes its child at once" : nil
  }
}

/// `slide-navigation`: `push(child)`, `pop()`, sliding.
enum SlideNavigation: StackShape {
  static let name = "slide-navigation"
  static func makeContainer(plantedBugs: Set<NoBug>) -> SlideNavigationController {
    SlideNavigationController()
  }
  static func push(_ child: UIViewController, onto navigation: SlideNavigationController) {
    navigation.push(child)
  }
  static func pop(from navigation: SlideNavigationController) { navigation.pop() }
  static func stack(of navigation: SlideNavigationController) -> [UIViewController] {
    navigation.viewControllers
  }
}

/// `split`: `detail = child`, beside the split's own primary.
enum Split: ContentShape {
  static let name = "split"
  static func makeContainer(plantedBugs: Set<NoBug>) -> SplitViewController {
    SplitViewController(primary: UIViewController())
  }
  static func show(_ content: UIViewController?, in split: SplitViewController) {
    split.detail = content
  }
  static func content(of split: SplitViewController) -> UIViewController? { split.detail }
  /// The primary is the split's own, and always shown beside the detail.
  static func holds(_ child: UIViewController, in split: SplitViewController) -> Bool {
    child === split.primary
  }
  static func alsoShown(in split: SplitViewController) -> [UIViewController] { [split.primary] }
  /// Never mid-transition: the detail changes at once.
  static func whyUnreachable(_ state: CoverageState) -> String? {
    state["phase"] == "mid-transition" ? "the detail changes at once" : nil
  }
}

/// `bottom-sheet`: `content = child`, under a sheet dragged up and down.
enum BottomSheet: ContentShape {
  static let name = "bottom-sheet"
  static func makeContainer(plantedBugs: Set<NoBug>) -> BottomSheetViewController {
    BottomSheetViewController(sheet: UIViewController())
  }
  static func show(_ content: UIViewController?, in screen: BottomSheetViewController) {
    screen.content = content
  }
  static func content(of screen: BottomSheetViewController) -> UIViewController? {
    screen.content
  }
  static func holds(_ child: UIViewController, in screen: BottomSheetViewController) -> Bool {
    child === screen.sheet
  }
  static func alsoShown(in screen: BottomSheetViewController) -> [UIViewController] {
    [screen.sheet]
  }
  /// A drag up and a drag down on the sheet, a tenth of the screen a move.
  static let gestures = [drag("drag-up", by: -1), drag("drag-down", by: 1)]
  private static func drag(_ name: String, by direction: Double)
    -> ShapeGesture<BottomSheetViewController>
  {
    ShapeGesture(name) { screen in
      guard screen.isViewLoaded, let sheet = screen.sheet.viewIfLoaded else { return nil }
      return ShapeGesture.Start(
        on: sheet, at: CGPoint(x: sheet.bounds.midX, y: 20),
        step: (x: 0, y: direction * screen.view.bounds.height / 10))
    }
  }
  static let coverageDimensions = [CoverageDimension("sheet", ["collapsed", "expanded"])]
  static func coverageIndex(of screen: BottomSheetViewController) -> Int {
    screen.isExpanded ? 1 : 0
  }
}

/// `card-swap`: `show(child)`, each card dealt by a property animator.
enum CardSwap: ContentShape {
  static let name = "card-swap"
  /// The container's own mistakes, planted by name (`--plant-bug`).
  typealias Bug = CardSwapViewController.Mistake
  static func makeContainer(plantedBugs: Set<Bug>) -> CardSwapViewController {
    CardSwapViewController().planting(plantedBugs)
  }
  static func show(_ content: UIViewController?, in deck: CardSwapViewController) {
    deck.show(content)
  }
  static func content(of deck: CardSwapViewController) -> UIViewController? { deck.content }
  /// Mid-deal, the new card and the one under it are both on screen.
  static func alsoShown(in deck: CardSwapViewController) -> [UIViewController] {
    deck.isDealing ? deck.children.filter { $0 !== deck.content } : []
  }
}

/// `fade-through`: UIKit's navigation controller with an animator of its own, its pop driven by
/// a pan from the left edge.
enum FadeThrough: StackShape {
  static let name = "fade-through"
  /// The container's own mistakes, planted by name (`--plant-bug`).
  typealias Bug = FadeThroughNavigationController.Mistake
  static func makeContainer(plantedBugs: Set<Bug>) -> FadeThroughNavigationController {
    FadeThroughNavigationController(nibName: nil, bundle: nil).planting(plantedBugs)
  }
  /// The pan back from the left edge, a sixth of the width a move.
  static let gestures = [
    ShapeGesture<FadeThroughNavigationController>("pan-back") { navigation in
      navigation.viewIfLoaded.map {
        ShapeGesture.Start(
          on: $0, at: CGPoint(x: 2, y: $0.bounds.midY), step: (x: $0.bounds.width / 6, y: 0))
      }
    }
  ]
}

/// Every container of FadeKit's, for `uikit-harness`.
public var fadeKitDrivers: [any StressDriver.Type] {
  [
    ContentShapeDriver<Fade>.self, ContentShapeDriver<Swap>.self, ListShapeDriver<Tabs>.self,
    StackShapeDriver<TopStack>.self, ListShapeDriver<BookFlip>.self,
    ContentShapeDriver<Drawer>.self, ListShapeDriver<Pager>.self,
    ListShapeDriver<SegmentedTabs>.self, ContentShapeDriver<Slot>.self,
    StackShapeDriver<SlideNavigation>.self, ContentShapeDriver<Split>.self,
    ContentShapeDriver<BottomSheet>.self, ContentShapeDriver<CardSwap>.self,
    StackShapeDriver<FadeThrough>.self,
  ]
}
