import Containment

/// One dimension of a container's abstract state, for the contract coverage report.
///
/// The runner's own dimension, ``phase``, comes first; a driver adds its own
/// (``StressDriverInfo/coverageDimensions``), for example the stack's `top` (none, loaded,
/// unloaded) and `depth` against its capacity.
public struct CoverageDimension: Hashable, Sendable, Codable {
  /// The dimension's name.
  public let name: String
  /// Its values, in the order of their indices.
  public let values: [String]

  /// A dimension called `name` with `values`.
  public init(_ name: String, _ values: [String]) {
    self.name = name
    self.values = values
  }

  /// The runner's dimension: whether the container is idle on screen, in the middle of a
  /// transition, or off screen.
  public static let phase = CoverageDimension("phase", ["idle", "mid-transition", "off screen"])
}

/// An abstract state, by the value of each dimension (the runner's phase first), for a
/// driver's ``StressDriverInfo/whyUnreachable``.
public struct CoverageState: Hashable, Sendable {
  /// The dimensions.
  public let dimensions: [CoverageDimension]
  /// The index of each dimension's value.
  public let indices: [Int]

  /// The value of the dimension called `name` (`""` for an unknown name).
  public subscript(name: String) -> String {
    guard let at = dimensions.firstIndex(where: { $0.name == name }) else { return "" }
    return dimensions[at].values[indices[at]]
  }

  /// The values, in the order of the dimensions.
  public var values: [String] { zip(dimensions, indices).map { $0.values[$1] } }

  /// The state at `index` in the mixed-radix numbering of `dimensions` (the first dimension is
  /// the most significant).
  init(index: Int, of dimensions: [CoverageDimension]) {
    self.dimensions = dimensions
    var rest = index
    var indices = Array(repeating: 0, count: dimensions.count)
    for at in dimensions.indices.reversed() {
      indices[at] = rest % dimensions[at].values.count
      rest /= dimensions[at].values.count
    }
    self.indices = indices
  }

  /// The number of states over `dimensions`.
  static func count(of dimensions: [CoverageDimension]) -> Int {
    dimensions.reduce(1) { $0 * $1.values.count }
  }
}

/// Counts, during a run, the steps drawn in each abstract state × step kind; the oracle counts
/// how often each rule's check ran with a non-trivial subject (``Oracle/exercised``).
///
/// O(1) a step: the driver's state is computed again only after a step that changed
/// something, and counting is an add into a plain buffer. A value stored in the runner, so that
/// the hot path retains nothing; the runner frees it (``free()``).
@usableFromInline
struct CoverageCounter {
  @usableFromInline let kinds: Int
  @usableFromInline let driverStates: Int
  let size: Int
  /// Steps by state × kind (no uniqueness or bounds check on the hot path; the indices are in
  /// range by construction).
  @usableFromInline let buffer: UnsafeMutablePointer<Int>
  /// Whether the container may have changed since its state was last noted.
  @usableFromInline var stale = true
  /// The offset of the state last noted in ``buffer``.
  @usableFromInline var row = 0

  init(kinds: Int, driverStates: Int) {
    self.kinds = kinds
    self.driverStates = driverStates
    size = CoverageDimension.phase.values.count * driverStates * kinds
    buffer = .allocate(capacity: size)
    buffer.initialize(repeating: 0, count: size)
  }

  /// Frees the buffer (the runner's deinitializer).
  func free() {
    buffer.deallocate()
  }

  /// The counts, by state (mixed radix, the phase first) × kind.
  var counts: [Int] { Array(UnsafeBufferPointer(start: buffer, count: size)) }

  /// The counts by state × kind of the kinds at `ordinals` only, in that order.
  func counts(of ordinals: [Int]) -> [Int] {
    stride(from: 0, to: size, by: kinds).flatMap { row in ordinals.map { buffer[row + $0] } }
  }

  /// Notes the container's state: the runner's phase (idle on screen, mid-transition, off
  /// screen) and the driver's ``StressDriver/coverageIndex()``.
  @inlinable
  mutating func note<Driver: StressDriver>(
    _ container: Driver, subjectState: AppearanceState
  ) {
    let phase = container.isTransitioning ? 1 : subjectState == .appeared ? 0 : 2
    row = ((phase &* driverStates) &+ container.coverageIndex()) &* kinds
    stale = false
  }

  /// Counts a step of kind `ordinal` drawn in the state last noted.
  @inlinable
  func record(ordinal: Int) {
    buffer[row &+ ordinal] &+= 1
  }
}
