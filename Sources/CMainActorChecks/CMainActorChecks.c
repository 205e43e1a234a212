#include "CMainActorChecks.h"

#include <stddef.h>
#include <stdint.h>

// Swift's concurrency runtime (swift/Runtime/Concurrency.h): an executor is two words, and the
// runtime asks `swift_task_checkIsolated_hook`, when set, whether code may assume it runs on
// an executor it cannot see it is on (the main actor's, from a thread other than the main one).
typedef struct {
  const void *identity;
  uintptr_t implementation;
} vcs_executor;

typedef void (*vcs_check_isolated)(vcs_executor) __attribute__((swiftcall));

extern void (*swift_task_checkIsolated_hook)(vcs_executor, vcs_check_isolated)
    __attribute__((swiftcall)) __attribute__((weak));
extern vcs_executor swift_task_getMainExecutor(void) __attribute__((swiftcall))
__attribute__((weak));

/// The main actor's executor, known once the hook is installed.
static const void *main_identity;
/// Whether this thread runs a model now (nested runs count).
static _Thread_local int runs_a_model;
/// Whether this thread has made one of the model's view controllers: it stands for the main
/// thread from then on, as the thread that builds an app's screens does on iOS.
static _Thread_local int made_a_model;

__attribute__((swiftcall)) static void vcs_check(vcs_executor executor,
                                                 vcs_check_isolated original) {
  if ((runs_a_model || made_a_model) && executor.identity == main_identity) {
    return;
  }
  original(executor);
}

int vcs_main_actor_checks_available(void) {
  return &swift_task_checkIsolated_hook != NULL && swift_task_getMainExecutor != NULL;
}

/// Installs the hook once; a hook someone else installed is kept.
static void install(void) {
  static int installed;
  if (__atomic_load_n(&installed, __ATOMIC_ACQUIRE) || !vcs_main_actor_checks_available()) {
    return;
  }
  __atomic_store_n(&main_identity, swift_task_getMainExecutor().identity, __ATOMIC_RELEASE);
  void (*expected)(vcs_executor, vcs_check_isolated) __attribute__((swiftcall)) = NULL;
  __atomic_compare_exchange_n(&swift_task_checkIsolated_hook, &expected, vcs_check, 0,
                              __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
  __atomic_store_n(&installed, 1, __ATOMIC_RELEASE);
}

int vcs_main_actor_checks_enter(void) {
  install();
  int previous = runs_a_model;
  runs_a_model = 1;
  return previous;
}

void vcs_main_actor_checks_leave(int previous) { runs_a_model = previous; }

void vcs_main_actor_checks_adopt_thread(void) {
  if (made_a_model) {
    return;
  }
  install();
  made_a_model = 1;
}
