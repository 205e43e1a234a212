import Foundation
import Testing
import UIKitContainment

/// Content configurations (iOS 14) as screens write their cells: a configuration of the app's
/// own makes the view its cell shows, a new one of its kind is handed to that view, and the
/// cell's state (selected, highlighted, editing) updates it, through `updated(for:)`,
/// `updateConfiguration(using:)` and `configurationUpdateHandler`, in UIKit's order.
@Suite struct UIContentConfigurationTests {
  struct Badge: UIContentConfiguration, Hashable {
    var count = 0
    var selected = false
    func makeContentView() -> any UIView & UIContentView { BadgeView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> Badge {
      var badge = self
      badge.selected = (state as? UICellConfigurationState)?.isSelected ?? false
      return badge
    }
  }

  final class BadgeView: UIView, UIContentView {
    nonisolated(unsafe) static var made = 0
    var configuration: any UIContentConfiguration
    init(configuration: Badge) {
      self.configuration = configuration
      Self.made += 1
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    var badge: Badge? { configuration as? Badge }
  }

  struct Label: UIContentConfiguration {
    var text = ""
    func makeContentView() -> any UIView & UIContentView {
      UIListContentView(configuration: .cell())
    }
    func updated(for state: any UIConfigurationState) -> Label { self }
  }

  @MainActor static func shown(in cell: UICollectionViewCell) -> [UIView] {
    cell.contentView.subviews.filter { $0 is any UIContentView }
  }

  @Test("a configuration of one's own makes the view the cell shows; one of its kind reuses it")
  @MainActor func aConfigurationMakesItsView() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    let before = BadgeView.made
    cell.contentConfiguration = Badge(count: 1)
    let first = Self.shown(in: cell)
    #expect(first.count == 1 && first.first?.frame == cell.contentView.bounds)
    cell.contentConfiguration = Badge(count: 2)
    #expect(Self.shown(in: cell).first === first.first, "the view was made again")
    #expect((first.first as? BadgeView)?.badge?.count == 2)
    #expect(BadgeView.made == before + 1)
    // Another kind of configuration: its own view, in place of the first.
    cell.contentConfiguration = Label(text: "x")
    #expect(Self.shown(in: cell).count == 1 && Self.shown(in: cell).first is UIListContentView)
    cell.contentConfiguration = nil
    #expect(Self.shown(in: cell).isEmpty)
  }

