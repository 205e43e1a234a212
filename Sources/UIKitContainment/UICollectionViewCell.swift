internal import ContainmentCore

/// UIKit's `UICollectionReusableView`: a view a collection view hands out and takes back, a
/// header or footer of a section, and the base of every cell.
open class UICollectionReusableView: UIView {
  /// The identifier it was made or handed out for.
  public internal(set) var reuseIdentifier: String?
  /// Where its collection view keeps it when taken back (a header's or footer's kind and
  /// identifier; a cell's identifier).
  var reuseKey: String?

  /// A view of `frame`.
  ///
  /// - Parameter frame: Its frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A view decoded from an archive: the model decodes nothing.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Called before it is handed out again: a subclass clears what its last item set.
  open func prepareForReuse() {}

  /// Takes the attributes its layout gives it (its frame is set from them before).
  ///
  /// - Parameter layoutAttributes: Its attributes.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The attributes it would like (self-sizing): those given, as the model sizes no content.
  ///
  /// - Parameter layoutAttributes: The attributes its layout gives it.
  /// - Returns: The attributes it would like.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes { layoutAttributes }
}

/// UIKit's `UICollectionViewCell`: an item of a collection view, its content in
/// ``contentView``.
///
/// ```swift
/// let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
/// let title = UILabel()
/// cell.contentView.addSubview(title)
/// precondition(cell.contentView.frame.size == cell.bounds.size && !cell.isSelected)
/// ```
open class UICollectionViewCell: UICollectionReusableView {
  /// The view its content goes in: its bounds, following its size.
  public let contentView = UIView()
  /// The view behind its content (kept).
  open var backgroundView: UIView?
  /// The view behind its content while it is selected (kept).
  open var selectedBackgroundView: UIView?
  /// Whether its item is selected: its collection view sets it (its configuration updated).
  open var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
  }
  /// Whether it is highlighted: set while a finger is on it (its configuration updated).
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
  }
  /// Its content configuration (iOS 14): the view it makes fills ``contentView``.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { contentView.showContent(contentConfiguration) }
  }
  /// Its background configuration (iOS 14; kept).
  open var backgroundConfiguration: UIBackgroundConfiguration?
  /// Whether a change of state updates ``contentConfiguration`` for the new state.
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether a change of state updates ``backgroundConfiguration`` for the new state.
  open var automaticallyUpdatesBackgroundConfiguration = true
  /// Where a cell is in a drag (iOS 11).
  public enum DragState: Int, Sendable {
    /// Not dragged.
    case none
    /// Lifted, before the drag begins.
    case lifting
    /// Dragged.
    case dragging
  }
  /// Called as its drag state changes, for a subclass to restyle itself: never, as the model
  /// has no drag and drop.
  ///
  /// - Parameter dragState: The new state.
  open func dragStateDidChange(_ dragState: DragState) {}
  /// UIKit's `UICollectionViewCell.ConfigurationUpdateHandler`.
  public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState)
    -> Void
  /// Called after ``updateConfiguration(using:)`` with the cell and its state; setting it
  /// updates the configuration.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// The cell's state now, which its configurations are updated for (override to add your
  /// own values, calling `super`).
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    return state
  }

  /// Sets its configurations for `state` (override to set them, calling `super`): the
  /// default updates the content and background configurations, unless told not to.
  open func updateConfiguration(using state: UICellConfigurationState) {
    updateConfigurations(for: state)
  }

  /// Updates its configuration for its state now (UIKit's before its next layout): its
  /// ``updateConfiguration(using:)``, then its ``configurationUpdateHandler``.
  public func setNeedsUpdateConfiguration() {
    let state = configurationState
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
  }

  /// A cell of `frame`.
  ///
  /// - Parameter frame: Its frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addFilling(contentView)
  }

  /// A cell decoded from an archive: the model decodes nothing.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addFilling(contentView)
  }
}

extension UIView {
  /// Adds `subview` over all of this view, following its size (a cell's content view).
  func addFilling(_ subview: UIView) {
    subview.frame = bounds
    subview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(subview)
  }
}
