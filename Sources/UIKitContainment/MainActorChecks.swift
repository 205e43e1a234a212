// The thread that runs a model passes Swift's main-actor checks while it runs it
// (`CMainActorChecks`). Declared here rather than imported: a Clang module imported by the
// layer, even internally, would have to be found by everything that compiles against the
// layer, and code written for UIKit is compiled with the layer's modules alone.

/// Makes this thread pass the main actor's checks until ``vcsMainActorChecksLeave(_:)``;
/// returns what that restores.
@_silgen_name("vcs_main_actor_checks_enter")
func vcsMainActorChecksEnter() -> Int32

/// Ends what the matching ``vcsMainActorChecksEnter()`` began.
@_silgen_name("vcs_main_actor_checks_leave")
func vcsMainActorChecksLeave(_ previous: Int32)
