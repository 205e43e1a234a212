import Foundation
import StressKit
import Testing

@testable import StressHarnessCLI

/// One bug, one name: a failure's name tells apart what different slips broke, and is the same
/// whichever build (debug or release) found it.
@Suite struct FailureNameTests {
  /// The crash reports of two planted crashing bugs of the stack, from a debug and a release
  /// build (the first frames of the crashed thread): the release build's trap prints no message,
  /// and its backtrace inlines the container's functions.
  static let debugIndex = #"""
    Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

    *** Signal 4: Backtracing from 0x7fe91b16df7f... done ***

    *** Program crashed: Illegal instruction at 0x00007fe91b16df7f ***

    Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

    Thread 0 "stress-harness" crashed:

      0               0x00007fe91b16df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
      1 [ra]          0x00007fe91b2f961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
      2 [ra]          0x00007fe91b187e7d Array.subscript.getter + 124 in libswiftCore.so
      3 [ra]          0x00005646f77e0e6d StackController.plantedNeighbourRead(removing:) + 156 in stress-harness at /home/dev/ViewCacheStress/Sources/ContainmentCore/StackController+Faults.swift:14:24
      4 [ra]          0x00005646f77e628d StackController.remove(at:animated:) + 556 in stress-harness at /home/dev/ViewCacheStress/Sources/ContainmentCore/StackController+Operations.swift:202:5
      5 [ra]          0x00005646f7a370fe closure #9 in StackDriver.apply(_:) + 93 in stress-harness at /home/dev/ViewCacheStress/Sources/StressKit/Drivers/StackDriver+Apply.swift:48:23
      6 [ra] [thunk]  0x00005646f7a38d88 partial apply for closure #9 in StackDriver.apply(_:) + 23 in stress-harness at //<compiler-generated>
      7 [ra]          0x00005646f7a3721f StackDriver.attempt(_:) + 62 in stress-harness at /home/dev/ViewCacheStress/Sources/StressKit/Drivers/StackDriver+Apply.swift:89:11
    """#

  static let releaseIndex = #"""
    *** Signal 4: Backtracing from 0x55b0083ffeca... done ***

    *** Program crashed: Illegal instruction at 0x000055b0083ffeca ***

    Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

    Thread 0 "stress-harness" crashed:

      0 [inlined] [system]      0x000055b0083ffeca specialized Array.subscript.getter in stress-harness at //<compiler-generated>
      1 [inlined]               0x000055b0083ffeca StackController.plantedNeighbourRead(removing:) in stress-harness at Sources/ContainmentCore/StackController+Faults.swift:14:24
      2                         0x000055b0083ffeca StackController.remove(at:animated:) + 490 in stress-harness at /home/dev/ViewCacheStress/Sources/ContainmentCore/StackController+Operations.swift:202:5
      3 [ra] [inlined]          0x000055b008524ded closure #9 in StackDriver.apply(_:) in stress-harness at /home/dev/ViewCacheStress/Sources/StressKit/Drivers/StackDriver+Apply.swift:48:23
      4 [ra] [inlined]          0x000055b008524ded StackDriver.attempt(_:) in stress-harness at /home/dev/ViewCacheStress/Sources/StressKit/Drivers/StackDriver+Apply.swift:89:11
      5 [ra]                    0x000055b008524ded StackDriver.apply(_:) + 1116 in stress-harness at /home/dev/ViewCacheStress/Sources/StressKit/Drivers/StackDriver+Apply.swift:47:14
      6 [ra]                    0x000055b008545dd3 specialized StressRunner.perform(_:on:) + 66 in stress-harness
      7 [ra]                    0x000055b00854d196 specialized closure #1 in StressRunner.apply(_:on:) + 469 in stress-harness at Sources/StressKit/Core/StressRunner.swift:283:21
    """#

  static let debugOverflow = #"""
    Swift/Integers.swift:3324: Fatal error: Not enough bits to represent the passed value

    *** Signal 4: Backtracing from 0x7f4977f6df7f... done ***

    *** Program crashed: Illegal instruction at 0x00007f4977f6df7f ***

    Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

    Thread 0 "stress-harness" crashed:

