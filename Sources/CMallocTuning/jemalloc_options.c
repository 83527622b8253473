// How jemalloc, the release program's allocator (see Package.swift), is set up: read by jemalloc
// from this symbol when it starts, before `main` (a `MALLOC_CONF` in the environment still
// applies after it). The debug program allocates through glibc, which never reads it.
//
// - `narenas:1`: one arena for every thread. jemalloc's default is four per core; a build's
//   threads are the cores', and each thread's cache serves most allocations without the arena's
//   lock, while memory freed by one thread is reused by the others instead of sitting in an
//   arena of its own: a lower peak.
// - `thp:always`: the heap in transparent huge pages (where the system allows them: Debian's
//   default is "madvise", and jemalloc asks for them). A rebuild fills tens of megabytes of new
//   memory page by page; in 2 MB pages it takes a fraction of the faults. Alone, huge pages raise
//   the peak (partly filled huge pages in each arena); with one arena they do not.
#include "jemalloc_options.h"

const char *malloc_conf = "narenas:1,thp:always";
