#define _GNU_SOURCE
#include "CAllocationCounter.h"
#include "Interposition.h"

#include <stdbool.h>

#ifdef VCS_INTERPOSES
#include <dlfcn.h>
#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#endif

// Counting by interposition: this target defines the C allocation functions, so that every
// call to them in a process that links it (the Swift runtime's included) comes here first,
// is counted on the calling thread, and goes on to the allocator that would have served it
// (jemalloc, or a tool preloaded ahead of it, such as heaptrack), found with
// dlsym(RTLD_NEXT, …). The allocator itself is untouched: it stays on its fast path, and what
// it serves (sizes, addresses, its own byte counters) is what it would serve without us.
//
// Only on Linux, and not under AddressSanitizer or ThreadSanitizer, whose runtimes define these
// functions themselves (Interposition.h): elsewhere nothing is defined and nothing is counted.

// Thread-locals of the initial-exec model: a load at a fixed offset from the thread pointer,
// not a call to __tls_get_addr (the default for code built position-independent). This target
// is linked into the program, never opened later with dlopen.
#define VCS_THREAD_LOCAL static _Thread_local __attribute__((tls_model("initial-exec")))

VCS_THREAD_LOCAL uint64_t allocations;
VCS_THREAD_LOCAL uint64_t frees;
VCS_THREAD_LOCAL const uint64_t *tracked_allocated;
VCS_THREAD_LOCAL const uint64_t *tracked_freed;
VCS_THREAD_LOCAL int64_t peak;

// An allocation served: counted, and the thread's peak of live bytes raised if it must be (the
// thread's byte counters already count the block when the allocator returns it).
static inline void count_allocation(void) {
  allocations += 1;
  if (tracked_allocated != NULL) {
    int64_t live = (int64_t)(*tracked_allocated - *tracked_freed);
    if (live > peak) peak = live;
  }
}

#ifdef VCS_INTERPOSES

// The same, for C++'s `operator new` and `operator delete` (OperatorNew.cpp).
__attribute__((visibility("hidden"))) void vcs_count_allocation(void) { count_allocation(); }
__attribute__((visibility("hidden"))) void vcs_count_free(void) { frees += 1; }

typedef void *(*malloc_function)(size_t);
typedef void (*free_function)(void *);
typedef void *(*calloc_function)(size_t, size_t);
typedef void *(*realloc_function)(void *, size_t);
typedef int (*posix_memalign_function)(void **, size_t, size_t);
typedef void *(*aligned_function)(size_t, size_t);

static _Atomic(malloc_function) next_malloc;
static _Atomic(free_function) next_free;
static _Atomic(calloc_function) next_calloc;
static _Atomic(realloc_function) next_realloc;
static _Atomic(posix_memalign_function) next_posix_memalign;
static _Atomic(aligned_function) next_aligned_alloc;
static _Atomic(aligned_function) next_memalign;
static _Atomic(malloc_function) next_valloc;

// While this thread looks the allocator up, dlsym may allocate: such blocks come from a static
// buffer (zeroed, never given back), and free ignores them.
VCS_THREAD_LOCAL bool resolving;
static _Alignas(64) char bootstrap[64 * 1024];
static atomic_size_t bootstrap_used;

static void *bootstrap_allocate(size_t size, size_t alignment) {
  if (alignment < 16) alignment = 16;
  size_t used = atomic_load(&bootstrap_used);
  for (;;) {
    size_t start = (used + alignment - 1) & ~(alignment - 1);
    if (start > sizeof(bootstrap) || size > sizeof(bootstrap) - start) return NULL;
    if (atomic_compare_exchange_weak(&bootstrap_used, &used, start + size)) {
      return bootstrap + start;
    }
  }
}

static bool is_bootstrap(const void *pointer) {
  return (const char *)pointer >= bootstrap && (const char *)pointer < bootstrap + sizeof(bootstrap);
}

static void *look_up(const char *name, void *self) {
  void *found = dlsym(RTLD_NEXT, name);
  if (found == self) found = NULL;  // never call ourselves
  return found;
}

// Looks the allocator's functions up once (again on a thread that finds them missing, which
// only happens before the first lookup has ended: the answers are the same).
static void resolve(void) {
  resolving = true;
  atomic_store(&next_free, (free_function)look_up("free", (void *)free));
  atomic_store(&next_calloc, (calloc_function)look_up("calloc", (void *)calloc));
  atomic_store(&next_realloc, (realloc_function)look_up("realloc", (void *)realloc));
  atomic_store(
    &next_posix_memalign,
    (posix_memalign_function)look_up("posix_memalign", (void *)posix_memalign));
  atomic_store(
    &next_aligned_alloc, (aligned_function)look_up("aligned_alloc", (void *)aligned_alloc));
  atomic_store(&next_memalign, (aligned_function)look_up("memalign", (void *)memalign));
  atomic_store(&next_valloc, (malloc_function)look_up("valloc", (void *)valloc));
  atomic_store(&next_malloc, (malloc_function)look_up("malloc", (void *)malloc));
  resolving = false;
  if (atomic_load(&next_malloc) == NULL || atomic_load(&next_free) == NULL) {
    static const char message[] =
      "CAllocationCounter: no allocator after this one (dlsym(RTLD_NEXT, \"malloc\") failed)\n";
    (void)!write(2, message, sizeof(message) - 1);
    abort();
  }
}

