/// What ``TabController`` and ``MenuController`` hold alike: the list of children, the selected
/// one, the menu that can lie over it, and their planted faults.
///
/// Each subclass decides how a list changes and how a selection moves (the tab container
/// drives its children's appearance itself, the menu container relies on automatic
/// forwarding); this class keeps their state once.
///
/// ```swift
/// let tabs: SelectingController = TabController()
/// precondition(tabs.viewControllers.isEmpty && !tabs.isMenuShown)
/// ```
public class SelectingController: ViewController {
  @exclusivity(unchecked) @usableFromInline final var list: [ViewController] = []

  /// The selected child, shown when the container is on screen.
  @inlinable public final var selectedViewController: ViewController? { _selectedViewController }
  @exclusivity(unchecked) @usableFromInline final var _selectedViewController: ViewController?

  /// The menu's view, over the selected child's while the menu is shown.
  public final var menuView: View { menu.view }

  /// Whether the menu is shown.
  @inlinable public final var isMenuShown: Bool { menu.isShown }
  /// Whether the menu, when shown and the container's view is loaded, has the view's size.
  @inline(never) package final var menuFitsItsView: Bool { menu.fits(_view) }
  @exclusivity(unchecked) @usableFromInline final var menu = MenuOverlay()

  /// Planted bugs, for proving the harness (see ``ContainerFaults``).
  @exclusivity(unchecked) package final var faults: ContainerFaults = []

  /// Creates a container without children.
  ///
  /// - Parameters:
  ///   - id: The container's own identity in lifecycle events.
  ///   - title: A title.
  ///   - observer: Receives the container's own lifecycle events.
  public init(
    id: ViewControllerID = .next(), title: String? = nil,
    observer: (any LifecycleObserver)? = nil
  ) {
    super.init(id: id, title: title, viewPayloadBytes: 0, observer: observer)
  }

  /// The children, in order (a copy).
  @inlinable public final var viewControllers: [ViewController] { list }
}
