#include "CLibFuzzer.h"

// libFuzzer's entry point for a program with a main of its own. Declared weak: in a build
// without `-sanitize=fuzzer` nothing defines it and its address is null, so the same sources
// build and run either way.
extern int LLVMFuzzerRunDriver(int *argc, char ***argv,
                               int (*callback)(const uint8_t *data, size_t size))
    __attribute__((weak));

int vcs_libfuzzer_linked(void) { return LLVMFuzzerRunDriver != 0; }

int vcs_libfuzzer_run(int *argc, char ***argv, vcs_libfuzzer_callback callback) {
  if (!LLVMFuzzerRunDriver) return -1;
  return LLVMFuzzerRunDriver(argc, argv, callback);
}

// The linker's bounds of the counters' section, when some object has one.
extern uint8_t __start___sancov_cntrs[] __attribute__((weak));
extern uint8_t __stop___sancov_cntrs[] __attribute__((weak));

size_t vcs_sancov_counters(const uint8_t **start) {
  *start = __start___sancov_cntrs;
  if (!__start___sancov_cntrs || !__stop___sancov_cntrs) return 0;
  return (size_t)(__stop___sancov_cntrs - __start___sancov_cntrs);
}