      0               0x00007f4977f6df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
      1 [ra]          0x00007f49780f961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
      2 [ra]          0x000055ba3b46cd02 StackController.plantedCountPops(_:) + 289 in stress-harness at /home/dev/ViewCacheStress/Sources/ContainmentCore/StackController+Faults.swift:94:25
      3 [ra]          0x000055ba3b475c54 StackController.popAbove(_:animated:) + 307 in stress-harness at /home/dev/ViewCacheStress/Sources/ContainmentCore/StackController+Transitions.swift:68:5
      4 [ra]          0x000055ba3b47058d StackController.pop(to:animated:) + 412 in stress-harness at /home/dev/ViewCacheStress/Sources/ContainmentCore/StackController+Operations.swift:127:12
      5 [ra]          0x000055ba3b6c1a9e closure #4 in StackDriver.apply(_:) + 93 in stress-harness at /home/dev/ViewCacheStress/Sources/StressKit/Drivers/StackDriver+Apply.swift:26:23
      6 [ra] [thunk]  0x000055ba3b6c3e28 partial apply for closure #4 in StackDriver.apply(_:) + 23 in stress-harness at //<compiler-generated>
      7 [ra]          0x000055ba3b6c221f StackDriver.attempt(_:) + 62 in stress-harness at /home/dev/ViewCacheStress/Sources/StressKit/Drivers/StackDriver+Apply.swift:89:11
    """#

  static let releaseOverflow = #"""
    *** Signal 4: Backtracing from 0x5645daaebec3... done ***

    *** Program crashed: Illegal instruction at 0x00005645daaebec3 ***

    Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

    Thread 0 "stress-harness" crashed:

      0 [inlined] [system]      0x00005645daaebec3 StackController.plantedCountPops(_:) in stress-harness at //<compiler-generated>
      1 [inlined]               0x00005645daaebec3 Swift runtime failure: Not enough bits to represent the passed value in stress-harness at /home/dev/ViewCacheStress/Sources/ContainmentCore/StackController+Transitions.swift:68:5
      2                         0x00005645daaebec3 StackController.popAbove(_:animated:) + 851 in stress-harness at Sources/ContainmentCore/StackController+Faults.swift:94:25
      3 [ra]                    0x00005645daae891e StackController.pop(to:animated:) + 237 in stress-harness at /home/dev/ViewCacheStress/Sources/ContainmentCore/StackController+Operations.swift:127:12
      4 [ra]                    0x00005645dac0d6a7 specialized StackDriver.popping(_:) + 86 in stress-harness
      5 [ra] [inlined] [system] 0x00005645dac0db2f specialized StackDriver.popping(_:) in stress-harness at /home/dev/ViewCacheStress/Sources/StressKit/Drivers/StackDriver+Apply.swift
      6 [ra]                    0x00005645dac0db2f StackDriver.apply(_:) + 414 in stress-harness at /home/dev/ViewCacheStress/Sources/StressKit/Drivers/StackDriver+Apply.swift:25:14
      7 [ra]                    0x00005645dac2edd3 specialized StressRunner.perform(_:on:) + 66 in stress-harness
    """#

  @Test(
    "a crash has one name in a debug and a release build",
    arguments: [(debugIndex, releaseIndex), (debugOverflow, releaseOverflow)])
  func crashNamesAgreeAcrossBuilds(debug: String, release: String) {
    let fromDebug = CrashSignature(standardError: debug, signal: 4)
    let fromRelease = CrashSignature(standardError: release, signal: 4)
    #expect(fromDebug.frame != nil)
    #expect(fromDebug.frame == fromRelease.frame)
    let name = { (signature: CrashSignature) in
      Violation.crash(step: 3, signature: signature)
        .failureName(container: "stack", plantedBugs: [])
    }
    #expect(name(fromDebug) == name(fromRelease))
  }

  @Test("what a crash says without the backtracer: the runtime's message, else the signal")
  func theMessageWithoutTheBacktracer() {
    let debug = CrashSignature(standardError: Self.debugOverflow, signal: 4)
    #expect(debug.messageWithoutBacktrace == "Not enough bits to represent the passed value")
    // An optimized build names its check in the backtrace only: the signal, without it.
    let release = CrashSignature(standardError: Self.releaseOverflow, signal: 4)
    #expect(release.messageWithoutBacktrace == "Illegal instruction")
    #expect(
      CrashSignature(standardError: "", signal: 4)
        == CrashSignature(message: "Illegal instruction", frame: nil))
    // Not part of the signature: two crashes the same but for it are one.
    var other = release
    other.messageWithoutBacktrace = nil
    #expect(other == release && other.hashValue == release.hashValue)
  }

  @Test("the container's frame, not the standard library's nor the trap's, names a crash")
  func theContainersFrameIsFound() {
    let index = CrashSignature(standardError: Self.releaseIndex, signal: 4)
    #expect(index.frame == "StackController.plantedNeighbourRead(removing:)")
    #expect(index.message == "Illegal instruction")
    let overflow = CrashSignature(standardError: Self.releaseOverflow, signal: 4)
    #expect(overflow.frame == "StackController.plantedCountPops(_:)")
    // The failed check's pseudo-frame is the message an optimized build gives.
    #expect(overflow.message == "Not enough bits to represent the passed value")
    #expect(
      CrashSignature(standardError: Self.debugOverflow, signal: 4).message
        == "Not enough bits to represent the passed value")
  }

  /// Two crash reports of one recursion (a container whose layout asks for its child's size,
  /// which lays it out again), the stack run out in different frames of its cycle: a run's,
  /// and its replay's one frame deeper.
  static let overflowRun = #"""
    *** Signal 11: Backtracing from 0x7f15535bf000... done ***

