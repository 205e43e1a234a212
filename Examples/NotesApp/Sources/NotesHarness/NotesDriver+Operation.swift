// The user's operations on the notes app, whole: the cases and their kinds and how each reads
// (`Codable` is synthesized). Adding an operation starts here; drawing and applying it are the
// driver's.

import StressKit

extension NotesDriver {
  /// What the app's user does: a tap on the front screen or the tab bar, a swipe, the home
  /// button — at any moment, mid-transition and under a sheet included.
  public enum Operation: StressOperation {
    /// A tap on the tab bar's tab `tab` (modulo the tabs).
    case selectTab(Int)
    /// A tap on the list's row `row`, or on a detail's link to note `row` (modulo the notes):
    /// the note's detail pushed.
    case openNote(row: Int, animated: Bool)
    /// A tap on the back button of the front stack.
    case back(animated: Bool)
    /// The finger down on the screen's left edge: an interactive pop begins.
    case beginBackSwipe
    /// The finger down on an onboarding page: a swipe to the next (`forward`) or previous
    /// page begins.
    case beginPageSwipe(forward: Bool)
    /// The finger lifted: the running back or page swipe completes, or is cancelled.
    case endGesture(finishing: Bool)
    /// A tap on the detail's edit button: the editor presented, full screen or as a sheet.
    case edit(fullScreen: Bool, animated: Bool)
    /// A tap on the editor's save button.
    case save(animated: Bool)
    /// A tap on the editor's cancel button.
    case cancel(animated: Bool)
    /// A tap on settings' "Show onboarding" row.
    case showOnboarding(animated: Bool)
    /// A tap on the onboarding's done button.
    case finishOnboarding(animated: Bool)
    /// The app leaves for the background (the home button).
    case background
    /// The app comes back to the foreground.
    case foreground

    /// `openNote(3) animated`, `edit sheet`, `endGesture cancelled`.
    public var description: String {
      func animating(_ animated: Bool) -> String { animated ? " animated" : "" }
      return switch self {
      case .selectTab(let tab): "selectTab(\(tab))"
      case .openNote(let row, let animated): "openNote(\(row))" + animating(animated)
      case .back(let animated): "back" + animating(animated)
      case .beginBackSwipe: "beginBackSwipe"
      case .beginPageSwipe(let forward): "beginPageSwipe " + (forward ? "forward" : "back")
      case .endGesture(let finishing): "endGesture " + (finishing ? "finishing" : "cancelled")
      case .edit(let fullScreen, let animated):
        "edit" + (fullScreen ? " full screen" : " sheet") + animating(animated)
      case .save(let animated): "save" + animating(animated)
      case .cancel(let animated): "cancel" + animating(animated)
      case .showOnboarding(let animated): "showOnboarding" + animating(animated)
      case .finishOnboarding(let animated): "finishOnboarding" + animating(animated)
      case .background: "background"
      case .foreground: "foreground"
      }
    }

    /// The kinds of the operations.
    public enum Kind: String, StressKind {
      case selectTab, openNote, back, beginBackSwipe, beginPageSwipe, endGesture, edit, save
      case cancel, showOnboarding, finishOnboarding, background, foreground
    }
  }
}

extension NotesDriver.Operation {
  /// The operation's case.
  public var kind: Kind {
    switch self {
    case .selectTab: .selectTab
    case .openNote: .openNote
    case .back: .back
    case .beginBackSwipe: .beginBackSwipe
    case .beginPageSwipe: .beginPageSwipe
    case .endGesture: .endGesture
    case .edit: .edit
    case .save: .save
    case .cancel: .cancel
    case .showOnboarding: .showOnboarding
    case .finishOnboarding: .finishOnboarding
    case .background: .background
    case .foreground: .foreground
    }
  }

  /// The same without animation, for the shrinker.
  public var simplerForms: [Self] {
    switch self {
    case .openNote(let row, true): [.openNote(row: row, animated: false)]
    case .openNote(let row, false) where row != 0: [.openNote(row: 0, animated: false)]
    case .back(true): [.back(animated: false)]
    case .edit(let fullScreen, true): [.edit(fullScreen: fullScreen, animated: false)]
    case .save(true): [.save(animated: false)]
    case .cancel(true): [.cancel(animated: false)]
    case .showOnboarding(true): [.showOnboarding(animated: false)]
    case .finishOnboarding(true): [.finishOnboarding(animated: false)]
    default: []
    }
  }
}
