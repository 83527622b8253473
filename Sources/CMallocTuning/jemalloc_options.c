// How jemalloc, the release program's allocator (see Package.swift), is set up: read by jemalloc
// from this symbol when it starts, before `main` (a `MALLOC_CONF` in the environment still
// applies after it). The debug program allocates through glibc, which never reads it.
//
// - `narenas:1`: one arena for every thread. jemalloc's default is four per core; a build's
//   threads are the cores', and each thread's cache serves most allocations without the arena's
//   lock, while memory freed by one thread is reused by the others instead of sitting in an
//   arena of its own: a lower peak.
// Transparent huge pages are left to the system's default: asked for, the kernel spent a fifth of
// a one-document rebuild's CPU zeroing 2 MB pages the build barely used.
#include "jemalloc_options.h"

const char *malloc_conf = "narenas:1";
