// Constraints written in Auto Layout's visual format language ("H:|-[content]-|"), as code
// written before layout anchors (iOS 9) writes them.

extension NSLayoutConstraint {
  /// How the views of a visual format are aligned and read (UIKit's
  /// `NSLayoutConstraint.FormatOptions`).
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    /// The options' bits, as UIKit's.
    public let rawValue: UInt

    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Every view's left edge aligned.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Every view's right edge aligned.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Every view's top edge aligned.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Every view's bottom edge aligned.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Every view's leading edge aligned.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Every view's trailing edge aligned.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Every view's horizontal centre aligned.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Every view's vertical centre aligned.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Every view's last baseline aligned (its bottom, in the model).
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Every view's first baseline aligned (its top, in the model).
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// Leading to trailing (UIKit's default; left to right in the model).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// Left to right.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Right to left (read as left to right: the model lays out left to right).
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)

    /// The attributes the options align, in UIKit's order.
    var alignedAttributes: [Attribute] {
      let all: [(FormatOptions, Attribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
        (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
        (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
        (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
      ]
      return all.filter { contains($0.0) }.map(\.1)
    }
  }

  /// The constraints a visual format describes, not active (UIKit's
  /// `constraints(withVisualFormat:options:metrics:views:)`).
  ///
  /// The format is UIKit's: `H:` or `V:` (horizontal when left out), `|` for the superview's
  /// edge, views in brackets named as in `views` with their sizes in parentheses, and the
  /// spaces between (`-` for the standard space, 8 points between views and 20 from an edge;
  /// `-12-`, `-(>=12)-`, `-(metric@750)-`). A format UIKit cannot parse, a name missing from
  /// `views` or `metrics`, or an edge of a view without a superview ends the app with UIKit's
  /// `NSInvalidArgumentException` ("Unable to parse constraint format").
  ///
  /// ```swift
  /// let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  /// let content = UIView()
  /// content.translatesAutoresizingMaskIntoConstraints = false
  /// container.addSubview(content)
  /// NSLayoutConstraint.activate(
  ///   NSLayoutConstraint.constraints(
  ///     withVisualFormat: "H:|-(inset)-[content]-(inset)-|", metrics: ["inset": 10],
  ///     views: ["content": content])
  ///     + NSLayoutConstraint.constraints(
  ///       withVisualFormat: "V:|[content(==100)]", metrics: nil, views: ["content": content]))
  /// precondition(content.frame == CGRect(x: 10, y: 0, width: 370, height: 100))
  /// ```
  ///
  /// - Parameters:
  ///   - format: The format.
  ///   - opts: How the views are aligned across the format's direction.
  ///   - metrics: The numbers the format names.
  ///   - views: The views the format names.
  /// - Returns: The constraints, in the format's order.
  public static func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [NSLayoutConstraint] {
    var reader = VisualFormat(format: format, metrics: metrics ?? [:], views: views)
    do {
      return try reader.constraints(aligning: opts.alignedAttributes)
    } catch {
      raise(
        "NSInvalidArgumentException",
        "Unable to parse constraint format: \n\(error.reason) \n\(format) \n"
          + String(repeating: " ", count: error.offset) + "^")
    }
  }
}

/// A visual format being read: its characters, where the reading stands, and what its names
/// stand for.
@MainActor private struct VisualFormat {
  typealias Attribute = NSLayoutConstraint.Attribute

  struct Failure: Error {
    let reason: String
    let offset: Int
  }

  /// A relation, a constant or a view to relate to, and a priority: one predicate.
  struct Predicate {
    var relation = NSLayoutConstraint.Relation.equal
    var constant: CGFloat = 0
    var view: UIView?
    var priority = UILayoutPriority.required
  }

  let characters: [Character]
  let metrics: [String: Any]
  let views: [String: Any]
  var offset = 0

  init(format: String, metrics: [String: Any], views: [String: Any]) {
    (characters, self.metrics, self.views) = (Array(format), metrics, views)
  }

  /// The constraints of the whole format, plus those that align its views on `aligned`.
  mutating func constraints(aligning aligned: [NSLayoutConstraint.Attribute]) throws(Failure)
    -> [NSLayoutConstraint]
  {
    var vertical = false
    if characters.count >= 2, characters[1] == ":", characters[0] == "H" || characters[0] == "V" {
      vertical = characters[0] == "V"
      offset = 2
    }
    let (leading, trailing, size): (Attribute, Attribute, Attribute) =
      vertical ? (.top, .bottom, .height) : (.leading, .trailing, .width)
    var made: [NSLayoutConstraint] = []
    var previous: UIView?
    var pendingEdge: Int?  // where a leading `|` was, until its view comes
    var space: [Predicate]?  // the space read since the previous view or edge

    while offset < characters.count {
      let character = characters[offset]
      switch character {
      case "|":
        let at = offset
        offset += 1
        if let previous {
          // The trailing edge: the superview's end after the last view.
          let superview = try superview(of: previous, edgeAt: at)
          made += relate(superview, trailing, to: previous, trailing, by: space)
          guard offset == characters.count else {
            throw Failure(reason: "Expected the end of the format after '|'", offset: offset)
          }
          return made + align(aligned)
        }
        guard pendingEdge == nil else {
          throw Failure(reason: "Unexpected '|'", offset: at)
        }
        pendingEdge = at
      case "-":
        guard space == nil else { throw Failure(reason: "Unexpected '-'", offset: offset) }
        space = try readSpace(afterEdge: previous == nil)
      case "[":
        let at = offset
        offset += 1
        let (view, sizes) = try readView()
        if let previous {
          made += relate(view, leading, to: previous, trailing, by: space)
        } else if let edge = pendingEdge {
          made += relate(
            view, leading, to: try superview(of: view, edgeAt: edge), leading, by: space)
        } else if space != nil {
          throw Failure(reason: "A space needs a view or an edge before it", offset: at)
        }
        for predicate in sizes {
          let other = predicate.view
          let constraint = NSLayoutConstraint(
            item: view, attribute: size, relatedBy: predicate.relation, toItem: other,
            attribute: other == nil ? .notAnAttribute : size, multiplier: 1,
            constant: other == nil ? predicate.constant : 0)
          constraint.priority = predicate.priority
          made.append(constraint)
        }
        orderOfViews.append(view)
        previous = view
        space = nil
      default:
        throw Failure(reason: "Unable to interpret '\(character)'", offset: offset)
      }
    }
    if space != nil {
      throw Failure(reason: "A space must be followed by a view or '|'", offset: offset)
    }
    if previous == nil { throw Failure(reason: "The format names no view", offset: offset) }
    return made + align(aligned)
  }

  /// The views in the order the format names them (for the alignment options).
  private var orderOfViews: [UIView] = []

  /// `first.firstAttribute (relation) second.secondAttribute + constant`, one a predicate of
  /// `space` (none: adjacent), at the predicate's priority.
  private func relate(
    _ first: UIView, _ firstAttribute: Attribute, to second: UIView, _ secondAttribute: Attribute,
    by space: [Predicate]?
  ) -> [NSLayoutConstraint] {
    (space ?? [Predicate()]).map { predicate in
      let constraint = NSLayoutConstraint(
        item: first, attribute: firstAttribute, relatedBy: predicate.relation, toItem: second,
        attribute: secondAttribute, multiplier: 1, constant: predicate.constant)
      constraint.priority = predicate.priority
      return constraint
    }
  }

  /// The superview of `view`, which a `|` at `offset` names.
  private func superview(of view: UIView, edgeAt offset: Int) throws(Failure) -> UIView {
    guard let superview = view.superview else {
      throw Failure(
        reason:
          "Unable to interpret '|' character, because the related view doesn't have a superview",
        offset: offset)
    }
    return superview
  }

  /// Each view after the first aligned with the one before it on every aligned attribute.
  private func align(_ aligned: [Attribute]) -> [NSLayoutConstraint] {
    guard orderOfViews.count > 1 else { return [] }
    var alignments: [NSLayoutConstraint] = []
    for attribute in aligned {
      for (earlier, later) in zip(orderOfViews, orderOfViews.dropFirst()) {
        alignments.append(
          NSLayoutConstraint(
            item: later, attribute: attribute, relatedBy: .equal, toItem: earlier,
            attribute: attribute, multiplier: 1, constant: 0))
      }
    }
    return alignments
  }

  /// Reads a space from its first `-`: `-` alone (the standard space: 20 points from an edge,
  /// 8 between views), `-12-`, `-metric-` or `-(predicates)-`.
  private mutating func readSpace(afterEdge: Bool) throws(Failure) -> [Predicate] {
    offset += 1  // the first "-"
    guard offset < characters.count else {
      throw Failure(reason: "A space must be followed by a view or '|'", offset: offset)
    }
    if characters[offset] == "[" || characters[offset] == "|" {
      let standard: CGFloat = afterEdge || characters[offset] == "|" ? 20 : 8
      return [Predicate(constant: standard)]
    }
    let predicates: [Predicate]
    if characters[offset] == "(" {
      offset += 1
      predicates = try readPredicates(allowingViews: false)
    } else {
      predicates = [try readPredicate(allowingViews: false)]
    }
    guard offset < characters.count, characters[offset] == "-" else {
      throw Failure(reason: "Expected '-' after the space", offset: offset)
    }
    offset += 1
    return predicates
  }

  /// Reads `name` or `name(predicates)` up to its `]`, past it.
  private mutating func readView() throws(Failure) -> (UIView, [Predicate]) {
    let start = offset
    let name = readName()
    guard !name.isEmpty else { throw Failure(reason: "Expected a view's name", offset: start) }
    guard let view = views[name] as? UIView else {
      throw Failure(reason: "\(name) is not a key in the views dictionary.", offset: start)
    }
    var sizes: [Predicate] = []
    if offset < characters.count, characters[offset] == "(" {
      offset += 1
      sizes = try readPredicates(allowingViews: true)
    }
    guard offset < characters.count, characters[offset] == "]" else {
      throw Failure(reason: "Expected ']'", offset: offset)
    }
    offset += 1
    return (view, sizes)
  }

  /// Reads predicates separated by commas, past their `)`.
  private mutating func readPredicates(allowingViews: Bool) throws(Failure) -> [Predicate] {
    var predicates = [try readPredicate(allowingViews: allowingViews)]
    while offset < characters.count, characters[offset] == "," {
      offset += 1
      predicates.append(try readPredicate(allowingViews: allowingViews))
    }
    guard offset < characters.count, characters[offset] == ")" else {
      throw Failure(reason: "Expected ')'", offset: offset)
    }
    offset += 1
    return predicates
  }

  /// Reads `(==|<=|>=)? (number|metric|view) (@ (number|metric))?`.
  private mutating func readPredicate(allowingViews: Bool) throws(Failure) -> Predicate {
    var predicate = Predicate()
    if offset + 1 < characters.count, characters[offset + 1] == "=" {
      switch characters[offset] {
      case "=": predicate.relation = .equal
      case "<": predicate.relation = .lessThanOrEqual
      case ">": predicate.relation = .greaterThanOrEqual
      default: throw Failure(reason: "Unable to interpret relation", offset: offset)
      }
      offset += 2
    }
    let start = offset
    if let number = readNumber() {
      predicate.constant = number
    } else {
      let name = readName()
      if let value = metric(name) {
        predicate.constant = value
      } else if allowingViews, let view = views[name] as? UIView {
        predicate.view = view
      } else {
        let reason =
          name.isEmpty
          ? "Expected a number, a metric or a view"
          : "\(name) is not a key in the metrics or views dictionaries."
        throw Failure(reason: reason, offset: start)
      }
    }
    if offset < characters.count, characters[offset] == "@" {
      offset += 1
      let at = offset
      guard let priority = readNumber() ?? metric(readName()) else {
        throw Failure(reason: "Expected a priority after '@'", offset: at)
      }
      predicate.priority = UILayoutPriority(Float(priority))
    }
    return predicate
  }

  /// The number `name` stands for in the metrics, if any.
  private func metric(_ name: String) -> CGFloat? {
    switch metrics[name] {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Float: CGFloat(value)
    case let value as Int: CGFloat(value)
    default: nil
    }
  }

  /// Reads a name: letters, digits and underscores, starting with a letter or an underscore.
  private mutating func readName() -> String {
    let start = offset
    while offset < characters.count,
      characters[offset].isLetter || characters[offset] == "_"
        || (offset > start && characters[offset].isNumber)
    {
      offset += 1
    }
    return String(characters[start..<offset])
  }

  /// Reads a number (digits, a point, a leading minus), if one is there.
  private mutating func readNumber() -> CGFloat? {
    let start = offset
    if offset < characters.count, characters[offset] == "-" { offset += 1 }
    while offset < characters.count, characters[offset].isNumber || characters[offset] == "." {
      offset += 1
    }
    guard let number = Double(String(characters[start..<offset])) else {
      offset = start
      return nil
    }
    return CGFloat(number)
  }
}