  @Test("the cell's state updates its configuration, then its own method, then its handler")
  @MainActor func theStateUpdatesTheConfiguration() {
    final class Cell: UICollectionViewCell {
      var heard: [String] = []
      override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[UIConfigurationStateCustomKey("item")] = "inbox"
        return state
      }
      override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        let badge = contentConfiguration as? Badge
        let item = state[UIConfigurationStateCustomKey("item")] as? String ?? "none"
        heard.append(
          "update selected \(state.isSelected) badge \(badge?.selected ?? false) item \(item)")
      }
    }
    let cell = Cell(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
    cell.contentConfiguration = Badge(count: 3)
    cell.configurationUpdateHandler = { cell, state in
      (cell as? Cell)?.heard.append("handler highlighted \(state.isHighlighted)")
    }
    cell.isSelected = true
    cell.isSelected = true  // no change, no update
    cell.isHighlighted = true
    #expect(
      cell.heard == [
        "update selected false badge false item inbox", "handler highlighted false",
        "update selected true badge true item inbox", "handler highlighted false",
        "update selected true badge true item inbox", "handler highlighted true",
      ])
    #expect((Self.shown(in: cell).first as? BadgeView)?.badge?.selected == true)
  }

  @Test("a table view's cell is configured for its state before it shows; editing updates it")
  @MainActor func aTableCellIsConfiguredBeforeItShows() {
    final class Cell: UITableViewCell {
      var states: [String] = []
      override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        states.append("selected \(state.isSelected) editing \(state.isEditing)")
        contentConfiguration = Badge(count: states.count)
      }
    }
    @MainActor final class Rows: NSObject, UITableViewDataSource {
      var cells: [Cell] = []
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        let cell = Cell(style: .default, reuseIdentifier: nil)
        cells.append(cell)
        return cell
      }
    }
    let stage = UIKitStage()
    let rows = Rows()
    let (table, window) = stage.run {
      let window = UIWindow(frame: UIScreen.main.bounds)
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
      table.dataSource = rows
      table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
      window.addSubview(table)
      window.makeKeyAndVisible()
      table.layoutIfNeeded()
      return (table, window)
    }
    defer { withExtendedLifetime(window) {} }
    #expect(rows.cells.count == 2)
    #expect(rows.cells.first?.states.last == "selected false editing false")
    #expect(rows.cells.last?.states.last == "selected true editing false")
    #expect(rows.cells.allSatisfy { $0.contentView.subviews.contains { $0 is BadgeView } })
    stage.run { table.setEditing(true, animated: false) }
    #expect(rows.cells.first?.states.last == "selected false editing true")
  }
  @Test("a configuration's colour transformers change the colours it shows, and only those")
  @MainActor func colourTransformers() {
    var content = UIListContentConfiguration.sidebarCell()
    content.textProperties.color = .red
    #expect(content.textProperties.resolvedColor() == .red)
    content.textProperties.colorTransformer = UIConfigurationColorTransformer {
      $0.withAlphaComponent(0.5)
    }
    #expect(content.textProperties.resolvedColor() == UIColor.red.withAlphaComponent(0.5))
    content.imageProperties.tintColorTransformer = .preferredTint
    #expect(content.imageProperties.resolvedTintColor(for: .green) == .systemBlue)
    var background = UIBackgroundConfiguration.listCell()
    #expect(background.resolvedBackgroundColor(for: .green) == .green)
    background.backgroundColor = .white
    background.backgroundColorTransformer = .grayscale
    #expect(background.resolvedBackgroundColor(for: .green) == UIColor(white: 1, alpha: 1))
    #expect(UIImage.SymbolConfiguration(font: .systemFont(ofSize: 14)).pointSize == 14)
  }
  @Test("a configuration set before the view loads is shown at the view's first layout")
  @MainActor func anEmptyScreenSetBeforeItsViewLoads() {
    let screen = UIViewController()
    var empty = UIContentUnavailableConfiguration.empty()
    empty.text = "No notes"
    screen.contentUnavailableConfiguration = empty
    #expect(!screen.isViewLoaded, "setting it loads nothing")
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = screen
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let shown = screen.view.subviews.last?.subviews.first as? UIContentUnavailableView
    #expect((shown?.configuration as? UIContentUnavailableConfiguration)?.text == "No notes")
    screen.view.setNeedsLayout()
    screen.view.layoutIfNeeded()
    #expect(screen.view.subviews.count == 1, "shown once")
  }

  @Test("an empty screen's configuration shows over its view, updated for its search text")
  @MainActor func anEmptyScreenShowsItsConfiguration() {
    final class Notes: UIViewController {
      var notes: [String] = []
      var updates = 0
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(UILabel())
        navigationItem.searchController = UISearchController(searchResultsController: nil)
      }
      override func updateContentUnavailableConfiguration(
        using state: UIContentUnavailableConfigurationState
      ) {
        updates += 1
        guard notes.isEmpty else {
          contentUnavailableConfiguration = nil
          return
        }
        var empty: UIContentUnavailableConfiguration =
          state.searchText?.isEmpty == false
          ? .search() : .empty()
        empty.secondaryText = "update \(updates)"
        contentUnavailableConfiguration = empty
      }
    }
    let screen = Notes()
    screen.loadViewIfNeeded()
    screen.setNeedsUpdateContentUnavailableConfiguration()
    let overlay = screen.view.subviews.last
    #expect(screen.view.subviews.count == 2, "over the screen's own view")
    #expect(overlay?.frame == screen.view.bounds)
    let shown = overlay?.subviews.first as? UIContentUnavailableView
    #expect((shown?.configuration as? UIContentUnavailableConfiguration)?.text == nil)
    screen.navigationItem.searchController?.searchBar.text = "milk"
    screen.setNeedsUpdateContentUnavailableConfiguration()
    let searched = overlay?.subviews.first as? UIContentUnavailableView
    #expect(searched === shown, "the same view, given the new configuration")
    let configuration = searched?.configuration as? UIContentUnavailableConfiguration
    #expect(configuration?.text == "No Results" && configuration?.secondaryText == "update 2")
    screen.notes = ["milk"]
    screen.setNeedsUpdateContentUnavailableConfiguration()
    #expect(screen.view.subviews.count == 1 && screen.contentUnavailableConfiguration == nil)
  }
}
