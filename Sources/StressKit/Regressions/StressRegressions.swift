import Foundation

/// The regression cases a package keeps, replayed by its own `swift test`.
///
/// `stress-harness shrink FAILURE.jsonl --save-regression NAME` saves a failure's minimal trace
/// as `Tests/KeptCases/NAME.jsonl` in the package it runs in (the folder is created when
/// missing). One line in any test target of that package replays every case kept there:
///
/// ```swift
/// import StressKit
/// import Testing
///
/// @Test func keptCases() throws {
///   try StressRegressions.check(StackDriver.self)
/// }
/// ```
///
/// Pass the drivers of your own containers; the built-in ones are always known. A case is
/// checked as it was saved:
///
/// - A case found with no planted bug is a bug of the container: it must replay with no
///   violation, so the test fails until the bug is fixed and guards against its return.
/// - A case found with a planted bug (`--plant-bug`) proves the checks: with the bug it must
///   still break the rule it broke, and without it it must replay clean.
///
/// The folder is found from the calling test file (`#filePath`): the nearest folder above it
/// that holds a `Package.swift` file is the package, so no resource needs declaring.
///
/// Each case replays in a process of its own (on Linux: the test program started again, which
/// replays the case before its `main` function and ends), so a case whose container traps, or
/// whose step runs past 10 s of CPU time (`VIEWCACHESTRESS_REGRESSION_STEP_SECONDS`), fails by
/// its name while every other case is still checked.
public enum StressRegressions {
  /// Where a package keeps its cases, relative to the package's root.
  public static let defaultFolder = "Tests/KeptCases"

  /// The folder's name before 0.8, still read (and saved into) in a package that has it and
  /// no ``defaultFolder``.
  public static let earlierFolder = "Tests/Regressions"

  /// The folder of kept cases of the package at `root`, relative to it: ``defaultFolder``, or
  /// ``earlierFolder`` when only that one exists.
  public static func packageFolder(inPackageAt root: String) -> String {
    let files = FileManager.default
    var isFolder = false
    let root = URL(fileURLWithPath: root)
    if !files.fileExists(atPath: root.appendingPathComponent(defaultFolder).path),
      files.fileExists(
        atPath: root.appendingPathComponent(earlierFolder).path, isDirectory: &isFolder),
      isFolder
    {
      return earlierFolder
    }
    return defaultFolder
  }

  /// The extension of a case file.
  public static let caseExtension = ".jsonl"

  /// Replays every case a package keeps, and throws if any fails.
  ///
  /// ```swift
  /// import StressKit
  /// import Testing
  ///
  /// @Test func keptCases() throws {
  ///   try StressRegressions.check(StackDriver.self)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - drivers: The drivers of the package's own containers (the built-in drivers are
  ///     always included).
  ///   - folder: The cases' folder, relative to the package's root or absolute; `nil` for
  ///     ``defaultFolder`` (or ``earlierFolder`` in a package that has only that one), which
  ///     may be missing (no case kept yet). A folder given here must
  ///     exist.
  ///   - testFile: The calling test file, whose package holds the folder.
  /// - Returns: The number of cases replayed.
  /// - Throws: ``RegressionFailure`` listing every case that fails, and why.
  @discardableResult
  public static func check(
    _ drivers: any StressDriver.Type..., folder: String? = nil,
    testFile: String = #filePath
  ) throws(RegressionFailure) -> Int {
    try check(drivers, folder: folder, testFile: testFile)
  }

  /// Replays every case a package keeps, with a list of drivers (the one an executable of
  /// yours registers: `StressHarness.main(containers: .builtIn + myDrivers)`).
  ///
  /// - Parameters:
  ///   - drivers: The drivers of the package's own containers.
  ///   - folder: As for `check(_:folder:testFile:)`.
  ///   - testFile: The calling test file.
  /// - Returns: The number of cases replayed.
  /// - Throws: ``RegressionFailure`` listing every case that fails, and why.
  @discardableResult
  public static func check(
    _ drivers: [any StressDriver.Type], folder: String? = nil, testFile: String = #filePath
  ) throws(RegressionFailure) -> Int {
    let root: String
    do {
      root = try Self.folder(folder, testFile: testFile)
    } catch {
      throw RegressionFailure(failures: ["\(error)"], replayed: 0)
    }
    let names: [String]
    do {
      names = try caseNames(inFolderAt: root)
    } catch {
      throw RegressionFailure(failures: ["\(error)"], replayed: 0)
    }
    var failures: [String] = []
    for name in names {
      do {
        try replay(caseAt: path(of: name, in: root), drivers: drivers)
      } catch {
        failures.append("\(name): \(error)")
      }
    }
    guard failures.isEmpty else {
      throw RegressionFailure(failures: failures, replayed: names.count)
    }
    return names.count
  }

