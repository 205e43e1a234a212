#ifndef VIEWCACHESTRESS_CJEMALLOC_SHIM_H
#define VIEWCACHESTRESS_CJEMALLOC_SHIM_H

// Debian's libjemalloc-dev installs the unprefixed API (mallctl, mallctlnametomib, ...).
#include <jemalloc/jemalloc.h>

#endif
