internal import ContainmentCore

/// UIKit's `UISegmentedControl`: a row of segments, one selected — the tab strip of many
/// containers.
///
/// A tap on a segment selects it, sending `.valueChanged` when the selection changed (as the
/// finger lifts, before `.touchUpInside`; the model's order); setting
/// ``selectedSegmentIndex`` in code sends nothing, as in UIKit. The segments share the width
/// equally. A harness taps a segment with `_tapSegment(_:)`. Its look is kept, not drawn.
///
/// ```swift
/// let strip = UISegmentedControl(items: ["Inbox", "Sent"])
/// var chosen: [Int] = []
/// strip.addAction(UIAction { _ in chosen.append(strip.selectedSegmentIndex) }, for: .valueChanged)
/// strip.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
/// strip._tapSegment(1)
/// precondition(chosen == [1] && strip.titleForSegment(at: 1) == "Sent")
/// ```
open class UISegmentedControl: UIControl {
  /// `selectedSegmentIndex` when no segment is selected.
  public static let noSegment = -1

  /// The segments' titles (`nil` for one that shows an image).
  private var titles: [String?] = []
  /// The segments' images.
  private var images: [UIImage?] = []
  /// Whether each segment may be selected.
  private var enabled: [Bool] = []
  /// The titles' text attributes, by state (`UIView+ContentPriorities.swift`).
  var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

  /// The selected segment, or ``noSegment`` (an index out of range selects none).
  open var selectedSegmentIndex = UISegmentedControl.noSegment {
    didSet {
      if !titles.indices.contains(selectedSegmentIndex) {
        selectedSegmentIndex = Self.noSegment
      }
    }
  }
  /// The colour of the selected segment.
  open var selectedSegmentTintColor: UIColor?
  /// Whether a segment stays selected once tapped (`false`: it only flashes).
  open var isMomentary = false

  /// A control of `items`' segments (titles as `String`, images as `UIImage`).
  ///
  /// - Parameter items: The segments' titles or images.
  public init(items: [Any]?) {
    super.init(frame: .zero)
    for item in items ?? [] {
      titles.append(item as? String)
      images.append(item as? UIImage)
      enabled.append(true)
    }
  }

  /// A control with no segment, of the given frame.
  ///
  /// - Parameter frame: Its frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A control decoded from an archive: the model decodes nothing, and makes one with no
  /// segment.
  ///
  /// - Parameter coder: Ignored.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// How many segments there are.
  open var numberOfSegments: Int { titles.count }

  /// Inserts a segment titled `title` at `segment` (clamped to the ends).
  ///
  /// - Parameters:
  ///   - title: Its title.
  ///   - segment: Where.
  ///   - animated: Ignored (nothing is drawn).
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(title: title, image: nil, at: segment)
  }

  /// Inserts a segment showing `image` at `segment` (clamped to the ends).
  ///
  /// - Parameters:
  ///   - image: Its image.
  ///   - segment: Where.
  ///   - animated: Ignored (nothing is drawn).
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(title: nil, image: image, at: segment)
  }

  private func insert(title: String?, image: UIImage?, at segment: Int) {
    let index = min(max(0, segment), titles.count)
    titles.insert(title, at: index)
    images.insert(image, at: index)
    enabled.insert(true, at: index)
    if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
  }

  /// Removes the segment at `segment`; the selection follows its segment, or goes with it.
  ///
  /// - Parameters:
  ///   - segment: Which.
  ///   - animated: Ignored.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard titles.indices.contains(segment) else { return }
    titles.remove(at: segment)
    images.remove(at: segment)
    enabled.remove(at: segment)
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = Self.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
  }

  /// Removes every segment.
  open func removeAllSegments() {
    (titles, images, enabled) = ([], [], [])
    selectedSegmentIndex = Self.noSegment
  }

  /// Sets the title of the segment at `segment`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - segment: Which.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title
  }

  /// The title of the segment at `segment`, if any.
  ///
  /// - Parameter segment: Which.
  /// - Returns: Its title.
  open func titleForSegment(at segment: Int) -> String? {
    titles.indices.contains(segment) ? titles[segment] : nil
  }

  /// Sets the image of the segment at `segment`.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - segment: Which.
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard images.indices.contains(segment) else { return }
    images[segment] = image
  }

  /// The image of the segment at `segment`, if any.
  ///
  /// - Parameter segment: Which.
  /// - Returns: Its image.
  open func imageForSegment(at segment: Int) -> UIImage? {
    images.indices.contains(segment) ? images[segment] : nil
  }

  /// Lets the segment at `segment` be selected by a tap, or not.
  ///
  /// - Parameters:
  ///   - enabled: Whether a tap selects it.
  ///   - segment: Which.
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard self.enabled.indices.contains(segment) else { return }
    self.enabled[segment] = enabled
  }

  /// Whether a tap selects the segment at `segment`.
  ///
  /// - Parameter segment: Which.
  /// - Returns: Whether it is enabled.
  open func isEnabledForSegment(at segment: Int) -> Bool {
    enabled.indices.contains(segment) && enabled[segment]
  }

  /// Taps the segment at `segment` (a finger down at its centre and lifted): the harness's way
  /// to choose one.
  ///
  /// - Parameter segment: Which.
  public func _tapSegment(_ segment: Int) {
    guard numberOfSegments > 0 else { return }
    let width = bounds.width / CGFloat(numberOfSegments)
    _touchDown(at: CGPoint(x: width * (CGFloat(segment) + 0.5), y: bounds.midY))._lift()
  }

  /// Selects the segment under `point`, if enabled and not selected already.
  override func liftedInside(at point: CGPoint) {
    guard numberOfSegments > 0, bounds.width > 0 else { return }
    let width = bounds.width / CGFloat(numberOfSegments)
    let segment = min(numberOfSegments - 1, max(0, Int((point.x - bounds.minX) / width)))
    guard isEnabledForSegment(at: segment), segment != selectedSegmentIndex || isMomentary else {
      return
    }
    selectedSegmentIndex = isMomentary ? Self.noSegment : segment
    sendActions(for: .valueChanged)
  }
}
