/// UIKit's `UITableViewCell`: a row of a table view, made by the data source (usually dequeued
/// for reuse) with a content view and, by its style, a title, a detail and an image.
///
/// The model draws nothing: the labels and image are kept, `prepareForReuse()` runs when the
/// table view hands the cell out again, and selection and highlight are kept (set by the table
/// view as it selects the row).
///
/// ```swift
/// let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "note")
/// cell.textLabel?.text = "Groceries"
/// cell.detailTextLabel?.text = "3 items"
/// cell.accessoryType = .disclosureIndicator
/// precondition(cell.reuseIdentifier == "note" && cell.contentView.superview === cell)
/// ```
open class UITableViewCell: UIView {
  /// Which labels a cell has.
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }

  /// The control at a cell's end.
  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  /// How a selected cell looks.
  public enum SelectionStyle: Int, Sendable {
    case none, blue, gray, `default`
  }

  /// The line between cells.
  public enum SeparatorStyle: Int, Sendable {
    case none, singleLine, singleLineEtched
  }

  /// What editing a row does.
  public enum EditingStyle: Int, Sendable {
    case none, delete, insert
  }

  /// The identifier it is reused by.
  public let reuseIdentifier: String?
  /// Its style.
  public let cellStyle: CellStyle
  /// The view that holds its content (the app's subviews go here).
  public let contentView = UIView()
  /// Its title.
  public private(set) lazy var textLabel: UILabel? = makeLabel()
  /// Its detail: `nil` in the default style.
  public private(set) lazy var detailTextLabel: UILabel? =
    cellStyle == .default ? nil : makeLabel()
  /// Its image: `nil` in the value2 style.
  public private(set) lazy var imageView: UIImageView? =
    cellStyle == .value2 ? nil : UIImageView()
  /// The control at its end.
  open var accessoryType = AccessoryType.none
  /// A view of the app's at its end, in place of the accessory type's.
  open var accessoryView: UIView?
  /// The control at its end while editing.
  open var editingAccessoryType = AccessoryType.none
  /// How it looks selected.
  open var selectionStyle = SelectionStyle.default
  /// Whether it is selected (its configuration updated).
  open var isSelected = false {
    didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
  }
  /// Whether it is highlighted (its configuration updated).
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
  }
  /// Whether it shows editing controls (its configuration updated).
  open var isEditing = false {
    didSet { if isEditing != oldValue { setNeedsUpdateConfiguration() } }
  }
  /// Its separator's inset.
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
  /// How deep its content is indented.
  open var indentationLevel = 0
  /// The width of a level of indentation.
  open var indentationWidth: CGFloat = 10
  /// The view behind its content.
  open var backgroundView: UIView?
  /// The view behind its content while selected.
  open var selectedBackgroundView: UIView?
  /// Its content configuration (iOS 14): a list configuration's text shows in ``textLabel``
  /// in the model; the view another configuration makes fills ``contentView``.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      guard let list = contentConfiguration as? UIListContentConfiguration else {
        return contentView.showContent(contentConfiguration)
      }
      textLabel?.text = list.text
      detailTextLabel?.text = list.secondaryText
      imageView?.image = list.image
    }
  }
  /// Its background configuration (iOS 14; kept).
  open var backgroundConfiguration: UIBackgroundConfiguration?
  /// Whether a change of state updates ``contentConfiguration`` for the new state.
  open var automaticallyUpdatesContentConfiguration = true
  /// Whether a change of state updates ``backgroundConfiguration`` for the new state.
  open var automaticallyUpdatesBackgroundConfiguration = true
  /// UIKit's `UITableViewCell.ConfigurationUpdateHandler`.
  public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void
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
    state.isEditing = isEditing
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

  /// A cell of `style` reused by `reuseIdentifier`.
  ///
  /// - Parameters:
  ///   - style: Its style.
  ///   - reuseIdentifier: Its reuse identifier.
  public init(style: CellStyle, reuseIdentifier: String?) {
    cellStyle = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    addFilling(contentView)
  }

  /// A default cell of `frame`, with no reuse identifier.
  ///
  /// - Parameter frame: Its frame.
  public override init(frame: CGRect) {
    cellStyle = .default
    reuseIdentifier = nil
    super.init(frame: frame)
    addFilling(contentView)
  }

  /// A cell decoded from an archive: the model decodes nothing and makes a default one.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    cellStyle = .default
    reuseIdentifier = nil
    super.init(coder: coder)
    addFilling(contentView)
  }

  private func makeLabel() -> UILabel {
    let label = UILabel()
    contentView.addSubview(label)
    return label
  }

  /// Called as the table view hands the cell out again: reset what the last row set (call
  /// `super`).
  open func prepareForReuse() {}

  /// Selects or deselects it.
  ///
  /// - Parameters:
  ///   - selected: Whether it is selected.
  ///   - animated: Whether the change animates.
  open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

  /// Highlights it or not.
  ///
  /// - Parameters:
  ///   - highlighted: Whether it is highlighted.
  ///   - animated: Whether the change animates.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

  /// Shows or hides its editing controls.
  ///
  /// - Parameters:
  ///   - editing: Whether it is editing.
  ///   - animated: Whether the change animates.
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

  /// The list configuration of its style, to fill and set as ``contentConfiguration``.
  ///
  /// - Returns: An empty configuration.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    cellStyle == .subtitle ? .subtitleCell() : .cell()
  }
}

/// UIKit's `UITableViewHeaderFooterView`: a section's header or footer, made by the table
/// view's delegate (usually dequeued for reuse).
open class UITableViewHeaderFooterView: UIView {
  /// The identifier it is reused by.
  public let reuseIdentifier: String?
  /// The view that holds its content.
  public let contentView = UIView()
  /// Its title.
  public private(set) lazy var textLabel: UILabel? = {
    let label = UILabel()
    contentView.addSubview(label)
    return label
  }()
  /// The view behind it.
  open var backgroundView: UIView?

  /// A header or footer reused by `reuseIdentifier`.
  ///
  /// - Parameter reuseIdentifier: Its reuse identifier.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// A header or footer decoded from an archive: the model decodes nothing.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    reuseIdentifier = nil
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Called as the table view hands it out again (call `super`).
  open func prepareForReuse() {}
}
