import ArgumentParser
import StressKit

/// A container's name on the command line: one of the registry's, which the help lists.
///
/// The parser takes any word and ``check()`` refuses an unknown one in one line (the parser's
/// own message becomes a bulleted list once there are six names or more).
struct ContainerName: ExpressibleByArgument, Hashable, Sendable, CustomStringConvertible {
  let name: String

  init(_ name: String) { self.name = name }

  init?(argument: String) { name = argument }

  /// Refuses a name no registered container has.
  func check() throws {
    guard ContainerRegistry.current.entry(named: name) == nil else { return }
    throw ValidationError(
      "unknown container '\(HarnessError.echoed(name))'; choose one of \(ContainerRegistry.current.names.joined(separator: ", "))"
    )
  }

  /// The default: the registry's first.
  static var first: ContainerName {
    ContainerName(ContainerRegistry.current.names.first ?? "stack")
  }

  static var allValueStrings: [String] { ContainerRegistry.current.names }

  /// The registry's names, for shell completion (`--generate-completion-script`).
  static var defaultCompletionKind: CompletionKind { .list(ContainerRegistry.current.names) }

  var defaultValueDescription: String { name }

  var description: String { name }

  /// The driver.
  var driver: any StressDriver.Type {
    ContainerRegistry.current.entry(named: name)?.driver ?? StackDriver.self
  }
}

/// A name some registered container gives a workload profile or a plantable bug: the help
/// lists every one; whether the chosen container has it is checked with the other options,
/// where the one-line error can name the container.
struct RegisteredName<Source: RegisteredNameSource>: ExpressibleByArgument, Hashable, Sendable {
  let name: String

  init?(argument: String) { name = argument }

  /// None, for the help's `(values: …)`.
  ///
  /// The option's own text lists the names container by container, and a second list would
  /// say them again. Shell completion still offers them.
  static var allValueStrings: [String] { [] }

  /// The names of the container the command line names with `--container` (the registry's
  /// first when it names none), as the run checks them; every container's for a name the
  /// registry does not know.
  static var defaultCompletionKind: CompletionKind {
    .custom { words, _, prefix in completions(words: words, prefix: prefix) }
  }

  /// The completions of a word starting with `prefix` on a command line of `words`.
  static func completions(words: [String], prefix: String) -> [String] {
    let registry = ContainerRegistry.current
    var named: String?
    for (index, word) in words.enumerated() {
      if word == "--container", index + 1 < words.count {
        named = words[index + 1]
      } else if word.hasPrefix("--container=") {
        named = String(word.dropFirst("--container=".count))
      }
    }
    let candidates: [String]
    if let entry = registry.entry(named: named ?? registry.names.first ?? "") {
      candidates = Source.names(of: entry)
    } else {
      candidates = names
    }
    return candidates.filter { $0.hasPrefix(prefix) }
  }

  /// Every registered container's names, each once.
  static var names: [String] {
    var seen: Set<String> = []
    return ContainerRegistry.current.entries.flatMap(Source.names).filter {
      seen.insert($0).inserted
    }
  }

  var defaultValueDescription: String { name }
}

/// Where a ``RegisteredName`` comes from.
protocol RegisteredNameSource: Sendable {
  /// The names one container has.
  static func names(of entry: ContainerRegistry.Entry) -> [String]
}

/// Workload profiles' names.
enum ProfileNames: RegisteredNameSource {
  static func names(of entry: ContainerRegistry.Entry) -> [String] { entry.profileNames }
}

/// Plantable bugs' names.
enum BugNames: RegisteredNameSource {
  static func names(of entry: ContainerRegistry.Entry) -> [String] { entry.plantableBugs }
}
