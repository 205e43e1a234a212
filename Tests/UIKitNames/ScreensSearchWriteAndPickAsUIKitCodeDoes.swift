// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// A screen written for UIKit searches, takes notes and picks dates: a search controller in
// its navigation item whose results update as the user types, a text view it is the delegate
// of, a progress bar that follows an upload and a date picker's value changes.

final class JournalViewController: UIViewController, UISearchResultsUpdating, UITextViewDelegate,
  UISearchBarDelegate
{
  private let search = UISearchController(searchResultsController: nil)
  private let notes = UITextView()
  private let upload = UIProgressView(progressViewStyle: .default)
  private let day = UIDatePicker()
  private var matches: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    search.searchResultsUpdater = self
    search.obscuresBackgroundDuringPresentation = false
    search.searchBar.placeholder = "Search entries"
    search.searchBar.delegate = self
    navigationItem.searchController = search
    navigationItem.hidesSearchBarWhenScrolling = false
    definesPresentationContext = true

    notes.delegate = self
    notes.font = .preferredFont(forTextStyle: .body)
    notes.isScrollEnabled = false
    notes.textContainerInset = UIEdgeInsets(top: 12, left: 8, bottom: 12, right: 8)
    notes.autocorrectionType = .no
    notes.returnKeyType = .done

    upload.progressTintColor = .systemGreen
    upload.setProgress(0, animated: false)

    day.datePickerMode = .date
    if #available(iOS 14, *) { day.preferredDatePickerStyle = .inline }
    day.maximumDate = Date()
    day.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)

    let stack = UIStackView(arrangedSubviews: [day, notes, upload])
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }

  func updateSearchResults(for searchController: UISearchController) {
    let query = searchController.searchBar.text ?? ""
    matches = query.isEmpty ? [] : [query]
  }

  func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { matches = [] }

  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    if text == "\n" {
      textView.resignFirstResponder()
      return false
    }
    return true
  }

  func textViewDidChange(_ textView: UITextView) {
    upload.setProgress(min(1, Float(textView.text.count) / 280), animated: true)
  }

  private func reload() {
    title = DateFormatter.localizedString(from: day.date, dateStyle: .medium, timeStyle: .none)
  }
}
