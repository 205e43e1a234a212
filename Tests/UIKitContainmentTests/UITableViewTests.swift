import Containment
import ContainmentCore
import Foundation
import Testing
import UIKitContainment

/// `UITableView` and `UITableViewController`, written as UIKit screens use them: cells asked
/// for only for the rows on screen and reused, updates checked against the data source's
/// counts, the user's taps on rows, and a table view controller a subclass fills.
@Suite struct UITableViewTests {
  /// A data source and delegate that logs what the table view asks and tells.
  @MainActor final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var heard: [String] = []
    var made = 0
    var refuses: IndexPath?

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      counts[section]
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      heard.append("cell \(indexPath.section).\(indexPath.row)")
      if let cell = tableView.dequeueReusableCell(withIdentifier: "row") { return cell }
      made += 1
      return UITableViewCell(style: .default, reuseIdentifier: "row")
    }
    func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) { heard.append("end \(indexPath.section).\(indexPath.row)") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      heard.append("willSelect \(indexPath.row)")
      return indexPath == refuses ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      heard.append("didSelect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      heard.append("didDeselect \(indexPath.row)")
    }
  }

  /// A table view of 320 × 440 points (ten rows of 44) in a window, showing `rows`.
  @MainActor static func table(_ rows: Rows, on stage: UIKitStage) -> (UITableView, UIWindow) {
    stage.run {
      let window = UIWindow(frame: UIScreen.main.bounds)
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
      table.dataSource = rows
      table.delegate = rows
      window.addSubview(table)
      window.makeKeyAndVisible()
      table.layoutIfNeeded()
      return (table, window)
    }
  }

  @Test("cells are asked for only for the rows on screen, and reused as the rows scroll")
  @MainActor func cellsForTheRowsOnScreen() {
    let stage = UIKitStage()
    let rows = Rows([100])
    let (table, window) = Self.table(rows, on: stage)
    defer { withExtendedLifetime(window) {} }
    #expect(rows.heard == (0..<10).map { "cell 0.\($0)" })
    #expect(table.contentSize == CGSize(width: 320, height: 4_400))
    #expect(table.visibleCells.count == 10 && table.numberOfRows(inSection: 0) == 100)
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == 132)
    rows.heard = []
    stage.run { table.contentOffset = CGPoint(x: 0, y: 440) }
    #expect(rows.heard.prefix(10) == ArraySlice((0..<10).map { "end 0.\($0)" }))
    #expect(rows.heard.dropFirst(10) == ArraySlice((10..<20).map { "cell 0.\($0)" }))
    #expect(rows.made == 10, "the cells that left are handed out again")
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 10, section: 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 450)) == IndexPath(row: 10, section: 0))
    stage.run {
      table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .bottom, animated: false)
    }
    #expect(table.contentOffset.y == 3_960 && table.visibleCells.count == 10)
  }

  @Test("an update the data source's counts match keeps the cells of the rows that stay")
  @MainActor func aMatchingUpdate() {
    let stage = UIKitStage()
    let rows = Rows([5, 3])
    let (table, window) = Self.table(rows, on: stage)
    defer { withExtendedLifetime(window) {} }
    let second = table.cellForRow(at: IndexPath(row: 1, section: 0))
    rows.heard = []
    rows.counts = [4, 4]
    stage.run {
      table.performBatchUpdates {
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.insertRows(at: [IndexPath(row: 3, section: 1)], with: .fade)
      }
    }
    #expect(rows.heard == ["end 0.0", "cell 1.3"])
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === second)
    #expect(table.numberOfRows(inSection: 0) == 4 && table.numberOfRows(inSection: 1) == 4)
  }

  @Test(
    "an update the counts do not match, or a cell dequeued for an unknown identifier, ends the app with UIKit's reason",
    arguments: 0...3)
  func mismatchesEndTheApp(mistake: Int) async throws {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      @MainActor [mistake] in
      let rows = Rows([3])
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
      table.dataSource = rows
      table.layoutIfNeeded()
      switch mistake {
      case 0: table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
      case 1: table.deleteSections(IndexSet(integer: 0), with: .automatic)
      case 3: table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
      default:
        _ = table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
      }
    }
    let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
    let reasons = [
      "invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted)",
      "invalid number of sections. The number of sections contained in the table view after the update (1) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)",
      "unable to dequeue a cell with identifier nope",
      "attempt to insert row 3 into section 0, but there are only 3 rows in section 0 after the update",
    ]
    #expect(output.contains("'NSInternalInconsistencyException'"), "\(output)")
    #expect(output.contains(reasons[mistake]), "\(output)")
  }

  @Test("a tap selects a row as the user's does: asked, the old row deselected, told")
  @MainActor func tapsSelectRows() {
    let stage = UIKitStage()
    let rows = Rows([5])
    let (table, window) = Self.table(rows, on: stage)
    defer { withExtendedLifetime(window) {} }
    rows.heard = []
    stage.run {
      table._tapRow(at: IndexPath(row: 1, section: 0))
      table._tapRow(at: IndexPath(row: 2, section: 0))
    }
    #expect(
      rows.heard == ["willSelect 1", "didSelect 1", "willSelect 2", "didDeselect 1", "didSelect 2"])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    rows.heard = []
    rows.refuses = IndexPath(row: 4, section: 0)
    stage.run {
      table._tapRow(at: IndexPath(row: 4, section: 0))
      table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
      table.allowsSelection = false
      table._tapRow(at: IndexPath(row: 0, section: 0))
    }
    #expect(rows.heard == ["willSelect 4"], "code's selection tells the delegate nothing")
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
  }

  /// A table view controller as a subclass fills it.
  final class Inbox: UITableViewController {
    var messages = ["Hello", "Lunch?", "Re: Lunch?"]
    var opened: [Int] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      messages.count
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "message")
        ?? UITableViewCell(style: .subtitle, reuseIdentifier: "message")
      cell.textLabel?.text = messages[indexPath.row]
      return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      opened.append(indexPath.row)
    }
    override func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      messages.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
  }

  @Test(
    "a table view controller: its subclass's answers fill the table; it clears the selection as it appears; its edit button toggles editing"
  )
  @MainActor func aTableViewControllerSubclass() {
    let stage = UIKitStage()
    let inbox = stage.run { Inbox(style: .insetGrouped) }
    let window = stage.show(inbox)
    defer { withExtendedLifetime(window) {} }
    #expect(inbox.tableView.style == .insetGrouped && inbox.tableView.dataSource === inbox)
    #expect(inbox.tableView.visibleCells.map { $0.textLabel?.text } == inbox.messages)
    stage.run {
      inbox.tableView._tapRow(at: IndexPath(row: 1, section: 0))
      inbox.tableView(inbox.tableView, commit: .delete, forRowAt: IndexPath(row: 0, section: 0))
    }
    #expect(inbox.opened == [1] && inbox.tableView.visibleCells.count == 2)
    #expect(inbox.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0), "followed")
    stage.run {
      inbox.beginAppearanceTransition(false, animated: false)
      inbox.endAppearanceTransition()
      inbox.beginAppearanceTransition(true, animated: false)
      inbox.endAppearanceTransition()
    }
    #expect(inbox.tableView.indexPathForSelectedRow == nil)
    #expect(inbox.editButtonItem.title == "Edit")
    stage.run { inbox.editButtonItem._tap() }
    #expect(inbox.isEditing && inbox.tableView.isEditing && inbox.editButtonItem.title == "Done")
    #expect(inbox.tableView.visibleCells.allSatisfy { $0.isEditing })
  }
}
