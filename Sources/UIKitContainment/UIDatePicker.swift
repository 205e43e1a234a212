/// UIKit's `UIDatePicker`: a control that picks a date, a time or a duration.
///
/// The harness picks with `_pick(_:)`, which keeps the date within the bounds and sends
/// `.valueChanged`; setting ``date`` in code sends nothing, as in UIKit.
///
/// ```swift
/// let picker = UIDatePicker()
/// picker.datePickerMode = .date
/// picker.minimumDate = Date(timeIntervalSince1970: 0)
/// var picked: [Date] = []
/// picker.addAction(UIAction { _ in picked.append(picker.date) }, for: .valueChanged)
/// picker._pick(Date(timeIntervalSince1970: -10))
/// precondition(picked == [Date(timeIntervalSince1970: 0)])
/// ```
open class UIDatePicker: UIControl {
  /// What it picks.
  public enum Mode: Int, Sendable {
    case time, date, dateAndTime, countDownTimer
  }

  /// How it is drawn (iOS 13.4).
  public enum Style: Int, Sendable {
    case automatic, wheels, compact, inline
  }

  /// The date picked (now, when made).
  open var date = Date()
  /// What it picks.
  open var datePickerMode = Mode.dateAndTime
  /// How it is drawn, asked for.
  open var preferredDatePickerStyle = Style.automatic
  /// How it is drawn: the preferred style, wheels for `.automatic` (decided).
  open var datePickerStyle: Style {
    preferredDatePickerStyle == .automatic ? .wheels : preferredDatePickerStyle
  }
  /// The earliest date it picks.
  open var minimumDate: Date?
  /// The latest date it picks.
  open var maximumDate: Date?
  /// The step of its minutes.
  open var minuteInterval = 1
  /// The duration picked in `.countDownTimer` mode, in seconds.
  open var countDownDuration: TimeInterval = 0
  /// Its locale (kept).
  open var locale: Locale?
  /// Its time zone (kept).
  open var timeZone: TimeZone?
  /// Its calendar (kept).
  open var calendar: Calendar = .current

  /// Sets the date (the model animates nothing); sends nothing.
  ///
  /// - Parameters:
  ///   - date: The date.
  ///   - animated: Whether the change animates.
  open func setDate(_ date: Date, animated: Bool) { self.date = date }

  /// The user picks `date`: kept within ``minimumDate`` and ``maximumDate``, then
  /// `.valueChanged`.
  ///
  /// - Parameter date: The date the wheels stop at.
  public func _pick(_ date: Date) {
    var picked = date
    if let minimumDate, picked < minimumDate { picked = minimumDate }
    if let maximumDate, picked > maximumDate { picked = maximumDate }
    self.date = picked
    sendActions(for: .valueChanged)
  }
}
