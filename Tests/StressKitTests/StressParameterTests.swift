import Containment
import Foundation
import StressKit
import Testing

/// A parameter's values are read and checked by the library, once, for every command.
@Suite struct StressParameterTests {
  let capacity = StackDriver.parameters[0]

  @Test func aValueIsReadAndCheckedAgainstItsRange() throws {
    #expect(try capacity.value(from: "3") == 3)
    #expect(throws: HarnessError.usage("capacity must be a whole number, got '3x'")) {
      try capacity.value(from: "3x")
    }
    #expect(throws: HarnessError.usage("capacity must be in 1...1048576, got 0")) {
      try capacity.value(from: "0")
    }
    #expect(capacity.defaultValue == StackController.defaultCapacity)
    #expect(PageDriver.parameters.map(\.defaultValue) == [1])
  }

  @Test func aSweepIsTwoValuesInOrderCoveringAtMostSixtyFourRuns() throws {
    #expect(try capacity.sweepValues(from: "3...66") == 3...66)
    for bad in ["4", "1....3", "0...3", "5...4", "1...x", "...3"] {
      #expect(
        throws: HarnessError.usage(
          "capacity must be LOW...HIGH with 1 ≤ LOW ≤ HIGH ≤ 1048576, got '\(bad)'")
      ) { try capacity.sweepValues(from: bad) }
    }
    #expect(throws: HarnessError.usage("capacity sweeps at most 64 values, got '1...65'")) {
      try capacity.sweepValues(from: "1...65")
    }
    let wide = StressParameter<StackDriver.Configuration>(
      name: "wide", help: "", validRange: Int.min...Int.max, sweepRange: 0...1,
      keyPath: \.capacity)
    #expect(throws: HarnessError.self) {
      try wide.sweepValues(from: "\(Int.min)...\(Int.max)")
    }
    #expect(wide.problem == nil)
  }

  @Test func theOptionsCheckEveryDeclaredParameterBeforeTheConfiguration() {
    var options = StressOptions<PageDriver>(seed: 1, steps: 1)
    options.configuration.radius = 4097
    #expect(throws: HarnessError.usage("radius must be in 0...4096, got 4097")) {
      try options.validate()
    }
  }

  @Test func largeValuesOutsideTheValidOnesAreADeclarationProblem() {
    let parameter = StressParameter<PageDriver.Configuration>(
      name: "radius", help: "h", validRange: 0...8, sweepRange: 0...4, largeValues: 16...4096,
      keyPath: \.radius)
    #expect(
      parameter.problem
        == "parameter 'radius' draws 16...4096 over its magnitudes, outside its values 0...8")
    #expect(PageDriver.parameters.allSatisfy { $0.problem == nil })
  }
}

/// A pressure source is coded as the text it is parsed from, and only such text decodes.
@Suite struct PressureSourceCodingTests {
  @Test func aSourceRoundTripsThroughItsText() throws {
    let sources: [PressureSource] = [
      .budget(bytes: 3 << 20), .budget(bytes: 1000), .random(rate: 1e-05), .every(steps: 500),
    ]
    let data = try JSONEncoder().encode(sources)
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"["budget:3MiB","budget:1000","random:1e-05","every:500"]"#)
    #expect(try JSONDecoder().decode([PressureSource].self, from: data) == sources)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([PressureSource].self, from: Data(#"["random:2"]"#.utf8))
    }
  }
}
