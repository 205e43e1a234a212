// C++'s global `operator new` and `operator delete`, replaced as the C allocation functions are
// (CAllocationCounter.c): each call counted on the calling thread, then handed on to the next
// definition (jemalloc exports its own, which the Swift runtime's metadata caches reach).
// Only where the C functions are replaced too (Interposition.h).

#include "Interposition.h"

#ifdef VCS_INTERPOSES

#include <dlfcn.h>

#include <atomic>
#include <cstddef>
#include <cstdlib>
#include <new>

extern "C" void vcs_count_allocation(void);
extern "C" void vcs_count_free(void);

namespace {

// The next definition of the function mangled as `name` (never this one), looked up once.
template <typename Function>
Function next(std::atomic<Function> &slot, const char *name, Function self) {
  Function found = slot.load(std::memory_order_acquire);
  if (found == nullptr) {
    found = reinterpret_cast<Function>(dlsym(RTLD_NEXT, name));
    if (found == self) found = nullptr;
    if (found == nullptr) {
      // No allocator after this one: the C functions serve, as C++'s own `new` would.
      return nullptr;
    }
    slot.store(found, std::memory_order_release);
  }
  return found;
}

using New = void *(*)(std::size_t);
using NewNothrow = void *(*)(std::size_t, const std::nothrow_t &) noexcept;
using NewAligned = void *(*)(std::size_t, std::align_val_t);
using NewAlignedNothrow = void *(*)(std::size_t, std::align_val_t, const std::nothrow_t &) noexcept;
using Delete = void (*)(void *) noexcept;
using DeleteNothrow = void (*)(void *, const std::nothrow_t &) noexcept;
using DeleteSized = void (*)(void *, std::size_t) noexcept;
using DeleteAligned = void (*)(void *, std::align_val_t) noexcept;
using DeleteAlignedNothrow = void (*)(void *, std::align_val_t, const std::nothrow_t &) noexcept;
using DeleteSizedAligned = void (*)(void *, std::size_t, std::align_val_t) noexcept;

// What serves a `new` when no later definition exists: the C functions.
void *fallback(std::size_t size, std::size_t alignment, bool nothrow) {
  void *result = nullptr;
  if (alignment <= alignof(std::max_align_t)) {
    result = std::malloc(size == 0 ? 1 : size);
  } else if (posix_memalign(&result, alignment, size == 0 ? 1 : size) != 0) {
    result = nullptr;
  }
  if (result == nullptr && !nothrow) throw std::bad_alloc();
  return result;  // counted by the C function
}

void *counted(void *result) {
  if (result != nullptr) vcs_count_allocation();
  return result;
}

}  // namespace

// Spelt out: one per form jemalloc exports.

void *operator new(std::size_t size) {
  static std::atomic<New> slot{nullptr};
  New function = next<New>(slot, "_Znwm", static_cast<New>(&::operator new));
  if (function == nullptr) return fallback(size, 0, false);
  return counted(function(size));
}

void *operator new[](std::size_t size) {
  static std::atomic<New> slot{nullptr};
  New function = next<New>(slot, "_Znam", static_cast<New>(&::operator new[]));
  if (function == nullptr) return fallback(size, 0, false);
  return counted(function(size));
}

void *operator new(std::size_t size, const std::nothrow_t &tag) noexcept {
  static std::atomic<NewNothrow> slot{nullptr};
  NewNothrow function =
    next<NewNothrow>(slot, "_ZnwmRKSt9nothrow_t", static_cast<NewNothrow>(&::operator new));
  if (function == nullptr) return fallback(size, 0, true);
  return counted(function(size, tag));
}

void *operator new[](std::size_t size, const std::nothrow_t &tag) noexcept {
  static std::atomic<NewNothrow> slot{nullptr};
  NewNothrow function =
    next<NewNothrow>(slot, "_ZnamRKSt9nothrow_t", static_cast<NewNothrow>(&::operator new[]));
  if (function == nullptr) return fallback(size, 0, true);
  return counted(function(size, tag));
}

void *operator new(std::size_t size, std::align_val_t alignment) {
  static std::atomic<NewAligned> slot{nullptr};
  NewAligned function =
    next<NewAligned>(slot, "_ZnwmSt11align_val_t", static_cast<NewAligned>(&::operator new));
  if (function == nullptr) return fallback(size, static_cast<std::size_t>(alignment), false);
  return counted(function(size, alignment));
}

