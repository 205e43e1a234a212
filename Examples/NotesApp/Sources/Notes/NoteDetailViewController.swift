#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// A note, pushed by the list: it shows the note as saved, observing the store while on
/// screen, and its edit button presents the editor.
public final class NoteDetailViewController: UIViewController, @unchecked Sendable {
  let app: NotesApp
  /// The note shown.
  public let noteID: Int
  /// The store's observer, from `viewWillAppear` to `viewDidDisappear`.
  private var storeObserver: (any NSObjectProtocol)?
  /// The store's revision the screen shows.
  public private(set) var shownRevision = -1

  /// The detail of `app`'s note `noteID`.
  public init(app: NotesApp, noteID: Int) {
    self.app = app
    self.noteID = noteID
    super.init(nibName: nil, bundle: nil)
  }

  /// Never made from a storyboard.
  public required init?(coder: NSCoder) { nil }

  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    render()
    if app.makes(.observerNeverRemoved) {
      // Planted: a block that holds the screen, added at every appearance, never removed.
      NotificationCenter.default.addObserver(
        forName: NotesStore.didChangeNotification, object: app.store, queue: nil
      ) { _ in MainActor.assumeIsolated { self.render() } }
    } else if app.makes(.refreshesOnlyOnAppear) {
      // Planted: no observer, the render above is all — but a sheet's dismissal brings no
      // viewWillAppear since iOS 13, so an edit saved in a sheet is not shown.
    } else if storeObserver == nil {
      // A cancelled back swipe brings a second viewWillAppear without a disappearance.
      storeObserver = NotificationCenter.default.addObserver(
        forName: NotesStore.didChangeNotification, object: app.store, queue: nil
      ) { [weak self] _ in MainActor.assumeIsolated { self?.render() } }
    }
  }

  public override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    // Planted: the observer is never removed (its block holds the screen weakly).
    guard !app.makes(.observerOutlivesScreen) else { return }
    if let storeObserver { NotificationCenter.default.removeObserver(storeObserver) }
    storeObserver = nil
  }

  /// Shows the note as saved.
  private func render() {
    shownRevision = app.store.revision
    title = app.store.notes[noteID].title
  }

  /// A link to another note tapped: its detail pushed, unless the screen is covered or a
  /// transition runs.
  public func linkTapped(to noteID: Int, animated: Bool) {
    guard let navigationController, navigationController.topViewController === self,
      transitionCoordinator == nil, presentedViewController == nil
    else { return }
    let linked = NoteDetailViewController(app: app, noteID: noteID % app.store.notes.count)
    navigationController.pushViewController(linked, animated: animated)
  }

  /// The edit button: the editor presented, full screen or as a sheet, unless the screen is
  /// covered, leaving, or a transition runs.
  public func editTapped(fullScreen: Bool, animated: Bool) {
    guard navigationController?.topViewController === self, viewIfLoaded?.window != nil,
      presentedViewController == nil, transitionCoordinator == nil
    else { return }
    let editor = NoteEditorViewController(app: app, note: app.store.notes[noteID])
    editor.modalPresentationStyle = fullScreen ? .fullScreen : .pageSheet
    present(editor, animated: animated)
  }
}
