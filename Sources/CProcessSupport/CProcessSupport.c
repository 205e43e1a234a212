#include "CProcessSupport.h"

#include <stdlib.h>

#if defined(__linux__)
#include <sys/prctl.h>

int vcs_set_parent_death_signal(int signal) {
  return prctl(PR_SET_PDEATHSIG, signal);
}
#else
int vcs_set_parent_death_signal(int signal) {
  (void)signal;
  return 0;
}
#endif

// StressKit's replay of one kept case, in a process of its own: defined in Swift
// (StressRegressions+Worker.swift), weak so that a program without StressKit links.
extern void vcs_regression_worker_main(void) __attribute__((weak));

// A program started again by StressRegressions to replay one kept case (the variable names
// it) does that before its main function, and ends: a test bundle's runner never starts.
__attribute__((constructor)) static void vcs_regression_worker(void) {
  if (getenv(VCS_REGRESSION_CASE_VARIABLE) != NULL && vcs_regression_worker_main != NULL) {
    vcs_regression_worker_main();
  }
}