void *operator new[](std::size_t size, std::align_val_t alignment) {
  static std::atomic<NewAligned> slot{nullptr};
  NewAligned function =
    next<NewAligned>(slot, "_ZnamSt11align_val_t", static_cast<NewAligned>(&::operator new[]));
  if (function == nullptr) return fallback(size, static_cast<std::size_t>(alignment), false);
  return counted(function(size, alignment));
}

void *operator new(std::size_t size, std::align_val_t alignment, const std::nothrow_t &tag) noexcept {
  static std::atomic<NewAlignedNothrow> slot{nullptr};
  NewAlignedNothrow function = next<NewAlignedNothrow>(
    slot, "_ZnwmSt11align_val_tRKSt9nothrow_t", static_cast<NewAlignedNothrow>(&::operator new));
  if (function == nullptr) return fallback(size, static_cast<std::size_t>(alignment), true);
  return counted(function(size, alignment, tag));
}

void *operator new[](std::size_t size, std::align_val_t alignment, const std::nothrow_t &tag) noexcept {
  static std::atomic<NewAlignedNothrow> slot{nullptr};
  NewAlignedNothrow function = next<NewAlignedNothrow>(
    slot, "_ZnamSt11align_val_tRKSt9nothrow_t",
    static_cast<NewAlignedNothrow>(&::operator new[]));
  if (function == nullptr) return fallback(size, static_cast<std::size_t>(alignment), true);
  return counted(function(size, alignment, tag));
}

// Deletes: counted when they free something; handed on, or to `free` when nothing follows.

#define VCS_DELETE_BODY(Type, mangled, self, ...)                  \
  if (pointer == nullptr) return;                                  \
  static std::atomic<Type> slot{nullptr};                          \
  Type function = next<Type>(slot, mangled, static_cast<Type>(self)); \
  if (function == nullptr) return std::free(pointer);              \
  vcs_count_free();                                                \
  function(__VA_ARGS__);

void operator delete(void *pointer) noexcept {
  VCS_DELETE_BODY(Delete, "_ZdlPv", &::operator delete, pointer)
}

void operator delete[](void *pointer) noexcept {
  VCS_DELETE_BODY(Delete, "_ZdaPv", &::operator delete[], pointer)
}

void operator delete(void *pointer, const std::nothrow_t &tag) noexcept {
  VCS_DELETE_BODY(DeleteNothrow, "_ZdlPvRKSt9nothrow_t", &::operator delete, pointer, tag)
}

void operator delete[](void *pointer, const std::nothrow_t &tag) noexcept {
  VCS_DELETE_BODY(DeleteNothrow, "_ZdaPvRKSt9nothrow_t", &::operator delete[], pointer, tag)
}

void operator delete(void *pointer, std::size_t size) noexcept {
  VCS_DELETE_BODY(DeleteSized, "_ZdlPvm", &::operator delete, pointer, size)
}

void operator delete[](void *pointer, std::size_t size) noexcept {
  VCS_DELETE_BODY(DeleteSized, "_ZdaPvm", &::operator delete[], pointer, size)
}

void operator delete(void *pointer, std::align_val_t alignment) noexcept {
  VCS_DELETE_BODY(DeleteAligned, "_ZdlPvSt11align_val_t", &::operator delete, pointer, alignment)
}

void operator delete[](void *pointer, std::align_val_t alignment) noexcept {
  VCS_DELETE_BODY(
    DeleteAligned, "_ZdaPvSt11align_val_t", &::operator delete[], pointer, alignment)
}

void operator delete(void *pointer, std::align_val_t alignment, const std::nothrow_t &tag) noexcept {
  VCS_DELETE_BODY(
    DeleteAlignedNothrow, "_ZdlPvSt11align_val_tRKSt9nothrow_t", &::operator delete, pointer,
    alignment, tag)
}

void operator delete[](void *pointer, std::align_val_t alignment, const std::nothrow_t &tag) noexcept {
  VCS_DELETE_BODY(
    DeleteAlignedNothrow, "_ZdaPvSt11align_val_tRKSt9nothrow_t", &::operator delete[], pointer,
    alignment, tag)
}

void operator delete(void *pointer, std::size_t size, std::align_val_t alignment) noexcept {
  VCS_DELETE_BODY(
    DeleteSizedAligned, "_ZdlPvmSt11align_val_t", &::operator delete, pointer, size, alignment)
}

void operator delete[](void *pointer, std::size_t size, std::align_val_t alignment) noexcept {
  VCS_DELETE_BODY(
    DeleteSizedAligned, "_ZdaPvmSt11align_val_t", &::operator delete[], pointer, size, alignment)
}

#endif
