// The app's operations, whole: the cases and their kinds, how each reads, is checked and
// simplified for the shrinker, how a trace journals it and how a reproducer writes it in Swift
// (`Codable` is synthesized). Adding an operation starts here.

import Containment

extension AppDriver {
  /// What the app's user does (a tap, a swipe, the home button), reaching the app's code
  /// whenever it comes: mid-transition, under a sheet, in the background.
  public enum Operation: StressOperation {
    /// A tap on the tab bar's tab `tab` (modulo the tabs); on the selected one, its
    /// navigation stack goes back to its root, as UIKit's tab bar does.
    case select(tab: Int)
    /// A tap on a row of the front screen: it pushes the child `choice` names.
    case push(ChildChoice, animated: Bool)
    /// A tap on the back button of the front screen's navigation bar.
    case pop(animated: Bool)
    /// The finger down on the screen's left edge: an interactive pop begins.
    case beginBackSwipe
    /// The finger down on a page: a swipe to the next (`forward`) or previous page begins.
    case beginPageSwipe(forward: Bool)
    /// The finger down on the front sheet: a swipe down, which dismisses it, begins.
    case beginSheetSwipe
    /// The finger lifted: the running back, page or sheet swipe completes, or is cancelled.
    case endGesture(finishing: Bool)
    /// A tap on the front screen's edit button: it presents the child `choice` names as its
    /// editor, full screen or as a sheet.
    case present(ChildChoice, fullScreen: Bool, animated: Bool)
    /// A tap on the front editor's save button (or an alert's OK): it is dismissed.
    case dismiss(animated: Bool)
    /// The app leaves for the background (the home button).
    case background
    /// The app comes back to the foreground.
    case foreground

    /// `select(1)`, `push(new(1024)) animated`, `present(reuse(2)) full screen animated`,
    /// `endGesture cancelled`.
    public var description: String {
      switch self {
      case .select(let tab): "select(\(tab))"
      case .push(let choice, let animated): "push(\(choice))" + (animated ? " animated" : "")
      case .pop(let animated): "pop" + (animated ? " animated" : "")
      case .beginBackSwipe: "beginBackSwipe"
      case .beginPageSwipe(let forward): "beginPageSwipe " + (forward ? "forward" : "back")
      case .beginSheetSwipe: "beginSheetSwipe"
      case .endGesture(let finishing): "endGesture " + (finishing ? "finishing" : "cancelled")
      case .present(let choice, let fullScreen, let animated):
        "present(\(choice))" + (fullScreen ? " full screen" : " sheet")
          + (animated ? " animated" : "")
      case .dismiss(let animated): "dismiss" + (animated ? " animated" : "")
      case .background: "background"
      case .foreground: "foreground"
      }
    }

    /// The kinds of the operations.
    public enum Kind: String, StressKind {
      case select, push, pop, beginBackSwipe, beginPageSwipe, endGesture, present, dismiss
      case background, foreground, beginSheetSwipe

      /// The kind's position (a switch: the runner reads it every step).
      public var ordinal: Int {
        switch self {
        case .select: 0
        case .push: 1
        case .pop: 2
        case .beginBackSwipe: 3
        case .beginPageSwipe: 4
        case .endGesture: 5
        case .present: 6
        case .dismiss: 7
        case .background: 8
        case .foreground: 9
        case .beginSheetSwipe: 10
        }
      }
    }
  }
}

extension AppDriver.Operation {
  /// The operation's case.
  public var kind: Kind {
    switch self {
    case .select: .select
    case .push: .push
    case .pop: .pop
    case .beginBackSwipe: .beginBackSwipe
    case .beginPageSwipe: .beginPageSwipe
    case .beginSheetSwipe: .beginSheetSwipe
    case .endGesture: .endGesture
    case .present: .present
    case .dismiss: .dismiss
    case .background: .background
    case .foreground: .foreground
    }
  }

  /// Checks the children the operation names and the tab.
  public func validate() throws(HarnessError) {
    switch self {
    case .push(let choice, _), .present(let choice, _, _): try choice.validate()
    case .select(let tab): try TraceBounds.check(tab, key: "tab", in: 0...(AppDriver.tabCount - 1))
    default: break
    }
  }

  /// No animation; a sheet rather than full screen; a simpler child.
  public var simplerForms: [Self] {
    switch self {
    case .push(let choice, let animated):
      var forms: [Self] = animated ? [.push(choice, animated: false)] : []
      if let simpler = choice.simpler { forms.append(.push(simpler, animated: animated)) }
      return forms
    case .pop(true): return [.pop(animated: false)]
    case .present(let choice, let fullScreen, let animated):
      var forms: [Self] = []
      if animated { forms.append(.present(choice, fullScreen: fullScreen, animated: false)) }
      if fullScreen { forms.append(.present(choice, fullScreen: false, animated: animated)) }
      if let simpler = choice.simpler {
        forms.append(.present(simpler, fullScreen: fullScreen, animated: animated))
      }
      return forms
    case .dismiss(true): return [.dismiss(animated: false)]
    default: return []
    }
  }

  /// A push or a presentation adds a screen.
  public var adds: Bool {
    switch self {
    case .push, .present: true
    default: false
    }
  }

  /// A pop or a dismissal takes one away.
  public var removes: Bool {
    switch self {
    case .pop, .dismiss, .beginSheetSwipe: true
    default: false
    }
  }
}

extension AppDriver.Operation: TraceLineWritable {
  /// Writes the operation as its synthesized `encode(to:)` does.
  public func writeTraceLine(into line: TraceLineObject) {
    switch self {
    case .select(let tab): line.object("select").set("tab", tab)
    case .push(let choice, let animated):
      let fields = line.object("push")
      fields.set("_0", choice)
      fields.set("animated", animated)
    case .pop(let animated): line.object("pop").set("animated", animated)
    case .beginBackSwipe: line.object("beginBackSwipe")
    case .beginPageSwipe(let forward): line.object("beginPageSwipe").set("forward", forward)
    case .beginSheetSwipe: line.object("beginSheetSwipe")
    case .endGesture(let finishing): line.object("endGesture").set("finishing", finishing)
    case .present(let choice, let fullScreen, let animated):
      let fields = line.object("present")
      fields.set("_0", choice)
      fields.set("animated", animated)
      fields.set("fullScreen", fullScreen)
    case .dismiss(let animated): line.object("dismiss").set("animated", animated)
    case .background: line.object("background")
    case .foreground: line.object("foreground")
    }
  }
}

extension AppDriver.Operation: SwiftExpressible {
  /// `.select(tab: 1)`, `.push(.new(payload: 0), animated: true)`,
  /// `.present(.reuse(index: 2), fullScreen: false, animated: true)`.
  public var swiftExpression: String {
    switch self {
    case .select(let tab): ".select(tab: \(tab))"
    case .push(let choice, let animated):
      ".push(\(choice.swiftExpression), animated: \(animated))"
    case .pop(let animated): ".pop(animated: \(animated))"
    case .beginBackSwipe: ".beginBackSwipe"
    case .beginPageSwipe(let forward): ".beginPageSwipe(forward: \(forward))"
    case .beginSheetSwipe: ".beginSheetSwipe"
    case .endGesture(let finishing): ".endGesture(finishing: \(finishing))"
    case .present(let choice, let fullScreen, let animated):
      ".present(\(choice.swiftExpression), fullScreen: \(fullScreen), animated: \(animated))"
    case .dismiss(let animated): ".dismiss(animated: \(animated))"
    case .background: ".background"
    case .foreground: ".foreground"
    }
  }
}
