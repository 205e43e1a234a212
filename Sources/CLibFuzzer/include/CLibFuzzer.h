#ifndef CLIBFUZZER_H
#define CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// The function libFuzzer calls with each input: 0 to go on, -1 to keep the input out of the
/// corpus.
typedef int (*vcs_libfuzzer_callback)(const uint8_t *_Nullable data, size_t size);

/// 1 when libFuzzer is linked into this executable (built with `-sanitize=fuzzer`), else 0.
int vcs_libfuzzer_linked(void);

/// Runs libFuzzer's driver on `argv` (libFuzzer's own flags and corpus folders) with
/// `callback`; libFuzzer ends the process when it is done. Only when `vcs_libfuzzer_linked()`.
int vcs_libfuzzer_run(
    int *_Nonnull argc, char *_Nullable *_Nullable *_Nonnull argv,
    vcs_libfuzzer_callback _Nonnull callback);

/// The inline 8-bit counters of the executable's instrumented edges (`-sanitize=fuzzer` gives
/// each edge one, which libFuzzer clears before each input): sets `*start` and returns their
/// number, 0 in an executable without them.
size_t vcs_sancov_counters(const uint8_t *_Nullable *_Nonnull start);

/// Sets the bit in `reached` (one bit per counter, `(count + 63) / 64` words) of each of the
/// `count` counters at `counters` that is not 0, and returns how many bits it set that were not.
size_t vcs_sancov_mark(
    const uint8_t *_Nonnull counters, size_t count, uint64_t *_Nonnull reached);

#endif