  /// The names (without extension) of the cases a package keeps, sorted: for a parameterized
  /// test that reports each case on its own.
  ///
  /// ```swift
  /// import StressKit
  /// import Testing
  ///
  /// @Test(arguments: StressRegressions.cases())
  /// func keptRegression(name: String) throws {
  ///   try StressRegressions.replay(name, StackDriver.self)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - folder: As for `check(_:folder:testFile:)`.
  ///   - testFile: The calling test file.
  /// - Returns: The names, or none when the folder cannot be found.
  public static func cases(folder: String? = nil, testFile: String = #filePath) -> [String] {
    guard let root = try? Self.folder(folder, testFile: testFile) else { return [] }
    return cases(inFolderAt: root)
  }

  /// Replays one case a package keeps.
  ///
  /// - Parameters:
  ///   - name: The case's name (its file without `.jsonl`).
  ///   - drivers: As for `check(_:folder:testFile:)`.
  ///   - folder: As for `check(_:folder:testFile:)`.
  ///   - testFile: The calling test file.
  /// - Throws: ``HarnessError/badTrace(_:)`` for a case that cannot be read, a case of a
  ///   container none of `drivers` drives, or one that does not replay as it was saved.
  public static func replay(
    _ name: String, _ drivers: any StressDriver.Type..., folder: String? = nil,
    testFile: String = #filePath
  ) throws(HarnessError) {
    let root = try Self.folder(folder, testFile: testFile)
    try replay(caseAt: path(of: name, in: root), drivers: drivers)
  }

  /// Replays the case at `path` as it was saved (see ``StressRegressions``).
  ///
  /// - Parameters:
  ///   - path: The case's file.
  ///   - drivers: The drivers besides the built-in ones.
  /// - Throws: ``HarnessError/badTrace(_:)`` naming what is wrong.
  public static func replay(
    caseAt path: String, drivers: [any StressDriver.Type] = []
  ) throws(HarnessError) {
    let container = try TraceHeader.container(ofTraceAt: path)
    guard let driver = (drivers + BuiltInDrivers.all).first(where: { $0.name == container }) else {
      throw .badTrace(
        "a trace of the \(container) container: pass its driver, as in StressRegressions.check(\(typeName(forContainer: container))Driver.self)"
      )
    }
    // In a process of its own: a trap or a step that never ends fails this case, not the
    // suite. In this one only where no worker can run it.
    switch replayInWorker(caseAt: path, driver: driver) {
    case .passed: return
    case .failed(let reason): throw .badTrace(reason)
    case .unavailable: try replayHere(caseAt: path, as: driver)
    }
  }

  /// Replays the case at `path` in this process, as it was saved (a worker's replay, or a
  /// replay where no worker can run).
  static func replayHere(caseAt path: String, as driver: any StressDriver.Type)
    throws(HarnessError)
  {
    try replayHere(caseAt: path, driver)
  }

  private static func replayHere<Driver: StressDriver>(
    caseAt path: String, _: Driver.Type
  ) throws(HarnessError) {
    let trace = try StressTrace<Driver>(contentsOf: path)
    let broke = trace.brokenRule.map { " (it broke \($0) when saved)" } ?? ""
    /// The first violation; in a worker, a step past the callbacks bound ends the process (the
    /// step would go on for ever), its reason said.
    func firstViolation(options: StressOptions<Driver>) -> Violation? {
      guard let runner = try? StressRunner<Driver>(options: options) else { return nil }
      guard ProcessInfo.processInfo.environment[caseVariable] != nil else {
        guard (try? runner.replay(trace.steps)) != nil else { return nil }
        return runner.finish().first
      }
      let bound = runner.oracle.callbacksPerStep
      runner.oracle.onRunaway = {
        WorkerWatchdog.fail(
          "step \(WorkerWatchdog.step) made more than \(bound) lifecycle callbacks (a hang)")
      }
      // Step by step, under the watchdog's eye.
      WorkerWatchdog.start()
      for (index, step) in trace.steps.enumerated() {
        WorkerWatchdog.begin(step: index)
        guard (try? runner.replay([step])) != nil else { return nil }
        if runner.halted { break }
      }
      WorkerWatchdog.begin(step: -1)
      return runner.finish().first
    }
    var clean = trace.options
    if !trace.options.plantedBugs.isEmpty {
      let planted = trace.options.plantedBugs.joined(separator: "+")
      guard let first = firstViolation(options: trace.options)
      else {
        throw .badTrace("with planted \(planted) it no longer breaks any rule\(broke)")
      }
      if let rule = trace.brokenRule, first.rule != rule {
        throw .badTrace("with planted \(planted) it now breaks another rule: \(first)\(broke)")
      }
      clean.plantedBugs = []
    }
    if let again = firstViolation(options: clean) {
      throw .badTrace(
        trace.options.plantedBugs.isEmpty
          ? "fails again: \(again)\(broke)"
          : "fails without its planted bug: \(again)")
    }
  }

