#if canImport(UIKit)
import UIKit
#else
import UIKitContainment
#endif

/// What the editor edits: a draft of a note, saved to the store, and whom to tell.
public final class EditorViewModel {
  /// The note as edited.
  public var draft: NotesStore.Note
  /// Told once the draft is saved.
  public var onSave: (() -> Void)?

  init(note: NotesStore.Note) { draft = note }

  /// Saves the draft to `store`, then says so.
  func save(to store: NotesStore) {
    store.update(draft)
    onSave?()
  }
}

/// The note's editor, presented by the detail: save or cancel dismiss it.
public final class NoteEditorViewController: UIViewController, @unchecked Sendable {
  let app: NotesApp
  /// The draft and its save.
  public let viewModel: EditorViewModel
  /// Whether closing animates (the last button's).
  private var animatesClose = true

  /// An editor of `note`.
  public init(app: NotesApp, note: NotesStore.Note) {
    self.app = app
    viewModel = EditorViewModel(note: note)
    super.init(nibName: nil, bundle: nil)
  }

  /// Never made from a storyboard.
  public required init?(coder: NSCoder) { nil }

  public override func viewDidLoad() {
    super.viewDidLoad()
    if app.makes(.viewModelCycle) {
      // Planted: the view model holds this closure, the closure the editor, the editor the
      // view model.
      viewModel.onSave = { self.close() }
    } else {
      viewModel.onSave = { [weak self] in self?.close() }
    }
  }

  /// Whether a button of the editor does anything now: it is presented, settled, and covered
  /// by nothing.
  private var isInteractive: Bool {
    presentingViewController != nil && !isBeingPresented && !isBeingDismissed
      && presentedViewController == nil && isViewLoaded
  }

  /// The save button: the draft saved, the editor closed.
  public func saveTapped(animated: Bool) {
    guard isInteractive else { return }
    animatesClose = animated
    viewModel.draft.body += "Saved. "
    viewModel.save(to: app.store)
  }

  /// The cancel button: the editor closed.
  public func cancelTapped(animated: Bool) {
    guard isInteractive else { return }
    animatesClose = animated
    close()
  }

  private func close() { dismiss(animated: animatesClose) }
}
