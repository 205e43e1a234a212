import Containment
import StressKit

/// The drop-down menu container of the codepath guide "Container View Controllers", written as
/// the guide writes it, in Swift and on the model.
///
/// The active child is swapped in a property observer: the old one out (`willMove(toParent:
/// nil)`, its view out, `removeFromParent()`), the new one in (`addChild`, its view into the
/// container view, `didMove(toParent:)`), both only once the container's view is loaded, which
/// installs the active child in `viewDidLoad`. The menu drops down and folds up with
/// `View.animate(withDuration:animations:)`; picking a row makes its child active and folds the
/// menu.
///
/// The guide loads the active child's view whenever its own view loads, on screen or not: fine
/// by UIKit, beyond CoconutKit's lazy loading (C6), so its driver holds it to UIKit's contract.
/// Two things written as a careful user would, because iOS 5's UIKit (and the model) releases
/// the view of a container off screen on a memory warning: the old child leaves whether or
/// not the container's view is loaded (the guide removes it only when it is, so a swap while
/// the view is released leaves the old child attached for ever), and `viewDidLoad` puts the
/// active child's view back without adding the child again (the guide adds it again, which
/// UIKit refuses for a child it already has).
public final class DropDownMenuController: ViewController {
  /// The guide's classic mistakes, each planted on demand.
  public enum Mistake: String, StressBug {
    /// The old child leaves without `willMove(toParent: nil)` (L4).
    case forgetsWillMove = "forgets-will-move"
    /// The new child's view goes into the hierarchy before `addChild` (C3: it never appears).
    case addsViewBeforeChild = "adds-view-before-child"
    /// The guide's own guard: the old child leaves only when the container's view is loaded
    /// (C3: after a memory warning off screen, children pile up).
    case removesOnlyWhenLoaded = "removes-only-when-loaded"
    /// The active child's title is not copied to the container (C3: the container shows no
    /// title, or a former child's).
    case forgetsTitle = "forgets-title"
    /// A row picked makes its child active but leaves the menu down over it (C3).
    case keepsMenuDown = "keeps-menu-down"
  }

  /// How long the menu takes to drop down or fold up, in seconds (the guide's 0.3).
  public static let menuDuration = 0.3
  /// A menu row's height.
  public static let rowHeight = 50.0

  /// The mistakes planted.
  public var mistakes: Set<Mistake> = []
  /// The menu's table, folded (height 0) until the menu button is tapped.
  public private(set) var tableView: View?
  private var activeViewContainer: View?
  private var viewControllerArray: [ViewController] = []

  /// The children the menu lists; a new list keeps the active child if it is in it, else makes
  /// the first active.
  public var viewControllers: [ViewController] {
    get { viewControllerArray }
    set {
      viewControllerArray = newValue
      if activeViewController == nil
        || !viewControllerArray.contains(where: { $0 === activeViewController })
      {
        activeViewController = viewControllerArray.first
      }
    }
  }

  /// The child shown; setting it swaps the children.
  public var activeViewController: ViewController? {
    didSet {
      removeInactiveViewController(oldValue)
      updateActiveViewController()
    }
  }

  /// Whether the menu is dropped down (or dropping).
  public var isMenuShown: Bool { (tableView?.frame.size.height ?? 0) > 0 }

  /// The guide's nib, built by hand: a container view for the active child and the menu's table.
  override public func loadView() {
    let root = View(frame: Rect(size: .phonePortrait))
    let container = View(frame: root.frame)
    let table = View(frame: Rect(size: Size(width: root.frame.size.width, height: 0)))
    root.addSubview(container)
    root.addSubview(table)
    activeViewContainer = container
    tableView = table
    view = root
  }

  /// The menu folded, and the active child installed.
  override public func viewDidLoad() {
    super.viewDidLoad()
    tableView?.frame.size.height = 0
    updateActiveViewController()
  }

  private func removeInactiveViewController(_ inactive: ViewController?) {
    guard let inactive, inactive.parent === self else { return }
    if mistakes.contains(.removesOnlyWhenLoaded), !isViewLoaded { return }
    if !mistakes.contains(.forgetsWillMove) { inactive.willMove(toParent: nil) }
    inactive.viewIfLoaded?.removeFromSuperview()
    inactive.removeFromParent()
  }

  private func updateActiveViewController() {
    guard isViewLoaded, let active = activeViewController, let activeViewContainer else { return }
    let adds = active.parent !== self
    if mistakes.contains(.addsViewBeforeChild) { activeViewContainer.addSubview(active.view) }
    if adds {
      do { try addChild(active) } catch { return }
    }
    active.view.frame = activeViewContainer.frame
    activeViewContainer.addSubview(active.view)
    if !mistakes.contains(.forgetsTitle) { title = active.title }
    if adds { active.didMove(toParent: self) }
  }

  /// The menu button: drops the menu down, or folds it up.
  public func didTapMenuButton() {
    if isMenuShown { hideMenu() } else { showMenu() }
  }

  /// Picks a row: its child becomes active, and the menu folds up.
  public func didSelectRow(_ row: Int) {
    guard viewControllerArray.indices.contains(row) else { return }
    activeViewController = viewControllerArray[row]
    if !mistakes.contains(.keepsMenuDown) { hideMenu() }
  }

  private func hideMenu() {
    View.animate(withDuration: Self.menuDuration) { [tableView] in
      tableView?.frame.size.height = 0
    }
  }

  private func showMenu() {
    let totalHeight = Self.rowHeight * Double(viewControllerArray.count)
    View.animate(withDuration: Self.menuDuration) { [tableView] in
      tableView?.frame.size.height = totalHeight
    }
  }
}
