/// What a view controller shows in a navigation bar: a title and the titles of its buttons.
public struct NavigationItem: Hashable, Sendable {
  /// The title, shown instead of the view controller's own ``ViewController/title`` when set.
  public var title: String?
  /// The buttons on the left, by title.
  public var leftItems: [String]
  /// The buttons on the right, by title.
  public var rightItems: [String]

  /// Creates navigation items.
  public init(title: String? = nil, leftItems: [String] = [], rightItems: [String] = []) {
    self.title = title
    self.leftItems = leftItems
    self.rightItems = rightItems
  }
}

extension ViewController {
  /// The view controller whose title and navigation items this one shows: itself, or, for a
  /// container that forwards them, what its visible child shows (through every forwarding
  /// level).
  ///
  /// Derived on each read, never copied, so it follows pushes, selections and swipes at once.
  @usableFromInline package var _propertySource: ViewController {
    var source = self
    while source._forwardsChildProperties, let child = source._forwardingChild { source = child }
    return source
  }

  /// The title shown for this view controller: `propertySource`'s navigation item title, or
  /// its own title without one.
  @usableFromInline package var _displayedTitle: String? {
    let source = _propertySource
    return source.navigationItem.title ?? source.title
  }

  /// The navigation items shown for this view controller: `propertySource`'s.
  @usableFromInline package var _displayedNavigationItem: NavigationItem {
    _propertySource.navigationItem
  }
}
