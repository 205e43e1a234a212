// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// Cells written for iOS 14 and later show their content through configurations: a
// configuration of the screen's own with the view it makes, a list configuration updated for
// the cell's state, a cell that adds its own value to its state, and a handler that restyles
// the background.

struct NoteConfiguration: UIContentConfiguration, Hashable {
  var title = ""
  var isPinned = false
  var isChosen = false

  func makeContentView() -> any UIView & UIContentView { NoteContentView(configuration: self) }

  func updated(for state: any UIConfigurationState) -> NoteConfiguration {
    guard let cellState = state as? UICellConfigurationState else { return self }
    var updated = self
    updated.isChosen = cellState.isSelected || cellState.isHighlighted
    return updated
  }
}

final class NoteContentView: UIView, UIContentView {
  private let titleLabel = UILabel()
  private var applied: NoteConfiguration

  var configuration: any UIContentConfiguration {
    get { applied }
    set {
      guard let note = newValue as? NoteConfiguration, note != applied else { return }
      apply(note)
    }
  }

  init(configuration: NoteConfiguration) {
    applied = configuration
    super.init(frame: .zero)
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      titleLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
    apply(configuration)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is NoteConfiguration
  }

  private func apply(_ note: NoteConfiguration) {
    applied = note
    titleLabel.text = note.isPinned ? "📌 " + note.title : note.title
    titleLabel.textColor = note.isChosen ? .white : .label
  }
}

extension UIConfigurationStateCustomKey {
  static let isArchived = UIConfigurationStateCustomKey("com.example.notes.archived")
}

final class NoteCell: UICollectionViewListCell {
  var isArchived = false {
    didSet { if isArchived != oldValue { setNeedsUpdateConfiguration() } }
  }

  override var configurationState: UICellConfigurationState {
    var state = super.configurationState
    state[.isArchived] = isArchived
    return state
  }

  override func updateConfiguration(using state: UICellConfigurationState) {
    super.updateConfiguration(using: state)
    var content = defaultContentConfiguration().updated(for: state)
    content.text = (state[.isArchived] as? Bool) == true ? "Archived" : "Note"
    content.secondaryTextProperties.color = .secondaryLabel
    contentConfiguration = content
  }
}

final class SettingsCell: UITableViewCell {
  func show(_ title: String) {
    var content = defaultContentConfiguration()
    content.text = title
    contentConfiguration = content
    configurationUpdateHandler = { cell, state in
      var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
      background.backgroundColor = state.isHighlighted ? .systemGray4 : .systemBackground
      cell.backgroundConfiguration = background
    }
  }
}

@MainActor func makeNoteCell(title: String, pinned: Bool) -> UICollectionViewCell {
  let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  cell.contentConfiguration = NoteConfiguration(title: title, isPinned: pinned)
  cell.automaticallyUpdatesContentConfiguration = true
  return cell
}
