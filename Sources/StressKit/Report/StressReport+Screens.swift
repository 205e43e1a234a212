extension StressReport {
  /// What happened to the screens of one kind of the team's (``StressScreen``) in a run: how
  /// many were made, shown, covered, warned, released and freed, and how many were alive at
  /// most, so that a team sees which screen costs what.
  public struct ScreenCounts: Codable, Hashable, Sendable {
    /// The kind's name (``StressScreen/name``).
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

    /// The counts as the text report writes them: `inbox (InboxViewController): made 120, …`.
    public var line: String {
      "\(kind) (\(className)): made \(made), shown \(shown), covered \(covered), "
        + "warned \(warned), views released \(viewsReleased), freed \(freed), "
        + "at most \(peakLive) alive"
    }
  }
}
