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

/// Whether this process's Swift runtime lets the checks be passed (1) or not (0).
int vcs_main_actor_checks_available(void);

#endif
