// libcurl, loaded when first called (see include/CLazyCurl.h). The functions are declared with
// libcurl's ABI, not its header, so that the package builds without libcurl's development files:
// its handles are pointers, its enums ints, its options and flags longs.
#define _GNU_SOURCE
#include "CLazyCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

static void *curl_library;
static pthread_once_t curl_once = PTHREAD_ONCE_INIT;

static void load_curl(void) {
    curl_library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
}

int zhinan_curl_loaded(void) {
    return __atomic_load_n(&curl_library, __ATOMIC_ACQUIRE) != NULL;
}

/// libcurl's function `name`; the process ends with a message when libcurl cannot be loaded (a
/// URLSession without it could only fail later, less clearly).
static void *curl_function(const char *name) {
    pthread_once(&curl_once, load_curl);
    if (curl_library == NULL) {
        fprintf(stderr, "zhinan: error: cannot load libcurl.so.4 (%s)\n", dlerror());
        abort();
    }
    void *function = dlsym(curl_library, name);
    if (function == NULL) {
        fprintf(stderr, "zhinan: error: libcurl.so.4 has no %s\n", name);
        abort();
    }
    return function;
}

/// Declares `real` as libcurl's `name` of the type `type`, looked up once.
#define CURL_FUNCTION(type, name) \
    static __typeof__(type) cached_##name; \
    __typeof__(type) real = __atomic_load_n(&cached_##name, __ATOMIC_ACQUIRE); \
    if (real == NULL) { \
        real = (__typeof__(type))curl_function(#name); \
        __atomic_store_n(&cached_##name, real, __ATOMIC_RELEASE); \
    }

typedef void *Handle;

Handle curl_easy_init(void) {
    CURL_FUNCTION(Handle (*)(void), curl_easy_init)
    return real();
}

void curl_easy_cleanup(Handle easy) {
    CURL_FUNCTION(void (*)(Handle), curl_easy_cleanup)
    real(easy);
}

// The three variadic functions take one argument after the option: a long, a curl_off_t, a
// pointer or a function pointer, each passed in one integer register (or stack word) on the
// platforms Swift runs on, and read here as one word.
#define CURL_FORWARD_ONE_ARGUMENT(name) \
    int name(Handle handle, int option, ...) { \
        CURL_FUNCTION(int (*)(Handle, int, ...), name) \
        va_list arguments; \
        va_start(arguments, option); \
        void *value = va_arg(arguments, void *); \
        va_end(arguments); \
        return real(handle, option, value); \
    }

CURL_FORWARD_ONE_ARGUMENT(curl_easy_setopt)
CURL_FORWARD_ONE_ARGUMENT(curl_easy_getinfo)
CURL_FORWARD_ONE_ARGUMENT(curl_multi_setopt)

int curl_easy_pause(Handle easy, int bitmask) {
    CURL_FUNCTION(int (*)(Handle, int), curl_easy_pause)
    return real(easy, bitmask);
}

const char *curl_easy_strerror(int code) {
    CURL_FUNCTION(const char *(*)(int), curl_easy_strerror)
    return real(code);
}

void curl_free(void *pointer) {
    CURL_FUNCTION(void (*)(void *), curl_free)
    real(pointer);
}

int curl_global_init(long flags) {
    CURL_FUNCTION(int (*)(long), curl_global_init)
    return real(flags);
}

Handle curl_multi_init(void) {
    CURL_FUNCTION(Handle (*)(void), curl_multi_init)
    return real();
}

int curl_multi_cleanup(Handle multi) {
    CURL_FUNCTION(int (*)(Handle), curl_multi_cleanup)
    return real(multi);
}

int curl_multi_add_handle(Handle multi, Handle easy) {
    CURL_FUNCTION(int (*)(Handle, Handle), curl_multi_add_handle)
    return real(multi, easy);
}

int curl_multi_remove_handle(Handle multi, Handle easy) {
    CURL_FUNCTION(int (*)(Handle, Handle), curl_multi_remove_handle)
    return real(multi, easy);
}

int curl_multi_assign(Handle multi, int socket, void *pointer) {
    CURL_FUNCTION(int (*)(Handle, int, void *), curl_multi_assign)
    return real(multi, socket, pointer);
}

void *curl_multi_info_read(Handle multi, int *messagesLeft) {
    CURL_FUNCTION(void *(*)(Handle, int *), curl_multi_info_read)
    return real(multi, messagesLeft);
}

int curl_multi_socket_action(Handle multi, int socket, int events, int *running) {
    CURL_FUNCTION(int (*)(Handle, int, int, int *), curl_multi_socket_action)
    return real(multi, socket, events, running);
}

void *curl_slist_append(void *list, const char *text) {
    CURL_FUNCTION(void *(*)(void *, const char *), curl_slist_append)
    return real(list, text);
}

void curl_slist_free_all(void *list) {
    CURL_FUNCTION(void (*)(void *), curl_slist_free_all)
    real(list);
}

Handle curl_url(void) {
    CURL_FUNCTION(Handle (*)(void), curl_url)
    return real();
}

int curl_url_get(Handle url, int part, char **text, unsigned int flags) {
    CURL_FUNCTION(int (*)(Handle, int, char **, unsigned int), curl_url_get)
    return real(url, part, text, flags);
}

int curl_url_set(Handle url, int part, const char *text, unsigned int flags) {
    CURL_FUNCTION(int (*)(Handle, int, const char *, unsigned int), curl_url_set)
    return real(url, part, text, flags);
}

char *curl_version(void) {
    CURL_FUNCTION(char *(*)(void), curl_version)
    return real();
}

void *curl_version_info(int age) {
    CURL_FUNCTION(void *(*)(int), curl_version_info)
    return real(age);
}
