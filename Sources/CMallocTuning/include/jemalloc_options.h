#ifndef ZHINAN_JEMALLOC_OPTIONS_H
#define ZHINAN_JEMALLOC_OPTIONS_H

/// jemalloc's options, which it reads from this symbol when it starts (see jemalloc_options.c).
extern const char *malloc_conf;

#endif
