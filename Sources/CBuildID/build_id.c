// What identifies the code that makes a site: the linker's build id of the program and of each
// library it loaded (the Swift runtime, Foundation). A build cache written by other code is not
// trusted. Swift's Glibc module does not export dl_iterate_phdr, hence this small C target.
#define _GNU_SOURCE
#include <string.h>
#include "build_id.h"

#if defined(__linux__)
#include <link.h>
#include <elf.h>

struct collected {
    unsigned char *out;
    size_t capacity;
    size_t length;
};

static int collect(struct dl_phdr_info *info, size_t size, void *context) {
    (void)size;
    struct collected *ids = context;
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *header = &info->dlpi_phdr[i];
        if (header->p_type != PT_NOTE) continue;
        const unsigned char *note = (const unsigned char *)(info->dlpi_addr + header->p_vaddr);
        const unsigned char *end = note + header->p_memsz;
        while (note + sizeof(ElfW(Nhdr)) <= end) {
            const ElfW(Nhdr) *n = (const ElfW(Nhdr) *)note;
            const unsigned char *name = note + sizeof(ElfW(Nhdr));
            const unsigned char *desc = name + ((n->n_namesz + 3) & ~3u);
            if (desc + n->n_descsz > end) break;
            if (n->n_type == NT_GNU_BUILD_ID && n->n_namesz == 4 && memcmp(name, "GNU", 4) == 0) {
                for (size_t k = 0; k < n->n_descsz; k++) {
                    if (ids->length + k < ids->capacity) ids->out[ids->length + k] = desc[k];
                }
                ids->length += n->n_descsz;
            }
            note = desc + ((n->n_descsz + 3) & ~3u);
        }
    }
    return 0;
}

size_t zhinan_build_ids(unsigned char *out, size_t capacity) {
    struct collected ids = { out, capacity, 0 };
    dl_iterate_phdr(collect, &ids);
    return ids.length;
}
#else
size_t zhinan_build_ids(unsigned char *out, size_t capacity) {
    (void)out; (void)capacity;
    return 0;
}
#endif
