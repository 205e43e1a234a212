// How a search bar is styled, as apps styled it before iOS 13 and still do: its bar style, its
// background and its field's background images, the images of its icons, and its scope bar's
// look. Kept and read back (the model draws nothing); its backgrounds as the bars keep theirs
// (`UIBar+Images.swift`), each answering for its own position and metrics only.

extension UISearchBar {
  /// The icons of a search bar (UIKit's `UISearchBar.Icon`).
  public enum Icon: Int, Sendable {
    case search, clear, bookmark, resultsList
  }

  /// Its bar style (`.default`).
  public var barStyle: UIBarStyle {
    get { barLooks.barStyle }
    set { barLooks.barStyle = newValue }
  }

  /// Sets its background image for `barPosition` and `barMetrics`.
  ///
  /// - Parameters:
  ///   - backgroundImage: The image, or `nil`.
  ///   - barPosition: Where the bar stands.
  ///   - barMetrics: The height it is for.
  public func setBackgroundImage(
    _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
  ) {
    barLooks.bar.backgrounds[BarImages.key(barPosition, barMetrics)] = backgroundImage
  }

  /// The background image set for `barPosition` and `barMetrics`, if any.
  ///
  /// - Parameters:
  ///   - barPosition: Where the bar stands.
  ///   - barMetrics: The height it is for.
  /// - Returns: The image.
  public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics)
    -> UIImage?
  {
    barLooks.bar.backgrounds[BarImages.key(barPosition, barMetrics)]
  }

  /// Sets its field's background image for `state`.
  ///
  /// - Parameters:
  ///   - backgroundImage: The image, or `nil`.
  ///   - state: The field's state.
  public func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State)
  {
    barLooks.images["field \(state.rawValue)"] = backgroundImage
  }

  /// Its field's background image for `state`, if set.
  ///
  /// - Parameter state: The field's state.
  /// - Returns: The image.
  public func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
    barLooks.images["field \(state.rawValue)"]
  }

  /// Sets the image of `icon` for `state` (`nil`: UIKit's own).
  ///
  /// - Parameters:
  ///   - iconImage: The image, or `nil`.
  ///   - icon: The icon.
  ///   - state: The icon's state.
  public func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
    barLooks.images["icon \(icon.rawValue) \(state.rawValue)"] = iconImage
  }

  /// The image set for `icon` in `state`, if any.
  ///
  /// - Parameters:
  ///   - icon: The icon.
  ///   - state: The icon's state.
  /// - Returns: The image.
  public func image(for icon: Icon, state: UIControl.State) -> UIImage? {
    barLooks.images["icon \(icon.rawValue) \(state.rawValue)"]
  }

  /// How far the field's background is moved (kept).
  public var searchFieldBackgroundPositionAdjustment: UIOffset {
    get { barLooks.fieldAdjustment }
    set { barLooks.fieldAdjustment = newValue }
  }

  /// How far the field's text is moved (kept).
  public var searchTextPositionAdjustment: UIOffset {
    get { barLooks.textAdjustment }
    set { barLooks.textAdjustment = newValue }
  }

  /// The scope bar's background image (kept).
  public var scopeBarBackgroundImage: UIImage? {
    get { barLooks.images["scope background"] }
    set { barLooks.images["scope background"] = newValue }
  }

  /// Sets the scope buttons' background image for `state`.
  ///
  /// - Parameters:
  ///   - backgroundImage: The image, or `nil`.
  ///   - state: The buttons' state.
  public func setScopeBarButtonBackgroundImage(
    _ backgroundImage: UIImage?, for state: UIControl.State
  ) {
    barLooks.images["scope button \(state.rawValue)"] = backgroundImage
  }

  /// The scope buttons' background image for `state`, if set.
  ///
  /// - Parameter state: The buttons' state.
  /// - Returns: The image.
  public func scopeBarButtonBackgroundImage(for state: UIControl.State) -> UIImage? {
    barLooks.images["scope button \(state.rawValue)"]
  }

  /// Sets the divider between scope buttons of these states.
  ///
  /// - Parameters:
  ///   - dividerImage: The image, or `nil`.
  ///   - leftState: The left button's state.
  ///   - rightState: The right button's state.
  public func setScopeBarButtonDividerImage(
    _ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State,
    rightSegmentState rightState: UIControl.State
  ) {
    barLooks.images["scope divider \(leftState.rawValue) \(rightState.rawValue)"] = dividerImage
  }

  /// Sets the scope buttons' title attributes for `state`.
  ///
  /// - Parameters:
  ///   - attributes: The attributes, or `nil`.
  ///   - state: The buttons' state.
  public func setScopeBarButtonTitleTextAttributes(
    _ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State
  ) {
    barLooks.scopeTitles[state.rawValue] = attributes.map { $0.mapValues { "\($0)" } }
  }

  /// The look kept for this bar, made on first use.
  private var barLooks: SearchBarLooks {
    if let made = searchBarLooks { return made }
    let made = SearchBarLooks()
    searchBarLooks = made
    return made
  }
}

/// A search bar's kept look.
final class SearchBarLooks {
  var barStyle = UIBarStyle.default
  /// Its backgrounds, by position and metrics, as the other bars keep theirs.
  var bar = BarImages()
  var images: [String: UIImage] = [:]
  var fieldAdjustment = UIOffset.zero
  var textAdjustment = UIOffset.zero
  var scopeTitles: [UInt: [NSAttributedString.Key: String]] = [:]
}
