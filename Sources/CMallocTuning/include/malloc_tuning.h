#ifndef ZHINAN_MALLOC_TUNING_H
#define ZHINAN_MALLOC_TUNING_H

/// Tells the C allocator to grow its heaps 64 MB at a time (see malloc_tuning.c). Returns 1 when it
/// took the setting, 0 where there is none (not glibc).
int zhinan_tune_malloc(void);

#endif
