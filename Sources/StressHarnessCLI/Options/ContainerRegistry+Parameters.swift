import StressKit

/// What the command line knows of the registered drivers' parameters: their names, the problems
/// of their declarations, their lines of `--help`.
extension ContainerRegistry.Entry {
  /// The names of the container's parameters.
  var parameterNames: [String] {
    func names<Driver: StressDriver>(_: Driver.Type) -> [String] {
      Driver.parameters.map(\.name)
    }
    return names(driver)
  }

  /// What is wrong with the container's parameters: a bad declaration or a name declared
  /// twice.
  var parameterProblem: String? {
    func problem<Driver: StressDriver>(_: Driver.Type) -> String? {
      var seen: Set<String> = []
      for parameter in Driver.parameters {
        if let problem = parameter.problem { return problem }
        guard seen.insert(parameter.name).inserted else {
          return "parameter '\(parameter.name)' is declared twice"
        }
      }
      return nil
    }
    return problem(driver)
  }

  /// One line of `--help` per parameter: its option, container, help, values and defaults.
  var parameterHelp: [String] {
    func lines<Driver: StressDriver>(_: Driver.Type) -> [String] {
      Driver.parameters.map {
        let valid = $0.validRange
        let sweep = $0.sweepRange
        let large = $0.largeValues.map {
          "; not given, now and then \($0.lowerBound)...\($0.upperBound) (magnitudes)"
        }
        return
          "--\($0.name) N (\(Driver.name)): \($0.help) \(valid.lowerBound)...\(valid.upperBound), "
          + "default \($0.defaultValue)\(large ?? ""); sweep \(sweep.lowerBound)...\(sweep.upperBound) by default."
      }
    }
    return lines(driver)
  }
}

extension ContainerName {
  /// The names of the container's parameters.
  var parameterNames: [String] {
    ContainerRegistry.current.entry(named: name)?.parameterNames ?? []
  }
}
