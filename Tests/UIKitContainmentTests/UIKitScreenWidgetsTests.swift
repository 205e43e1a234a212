import Foundation
import Testing
import UIKitContainment

/// The widgets of UIKit's screens: a text view typed in, a search bar and its search
/// controller, a progress bar and a date picker, as the user and the code use them.
@Suite struct UIKitScreenWidgetsTests {
  /// Notes what a text view's, a search bar's and a search controller's delegates hear.
  final class Heard: UITextViewDelegate, UISearchBarDelegate, UISearchControllerDelegate,
    UISearchResultsUpdating, @unchecked Sendable
  {
    var lines: [String] = []
    var refuses = "!"
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
      lines.append("should begin")
      return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { lines.append("did begin") }
    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      lines.append("change at \(range.location): \(text)")
      return text != refuses
    }
    func textViewDidChange(_ textView: UITextView) { lines.append("did change") }
    func textViewDidEndEditing(_ textView: UITextView) { lines.append("did end") }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
      lines.append("bar: \(searchText)")
    }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { lines.append("bar: cancel") }
    func willPresentSearchController(_ searchController: UISearchController) {
      lines.append("will present")
    }
    func didDismissSearchController(_ searchController: UISearchController) {
      lines.append("did dismiss")
    }
    func updateSearchResults(for searchController: UISearchController) {
      lines.append("update: \(searchController.searchBar.text ?? "")")
    }
  }

  @Test(
    "a text view types as a text field does: asked, changed, told; one not editable takes nothing")
  @MainActor func aTextViewTakesTyping() {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.makeKeyAndVisible()
    let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    window.addSubview(notes)
    let heard = Heard()
    notes.delegate = heard
    var posted = 0
    let token = NotificationCenter.default.addObserver(
      forName: UITextView.textDidChangeNotification, object: notes, queue: nil
    ) { _ in MainActor.assumeIsolated { posted += 1 } }
    defer { NotificationCenter.default.removeObserver(token) }
    notes._type("Hi")
    notes._type("!")
    #expect(notes.text == "Hi" && notes.isFirstResponder && posted == 1)
    #expect(
      heard.lines == [
        "should begin", "did begin", "change at 0: Hi", "did change", "change at 2: !",
      ])
    heard.lines = []
    _ = notes.resignFirstResponder()
    notes.isEditable = false
    notes._type("more")
    #expect(heard.lines == ["did end"] && notes.text == "Hi" && !notes.canBecomeFirstResponder)
    notes.text = nil
    #expect(notes.text == "")
  }

  @Test(
    "typing in a search controller's bar makes it active and updates its results; cancel ends it")
  @MainActor func aSearchControllerFollowsItsBar() {
    let results = UIViewController()
    let search = UISearchController(searchResultsController: results)
    let heard = Heard()
    search.searchResultsUpdater = heard
    search.delegate = heard
    search.searchBar.delegate = heard
    #expect(results.parent === search && search.searchResultsController === results)
    search.searchBar._type("te")
    search.searchBar._type("a")
    #expect(search.isActive && search.searchBar.text == "tea")
    search.searchBar._tapCancel()
    #expect(!search.isActive)
    #expect(
      heard.lines == [
        "bar: te", "will present", "update: te", "bar: tea", "update: tea", "bar: cancel",
        "did dismiss",
      ])
    let item = UINavigationItem(title: "Notes")
    item.searchController = search
    #expect(item.searchController === search && item.hidesSearchBarWhenScrolling)
  }

  @Test(
    "a progress bar keeps its progress within 0 and 1; a date picker's pick keeps within its bounds and sends a change"
  )
  @MainActor func progressAndDates() {
    let bar = UIProgressView(progressViewStyle: .bar)
    bar.setProgress(1.5, animated: true)
    #expect(bar.progress == 1 && bar.progressViewStyle == .bar)
    let task = Progress(totalUnitCount: 4)
    task.completedUnitCount = 1
    bar.observedProgress = task
    #expect(bar.progress == 0.25)
    let picker = UIDatePicker()
    let (start, end) = (Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 100))
    picker.minimumDate = start
    picker.maximumDate = end
    var picked: [Date] = []
    picker.addAction(UIAction { _ in picked.append(picker.date) }, for: .valueChanged)
    picker.setDate(Date(timeIntervalSince1970: 500), animated: false)
    picker._pick(Date(timeIntervalSince1970: -5))
    picker._pick(Date(timeIntervalSince1970: 50))
    picker._pick(Date(timeIntervalSince1970: 500))
    #expect(picked == [start, Date(timeIntervalSince1970: 50), end])
    #expect(picker.datePickerStyle == .wheels)
  }

  @Test(
    "text is measured as the model estimates it: half the font's size a character, 1.2 times it a line, wrapped at the width when asked"
  )
  func textIsMeasuredByTheModelsEstimate() {
    let font: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 10)]
    let text = String(repeating: "a", count: 20)
    #expect(text.size(withAttributes: font) == CGSize(width: 100, height: 12))
    let room = CGSize(width: 50, height: CGFloat.greatestFiniteMagnitude)
    let wrapped = text.boundingRect(
      with: room, options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: font,
      context: nil)
    #expect(wrapped == CGRect(x: 0, y: 0, width: 50, height: 24))
    let unwrapped = text.boundingRect(with: room, options: [], attributes: font, context: nil)
    #expect(unwrapped.height == 12)
    let lines = NSAttributedString(string: "ab\ncd", attributes: font)
    #expect(
      lines.boundingRect(with: room, options: .usesLineFragmentOrigin, context: nil).height == 24)
    #expect("x".size(withAttributes: nil).height == (17 * 1.2).rounded(.up))
  }
}
