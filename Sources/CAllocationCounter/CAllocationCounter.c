#include "CAllocationCounter.h"

#include <stdatomic.h>

// jemalloc 5.3's hook types (include/jemalloc/internal/hook.h, "might one day live in a public
// API"): the enums are passed as ints.
typedef void (*hook_alloc)(
    void *extra, int type, void *result, uintptr_t result_raw, uintptr_t args_raw[3]);
typedef void (*hook_dalloc)(void *extra, int type, void *address, uintptr_t args_raw[3]);
typedef void (*hook_expand)(
    void *extra, int type, void *address, size_t old_usize, size_t new_usize,
    uintptr_t result_raw, uintptr_t args_raw[4]);
typedef struct {
  hook_alloc alloc_hook;
  hook_dalloc dalloc_hook;
  hook_expand expand_hook;
  void *extra;
} hooks_t;

static _Thread_local uint64_t allocations;
static _Thread_local uint64_t frees;
static _Thread_local const uint64_t *tracked_allocated;
static _Thread_local const uint64_t *tracked_freed;
static _Thread_local int64_t peak;
static atomic_int installed;

static void on_alloc(void *extra, int type, void *result, uintptr_t result_raw, uintptr_t args[3]) {
  (void)extra, (void)type, (void)result_raw, (void)args;
  if (result == NULL) return;
  allocations += 1;
  // The thread's byte counters already count this block when the hook runs.
  if (tracked_allocated != NULL) {
    int64_t live = (int64_t)(*tracked_allocated - *tracked_freed);
    if (live > peak) peak = live;
  }
}

static void on_dalloc(void *extra, int type, void *address, uintptr_t args[3]) {
  (void)extra, (void)type, (void)args;
  if (address != NULL) frees += 1;
}

// A block grown in place is neither a new allocation nor a free.
static void on_expand(
    void *extra, int type, void *address, size_t old_usize, size_t new_usize,
    uintptr_t result_raw, uintptr_t args[4]) {
  (void)extra, (void)type, (void)address, (void)old_usize, (void)new_usize, (void)result_raw;
  (void)args;
}

int vcs_allocation_counter_install(vcs_mallctl_function mallctl) {
  if (atomic_load(&installed)) return 0;
  static atomic_flag installing = ATOMIC_FLAG_INIT;
  while (atomic_flag_test_and_set(&installing)) {}
  int result = 0;
  if (!atomic_load(&installed)) {
    hooks_t hooks = {on_alloc, on_dalloc, on_expand, NULL};
    void *handle = NULL;
    size_t size = sizeof(handle);
    result = mallctl("experimental.hooks.install", &handle, &size, &hooks, sizeof(hooks));
    if (result == 0) atomic_store(&installed, 1);
  }
  atomic_flag_clear(&installing);
  return result;
}

const uint64_t *vcs_thread_allocation_count(void) { return &allocations; }

const uint64_t *vcs_thread_free_count(void) { return &frees; }

void vcs_peak_track(const uint64_t *allocated, const uint64_t *freed) {
  tracked_allocated = allocated;
  tracked_freed = freed;
  vcs_peak_reset();
}

void vcs_peak_reset(void) {
  peak = tracked_allocated == NULL ? 0 : (int64_t)(*tracked_allocated - *tracked_freed);
}

int64_t vcs_peak_read(void) { return peak; }
