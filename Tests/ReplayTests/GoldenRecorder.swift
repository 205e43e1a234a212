import Containment
import Testing

/// What a golden scenario of UIKit's recorded orders writes: each step's name, the callbacks
/// (and a completion's notes) it caused, its refusal if it threw, and the state it left.
///
/// The stages of both faces (``UIKitGoldenTests`` in the model's names, ``UIKitFaceGoldenTests``
/// in UIKit's) record through one, so a transcript reads alike whichever names wrote it.
final class GoldenRecorder: LifecycleObserver {
  private var pending: [String] = []
  private(set) var transcript: [String] = []
  private var steps = 0

  func lifecycle(_ event: LifecycleEvent) { pending.append(event.description) }

  /// Notes what a completion did, among the callbacks.
  func note(_ text: String) { pending.append(text) }

  /// Forgets the callbacks so far: a stage's set-up is no step.
  func forget() { pending.removeAll() }

  /// Runs one step, `body`, and records it: its name, its callbacks, its refusal if it threw,
  /// and the state after it (`state`, read then).
  func step(_ name: String, state: @autoclosure () -> String, _ body: () throws -> Void) {
    transcript.append("step \(steps): \(name)")
    steps += 1
    var refusal: String?
    do {
      try body()
    } catch {
      refusal = "  refused: \(error)"
    }
    transcript += pending.map { "  " + $0 }
    if let refusal { transcript.append(refusal) }
    pending.removeAll()
    transcript.append("  = \(state())")
  }

  /// Holds the transcript to its golden log `folder/name.log` (or records it there), headed by
  /// the scenario's name and what it `follows`; a callback UIKit logs as unbalanced is a
  /// failure of its own.
  func expectGolden(
    _ name: String, in folder: String, follows: [String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let text = transcript.joined(separator: "\n") + "\n"
    #expect(!text.contains("unbalanced"), "\(name):\n\(text)", sourceLocation: sourceLocation)
    if let mismatch = GoldenFile.mismatch(
      text, folder: folder, file: name + ".log", header: [name, ""] + follows)
    {
      Issue.record("\(name): \(mismatch)", sourceLocation: sourceLocation)
    }
  }

  /// The state of the container `vc0`: its appearance, its children's, the children's views
  /// in its own, and the clock's next deadline while one is pending.
  static func state(of container: ViewController, clock: VirtualClock) -> String {
    let children = container.children.map { "\($0.id) \($0.appearanceState)" }
    let views = container.viewIfLoaded?.subviews.compactMap(\.ownerID).map(\.description) ?? []
    return "vc0 \(container.appearanceState) [\(children.joined(separator: ", "))], "
      + "views [\(views.joined(separator: ", "))]"
      + (clock.isIdle ? "" : ", pending until t=\(clock.nextDeadline ?? 0)")
  }
}
