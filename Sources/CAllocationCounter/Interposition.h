#ifndef VIEWCACHESTRESS_INTERPOSITION_H
#define VIEWCACHESTRESS_INTERPOSITION_H

// VCS_INTERPOSES: set where this target defines the allocation functions: on Linux (where a
// definition in the program comes before the shared libraries', the Swift runtime's calls
// included), and not under AddressSanitizer or ThreadSanitizer, whose runtimes define them
// themselves. Elsewhere it defines none and counts nothing.
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define VCS_SANITIZED 1
#endif
#endif
#if !defined(VCS_SANITIZED) && (defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__))
#define VCS_SANITIZED 1
#endif
#if defined(__linux__) && !defined(VCS_SANITIZED)
#define VCS_INTERPOSES 1
#endif

#endif
