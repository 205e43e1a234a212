#ifndef VIEWCACHESTRESS_SANITIZED_H
#define VIEWCACHESTRESS_SANITIZED_H

// VCS_SANITIZED: set in a build under AddressSanitizer or ThreadSanitizer, whose runtimes define
// the allocation functions themselves: this target then defines none and counts nothing.
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define VCS_SANITIZED 1
#endif
#endif
#if !defined(VCS_SANITIZED) && (defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__))
#define VCS_SANITIZED 1
#endif

#endif
