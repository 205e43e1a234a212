internal import ContainmentCore

/// UIKit's `UIStackView`: a view that lays its arranged subviews out in a row or a column.
///
/// The model has no intrinsic content sizes, so every distribution shares the length equally
/// among the arranged subviews that are not hidden, `spacing` apart (`.fillEqually`'s layout,
/// decided); across the axis `.fill` gives them the stack's extent and the other alignments
/// keep their own, placed at the start, the centre or the end. A hidden arranged subview takes
/// no room, as in UIKit. `removeArrangedSubview(_:)` leaves the view a subview, as UIKit does
/// (`removeFromSuperview()` takes it out of both).
///
/// ```swift
/// let tabs = UIStackView(arrangedSubviews: [UIView(), UIView(), UIView()])
/// tabs.spacing = 10
/// tabs.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
/// precondition(tabs.arrangedSubviews[1].frame == CGRect(x: 110, y: 0, width: 100, height: 44))
/// ```
open class UIStackView: UIView {
  /// The axes of a layout, UIKit's `NSLayoutConstraint.Axis`.
  public typealias Axis = NSLayoutConstraint.Axis

  /// How the length is shared.
  public enum Distribution: Int, Sendable {
    /// Fill the length (shared equally in the model).
    case fill
    /// Equal lengths.
    case fillEqually
    /// In proportion to their sizes (equally in the model).
    case fillProportionally
    /// Equal spaces (equal lengths in the model).
    case equalSpacing
    /// Equal distances between centres (equal lengths in the model).
    case equalCentering
  }

  /// Where the arranged subviews lie across the axis.
  public enum Alignment: Int, Sendable {
    /// The stack's whole extent.
    case fill
    /// The start (left, or top).
    case leading
    /// The first baseline (the start in the model).
    case firstBaseline
    /// The centre.
    case center
    /// The end (right, or bottom).
    case trailing
    /// The last baseline (the end in the model).
    case lastBaseline

    /// The top: ``leading``.
    public static var top: Alignment { .leading }
    /// The bottom: ``trailing``.
    public static var bottom: Alignment { .trailing }
  }

  /// The axis of the row or column.
  open var axis: Axis = .horizontal { didSet { layOutNow() } }
  /// How the length is shared.
  open var distribution: Distribution = .fill { didSet { layOutNow() } }
  /// Where they lie across the axis.
  open var alignment: Alignment = .fill { didSet { layOutNow() } }
  /// The room between two arranged subviews.
  open var spacing: CGFloat = 0 { didSet { layOutNow() } }
  /// Whether the layout keeps within the layout margins (the bounds in the model).
  open var isLayoutMarginsRelativeArrangement = false

  /// The views laid out, in order.
  public private(set) var arrangedSubviews: [UIView] = []
  /// The room after an arranged subview, where set (`setCustomSpacing(_:after:)`).
  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  /// What ``customSpacing(after:)`` answers where none is set, and what sets it back to
  /// ``spacing``: a sentinel, as UIKit's.
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
  /// The room UIKit's system spacing would give, as a custom spacing (8 points in the model).
  public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

  /// Sets the room after `arrangedSubview` to `spacing` instead of ``spacing`` (iOS 11).
  ///
  /// ``spacingUseDefault`` takes it back; set for a view that is not arranged, it is ignored.
  ///
  /// - Parameters:
  ///   - spacing: The room, in points.
  ///   - arrangedSubview: The arranged subview it follows.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
    let key = ObjectIdentifier(arrangedSubview)
    customSpacings[key] = spacing == Self.spacingUseDefault ? nil : spacing
    layOutNow()
  }

  /// The room set after `arrangedSubview`, or ``spacingUseDefault`` where none is.
  ///
  /// - Parameter arrangedSubview: The arranged subview.
  /// - Returns: The room in points, or ``spacingUseDefault``.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// The room after `view` in a layout: its custom spacing, else ``spacing``.
  private func gap(after view: UIView) -> CGFloat {
    guard let custom = customSpacings[ObjectIdentifier(view)] else { return spacing }
    return custom == Self.spacingUseSystem ? 8 : custom
  }

  /// A stack view of `frame` with nothing arranged.
  ///
  /// - Parameter frame: Its frame.
  public override init(frame: CGRect) { super.init(frame: frame) }

  /// A stack view decoded from an archive, not failably, as UIKit's (a subclass writes
  /// `required init(coder:)`); decoded as a view is (`UIView+Coding.swift`: nothing arranged).
  ///
  /// - Parameter coder: The archive.
  public required init(coder: NSCoder) {
    // The model's views always decode (as nothing).
    // swift-format-ignore: NeverForceUnwrap
    super.init(coder: coder)!
  }

  /// A stack of `views`, each made a subview.
  ///
  /// - Parameter views: The arranged subviews.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Adds `view` at the end of the arranged subviews, and as a subview.
  ///
  /// - Parameter view: The view.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` among the arranged subviews at `stackIndex`, and adds it as a subview.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - stackIndex: Its place in the arrangement.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
    if view.superview !== self { addSubview(view) }
    layOutNow()
  }

  /// Takes `view` out of the arrangement; it stays a subview (UIKit's way: remove it from its
  /// superview to take it out of the view).
  ///
  /// - Parameter view: The view.
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    layOutNow()
  }

  /// A subview leaving the stack leaves the arrangement.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    arrangedSubviews.removeAll { $0 === subview }
    customSpacings[ObjectIdentifier(subview)] = nil
    setNeedsLayout()
  }

  /// Lays the arranged subviews out.
  open override func layoutSubviews() {
    super.layoutSubviews()
    let shown = arrangedSubviews.filter { !$0.isHidden }
    guard !shown.isEmpty else { return }
    let size = bounds.size
    let horizontal = axis == .horizontal
    let length = horizontal ? size.width : size.height
    let across = horizontal ? size.height : size.width
    let gaps = shown.dropLast().reduce(CGFloat(0)) { $0 + gap(after: $1) }
    let share = max(0, (length - gaps) / CGFloat(shown.count))
    var start: CGFloat = 0
    for view in shown {
      defer { start += share + gap(after: view) }
      let own = horizontal ? view.frame.height : view.frame.width
      let extent = alignment == .fill ? across : min(own, across)
      let offset: CGFloat =
        switch alignment {
        case .fill, .leading, .firstBaseline: 0
        case .center: (across - extent) / 2
        case .trailing, .lastBaseline: across - extent
        }
      view.frame =
        horizontal
        ? CGRect(x: start, y: offset, width: share, height: extent)
        : CGRect(x: offset, y: start, width: extent, height: share)
    }
  }

  /// `view` was hidden or shown: if it is arranged, the stack lays itself out again.
  func arrangedSubviewVisibilityChanged(_ view: UIView) {
    if arrangedSubviews.contains(where: { $0 === view }) { layOutNow() }
  }
}

extension NSLayoutConstraint {
  /// The axes of a layout.
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
  }
}
