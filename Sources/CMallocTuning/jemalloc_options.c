// How jemalloc, the release program's allocator (see Package.swift), is set up: read by jemalloc
// from this symbol when it starts, before `main` (a `MALLOC_CONF` in the environment still
// applies after it). The debug program allocates through glibc, which never reads it.
//
// - `narenas:1`: one arena for every thread. jemalloc's default is four per core; a build's
//   threads are the cores', and each thread's cache serves most allocations without the arena's
//   lock, while memory freed by one thread is reused by the others instead of sitting in an
//   arena of its own: a lower peak.
// - No `thp:always`: on a virtual machine that hands freed memory back to its host, a huge page
//   is fetched from the host whole when a build first touches it, and a build started a few
//   seconds after the last one (as after an edit) is slower with them than without.
#include "jemalloc_options.h"

const char *malloc_conf = "narenas:1";
