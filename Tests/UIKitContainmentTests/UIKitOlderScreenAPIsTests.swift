import ContainmentCore
import Foundation
import Testing
import UIKitContainment

/// Screen APIs of iOS 2–12 that public code still calls: animation blocks begun and committed,
/// and a table row's swipe actions of before iOS 11.
@Suite struct UIKitOlderScreenAPIsTests {
  /// A delegate that hears an animation block stop through a responder's action.
  @MainActor final class Listener: UIView {
    var stops = 0
    override func selectAll(_ sender: Any?) { stops += 1 }
  }

  @Test @MainActor func anAnimationBlockMakesItsChangesAtOnceAndEndsOnTheClock() throws {
    let clock = VirtualClock()
    try clock.withCurrent {
      let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      let listener = Listener()
      UIView.setAnimationDuration(5)  // outside a block: ignored
      UIView.beginAnimations("fade", context: nil)
      UIView.setAnimationDuration(0.3)
      UIView.setAnimationDelay(0.1)
      UIView.setAnimationCurve(.easeOut)
      UIView.setAnimationDelegate(listener)
      UIView.setAnimationDidStop(Selector("selectAll:"))
      UIView.beginAnimations(nil, context: nil)
      badge.frame.origin.x = 40
      UIView.commitAnimations()
      #expect(clock.nextDeadline == nil, "the inner commit starts nothing")
      badge.alpha = 0
      UIView.commitAnimations()
      #expect(badge.alpha == 0 && badge.frame.origin.x == 40, "made at once")
      #expect(clock.nextDeadline == 400, "delay and duration")
      _ = try clock.runUntilIdle()
      #expect(listener.stops == 1, "its delegate told it stopped")
      UIView.commitAnimations()
      #expect(clock.nextDeadline == nil, "a commit without a block does nothing")

      UIView.beginAnimations(nil, context: nil)
      badge.alpha = 1
      UIView.commitAnimations()
      #expect(clock.nextDeadline == 600, "0.2 s from 400 ms, unless set")
      _ = try clock.runUntilIdle()
    }
  }

  @Test @MainActor func aRowActionKeepsWhatItIsGiven() {
    var ran: [Int] = []
    let action = UITableViewRowAction(style: .destructive, title: "Delete") { _, indexPath in
      ran.append(indexPath.row)
    }
    action.backgroundColor = .red
    #expect(action.style == .default && action.title == "Delete" && action.backgroundColor == .red)
    #expect(UITableViewRowAction.Style.normal.rawValue == 1)
    final class Rows: UITableViewController {
      override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
        -> [UITableViewRowAction]?
      {
        [UITableViewRowAction(style: .normal, title: "Flag") { _, _ in }]
      }
    }
    let rows = Rows(style: .plain)
    let plain = UITableViewController(style: .plain)
    let path = IndexPath(row: 0, section: 0)
    #expect(rows.tableView(rows.tableView, editActionsForRowAt: path)?.first?.title == "Flag")
    #expect(plain.tableView(plain.tableView, editActionsForRowAt: path) == nil)
    #expect(ran.isEmpty)
  }
}
