import Containment

extension StressRunner {
  /// Whether a failure depends on iOS 5's releases: `steps` fail under `options`' contract, one
  /// whose memory warnings release views (``Contract/ios5``, ``Contract/coconutKit``), and run
  /// clean under today's iOS (``Contract/ios``), whose memory warnings release none.
  ///
  /// A device running iOS 6 or later would never show such a failure; a team shipping on
  /// today's iOS can read it as a finding of the older contract. A violation of a rule beyond
  /// UIKit's (C5, C6, C7 under CoconutKit's contract) is never put down to the releases:
  /// today's iOS holds UIKit's rules alone, so its clean run would say nothing of them.
  ///
  /// ```swift
  /// var options = StressOptions<StackDriver>(seed: 7, steps: 200)
  /// options.contract = .ios5
  /// let steps = try StressRunner<StackDriver>.steps(of: options, count: 200)
  /// _ = StressRunner<StackDriver>.dependsOnIOS5Releases(steps, options: options)
  /// ```
  ///
  /// - Parameters:
  ///   - steps: The failing steps (a reproducer, ideally: each is replayed once).
  ///   - options: The options they failed under.
  /// - Returns: Whether they fail under `options` and run clean under today's iOS.
  public static func dependsOnIOS5Releases(_ steps: [Step], options: Options) -> Bool {
    guard options.resolvedContract.releasePolicy == .iOS5,
      let found = firstViolation(of: steps, options: options),
      !(options.resolvedContract == .coconutKit && found.rule.isBeyondUIKit)
    else { return false }
    var today = options
    today.contract = .ios
    guard let runner = try? StressRunner(options: today), (try? runner.replay(steps)) != nil
    else { return false }
    return runner.finish().isEmpty
  }
}
