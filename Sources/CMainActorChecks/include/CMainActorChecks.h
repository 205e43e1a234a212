#ifndef VIEWCACHESTRESS_C_MAIN_ACTOR_CHECKS_H
#define VIEWCACHESTRESS_C_MAIN_ACTOR_CHECKS_H

/// Makes this thread pass Swift's checks that code runs on the main actor
/// (`MainActor.assumeIsolated`, `MainActor.preconditionIsolated`, Swift 6's checks of
/// `@MainActor` closures) until the matching `vcs_main_actor_checks_leave`: the thread runs a
/// model, whose UIKit code iOS would run on the main thread. Other actors' checks, and other
/// threads', are Swift's own. Returns what `vcs_main_actor_checks_leave` restores.
///
/// The first call installs Swift's `swift_task_checkIsolated_hook` (where the runtime has it;
/// elsewhere the checks stay Swift's own, and `vcs_main_actor_checks_available` says so).
int vcs_main_actor_checks_enter(void);

/// Ends what the matching `vcs_main_actor_checks_enter` began: `previous` is what it returned.
void vcs_main_actor_checks_leave(int previous);

/// Makes this thread pass the main actor's checks from now on: it made one of the model's view
/// controllers, and the model's callbacks, isolated to the main actor as UIKit's are, run on it.
/// Cheap after the first call on a thread.
void vcs_main_actor_checks_adopt_thread(void);

/// Whether this process's Swift runtime lets the checks be passed (1) or not (0).
int vcs_main_actor_checks_available(void);

#endif