  /// The folder `folder` names, for a test in `testFile`.
  ///
  /// - Throws: ``HarnessError/usage(_:)`` when the test file is in no package, or when a
  ///   folder given explicitly does not exist.
  static func folder(_ folder: String?, testFile: String) throws(HarnessError) -> String {
    if let folder, folder.hasPrefix("/") {
      return try existing(folder)
    }
    guard let package = packageRoot(containing: testFile) else {
      throw .usage("\(testFile) is in no package (no Package.swift in a folder above it)")
    }
    let path = URL(fileURLWithPath: package).appendingPathComponent(
      folder ?? packageFolder(inPackageAt: package)
    ).path
    return folder == nil ? path : try existing(path)
  }

  private static func existing(_ folder: String) throws(HarnessError) -> String {
    var isFolder = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder
    else { throw .usage("no regression folder \(folder)") }
    return folder
  }

  /// The nearest folder at or above `path`'s that holds a `Package.swift`: the package a file
  /// or a working directory belongs to.
  ///
  /// - Parameter path: A file or folder.
  /// - Returns: The package's root, or `nil` when no folder above holds a manifest.
  public static func packageRoot(containing path: String) -> String? {
    var directory = URL(fileURLWithPath: path).standardizedFileURL
    var isFolder = false
    if !(FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder)
      && isFolder)
    {
      directory.deleteLastPathComponent()
    }
    while true {
      // A manifest is a file: a folder named `Package.swift` makes no package.
      var isManifestFolder = true
      if FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("Package.swift").path,
        isDirectory: &isManifestFolder), !isManifestFolder
      {
        return directory.path
      }
      let parent = directory.deletingLastPathComponent()
      guard parent.path != directory.path else { return nil }
      directory = parent
    }
  }

  static func cases(inFolderAt folder: String) -> [String] {
    (try? caseNames(inFolderAt: folder)) ?? []
  }

  /// The names of the cases in `folder`, sorted; none when it does not exist (no case kept
  /// yet).
  ///
  /// - Throws: ``HarnessError/usage(_:)`` when `folder` is not a folder or cannot be read: a
  ///   suite that checked no case because it could not look must not pass.
  static func caseNames(inFolderAt folder: String) throws(HarnessError) -> [String] {
    var status = stat()
    guard stat(folder, &status) == 0 else {
      if errno == ENOENT { return [] }
      throw .usage("the regression folder \(folder): \(String(cString: strerror(errno)))")
    }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw .usage("the regression folder \(folder) is not a folder")
    }
    let files: [String]
    do {
      files = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      throw .usage("the regression folder \(folder) cannot be read (its permissions?)")
    }
    return files.filter { $0.hasSuffix(caseExtension) }.map {
      String($0.dropLast(caseExtension.count))
    }
    .sorted()
  }

  /// A Swift type name made from a container's name: `my-tabs` → `MyTabs`, each run of
  /// letters and digits capitalized, the rest dropped (`Container` when nothing is left, a
  /// leading digit after an underscore).
  static func typeName(forContainer container: String) -> String {
    let words = container.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    guard let first = name.first else { return "Container" }
    return first.isNumber ? "_" + name : name
  }

  static func path(of name: String, in folder: String) -> String {
    URL(fileURLWithPath: folder).appendingPathComponent(name + caseExtension).path
  }
}

/// The kept cases of a package that failed: each with its name and why.
public struct RegressionFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// One line per failing case: `NAME: why`.
  public var failures: [String]
  /// How many cases were replayed.
  public var replayed: Int

  /// Creates a failure.
  public init(failures: [String], replayed: Int) {
    self.failures = failures
    self.replayed = replayed
  }

  /// `2 of 5 regression cases fail:` and a line per case.
  public var description: String {
    guard replayed > 0 else { return failures.joined(separator: "\n") }
    let count = "\(failures.count) of \(replayed) regression case\(replayed == 1 ? "" : "s")"
    let verb = failures.count == 1 ? " fails:" : " fail:"
    return ([count + verb] + failures.map { "  " + $0 }).joined(separator: "\n")
  }
}
