/// UIKit's `UIColorPickerViewController` (iOS 14): the system's colour picker, presented as a
/// sheet, telling its delegate the colour a person picks.
///
/// The model draws no picker: a harness picks with `_pick(_:continuously:)`, as a person
/// would, and finishes with `_finish()` (the picker dismissed, then its delegate told).
///
/// ```swift
/// final class Tint: NSObject, UIColorPickerViewControllerDelegate {
///   var picked: UIColor?
///   func colorPickerViewController(
///     _ viewController: UIColorPickerViewController, didSelect color: UIColor,
///     continuously: Bool
///   ) { picked = color }
/// }
/// let tint = Tint()
/// let picker = UIColorPickerViewController()
/// picker.delegate = tint
/// picker._pick(.systemRed)
/// precondition(tint.picked == .systemRed && picker.selectedColor == .systemRed)
/// ```
open class UIColorPickerViewController: UIViewController {
  /// Told as a person picks and finishes.
  open weak var delegate: (any UIColorPickerViewControllerDelegate)?
  /// The colour picked (white until one is).
  open var selectedColor = UIColor.white
  /// Whether the opacity can be picked too.
  open var supportsAlpha = true

  /// A person picks `color`: it becomes the selected colour and the delegate is told
  /// (`continuously` while a finger still moves).
  ///
  /// - Parameters:
  ///   - color: The colour.
  ///   - continuously: Whether the finger is still moving.
  public func _pick(_ color: UIColor, continuously: Bool = false) {
    selectedColor = supportsAlpha ? color : color.withAlphaComponent(1)
    delegate?.colorPickerViewController(
      self, didSelect: selectedColor, continuously: continuously)
  }

  /// A person closes the picker: it is dismissed, then its delegate told.
  public func _finish() {
    let finished: () -> Void = { [weak self] in
      guard let self else { return }
      self.delegate?.colorPickerViewControllerDidFinish(self)
    }
    guard presentingViewController != nil else { return finished() }
    dismiss(animated: true, completion: finished)
  }
}

/// UIKit's `UIColorPickerViewControllerDelegate` (iOS 14): told of the colours picked.
@preconcurrency @MainActor public protocol UIColorPickerViewControllerDelegate: AnyObject {
  /// A person picked `color` (`continuously` while a finger still moves; iOS 15).
  func colorPickerViewController(
    _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
  /// A person picked a colour (iOS 14's form).
  func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
  /// A person closed the picker.
  func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
  /// Calls iOS 14's form.
  public func colorPickerViewController(
    _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
  ) { colorPickerViewControllerDidSelectColor(viewController) }
  /// Nothing.
  public func colorPickerViewControllerDidSelectColor(
    _ viewController: UIColorPickerViewController
  ) {}
  /// Nothing.
  public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}

/// UIKit's `UIDataDetectorTypes`: what a text view turns into links (kept: the model links
/// nothing).
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: UInt
  /// The types of `rawValue`.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Phone numbers.
  public static let phoneNumber = UIDataDetectorTypes(rawValue: 1)
  /// Web addresses.
  public static let link = UIDataDetectorTypes(rawValue: 2)
  /// Postal addresses.
  public static let address = UIDataDetectorTypes(rawValue: 4)
  /// Dates and events.
  public static let calendarEvent = UIDataDetectorTypes(rawValue: 8)
  /// Parcels' tracking numbers (iOS 10).
  public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 16)
  /// Flight numbers (iOS 10).
  public static let flightNumber = UIDataDetectorTypes(rawValue: 32)
  /// Words to look up (iOS 10).
  public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 64)
  /// Amounts of money (iOS 16).
  public static let money = UIDataDetectorTypes(rawValue: 128)
  /// Measures (iOS 16).
  public static let physicalValue = UIDataDetectorTypes(rawValue: 256)
  /// None.
  public static let none: UIDataDetectorTypes = []
  /// Every type.
  public static let all = UIDataDetectorTypes(rawValue: .max)
}
