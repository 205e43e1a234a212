/// A container that shows one child of a list at a time, with a menu that can lie over it:
/// ``TabController`` (which drives its children's appearance itself) and ``MenuController``
/// (written by hand, with automatic forwarding).
///
/// ```swift
/// func showSettings(in container: some SelectingContainer) throws {
///   try container.select(at: container.viewControllers.count - 1)
/// }
/// ```
public protocol SelectingContainer: ViewController {
  /// The children, in order (a copy).
  var viewControllers: [ViewController] { get }
  /// The selected child, shown when the container is on screen.
  var selectedViewController: ViewController? { get }
  /// Whether the menu is shown.
  var isMenuShown: Bool { get }
  /// Selects `child`, hiding the menu.
  ///
  /// - Throws: ``ContainmentError/notAChild(_:)`` when `child` is not one of the children.
  func select(_ child: ViewController) throws(ContainmentError)
  /// Shows the menu over the selected child (a no-op when it is shown).
  func showMenu()
  /// Hides the menu (a no-op when it is hidden).
  func hideMenu()
}

extension SelectingContainer {
  /// The index of ``SelectingContainer/selectedViewController`` in ``SelectingContainer/viewControllers``, or `nil` without children.
  ///
  /// - Complexity: O(number of children).
  @inlinable public var selectedIndex: Int? {
    guard let selected = selectedViewController else { return nil }
    return viewControllers.firstIndex { $0 === selected }
  }

  /// Selects the child at `index`, hiding the menu.
  ///
  /// - Throws: ``ContainmentError/indexOutOfRange(index:validRange:)``.
  @inlinable public func select(at index: Int) throws(ContainmentError) {
    let list = viewControllers
    guard list.indices.contains(index) else {
      throw .indexOutOfRange(index: index, validRange: list.indices)
    }
    try select(list[index])
  }

  #if STRESS_INTERNAL_CHECKS
  /// Checks the list, the selection, the menu and C3 (idle and on screen, the selected child
  /// has appeared and the others have disappeared); traps with the state on failure.
  ///
  /// - Complexity: O(children).
  func _checkSelection(menuView: View) {
    let seen = _checkListedChildren(viewControllers)
    precondition(
      (selectedViewController == nil) == viewControllers.isEmpty,
      "\(_id) selects \(selectedViewController?._id.description ?? "nothing") among \(viewControllers.count)"
    )
    if let selected = selectedViewController {
      precondition(
        seen.contains(ObjectIdentifier(selected)), "\(selected._id) is selected, not listed")
    }
    if !isMenuShown {
      precondition(menuView.superview == nil, "\(_id)'s menu is hidden but in the hierarchy")
    }
    guard _appearanceState == .appeared || _appearanceState == .disappeared else { return }
    for child in viewControllers {
      let expected: AppearanceState =
        _appearanceState == .appeared && child === selectedViewController ? .appeared : .disappeared
      precondition(
        child._appearanceState == expected,
        "C3: \(child._id) is \(child._appearanceState) in \(_appearanceState) \(_id); expected \(expected)"
      )
    }
  }
  #endif
}

/// The menu, written once for the tab and the menu containers: it lies over the selected
/// child's view (the container's own view for the tabs, the transition view's place for the
/// menu container) and the child stays on screen under it.
extension SelectingContainer where Self: SelectingController {
  /// Shows the menu over the selected child (a no-op when it is shown).
  public func showMenu() {
    if menu.show(over: viewIfLoaded) { _checkMenu() }
  }

  /// Hides the menu (a no-op when it is hidden).
  public func hideMenu() {
    if menu.hide() { _checkMenu() }
  }

  #if STRESS_INTERNAL_CHECKS
  /// After the menu moved: the selection's checks, the menu's place among them.
  func _checkMenu() {
    if faults.isEmpty { _checkSelection(menuView: menuView) }
  }
  #else
  @inline(__always)
  func _checkMenu() {}
  #endif
}
