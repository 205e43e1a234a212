/// UIKit's `UIPickerView`: wheels of rows, one per component.
///
/// It reads its counts from its data source when asked for them and after a reload; a harness
/// spins a wheel with `_pick(row:inComponent:)`, which selects the row and tells the delegate
/// (`pickerView(_:didSelectRow:inComponent:)`). Selecting in code tells nothing, as in UIKit.
/// The model draws no wheel: the delegate's titles are asked for the selected rows only
/// (decided: UIKit asks for those on screen).
///
/// ```swift
/// final class Sizes: UIPickerViewDataSource, UIPickerViewDelegate {
///   var picked: [Int] = []
///   func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
///   func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
///     3
///   }
///   func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
///   { picked.append(row) }
/// }
/// let picker = UIPickerView()
/// let sizes = Sizes()
/// (picker.dataSource, picker.delegate) = (sizes, sizes)
/// picker._pick(row: 2, inComponent: 0)
/// precondition(sizes.picked == [2] && picker.selectedRow(inComponent: 0) == 2)
/// ```
open class UIPickerView: UIView {
  /// What gives it its components and rows (UIKit keeps it weakly).
  open weak var dataSource: (any UIPickerViewDataSource)?
  /// What gives its rows' titles and hears of picks (UIKit keeps it weakly).
  open weak var delegate: (any UIPickerViewDelegate)?
  /// The selected row of each component.
  private var selected: [Int: Int] = [:]

  /// The number of its components, as its data source says.
  open var numberOfComponents: Int {
    dataSource.map { max(0, $0.numberOfComponents(in: self)) } ?? 0
  }

  /// The number of rows of `component`, as its data source says.
  ///
  /// - Parameter component: The component.
  /// - Returns: Its number of rows.
  open func numberOfRows(inComponent component: Int) -> Int {
    guard component >= 0, component < numberOfComponents, let dataSource else { return 0 }
    return max(0, dataSource.pickerView(self, numberOfRowsInComponent: component))
  }

  /// The selected row of `component`: the first until one is selected, -1 with no rows.
  ///
  /// - Parameter component: The component.
  /// - Returns: The row.
  open func selectedRow(inComponent component: Int) -> Int {
    let rows = numberOfRows(inComponent: component)
    guard rows > 0 else { return -1 }
    return min(selected[component] ?? 0, rows - 1)
  }

  /// Selects `row` of `component` as code does: nothing is told; a row out of range selects
  /// nothing.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - component: The component.
  ///   - animated: Whether the wheel spins (the model spins none).
  open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
    guard row >= 0, row < numberOfRows(inComponent: component) else { return }
    selected[component] = row
  }

  /// Reads every component's rows again: a selection past the new rows moves to the last.
  open func reloadAllComponents() {
    for (component, row) in selected {
      let rows = numberOfRows(inComponent: component)
      selected[component] = rows > 0 ? min(row, rows - 1) : nil
    }
  }

  /// Reads `component`'s rows again.
  ///
  /// - Parameter component: The component.
  open func reloadComponent(_ component: Int) { reloadAllComponents() }

  /// The title of `row` of `component`, as the delegate gives it.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - component: The component.
  /// - Returns: The title, or `nil`.
  public func _title(forRow row: Int, inComponent component: Int) -> String? {
    delegate?.pickerView(self, titleForRow: row, forComponent: component)
  }

  /// The user spins `component` to `row`.
  ///
  /// The row is selected and the delegate told. A row out of range picks nothing.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - component: The component.
  public func _pick(row: Int, inComponent component: Int) {
    guard row >= 0, row < numberOfRows(inComponent: component) else { return }
    selected[component] = row
    delegate?.pickerView(self, didSelectRow: row, inComponent: component)
  }
}

/// What gives a picker view its components and rows (UIKit's `UIPickerViewDataSource`).
@preconcurrency @MainActor public protocol UIPickerViewDataSource: AnyObject {
  /// The number of components.
  ///
  /// - Parameter pickerView: The picker view.
  /// - Returns: The number of components.
  func numberOfComponents(in pickerView: UIPickerView) -> Int
  /// The number of rows of `component`.
  ///
  /// - Parameters:
  ///   - pickerView: The picker view.
  ///   - component: The component.
  /// - Returns: Its number of rows.
  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What gives a picker view's titles and hears of its picks (UIKit's `UIPickerViewDelegate`);
/// every method optional.
@preconcurrency @MainActor public protocol UIPickerViewDelegate: AnyObject {
  /// The title of `row` of `component` (`nil` by default).
  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  /// The title of `row` of `component` with its attributes (`nil` by default).
  func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString?
  /// The user picked `row` of `component`.
  func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
  /// The height of `component`'s rows (kept: 32 points by default).
  func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
  /// The width of `component` (an equal share by default).
  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
}

extension UIPickerViewDelegate {
  /// No title.
  public func pickerView(
    _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
  ) -> String? { nil }
  /// No title.
  public func pickerView(
    _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? { nil }
  /// Does nothing.
  public func pickerView(
    _ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int
  ) {}
  /// 32 points.
  public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int)
    -> CGFloat
  { 32 }
  /// An equal share of the width.
  public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    pickerView.bounds.width / CGFloat(max(1, pickerView.numberOfComponents))
  }
}
