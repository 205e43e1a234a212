#include "CSourceCoverage.h"

#include <stdlib.h>

// LLVM's profile runtime, linked into an executable built with `-profile-generate`. Declared
// weak: in a build without it nothing defines them and their addresses are null, so the same
// sources build and run either way. The runtime registers itself from the instrumented code,
// which brings in the file that defines these.
extern int __llvm_profile_write_file(void) __attribute__((weak));
extern void __llvm_profile_set_filename(const char *name) __attribute__((weak));
extern void __llvm_profile_reset_counters(void) __attribute__((weak));

int vcs_profile_linked(void) {
  return __llvm_profile_write_file != 0 && __llvm_profile_set_filename != 0 &&
         __llvm_profile_reset_counters != 0;
}

void vcs_profile_set_filename(const char *pattern) {
  if (__llvm_profile_set_filename) __llvm_profile_set_filename(pattern);
}

void vcs_profile_reset(void) {
  if (__llvm_profile_reset_counters) __llvm_profile_reset_counters();
}

int vcs_profile_write(void) {
  if (!__llvm_profile_write_file) return -1;
  return __llvm_profile_write_file();
}

// Before the profile runtime starts (its constructor has the default priority): a process of
// an executable built with code coverage writes its counters where LLVM_PROFILE_FILE says, or
// nowhere. Left alone, the runtime would create default.profraw in the user's folder at every
// start, and fill it at every exit, whether or not the command was asked for coverage.
__attribute__((constructor(101))) static void vcs_profile_default_file(void) {
  if (__llvm_profile_set_filename) setenv("LLVM_PROFILE_FILE", VCS_PROFILE_NOWHERE, 0);
}
