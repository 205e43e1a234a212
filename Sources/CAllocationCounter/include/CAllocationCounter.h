#ifndef VIEWCACHESTRESS_CALLOCATIONCOUNTER_H
#define VIEWCACHESTRESS_CALLOCATIONCOUNTER_H

#include <stddef.h>
#include <stdint.h>

/// Whether this process counts its allocations: 1 when this target's allocation functions
/// (`malloc`, `free`, `calloc`, `realloc`, `posix_memalign`, `aligned_alloc`, `memalign`,
/// `valloc`) are in place, which count each call on the calling thread and hand it on to the
/// allocator that would have served it (the next definition, found with
/// `dlsym(RTLD_NEXT, ...)`); 0 in a build under AddressSanitizer or ThreadSanitizer, whose
/// runtimes define these functions themselves, and off Linux.
int vcs_allocation_counting(void);

/// The calling thread's count of allocations (a block `realloc` moved to included) since it
/// started: a stable address for the thread's life, read with a load.
const uint64_t *vcs_thread_allocation_count(void);

/// The calling thread's count of frees (the block `realloc` moved from included).
const uint64_t *vcs_thread_free_count(void);

/// Starts tracking the calling thread's peak of live bytes: `allocated - freed`, read from the
/// thread's own cumulative byte counters (jemalloc's `thread.allocatedp` and
/// `thread.deallocatedp`) at every allocation, so that the peak is exact, even inside an
/// operation. Resets the peak to the live bytes now.
void vcs_peak_track(const uint64_t *allocated, const uint64_t *freed);

/// Resets the calling thread's peak to its live bytes now (see `vcs_peak_track`).
void vcs_peak_reset(void);

/// The calling thread's peak of live bytes since the last reset (0 when it is not tracked).
int64_t vcs_peak_read(void);

#endif
