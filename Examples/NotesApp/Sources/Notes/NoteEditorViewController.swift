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
///
/// Its body takes the keyboard as it appears and gives it back as it goes; while the keyboard
/// is up the body's bottom inset keeps the text above it.
public final class NoteEditorViewController: UIViewController, @unchecked Sendable {
  let app: NotesApp
  /// The draft and its save.
  public let viewModel: EditorViewModel
  /// Whether closing animates (the last button's).
  private var animatesClose = true
  /// The note's body, edited.
  public let bodyView = UITextView()
  /// The observers of the keyboard, while the editor is on screen.
  private var keyboardObservers: [any NSObjectProtocol] = []

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
    bodyView.frame = view.bounds
    bodyView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    bodyView.text = viewModel.draft.body
    view.addSubview(bodyView)
    if app.makes(.keyboardObserverKept) {
      // Planted: blocks that hold the editor, added once, never removed.
      let center = NotificationCenter.default
      keyboardObservers = [
        center.addObserver(
          forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { note in
          let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
          MainActor.assumeIsolated { self.keyboardCovers(frame?.height ?? 0) }
        }
      ]
    }
    if app.makes(.keyboardObserversPileUp) {
      // Planted: added once, in `viewDidLoad`, and never removed (see `viewDidDisappear`).
      observeTheKeyboard()
    }
    if app.makes(.viewModelCycle) {
      // Planted: the view model holds this closure, the closure the editor, the editor the
      // view model.
      viewModel.onSave = { self.close() }
    } else {
      viewModel.onSave = { [weak self] in self?.close() }
    }
  }

  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard !app.makes(.keyboardObserverKept), keyboardObservers.isEmpty else { return }
    observeTheKeyboard()
  }

  /// Follows the keyboard with blocks that hold the editor weakly.
  private func observeTheKeyboard() {
    let center = NotificationCenter.default
    keyboardObservers = [
      center.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
      ) { [weak self] note in
        let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        MainActor.assumeIsolated { self?.keyboardCovers(frame?.height ?? 0) }
      },
      center.addObserver(
        forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil
      ) { [weak self] _ in MainActor.assumeIsolated { self?.keyboardCovers(0) } },
    ]
  }

  public override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    _ = bodyView.becomeFirstResponder()
  }

  public override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    view.endEditing(true)
  }

  public override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    guard !app.makes(.keyboardObserverKept), !app.makes(.keyboardObserversPileUp) else { return }
    keyboardObservers.forEach(NotificationCenter.default.removeObserver)
    keyboardObservers = []
  }

  /// Keeps the body's text above a keyboard `height` points high (0: none).
  private func keyboardCovers(_ height: CGFloat) {
    bodyView.contentInset.bottom = height
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
