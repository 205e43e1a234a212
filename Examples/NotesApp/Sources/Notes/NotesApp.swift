#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// The notes app: a tab bar of two navigation stacks, notes and settings.
///
/// Notes: a list (``NotesListViewController``) pushing a note's detail
/// (``NoteDetailViewController``), which presents an editor (``NoteEditorViewController``),
/// full screen or as a sheet. Settings (``SettingsViewController``) presents a paged onboarding
/// (``OnboardingViewController``) full screen.
///
/// Every screen is written as an app's screen is written for UIKit, and each carries, beside
/// its careful code, one of the slips screens are known for (``Mistake``), planted on demand so
/// that the harness can show it found.
public final class NotesApp {
  /// A slip of an app's screen, each found by a stress run.
  public enum Mistake: String, CaseIterable, Sendable {
    /// The detail observes the store in `viewWillAppear` with a block that holds the screen,
    /// and never removes the observer: every detail ever shown stays alive (C9, held by the
    /// observer).
    case observerNeverRemoved = "observer-never-removed"
    /// The onboarding's auto-advance timer holds the screen and is never invalidated: the
    /// onboarding outlives its dismissal (C9, held by the timer).
    case timerRetainsScreen = "timer-retains-screen"
    /// The editor's view model calls back through a closure that holds the editor, which holds
    /// the view model: a cycle (C9).
    case viewModelCycle = "view-model-cycle"
    /// Settings' `viewWillAppear` forgets `super.viewWillAppear(_:)` (L2).
    case forgetsSuper = "forgets-super"
    /// The list purges its row heights on a memory warning and force-unwraps them in
    /// `viewWillAppear`: the next appearance after a warning traps (a crash).
    case unwrapsPurgedCache = "unwraps-purged-cache"
    /// The list adds its search header as a child in `viewDidLoad`, a new one at each load:
    /// under iOS 5, whose memory warnings release a covered screen's view, the view loaded
    /// again adds a second header (L5).
    case addsHeaderTwice = "adds-header-twice"
    /// The editor follows the keyboard with observers it adds in `viewDidLoad`, blocks that
    /// hold the editor, and never removes: every editor ever shown stays alive (C9, held by the
    /// observer of the keyboard's notification).
    case keyboardObserverKept = "keyboard-observer-kept"
    /// The detail observes the store with a `[weak self]` block and never removes the
    /// observer: the detail goes, its observer stays registered, one more for every detail
    /// shown (C9, the observers pile up).
    case observerOutlivesScreen = "observer-outlives-screen"
    /// The editor follows the keyboard with `[weak self]` observers it adds in `viewDidLoad`
    /// and never removes: one pair more for every editor shown (C9, the observers pile up).
    case keyboardObserversPileUp = "keyboard-observers-pile-up"
    /// The onboarding's auto-advance timer has a `[weak self]` block and is never
    /// invalidated: it fires on for nothing once the onboarding is gone, one more for every
    /// onboarding shown (C9, the timers pile up).
    case timerOutlivesScreen = "timer-outlives-screen"
    /// The detail renders the note in `viewWillAppear` alone, observing nothing: an edit saved
    /// in the editor's sheet, which since iOS 13 leaves the detail on screen (no
    /// `viewWillAppear` when it goes), is not shown (A1, the driver's check).
    case refreshesOnlyOnAppear = "refreshes-only-on-appear"
  }

  /// The notes.
  public let store: NotesStore
  /// The slips planted in the screens.
  public let mistakes: Set<Mistake>

  /// The app, its store holding `noteCount` notes, with `mistakes` planted.
  public init(noteCount: Int = 12, mistakes: Set<Mistake> = []) {
    store = NotesStore(count: noteCount)
    self.mistakes = mistakes
  }

  /// Whether `mistake` is planted.
  func makes(_ mistake: Mistake) -> Bool { mistakes.contains(mistake) }

  /// The window's root: the tab bar of the notes and settings stacks.
  @MainActor public func makeRootViewController() -> UITabBarController {
    let tabs = UITabBarController()
    tabs.viewControllers = [
      UINavigationController(rootViewController: NotesListViewController(app: self)),
      UINavigationController(rootViewController: SettingsViewController(app: self)),
    ]
    return tabs
  }
}

/// The app's notes, and the notification that tells the screens one changed.
public final class NotesStore {
  /// One note.
  public struct Note: Equatable, Sendable {
    /// Its position in the list.
    public let id: Int
    /// Its title.
    public var title: String
    /// Its text.
    public var body: String
  }

  /// Posted, with the store as its object, when a note changed.
  public static let didChangeNotification = Notification.Name("NotesStoreDidChange")

  /// The notes, in order.
  public private(set) var notes: [Note]
  /// How many times a note was saved.
  public private(set) var revision = 0

  init(count: Int) {
    notes = (0..<max(1, count)).map { Note(id: $0, title: "Note \($0 + 1)", body: "") }
  }

  /// Saves `note` and tells the screens.
  public func update(_ note: Note) {
    guard notes.indices.contains(note.id) else { return }
    notes[note.id] = note
    revision += 1
    NotificationCenter.default.post(name: Self.didChangeNotification, object: self)
  }
}
