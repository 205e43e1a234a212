// The callbacks a subclass overrides (`viewDidLoad()`, `viewWillAppear(_:)`…) are
// `@preconcurrency @MainActor`, as UIKit's are, so that an override is isolated to the main
// actor as it is on iOS: a screen marked `@MainActor` may change its own state and call its own
// methods there. The model calls them from the thread that runs it, never from two threads at
// once: the guarantee the main actor stands for, kept by the model's one-run-one-thread rule
// rather than by the main thread. This module is compiled in Swift 5 mode (`Package.swift`), so
// those calls (`shouldAutorotate` read by the window, `viewDidLoad()` by the view's load…) are
// plain calls, with none of Swift 6's run-time checks in them.

/// Makes this thread pass Swift's main-actor checks from now on (`CMainActorChecks`).
///
/// Swift 6 code in an override (a closure handed to `forEach`, `MainActor.assumeIsolated`)
/// checks that it runs on the main actor, and the model runs it on the thread that made its
/// view controllers. Declared here rather than imported, so that what compiles against the core
/// need not find a Clang module.
@_silgen_name("vcs_main_actor_checks_adopt_thread")
func vcsMainActorChecksAdoptThread()
