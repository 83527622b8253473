#ifndef ZHINAN_BUILD_ID_H
#define ZHINAN_BUILD_ID_H

#include <stddef.h>

/// The GNU build ids (`.note.gnu.build-id`) of every object loaded in this process — the program and
/// the libraries it runs with — one after another, in load order. Writes at most `capacity` bytes to
/// `out` and returns how many there are in all (0 where the system keeps no build ids).
size_t zhinan_build_ids(unsigned char *out, size_t capacity);

#endif
