extension StressReport {
  /// What happened to the screens of one kind of the team's (``StressScreen``), or of one class
  /// the app's own code makes, in a run: how many were made, shown, covered, warned, released and
  /// freed, and how many were alive at most, so that a team sees which screen costs what.
  public struct ScreenCounts: Codable, Hashable, Sendable {
    /// The kind's name (``StressScreen/name``), or the class's name for the screens the app's
    /// own code makes (a detail its list pushes): each class of the team's is counted.
    public var kind: String
    /// The screens' class.
    public var className: String
    /// Screens made.
    public var made: Int
    /// `viewDidAppear` calls: a screen shown.
    public var shown: Int
    /// `viewDidDisappear` calls: a screen covered or gone from the screen.
    public var covered: Int
    /// `didReceiveMemoryWarning` calls.
    public var warned: Int
    /// Views released (under iOS 5's contract, by a memory warning or a container's cache).
    public var viewsReleased: Int
    /// Screens deallocated.
    public var freed: Int
    /// The most screens of the kind alive at once.
    public var peakLive: Int
    /// The bytes the screens' own code allocated while its overrides of the appearance
    /// callbacks and of `viewDidLoad()` ran (what `super` does in them included, a nested
    /// screen's own left to it); `nil` when the run measured no churn.
    public var codeBytes: Int?
    /// The allocations behind ``codeBytes``; `nil` when the allocator does not count them per
    /// thread.
    public var codeAllocations: Int?

    /// The counts as the text report writes them: `inbox (InboxViewController): made 120, …`,
    /// or `NoteEditorViewController: made 31, …` for a class the app's code makes.
    public var line: String {
      (kind == className ? kind : "\(kind) (\(className))")
        + ": made \(made), shown \(shown), covered \(covered), "
        + "warned \(warned), views released \(viewsReleased), freed \(freed), "
        + "at most \(peakLive) alive" + codeLine
    }

    /// `, its code allocated 12.5 KiB (210 allocations)`, when measured.
    private var codeLine: String {
      guard let codeBytes else { return "" }
      let count = codeAllocations.map { " (\(formatCount($0)) allocations)" } ?? ""
      return ", its code allocated \(formatBytes(UInt64(codeBytes)))" + count
    }
  }
}
