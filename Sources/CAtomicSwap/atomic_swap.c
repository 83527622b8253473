// Linux: renameat2(RENAME_EXCHANGE); macOS: renamex_np(RENAME_SWAP). Swift's Glibc module does not
// export renameat2, hence this small C target.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include "atomic_swap.h"

#if defined(__APPLE__)
int zhinan_exchange_paths(const char *from, const char *to) {
    return renamex_np(from, to, RENAME_SWAP);
}
#elif defined(__linux__) && defined(RENAME_EXCHANGE)
int zhinan_exchange_paths(const char *from, const char *to) {
    return renameat2(AT_FDCWD, from, AT_FDCWD, to, RENAME_EXCHANGE);
}
#else
int zhinan_exchange_paths(const char *from, const char *to) {
    (void)from; (void)to;
    errno = ENOSYS;
    return -1;
}
#endif
