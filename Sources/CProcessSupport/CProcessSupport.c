#include "CProcessSupport.h"

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
