#ifndef ZHINAN_MAPPED_FILE_H
#define ZHINAN_MAPPED_FILE_H

#include <stddef.h>

/// Maps the first `length` bytes of the open file `descriptor` for reading, its pages put in place
/// now (they are the page cache's own: nothing is copied, no fresh memory is cleared). A read of a
/// page the file no longer has — it was truncated while mapped, which would end the process with
/// SIGBUS — reads zeros instead, and the mapping is marked lost. NULL when it cannot be mapped.
const void *zhinan_map_file(int descriptor, size_t length);

/// Whether a read of the mapping at `start` found the file shorter than it was when mapped (every
/// byte from there on reads as zero since).
int zhinan_mapping_lost(const void *start);

/// Unmaps what `zhinan_map_file` mapped.
void zhinan_unmap_file(const void *start, size_t length);

#endif
