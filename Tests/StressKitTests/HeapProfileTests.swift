import Foundation
import StressKit
import Testing

/// Reading collapsed stacks and charging each to the container or the harness.
@Suite struct HeapProfileTests {
  // Outermost first; mangled as the compiler writes them.
  static let folded = """
    _start;main;$s9StressKit0A6RunnerC5applyyyF;$s11Containment15StackControllerC4pushyyF;$s11Containment4ViewC4initSiF<0000000000001234>;swift_slowAlloc;malloc 6000
    _start;main;$s9StressKit0A6RunnerC5applyyyF;$s11Containment15StackControllerC4pushyyF;$s9StressKit6OracleC9lifecycleyyF[inline];$sSa6appendyyxnF;malloc 2000
    _start;main;$s9StressKit0A6RunnerC5applyyyF;$s9StressKit11StressChildC4makeyyF;swift_allocObject 1000
    _start;main;$s9StressKit12TraceJournalC6recordyyF;malloc 500
    _start;malloc 100
    bad line
    """

  @Test(
    "each stack is its innermost known module's: Containment the container's, StressKit the harness's"
  )
  func stacksAreCharged() {
    let profile = HeapProfile(folded: Self.folded)
    #expect(profile.stacks.count == 5)
    #expect(profile.totalBytes == 9600)
    // The view's payload. (The workload's child is known by its demangled name: unnamed, it
    // is StressKit's, the harness's.)
    #expect(profile.bytes(of: .container) == 6000)
    // The oracle called back from the stack, under Containment frames, is the harness's; the
    // standard library's `append` decides nothing.
    #expect(profile.stacks.first { $0.bytes == 2000 }?.side == .harness)
    #expect(profile.stacks.first { $0.bytes == 500 }?.side == .harness)
    #expect(profile.stacks.first { $0.bytes == 100 }?.side == .other)
    #expect(profile.stacks.first { $0.bytes == 6000 }?.frames[4] == "$s11Containment4ViewC4initSiF")
  }

  @Test("the workload's view controllers are the container's, by their demangled names")
  func workloadTypesAreTheContainers() {
    let named = HeapProfile(folded: Self.folded) { frame in
      frame == "$s9StressKit11StressChildC4makeyyF" ? "StressChild.make()" : frame
    }
    #expect(named.stacks.first { $0.bytes == 1000 }?.side == .container)
    #expect(named.bytes(of: .container) == 7000)
    #expect(named.bytes(of: .harness) == 2500)
  }

  @Test("modules come from the mangling; C symbols have none")
  func modules() {
    #expect(HeapProfile.module(of: "$s11Containment4ViewC4initSiF") == "Containment")
    #expect(HeapProfile.module(of: "_$s9StressKit6OracleC") == "StressKit")
    #expect(HeapProfile.module(of: "$sSa6appendyyxnF") == "Swift")
    #expect(HeapProfile.module(of: "$ss5print") == "Swift")
    #expect(HeapProfile.module(of: "malloc") == nil)
    #expect(HeapProfile.module(of: "$s99Short") == nil)
  }

  @Test("the table lists sites by bytes with their share, under totals by side")
  func table() {
    let table = HeapProfile(folded: Self.folded).table(count: 2, title: "t")
    let lines = table.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "t")
    #expect(lines[1] == "container 5.9 KiB (62.5 %), harness 3.4 KiB (36.5 %), other 100 B (1.0 %)")
    #expect(
      lines[4].hasSuffix(
        "62.5 %  container  $s11Containment4ViewC4initSiF ← $s11Containment15StackControllerC4pushyyF ← $s9StressKit0A6RunnerC5applyyyF"
      ))
    #expect(lines[5].contains("20.8 %  harness    $s9StressKit6OracleC9lifecycleyyF ← "))
    #expect(lines.count == 7)  // two sites and the final newline
  }

  @Test("the folded stacks start with their side; the flame graph leaves out the shared callers")
  func foldedAndFlameGraph() {
    let profile = HeapProfile(folded: Self.folded)
    let folded = profile.folded().split(separator: "\n")
    #expect(
      folded.first
        == "container;_start;main;$s9StressKit0A6RunnerC5applyyyF;$s11Containment15StackControllerC4pushyyF;$s11Containment4ViewC4initSiF;swift_slowAlloc;malloc 6000"
    )
    let svg = HeapProfile(folded: Self.folded) { $0 == "main" ? "main<T>" : $0 }
      .flameGraphSVG(title: "a & b")
    #expect(svg.hasPrefix("<svg"))
    #expect(svg.contains("a &amp; b"))
    #expect(svg.contains("main&lt;T&gt;"))
    #expect(svg.contains("every stack called from _start</text>"))
    #expect(!svg.contains(">_start</text>"), "shared callers left out")
    // One rectangle per frame drawn: towers, then frames below the shared callers.
    #expect(svg.components(separatedBy: "<rect x=").count - 1 >= 10)
  }
}
