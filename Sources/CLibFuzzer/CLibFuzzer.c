#include "CLibFuzzer.h"

#include <string.h>

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

size_t vcs_sancov_mark(const uint8_t *counters, size_t count, uint64_t *reached) {
  // Compiled without the fuzzer's instrumentation (a C target does not get the Swift build's
  // -sanitize=fuzzer): written in Swift, every comparison of this loop would be traced for
  // libFuzzer's value profile, some 10,000 calls an input.
  size_t added = 0;
  size_t index = 0;
  while (index < count) {
    if (index + 8 <= count) {
      uint64_t word;
      memcpy(&word, counters + index, sizeof word);
      if (word == 0) {
        index += 8;
        continue;
      }
    }
    if (counters[index] != 0) {
      uint64_t mask = (uint64_t)1 << (index % 64);
      if (!(reached[index / 64] & mask)) {
        reached[index / 64] |= mask;
        added += 1;
      }
    }
    index += 1;
  }
  return added;
}

size_t vcs_sancov_counters(const uint8_t **start) {
  *start = __start___sancov_cntrs;
  if (!__start___sancov_cntrs || !__stop___sancov_cntrs) return 0;
  return (size_t)(__stop___sancov_cntrs - __start___sancov_cntrs);
}
