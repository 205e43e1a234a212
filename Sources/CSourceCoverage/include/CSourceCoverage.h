#ifndef CSOURCECOVERAGE_H
#define CSOURCECOVERAGE_H

/// 1 when LLVM's profile runtime is linked into this executable (built with
/// `-profile-generate -profile-coverage-mapping`, as `swift build --enable-code-coverage`
/// does), else 0.
int vcs_profile_linked(void);

/// Where this process writes its counters (a pattern: `%p` the process, `%Nm` a pool of N
/// files merged into as processes end). Only when `vcs_profile_linked()`.
void vcs_profile_set_filename(const char *_Nonnull pattern);

/// Clears this process's counters. Only when `vcs_profile_linked()`.
void vcs_profile_reset(void);

/// Writes this process's counters now (and again at its exit, to the file then set); 0 when
/// written. Only when `vcs_profile_linked()`.
int vcs_profile_write(void);

/// Where a process writes its counters when LLVM_PROFILE_FILE does not say: nowhere.
#define VCS_PROFILE_NOWHERE "/dev/null"

#endif
