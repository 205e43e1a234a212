import Containment
import ContainmentTestSupport
import StressKit
import Testing

/// Random walks over every stack operation, compared after each step with a reference model and
/// the rules of an idle stack.
@Suite struct StackModelTests {
  @Test(arguments: [1, 2, 3, 5], 0..<6 as Range<UInt64>)
  func randomWalkMatchesTheModel(capacity: Int, seed: UInt64) throws {
    var rng = SplitMix64(seed: seed &* 0x9E37_79B9 &+ UInt64(capacity))
    let fixture = try StackFixture(capacity: capacity)
    let stack = fixture.stack
    var model = ReferenceStackModel()
    var cached: [ViewController] = []
    var nextID: UInt64 = 1
    func fresh() -> ViewController {
      defer { nextID += 1 }
      return fixture.child(nextID, payload: Int.random(in: 0...4096, using: &rng))
    }
    fixture.show()
    var applied = 0
    var cancelled = 0
    // The model before the running transition's operation, if that operation can be cancelled.
    var undoSnapshot: [ViewControllerID]?

    for step in 0..<300 {
      let busy = stack.isTransitioning
      if !busy { undoSnapshot = nil }
      let before = model.ids
      var cancellable = false
      let animated = Bool.random(using: &rng)
      var expected: ContainmentError?
      var caught: ContainmentError?
      var operation = ""
      do throws(ContainmentError) {
        // Mid-transition, cancel often enough that every walk takes some transitions back.
        let cancelNow = busy && Int.random(in: 0..<4, using: &rng) == 0
        switch cancelNow ? 11 : Int.random(in: 0..<13, using: &rng) {
        case 0, 1:
          let usable = cached.filter { $0.parent == nil }
          let child = usable.randomElement(using: &rng) ?? fresh()
          operation = "push \(child.id)"
          cancellable = true
          if busy { expected = .transitionInProgress } else { model.push(child.id) }
          try stack.push(
            child, style: TransitionStyle.allCases.randomElement(using: &rng) ?? .slide,
            animated: animated)
        case 2, 3:
          operation = "pop"
          cancellable = true
          if busy {
            expected = .transitionInProgress
          } else if model.ids.isEmpty {
            expected = .empty
          } else if model.ids.count == 1 {
            expected = .cannotPopRoot
          } else {
            model.pop()
          }
          cached.append(try stack.pop(animated: animated))
        case 4:
          let index = Int.random(in: -1...(model.ids.count + 1), using: &rng)
          let child = fresh()
          operation = "insert \(child.id) at \(index)"
          cancellable = index == model.ids.count  // a push
          if busy {
            expected = .transitionInProgress
          } else if index < 0 || index > model.ids.count {
            expected = .indexOutOfRange(index: index, validRange: 0..<(model.ids.count + 1))
          } else {
            model.insert(child.id, at: index)
          }
          try stack.insert(child, at: index, animated: animated)
        case 5:
          let index = Int.random(in: -1...model.ids.count, using: &rng)
          operation = "remove at \(index)"
          cancellable = index == model.ids.count - 1
          if busy {
            expected = .transitionInProgress
          } else if !model.ids.indices.contains(index) {
            expected = .indexOutOfRange(index: index, validRange: model.ids.indices)
          } else {
            model.remove(at: index)
          }
          cached.append(try stack.remove(at: index, animated: animated))
        case 6:
          operation = "pop to"
          guard let index = model.ids.indices.randomElement(using: &rng) else { continue }
          let target = stack.viewControllers[index]
          cancellable = index == model.ids.count - 2
          if busy { expected = .transitionInProgress } else { model.pop(toIndex: index) }
          cached.append(contentsOf: try stack.pop(to: target, animated: animated))
        case 7:
          let keep = stack.viewControllers.filter { _ in Bool.random(using: &rng) }
          let replacement = (keep + [fresh()]).shuffled(using: &rng)
          operation = "replace with \(replacement.map(\.id))"
          if busy {
            expected = .transitionInProgress
          } else {
            model.replaceAll(with: replacement.map(\.id))
          }
          cached.append(
            contentsOf: stack.viewControllers.filter { old in !replacement.contains { $0 === old } }
          )
          try stack.setViewControllers(replacement, animated: animated)
        case 8:
          let newCapacity = Int.random(in: 1...5, using: &rng)
          operation = "capacity \(newCapacity)"
          try stack.setCapacity(newCapacity)
        case 9:
          operation = "memory warning"
          fixture.window.simulateMemoryWarning()
        case 10:
          operation = "hide/show"
          if fixture.window.isVisible {
            fixture.window.hide()
          } else {
            fixture.window.makeKeyAndVisible()
          }
        case 11:
          operation = "cancel"
          if let snapshot = undoSnapshot, busy {
            model.replaceAll(with: snapshot)
            undoSnapshot = nil
            cancelled += 1
          } else {
            expected = .notCancellable
          }
          try stack.cancelTransition()
        default:
          let ticks = Int64.random(in: 0...500, using: &rng)
          operation = "advance \(ticks)"
          _ = try? fixture.clock.advance(by: ticks)
        }
      } catch {
        caught = error
      }
      #expect(caught == expected, "step \(step): \(operation)")
      if caught == nil { applied += 1 }
      if !busy, stack.isTransitioning { undoSnapshot = cancellable ? before : nil }
      if cached.count > 8 { cached.removeFirst(cached.count - 8) }
      let problems = model.differences(from: stack, log: fixture.log)
      #expect(problems.isEmpty, "step \(step) after \(operation): \(problems)")
      if !problems.isEmpty { return }
      let loadedInStack = stack.viewControllers.filter(\.isViewLoaded).count
      #expect(loadedInStack <= stack.capacity + 1, "step \(step): \(loadedInStack) views loaded")
      // The top read in place says what the top child says.
      #expect(stack.top?.id == stack.topViewController?.id, "step \(step)")
      #expect(stack.top?.isViewLoaded == stack.topViewController?.isViewLoaded, "step \(step)")
    }
    try fixture.clock.runUntilIdle()
    #expect(model.differences(from: stack, log: fixture.log).isEmpty)
    #expect(applied >= 150, "the walk must mostly change the stack, not hit errors")
    #expect(cancelled >= 1, "the walk never cancelled a transition")
    #expect(fixture.log.events.contains { $0.kind == .viewDidUnload }, "the walk never unloaded")
  }
}
