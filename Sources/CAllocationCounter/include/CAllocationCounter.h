#ifndef VIEWCACHESTRESS_CALLOCATIONCOUNTER_H
#define VIEWCACHESTRESS_CALLOCATIONCOUNTER_H

#include <stddef.h>
#include <stdint.h>

/// jemalloc's `mallctl`, passed in so that this target links no allocator of its own.
typedef int (*vcs_mallctl_function)(
    const char *name, void *oldp, size_t *oldlenp, void *newp, size_t newlen);

/// Installs allocation hooks in jemalloc (`experimental.hooks.install`, jemalloc 5.x) that count
/// every allocation and every free, per thread, from then on. Safe to call more than once and
/// from several threads: the hooks are installed once.
///
/// Returns 0 when the hooks are in place, else the error `mallctl` gave.
int vcs_allocation_counter_install(vcs_mallctl_function mallctl);

/// The calling thread's count of allocations (realloc's new block included) since the hooks
/// were installed: a stable address for the thread's life, read with a load.
const uint64_t *vcs_thread_allocation_count(void);

/// The calling thread's count of frees (realloc's old block included).
const uint64_t *vcs_thread_free_count(void);

/// Starts tracking the calling thread's peak of live bytes: `allocated - freed`, read from the
/// thread's own cumulative byte counters (jemalloc's `thread.allocatedp` and
/// `thread.deallocatedp`) at every allocation the hooks see, so that the peak is exact, even
/// inside an operation. Resets the peak to the live bytes now.
void vcs_peak_track(const uint64_t *allocated, const uint64_t *freed);

/// Resets the calling thread's peak to its live bytes now (see `vcs_peak_track`).
void vcs_peak_reset(void);

/// The calling thread's peak of live bytes since the last reset (0 when it is not tracked).
int64_t vcs_peak_read(void);

#endif
