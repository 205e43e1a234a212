#ifndef VIEWCACHESTRESS_C_PROCESS_SUPPORT_H
#define VIEWCACHESTRESS_C_PROCESS_SUPPORT_H

/// Asks the kernel to send `signal` to this process when its parent dies (Linux's
/// PR_SET_PDEATHSIG; elsewhere nothing). Returns 0, or -1 with errno set.
///
/// `prctl` is variadic, so Swift cannot call it directly.
int vcs_set_parent_death_signal(int signal);

/// The variable that makes a program started again by StressRegressions replay the kept case
/// it names, before its main function, and end.
#define VCS_REGRESSION_CASE_VARIABLE "VIEWCACHESTRESS_REGRESSION_CASE"

#endif
