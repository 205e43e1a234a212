import Foundation

extension UIView {
  /// What a change of an ``Invalidating`` property asks of its view (UIKit's
  /// `UIView.Invalidations`, iOS 15).
  public struct Invalidation: Hashable, Sendable {
    let kind: Int
    /// Draw again: `setNeedsDisplay()`.
    public static let display = Invalidation(kind: 0)
    /// Lay out again: `setNeedsLayout()`.
    public static let layout = Invalidation(kind: 1)
    /// Update the constraints: `setNeedsUpdateConstraints()`.
    public static let constraints = Invalidation(kind: 2)
    /// Size again: `invalidateIntrinsicContentSize()`.
    public static let intrinsicContentSize = Invalidation(kind: 3)
  }

  /// A property of a view that, set to a new value, asks its view to draw, lay out, update its
  /// constraints or size again (UIKit's `@Invalidating`, iOS 15); a value equal to the one it
  /// has asks nothing.
  ///
  /// ```swift
  /// final class Gauge: UIView {
  ///   @Invalidating(.display, .layout) var level = 0
  ///   var laidOut = 0
  ///   override func layoutSubviews() {
  ///     super.layoutSubviews()
  ///     laidOut += 1
  ///   }
  /// }
  /// let gauge = Gauge(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
  /// gauge.layoutIfNeeded()
  /// let before = gauge.laidOut
  /// gauge.level = 3
  /// gauge.layoutIfNeeded()
  /// precondition(gauge.level == 3 && gauge.laidOut == before + 1)
  /// ```
  @propertyWrapper public struct Invalidating<Value: Equatable> {
    private var stored: Value
    private let invalidations: [Invalidation]

    /// A property holding `wrappedValue` whose changes ask for `invalidations`.
    ///
    /// - Parameters:
    ///   - wrappedValue: Its first value.
    ///   - invalidations: What a change asks of the view.
    public init(wrappedValue: Value, _ invalidations: Invalidation...) {
      stored = wrappedValue
      self.invalidations = invalidations
    }

    /// Only its view reads and sets it (Swift reaches it through the subscript below).
    @available(*, unavailable, message: "@Invalidating is only available on properties of views")
    public var wrappedValue: Value {
      get { fatalError("@Invalidating is only available on properties of views") }
      set { fatalError("@Invalidating is only available on properties of views") }
    }

    /// The property of `view`, read and set: a new value asks the view for the invalidations.
    @MainActor
    public static subscript<View: UIView>(
      _enclosingInstance view: View, wrapped wrappedKeyPath: ReferenceWritableKeyPath<View, Value>,
      storage storageKeyPath: ReferenceWritableKeyPath<View, Self>
    ) -> Value {
      get { view[keyPath: storageKeyPath].stored }
      set {
        guard view[keyPath: storageKeyPath].stored != newValue else { return }
        view[keyPath: storageKeyPath].stored = newValue
        for invalidation in view[keyPath: storageKeyPath].invalidations {
          switch invalidation {
          case .display: view.setNeedsDisplay()
          case .layout: view.setNeedsLayout()
          case .constraints: view.setNeedsUpdateConstraints()
          default: view.invalidateIntrinsicContentSize()
          }
        }
      }
    }
  }
}