// The next allocator's `function`, looked up if need be; NULL while this thread looks it up.
#define NEXT(function)                                          \
  __extension__({                                               \
    __typeof__(atomic_load(&next_##function)) found =           \
      atomic_load_explicit(&next_##function, memory_order_acquire); \
    if (__builtin_expect(found == NULL, 0) && !resolving) {     \
      resolve();                                                \
      found = atomic_load(&next_##function);                    \
    }                                                           \
    found;                                                      \
  })

// The fast paths load the next function, count and call it; anything else (the first calls,
// before the lookup, and the blocks of the lookup itself) takes a slow path of its own.

__attribute__((noinline)) static void *malloc_slow(size_t size) {
  malloc_function next = NEXT(malloc);
  if (next == NULL) return bootstrap_allocate(size, 16);
  void *result = next(size);
  if (result != NULL) count_allocation();
  return result;
}

void *malloc(size_t size) {
  malloc_function next = atomic_load_explicit(&next_malloc, memory_order_acquire);
  if (__builtin_expect(next == NULL, 0)) return malloc_slow(size);
  void *result = next(size);
  if (__builtin_expect(result != NULL, 1)) count_allocation();
  return result;
}

__attribute__((noinline)) static void free_slow(void *pointer) {
  if (pointer == NULL || is_bootstrap(pointer)) return;
  free_function next = NEXT(free);
  if (next == NULL) return;  // only a block of the lookup itself could come here: keep it
  frees += 1;
  next(pointer);
}

void free(void *pointer) {
  free_function next = atomic_load_explicit(&next_free, memory_order_acquire);
  // Blocks of the lookup exist only if it allocated (glibc's dlsym does not, unless it fails).
  if (__builtin_expect(next == NULL || pointer == NULL || atomic_load_explicit(
        &bootstrap_used, memory_order_relaxed) != 0, 0)) {
    return free_slow(pointer);
  }
  frees += 1;
  next(pointer);
}

void *calloc(size_t count, size_t size) {
  calloc_function next = NEXT(calloc);
  if (next == NULL) {
    size_t total;
    if (__builtin_mul_overflow(count, size, &total)) return NULL;
    return bootstrap_allocate(total, 16);  // zeroed: static storage, never reused
  }
  void *result = next(count, size);
  if (result != NULL) count_allocation();
  return result;
}

void *realloc(void *pointer, size_t size) {
  if (pointer != NULL && is_bootstrap(pointer)) {
    // A block of the lookup, grown: moved to the allocator (its size is not known; what
    // follows it in the buffer is copied too, harmlessly).
    void *moved = malloc(size);
    if (moved != NULL) {
      size_t room = (size_t)(bootstrap + sizeof(bootstrap) - (char *)pointer);
      memcpy(moved, pointer, size < room ? size : room);
    }
    return moved;
  }
  realloc_function next = NEXT(realloc);
  if (next == NULL) return pointer == NULL ? bootstrap_allocate(size, 16) : NULL;
  void *result = next(pointer, size);
  if (pointer == NULL) {
    if (result != NULL) count_allocation();
  } else if (result != NULL && result != pointer) {
    // Moved: a new block and the old one freed (grown or shrunk in place, neither).
    count_allocation();
    frees += 1;
  } else if (result == NULL && size == 0) {
    frees += 1;  // realloc(p, 0) freed p
  }
  return result;
}

int posix_memalign(void **out, size_t alignment, size_t size) {
  posix_memalign_function next = NEXT(posix_memalign);
  if (next == NULL) {
    *out = bootstrap_allocate(size, alignment);
    return *out == NULL ? ENOMEM : 0;
  }
  int status = next(out, alignment, size);
  if (status == 0) count_allocation();
  return status;
}

// aligned_alloc and memalign alike: the next one's block, counted.
static void *counted_aligned(aligned_function next, size_t alignment, size_t size) {
  if (next == NULL) return bootstrap_allocate(size, alignment);
  void *result = next(alignment, size);
  if (result != NULL) count_allocation();
  return result;
}

void *aligned_alloc(size_t alignment, size_t size) {
  return counted_aligned(NEXT(aligned_alloc), alignment, size);
}

void *memalign(size_t alignment, size_t size) {
  return counted_aligned(NEXT(memalign), alignment, size);
}

void *valloc(size_t size) {
  malloc_function next = NEXT(valloc);
  if (next == NULL) return bootstrap_allocate(size, 4096);
  void *result = next(size);
  if (result != NULL) count_allocation();
  return result;
}

int vcs_allocation_counting(void) { return 1; }

#else

int vcs_allocation_counting(void) { return 0; }

#endif

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
