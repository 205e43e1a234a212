// modes: 5 6

#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

// Screens written for UIKit list their rows: a table view controller subclass with a cell
// class of its own, swipe actions, the edit button and updates in a batch; a plain screen that
// owns a table view, is its data source and delegate, and makes its cells when none is reused.

final class ContactCell: UITableViewCell {
  let badge = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(badge)
    accessoryType = .disclosureIndicator
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func prepareForReuse() {
    super.prepareForReuse()
    badge.text = nil
  }
}

final class ContactsViewController: UITableViewController {
  private var contacts = ["Ada", "Grace", "Linus"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(ContactCell.self, forCellReuseIdentifier: "contact")
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 60
    tableView.tableFooterView = UIView()
    navigationItem.rightBarButtonItem = editButtonItem
    clearsSelectionOnViewWillAppear = false
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 1 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    contacts.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    // swift-format-ignore: NeverForceUnwrap
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath) as! ContactCell
    var content = cell.defaultContentConfiguration()
    content.text = contacts[indexPath.row]
    content.secondaryText = "Tap to call"
    cell.contentConfiguration = content
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    navigationController?.pushViewController(UIViewController(), animated: true)
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, done in
      self?.contacts.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
      done(true)
    }
    delete.backgroundColor = .systemRed
    return UISwipeActionsConfiguration(actions: [delete])
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    contacts.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .fade)
  }

  override func scrollViewDidScroll(_ scrollView: UIScrollView) {
    navigationItem.title = scrollView.contentOffset.y > 40 ? "Contacts" : nil
  }

  func add(_ name: String) {
    tableView.performBatchUpdates {
      self.contacts.insert(name, at: 0)
      self.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
    }
    if let top = tableView.indexPathsForVisibleRows?.first {
      tableView.scrollToRow(at: top, at: .top, animated: true)
    }
  }
}

final class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let tableView = UITableView(frame: .zero, style: .insetGrouped)
  private let sections = [["Wi-Fi", "Bluetooth"], ["About"]]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.dataSource = self
    tableView.delegate = self
    tableView.separatorStyle = .singleLine
    view.addSubview(tableView)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if let selected = tableView.indexPathForSelectedRow {
      tableView.deselectRow(at: selected, animated: animated)
    }
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    section == 0 ? "Connections" : nil
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "setting")
      ?? UITableViewCell(style: .value1, reuseIdentifier: "setting")
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    cell.detailTextLabel?.text = indexPath.section == 0 ? "On" : nil
    cell.selectionStyle = .default
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 52 }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    show(UIViewController(), sender: tableView.cellForRow(at: indexPath))
  }
}
