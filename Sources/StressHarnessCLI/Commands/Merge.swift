import ArgumentParser
import Foundation
import StressKit

extension StressHarness {
  struct Merge: ParsableCommand, Interruption.KeepsWork {
    static var configuration: CommandConfiguration {
      CommandConfiguration(
        abstract:
          "Merge the JSON reports of a soak's shards (run --shard) into one report.",
        usage: "\(commandName) merge <folder-or-report> ... [<options>]",
        discussion: """
          Takes shard folders (the --shard-dir every shard wrote into, or one shard's folder) \
          and JSON reports. Every run is kept once, in seed order; the totals, the rate per \
          core, churn and coverage are the runs' together; each failure is counted once by \
          container, rule and signature, with the smallest reproducer of the runs that found \
          it; shards missing or read twice are named. Reports of different harness versions, \
          report versions, containers or options (the seed aside) are refused. Exit status: 1 \
          when a run found violations, else 65 when shards or seeds are missing or read twice \
          (named, after the merged report is written) or the reports do not merge, 0 otherwise.
          """
      )
    }

    @Argument(
      help: ArgumentHelp(
        "Shard folders or JSON reports: a folder's report.json, or else the report.json of each folder in it.",
        valueName: "folder-or-report"))
    var inputs: [String]

    @OptionGroup var output: ReportOption

    @Option(
      help: ArgumentHelp(
        "Copy each distinct failure's smallest reproducer, its trace and Swift test into this folder: a failure store that run replays first.",
        valueName: "folder"))
    var failures: String?

    func validate() throws {
      if inputs.isEmpty {
        throw ValidationError("give the shard folders or JSON reports to merge")
      }
    }

    func run() throws {
      try checkOutputs([output.json])
      if let failures {
        try OutputPath.checkFolder(failures)
      }
      let merged: StressReportDocument
      let documents = try Self.reportPaths(inputs).map {
        (path) throws(HarnessError) in (path, try Self.read(path))
      }
      merged = try StressReportDocument.merging(documents)
      try output.say(merged.mergeText)
      if let failures, let found = merged.merge?.failures, !found.isEmpty {
        try copy(found, into: failures)
      }
      try output.write(merged)
      if Interruption.requested {
        printError("interrupted: the merge was finished and its report written")
      }
      let complete = merged.merge?.isComplete ?? true
      if !complete {
        printError(
          "Error: the reports are not one whole soak: shards or seeds are missing or read twice (see above)"
        )
      }
      if merged.totals.violations > 0 { throw ExitCode.failure }
      if !complete { throw ExitCode(ExitStatus.dataError) }
    }

    /// The reports `inputs` name: files as they are; for a folder, its `report.json`, or
    /// else the `report.json` of each folder in it, in name order.
    ///
    /// - Throws: ``HarnessError/badReport(_:)`` for a path that does not exist, or a folder
    ///   with no report.
    static func reportPaths(_ inputs: [String]) throws(HarnessError) -> [String] {
      var paths: [String] = []
      let files = FileManager.default
      for input in inputs {
        var isFolder = false
        guard files.fileExists(atPath: input, isDirectory: &isFolder) else {
          throw .badReport("\(input): no such file or folder")
        }
        guard isFolder else {
          paths.append(input)
          continue
        }
        let folder = input.hasSuffix("/") ? String(input.dropLast()) : input
        if files.fileExists(atPath: folder + "/report.json") {
          paths.append(folder + "/report.json")
          continue
        }
        let found = ((try? files.contentsOfDirectory(atPath: folder)) ?? []).sorted()
          .map { "\(folder)/\($0)/report.json" }.filter { files.fileExists(atPath: $0) }
        guard !found.isEmpty else {
          throw .badReport(
            "\(input): no report.json in it nor in a folder in it (a shard's folder, or the --shard-dir of a soak)"
          )
        }
        paths += found
      }
      return paths
    }

    /// The report at `path`, its failures' files found where they are now, inside its folder.
    ///
    /// Found by ``ShardFiles/locate(_:report:)``: as written, or beside the report (in
    /// `failures/` or not) when the shard wrote them on another machine or another mount of
    /// the volume. A file found nowhere inside the report's folder is named by no path.
    static func read(_ path: String) throws(HarnessError) -> StressReportDocument {
      guard let data = FileManager.default.contents(atPath: path) else {
        throw .badReport("\(path): cannot be read")
      }
      var document = try StressReportDocument.decode(data, name: path)
      for index in document.runs.indices {
        func located(_ file: String?) -> String? { ShardFiles.locate(file, report: path) }
        document.runs[index].tracePath = located(document.runs[index].tracePath)
        document.runs[index].reproducerPath = located(document.runs[index].reproducerPath)
        document.runs[index].swiftTestPath = located(document.runs[index].swiftTestPath)
      }
      return document
    }

    /// Copies each failure's files into `folder`, named as `run` names them (from the
    /// report's validated container, rule and signature), each with its source's permissions:
    /// regular files only, read without following a link.
    private func copy(_ failures: [MergeSummary.Failure], into folder: String) throws {
      do {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw HarnessError.cannotWrite("cannot create the failures folder \(folder)")
      }
      for failure in failures {
        let named = FailureFiles(stem: "\(folder)/\(failure.name)")
        // A crash's report, beside its trace when the shard kept one.
        let crashReport = failure.tracePath.map { FailureFiles(trace: $0).crashReport }.flatMap {
          FileManager.default.fileExists(atPath: $0) ? $0 : nil
        }
        let files = [
          (failure.reproducerPath, named.reproducer), (failure.tracePath, named.trace),
          (failure.swiftTestPath, named.swiftTest), (crashReport, named.crashReport),
        ]
        for case (let source?, let destination) in files {
          switch ShardFiles.read(source) {
          case .success(let file):
            try OutputFile.write(file.data, to: destination, mode: file.mode)
          case .failure(let refusal):
            printError(
              "note: \(HarnessError.echoed(source, limit: 200)) not copied into \(folder): \(refusal)"
            )
          }
        }
      }
    }
  }
}
