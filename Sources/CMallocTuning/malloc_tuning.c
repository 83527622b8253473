// How the `zhinan` program asks the C allocator for memory.
//
// A build makes millions of small objects on both cores. Each thread's heap (glibc gives each
// thread an arena of up to 64 MB) was committed a little at a time: at 10,000 documents a rebuild
// made 39,000 `mprotect` calls, each waiting on the process's memory lock. With a top pad of 64 MB
// a new heap is committed whole, once (78 calls). Committed memory gets pages only when it is
// touched, so the resident size does not grow.
//
// It must be set before a second thread allocates: a heap made before keeps growing in small
// steps (set at the start of the build command, 16,000 calls were left and the time did not
// move). `zhinan`'s entry point calls it first.
//
// This is for the debug program (`make site`, the tests): the release program allocates through
// jemalloc (see Package.swift), and glibc's setting then only applies to a heap nothing uses.

#include "malloc_tuning.h"
#include <stdlib.h>  // defines __GLIBC__ where the C library is glibc

#if defined(__GLIBC__)
#include <malloc.h>

int zhinan_tune_malloc(void) { return mallopt(M_TOP_PAD, 64 << 20); }
#else
int zhinan_tune_malloc(void) { return 0; }
#endif
