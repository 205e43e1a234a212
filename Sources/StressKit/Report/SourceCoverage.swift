/// What a run reached of the container's own source code: its lines, functions and regions,
/// per file, with what it never reached.
///
/// `stress-harness run --source-coverage FOLDER`, in an executable built with code coverage
/// (`swift build --enable-code-coverage`), reads LLVM's counters after the run and keeps the
/// files of the container's module — not the harness's, not the model's; for a container
/// declared in those (a built-in one), the files named after its type. A report holds it beside its runs (``StressReportDocument``'s
/// `sourceCoverage`).
///
/// Swift's coverage mapping has no branch records: each branch's body (an `if`'s, an `else`'s,
/// a `case`'s, a `guard`'s) is a region of its own, so a branch never taken is a region never
/// entered. One that begins on a line that was reached is listed with its column, since the
/// line alone would hide it.
///
/// The totals are those of the files the runs entered: a module holds other containers than the
/// one a run drives, which are named apart (``filesNotEntered``).
///
/// ```swift
/// let coverage = SourceCoverage(
///   scope: "the module FadeKit", modules: ["FadeKit"],
///   files: [
///     SourceCoverage.File(
///       path: "Sources/FadeKit/Fade.swift", module: "FadeKit",
///       lines: .init(reached: 9, total: 10), functions: .init(reached: 2, total: 2),
///       regions: .init(reached: 5, total: 6), unreachedLines: [.init(first: 12, last: 12)])
///   ])
/// assert(coverage.lines.reached == 9)
/// ```
public struct SourceCoverage: Hashable, Sendable, Codable {
  /// How many of something were reached, of how many.
  public struct Tally: Hashable, Sendable, Codable {
    /// How many were reached at least once.
    public var reached: Int
    /// How many there are.
    public var total: Int

    /// `reached` of `total`.
    public init(reached: Int, total: Int) {
      self.reached = reached
      self.total = total
    }

    /// The share reached, from 0 to 100 (100 when there is nothing to reach).
    public var percent: Double { total == 0 ? 100 : Double(reached) * 100 / Double(total) }

    /// Both tallies added.
    public static func + (lhs: Tally, rhs: Tally) -> Tally {
      Tally(reached: lhs.reached + rhs.reached, total: lhs.total + rhs.total)
    }
  }

  /// Lines `first` through `last` of a file, counted from 1.
  public struct LineRange: Hashable, Sendable, Codable {
    /// The first line.
    public var first: Int
    /// The last line (`first` for one line).
    public var last: Int

    /// Lines `first` through `last`.
    public init(first: Int, last: Int) {
      self.first = first
      self.last = last
    }
  }

  /// A place in a file: its line and column, counted from 1.
  public struct Position: Hashable, Sendable, Codable {
    /// The line.
    public var line: Int
    /// The column.
    public var column: Int

    /// Line `line`, column `column`.
    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }
  }

  /// One source file of the container's.
  public struct File: Hashable, Sendable, Codable {
    /// Its path, as the compiler was given it.
    public var path: String
    /// The module it belongs to.
    public var module: String
    /// Its lines of code reached.
    public var lines: Tally
    /// Its functions (closures among them) called.
    public var functions: Tally
    /// Its regions entered: every function's body and every branch's.
    public var regions: Tally
    /// The lines of code never reached, in runs (a run may span lines that are not code).
    public var unreachedLines: [LineRange]
    /// Where the regions never entered begin that start on a line that was reached: a branch
    /// not taken that the lines alone would hide (`if x { … } else { y() }` on one line).
    public var unreachedBranches: [Position]
    /// The functions never called, by their Swift names where the toolchain's
    /// `swift-demangle` could give them.
    public var unreachedFunctions: [String]

    /// A file's figures.
    public init(
      path: String, module: String, lines: Tally, functions: Tally, regions: Tally,
      unreachedLines: [LineRange], unreachedBranches: [Position] = [],
      unreachedFunctions: [String] = []
    ) {
      self.path = path
      self.module = module
      self.lines = lines
      self.functions = functions
      self.regions = regions
      self.unreachedLines = unreachedLines
      self.unreachedBranches = unreachedBranches
      self.unreachedFunctions = unreachedFunctions
    }
  }

  /// How the files were chosen, in words (`the module FadeKit`).
  public let scope: String
  /// The modules the files belong to.
  public let modules: [String]
  /// The files the runs entered (a function of theirs called), by path: the totals are
  /// theirs.
  public let files: [File]
  /// The files of the scope the runs never entered, by path: a module's other containers, or
  /// code of the container's that no run reached at all.
  public let filesNotEntered: [String]
  /// The lines of every file.
  public let lines: Tally
  /// The functions of every file.
  public let functions: Tally
  /// The regions of every file.
  public let regions: Tally
  /// The profile the figures were read from (LLVM's indexed profile, for `llvm-cov`), if kept.
  public var profile: String?
  /// The page that shows each file's lines with their counts (`llvm-cov show`), if written.
  public var page: String?

  /// The figures of `files`, chosen as `scope` says: those no run entered are named apart.
  public init(
    scope: String, modules: [String], files: [File], profile: String? = nil, page: String? = nil
  ) {
    self.scope = scope
    self.modules = modules
    let entered = files.filter { $0.functions.reached > 0 }
    self.filesNotEntered = files.filter { $0.functions.reached == 0 }.map(\.path).sorted()
    self.files = entered.sorted { $0.path < $1.path }
    let none = Tally(reached: 0, total: 0)
    self.lines = entered.reduce(none) { $0 + $1.lines }
    self.functions = entered.reduce(none) { $0 + $1.functions }
    self.regions = entered.reduce(none) { $0 + $1.regions }
    self.profile = profile
    self.page = page
  }
}