    *** Program crashed: Bad pointer dereference at 0x00007fff8b29eff8 ***

    Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

    Thread 0 "my-harness" crashed:

        0      0x00007f1553e6d7b8 swift_beginAccess + 8 in libswiftCore.so
        1 [ra] 0x000056294f34c09f MyStack.layoutChild(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:40:9
        2 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 30 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/NSLayoutConstraint.swift:80:5
        3 [ra] 0x000056294f34c09f MyStack.childSizeChanged(_:) + 114 in my-harness at /home/dev/App/Sources/App/MyStack.swift:52:7
        4 [ra] 0x000056294f34c09f MyStack.layoutChild(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:40:9
        5 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 30 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/NSLayoutConstraint.swift:80:5
        6 [ra] 0x000056294f34c09f MyStack.childSizeChanged(_:) + 114 in my-harness at /home/dev/App/Sources/App/MyStack.swift:52:7
        7 [ra] 0x000056294f34c09f MyStack.layoutChild(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:40:9
        8 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 30 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/NSLayoutConstraint.swift:80:5
        9 [ra] 0x000056294f34c09f MyStack.childSizeChanged(_:) + 114 in my-harness at /home/dev/App/Sources/App/MyStack.swift:52:7
        10 [ra] 0x000056294f34c09f MyStack.layoutChild(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:40:9
        11 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 30 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/NSLayoutConstraint.swift:80:5
        12 [ra] 0x000056294f34c09f MyStack.childSizeChanged(_:) + 114 in my-harness at /home/dev/App/Sources/App/MyStack.swift:52:7
        13 [ra] 0x000056294f34c09f MyStack.layoutChild(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:40:9
        14 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 30 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/NSLayoutConstraint.swift:80:5
        15 [ra] 0x000056294f34c09f MyStack.childSizeChanged(_:) + 114 in my-harness at /home/dev/App/Sources/App/MyStack.swift:52:7
        16 [ra] 0x000056294f34c09f MyStack.layoutChild(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:40:9
        17 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 30 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/NSLayoutConstraint.swift:80:5
        18 [ra] 0x000056294f34c09f MyStack.childSizeChanged(_:) + 114 in my-harness at /home/dev/App/Sources/App/MyStack.swift:52:7
        19 [ra] 0x000056294f34c09f MyStack.layoutChild(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:40:9
        20 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 30 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/NSLayoutConstraint.swift:80:5
        21 [ra] 0x000056294f34c09f MyStack.childSizeChanged(_:) + 114 in my-harness at /home/dev/App/Sources/App/MyStack.swift:52:7
        22 [ra] 0x000056294f34c09f MyStack.layoutChild(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:40:9
        23 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 30 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/NSLayoutConstraint.swift:80:5
        24 [ra] 0x000056294f34c09f MyStack.childSizeChanged(_:) + 114 in my-harness at /home/dev/App/Sources/App/MyStack.swift:52:7
        25 [ra] 0x000056294f34c09f MyStack.layoutChild(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:40:9
        26 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 30 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/NSLayoutConstraint.swift:80:5
        27 [ra] 0x000056294f34c09f MyStack.childSizeChanged(_:) + 114 in my-harness at /home/dev/App/Sources/App/MyStack.swift:52:7
        28 [ra] 0x000056294f34c09f MyStack.layoutChild(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:40:9
        29 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 30 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/NSLayoutConstraint.swift:80:5
        30 [ra] 0x000056294f34c09f MyStack.childSizeChanged(_:) + 114 in my-harness at /home/dev/App/Sources/App/MyStack.swift:52:7
        31 [ra] 0x000056294f34c09f MyStack.layoutChild(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:40:9
        32 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 30 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/NSLayoutConstraint.swift:80:5
        33 [ra] 0x000056294f34c09f MyStack.childSizeChanged(_:) + 114 in my-harness at /home/dev/App/Sources/App/MyStack.swift:52:7
        34 [ra] 0x000056294f34c09f MyStack.layoutChild(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:40:9
        35 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 30 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/NSLayoutConstraint.swift:80:5
        36 [ra] 0x000056294f34c09f MyStack.childSizeChanged(_:) + 114 in my-harness at /home/dev/App/Sources/App/MyStack.swift:52:7
      ...
    58222 [ra] 0x000056294f34c4ab main + 138 in my-harness at /home/dev/App/Sources/my-harness/main.swift:5:9
      ...


    Registers:

    rax 0x0000000000000000  0
    rsp 0x00007fff8b29f000  f8 5e 66 d5 fd 7f 00 00 00 00 00 00 00 00 00 00  ø^fÕý···········
    rip 0x00007f1553e6d7d9  e8 f2 07 05 00 48 89 c7 48 89 de 4c 89 fa 4c 89  èò···H·ÇH·ÞL·úL·
    """#

  static let overflowReplay = #"""
    *** Signal 11: Backtracing from 0x7f15535bf000... done ***

    *** Program crashed: Bad pointer dereference at 0x00007ffdd4e66ff8 ***

    Platform: x86_64 Linux (Debian GNU/Linux 12 (bookworm))

    Thread 0 "my-harness" crashed:

        0      0x00007f1553e6d7b8 swift_beginAccess + 8 in libswiftCore.so
        1 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 30 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/NSLayoutConstraint.swift:80:5
        2 [ra] 0x000056294f34c09f MyStack.childSizeChanged(_:) + 114 in my-harness at /home/dev/App/Sources/App/MyStack.swift:52:7
        3 [ra] 0x000056294f34c09f MyStack.layoutChild(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:40:9
        4 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 30 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/NSLayoutConstraint.swift:80:5
        5 [ra] 0x000056294f34c09f MyStack.childSizeChanged(_:) + 114 in my-harness at /home/dev/App/Sources/App/MyStack.swift:52:7
        6 [ra] 0x000056294f34c09f MyStack.layoutChild(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:40:9
        7 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 30 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/NSLayoutConstraint.swift:80:5
        8 [ra] 0x000056294f34c09f MyStack.childSizeChanged(_:) + 114 in my-harness at /home/dev/App/Sources/App/MyStack.swift:52:7
        9 [ra] 0x000056294f34c09f MyStack.layoutChild(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:40:9
        10 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 30 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/NSLayoutConstraint.swift:80:5
        11 [ra] 0x000056294f34c09f MyStack.childSizeChanged(_:) + 114 in my-harness at /home/dev/App/Sources/App/MyStack.swift:52:7
        12 [ra] 0x000056294f34c09f MyStack.layoutChild(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:40:9
        13 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 30 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/NSLayoutConstraint.swift:80:5
        14 [ra] 0x000056294f34c09f MyStack.childSizeChanged(_:) + 114 in my-harness at /home/dev/App/Sources/App/MyStack.swift:52:7
        15 [ra] 0x000056294f34c09f MyStack.layoutChild(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:40:9
        16 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 30 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/NSLayoutConstraint.swift:80:5
        17 [ra] 0x000056294f34c09f MyStack.childSizeChanged(_:) + 114 in my-harness at /home/dev/App/Sources/App/MyStack.swift:52:7
        18 [ra] 0x000056294f34c09f MyStack.layoutChild(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:40:9
        19 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 30 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/NSLayoutConstraint.swift:80:5
        20 [ra] 0x000056294f34c09f MyStack.childSizeChanged(_:) + 114 in my-harness at /home/dev/App/Sources/App/MyStack.swift:52:7
        21 [ra] 0x000056294f34c09f MyStack.layoutChild(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:40:9
        22 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 30 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/NSLayoutConstraint.swift:80:5
        23 [ra] 0x000056294f34c09f MyStack.childSizeChanged(_:) + 114 in my-harness at /home/dev/App/Sources/App/MyStack.swift:52:7
        24 [ra] 0x000056294f34c09f MyStack.layoutChild(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:40:9
        25 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 30 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/NSLayoutConstraint.swift:80:5
        26 [ra] 0x000056294f34c09f MyStack.childSizeChanged(_:) + 114 in my-harness at /home/dev/App/Sources/App/MyStack.swift:52:7
        27 [ra] 0x000056294f34c09f MyStack.layoutChild(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:40:9
        28 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 30 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/NSLayoutConstraint.swift:80:5
        29 [ra] 0x000056294f34c09f MyStack.childSizeChanged(_:) + 114 in my-harness at /home/dev/App/Sources/App/MyStack.swift:52:7
        30 [ra] 0x000056294f34c09f MyStack.layoutChild(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:40:9
        31 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 30 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/NSLayoutConstraint.swift:80:5
        32 [ra] 0x000056294f34c09f MyStack.childSizeChanged(_:) + 114 in my-harness at /home/dev/App/Sources/App/MyStack.swift:52:7
        33 [ra] 0x000056294f34c09f MyStack.layoutChild(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:40:9
        34 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 30 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/NSLayoutConstraint.swift:80:5
        35 [ra] 0x000056294f34c09f MyStack.childSizeChanged(_:) + 114 in my-harness at /home/dev/App/Sources/App/MyStack.swift:52:7
        36 [ra] 0x000056294f34c09f MyStack.layoutChild(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:40:9
      ...
    58219 [ra] 0x000056294f34c4ab main + 138 in my-harness at /home/dev/App/Sources/my-harness/main.swift:5:9
      ...


    Registers:

    rax 0x0000000000000000  0
    rsp 0x00007ffdd4e67000  f8 5e 66 d5 fd 7f 00 00 00 00 00 00 00 00 00 00  ø^fÕý···········
    rip 0x00007f1553e6d7d9  e8 f2 07 05 00 48 89 c7 48 89 de 4c 89 fa 4c 89  èò···H·ÇH·ÞL·úL·
    """#

  @Test("a stack overflow is named as one, by its recursion, identically in a run and its replay")
  func stackOverflowsAreNamedByTheirRecursion() {
    let run = CrashSignature(standardError: Self.overflowRun, signal: SIGSEGV)
    let replay = CrashSignature(standardError: Self.overflowReplay, signal: SIGSEGV)
    #expect(run.message == "Stack overflow")
    #expect(run == replay)
    // The first by name of the container's frames that recur as often (UIKit's is not one).
    #expect(run.frame == "MyStack.childSizeChanged(_:)")
    #expect(
      Violation.crash(step: 9, signature: run).failureName(container: "my-stack", plantedBugs: [])
        == Violation.crash(step: 4, signature: replay)
        .failureName(container: "my-stack", plantedBugs: []))
    // A fault far from the stack, in a shallow stack: a bad pointer, not an overflow.
    let shallow = Self.overflowRun.replacingOccurrences(of: "58222 [ra]", with: "181 [ra]")
      .replacingOccurrences(of: "rsp 0x00007fff8b29f000", with: "rsp 0x00007fff00000000")
    #expect(
      CrashSignature(standardError: shallow, signal: SIGSEGV).message == "Bad pointer dereference")
    // No stack pointer shown, thousands of frames deep: an overflow still.
    let deep = Self.overflowRun.replacingOccurrences(of: "rsp 0x", with: "r15 0x")
    #expect(CrashSignature(standardError: deep, signal: SIGSEGV).message == "Stack overflow")
    // A trap is never an overflow, however deep.
    #expect(
      CrashSignature(standardError: Self.overflowRun, signal: SIGILL).message != "Stack overflow")
  }

  @Test("a trap inside UIKit's layer or the model is named by the container's call")
  func aTrapInsideTheLayerIsNamedByItsCaller() {
    let report = """
      Fatal error: *** Terminating app due to uncaught exception 'NSGenericException', reason: 'no common ancestor'

      Thread 0 "my-harness" crashed:

        0 [ra] 0x000056294f34c09f raise(_:_:) + 62 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/UIKitContainment/UIKitContainment.swift:55:3
        1 [ra] 0x000056294f34c09f static NSLayoutConstraint.activate(_:) + 62 in my-harness
        2 [ra] 0x000056294f34c09f ViewController.addChild(_:) + 62 in my-harness at /home/dev/App/.build/checkouts/ViewCacheStress/Sources/ContainmentCore/ViewController+Containment.swift:20:3
        3 [ra] 0x000056294f34c09f MyStack.pin(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:77:5
        4 [ra] 0x000056294f34c09f MyStack.push(_:) + 62 in my-harness at /home/dev/App/Sources/App/MyStack.swift:20:5
      """
    let signature = CrashSignature(standardError: report, signal: SIGILL)
    #expect(signature.frame == "MyStack.pin(_:)")
    // A built-in container's own files still name its crashes.
    #expect(
      !CrashSignature.isHarnessOrModel("/x/Sources/ContainmentCore/StackController+Faults.swift"))
    #expect(
      CrashSignature.isHarnessOrModel("/x/Sources/ContainmentCore/ViewController+Containment.swift")
    )
  }

  @Test("two crashes in different places have different names")
  func differentPlacesDifferentNames() {
    let index = Violation.crash(
      step: 1, signature: CrashSignature(standardError: Self.debugIndex, signal: 4))
    let overflow = Violation.crash(
      step: 1, signature: CrashSignature(standardError: Self.debugOverflow, signal: 4))
    #expect(
      index.failureName(container: "stack", plantedBugs: [])
        != overflow.failureName(container: "stack", plantedBugs: []))
    // Without a frame, the message names the crash.
    let bare = { (message: String) in
      Violation.crash(step: 1, signature: CrashSignature(message: message, frame: nil))
        .failureName(container: "stack", plantedBugs: [])
    }
    #expect(bare("Index out of range") != bare("Illegal instruction"))
  }

  /// The first violation of a tab container with `bug` planted, and its failure's name as if
  /// the slip were in the container's code (no planted bug in the name).
  func firstSlip(_ bug: String) throws -> (Violation, String) {
    let options = StressOptions<TabDriver>(seed: 1, steps: 5_000, plantedBugs: [bug])
    let runner = try StressRunner<TabDriver>(options: options)
    runner.run()
    let first = try #require(runner.finish().first)
    return (first, first.failureName(container: "tabs", plantedBugs: []))
  }

  @Test("forgetting removeFromParent() and forgetting didMove(toParent:) are two failures")
  func pendingMovesSayWhichWay() throws {
    let (removal, removalName) = try firstSlip("forgets-remove-from-parent")
    let (arrival, arrivalName) = try firstSlip("forgets-did-move")
    #expect(removal.rule == .L4)
    #expect(arrival.rule == .L4)
    #expect(removalName != arrivalName)
    #expect(removal.expected.hasPrefix("removeFromParent()"), "\(removal)")
    #expect(removal.seen.hasPrefix("willMove(toParent: nil)"), "\(removal)")
    #expect(arrival.expected.hasPrefix("didMove(toParent:) from the new parent"), "\(arrival)")
    #expect(arrival.seen.hasPrefix("willMove(toParent:)"), "\(arrival)")
  }
}

/// A crashed worker's report is kept out of the output, and nothing else is.
@Suite struct CrashReportTests {
  @Test(
    "a crash report opens as the runtime writes it, at the start of a line",
    arguments: [
      ("Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range", true),
      ("Fatal error: Unexpectedly found nil while unwrapping an Optional value", true),
      ("Precondition failed: the stack is empty", true),
      ("*** Signal 4: Backtracing from 0x55b0083ffeca... done ***", true),
      ("swift-runtime: failed to suspend thread 17752 while processing a crash", true),
      ("note: the container logged: Fatal error in its data source", false),
      ("warning: a step took 2 s (Fatal error: none)", false),
      ("seed 3: 1,000 steps", false),
    ])
  func opensAsTheRuntimeWritesIt(line: String, opens: Bool) {
    #expect(CrashReport.begins(with: line) == opens)
  }

  @Test func theReportRunsFromItsFirstLineToTheEnd() throws {
    let text = "a line of the run\n" + FailureNameTests.debugIndex
    let report = try #require(CrashReport.text(in: text))
    #expect(
      report.hasPrefix("Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range"))
    #expect(
      report.hasSuffix(
        FailureNameTests.debugIndex.split(separator: "\n").last.map(String.init) ?? ""))
    #expect(CrashReport.text(in: "no crash here\nnor here") == nil)
  }
}
