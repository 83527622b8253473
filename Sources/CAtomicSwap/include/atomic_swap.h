#ifndef ZHINAN_ATOMIC_SWAP_H
#define ZHINAN_ATOMIC_SWAP_H

/// Exchanges two paths in one step, so that there is no moment when neither exists.
/// Returns 0 on success, -1 with errno set (ENOSYS/EINVAL where the system cannot).
int zhinan_exchange_paths(const char *from, const char *to);

#endif
