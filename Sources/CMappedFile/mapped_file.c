// A file mapped for reading, safe against the file being truncated meanwhile: the SIGBUS such a
// read raises is caught for the mappings made here (and only those), the rest of the mapping is
// replaced by zeros, and the read goes on. The reader checks `zhinan_mapping_lost` after reading.
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "mapped_file.h"

#define SLOTS 64

struct mapping {
    _Atomic(uintptr_t) start;
    _Atomic(size_t) length;  // whole pages
    atomic_int lost;
};

static struct mapping mappings[SLOTS];
static struct sigaction previous;
static uintptr_t page_size;
static pthread_once_t installed = PTHREAD_ONCE_INIT;

static void on_bus_error(int number, siginfo_t *info, void *context) {
    uintptr_t address = (uintptr_t)info->si_addr;
    for (int index = 0; index < SLOTS; index++) {
        uintptr_t start = atomic_load(&mappings[index].start);
        size_t length = atomic_load(&mappings[index].length);
        if (start == 0 || address < start || address >= start + length) continue;
        atomic_store(&mappings[index].lost, 1);
        // From the page that failed to the end: zeros, read-only. The read is made again and finds them.
        uintptr_t from = address & ~(page_size - 1);
        mmap((void *)from, start + length - from, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
        return;
    }
    // Not a mapping of ours: what would have happened without this handler.
    if ((previous.sa_flags & SA_SIGINFO) && previous.sa_sigaction) {
        previous.sa_sigaction(number, info, context);
    } else if (!(previous.sa_flags & SA_SIGINFO) && previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN) {
        previous.sa_handler(number);
    } else {
        struct sigaction fallback;
        memset(&fallback, 0, sizeof fallback);
        fallback.sa_handler = SIG_DFL;
        sigaction(SIGBUS, &fallback, NULL);  // the faulting read runs again and ends the process, as it would have
    }
}

static void install(void) {
    page_size = (uintptr_t)sysconf(_SC_PAGESIZE);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_bus_error;
    action.sa_flags = SA_SIGINFO | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    sigaction(SIGBUS, &action, &previous);
}

const void *zhinan_map_file(int descriptor, size_t length) {
    if (length == 0) return NULL;
    pthread_once(&installed, install);
    void *start = mmap(NULL, length, PROT_READ, MAP_PRIVATE | MAP_POPULATE, descriptor, 0);
    if (start == MAP_FAILED) return NULL;
    size_t pages = (length + page_size - 1) & ~(page_size - 1);
    for (int index = 0; index < SLOTS; index++) {
        uintptr_t empty = 0;
        if (atomic_compare_exchange_strong(&mappings[index].start, &empty, UINTPTR_MAX)) {
            atomic_store(&mappings[index].lost, 0);
            atomic_store(&mappings[index].length, pages);
            atomic_store(&mappings[index].start, (uintptr_t)start);
            return start;
        }
    }
    // No slot to guard it with: not mapped (the caller reads the file instead).
    munmap(start, length);
    return NULL;
}

int zhinan_mapping_lost(const void *start) {
    for (int index = 0; index < SLOTS; index++) {
        if (atomic_load(&mappings[index].start) == (uintptr_t)start) return atomic_load(&mappings[index].lost);
    }
    return 0;
}

void zhinan_unmap_file(const void *start, size_t length) {
    // The slot is let go before the pages: unmapped first, the address could be mapped again by
    // another thread, and its new slot found here instead of this one.
    for (int index = 0; index < SLOTS; index++) {
        if (atomic_load(&mappings[index].start) == (uintptr_t)start) {
            atomic_store(&mappings[index].length, 0);
            atomic_store(&mappings[index].start, 0);
            break;
        }
    }
    munmap((void *)start, length);
}
