// How jemalloc, the release program's allocator (see Package.swift), is set up: read by jemalloc
// from this symbol when it starts, before `main` (a `MALLOC_CONF` in the environment still
// applies after it). The debug program allocates through glibc, which never reads it.
//
// - `narenas:1`: one arena for every thread. jemalloc's default is four per core; a build's
//   threads are the cores', and each thread's cache serves most allocations without the arena's
//   lock, while memory freed by one thread is reused by the others instead of sitting in an
//   arena of its own. A clean build at 10,000 documents peaked at 189 MB instead of 217 MB.
// - `thp:always`: the heap in transparent huge pages (where the system allows them: Debian's
//   default is "madvise", and jemalloc asks for them). A rebuild fills tens of megabytes of new
//   memory page by page; in 2 MB pages it takes a fraction of the faults. A one-document edit at
//   10,000 documents: 438 -> 398 ms of CPU, 265 -> 245 ms (11 edits each, interleaved). Alone,
//   huge pages raised a clean build's peak to 253 MB (partly filled huge pages in each of eight
//   arenas); with one arena the peak is what it was without either (219 against 217 MB).
//
// Clean builds took the same time with and without (5.29, 5.34 and 5.30 s at 10,000 documents,
// 8 runs each: neither, one arena, both); so did the real site (148 and 144 ms, 21 runs each).
#include "jemalloc_options.h"

const char *malloc_conf = "narenas:1,thp:always";
